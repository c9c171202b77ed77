import BanterUIKitCore
import BanterViews

/// Hears the message search header: its items, the keyword changing as it is typed, a
/// search asked for (Enter), and cancelling. Called on the main actor.
@MainActor
public protocol MessageSearchModuleHeaderDelegate: AnyObject {
    func messageSearchModule(_ headerComponent: MessageSearchModule.Header, didUpdateTitleView titleView: View?)
    func messageSearchModule(_ headerComponent: MessageSearchModule.Header, didUpdateLeftItem leftItem: View?)
    func messageSearchModule(_ headerComponent: MessageSearchModule.Header, didUpdateRightItem rightItem: View?)
    /// The keyword changed (a letter typed or taken back); the screen searches once typing
    /// pauses.
    func messageSearchModule(_ headerComponent: MessageSearchModule.Header, didChangeKeyword keyword: String)
    /// Search now for `keyword` (Enter).
    func messageSearchModule(_ headerComponent: MessageSearchModule.Header, didTapSearch keyword: String)
    /// The search was cancelled (the left item, or Esc with nothing typed).
    func messageSearchModuleDidTapCancel(_ headerComponent: MessageSearchModule.Header)
}
