import BanterUIKitCore
import BanterViews

/// Hears the reactions screen's header: its items, and back. Called on the main actor.
@MainActor
public protocol ReactionsModuleHeaderDelegate: AnyObject {
    func reactionsModule(_ headerComponent: ReactionsModule.Header, didUpdateTitleView titleView: View?)
    func reactionsModule(_ headerComponent: ReactionsModule.Header, didUpdateLeftItem leftItem: View?)
    /// Back was chosen.
    func reactionsModule(_ headerComponent: ReactionsModule.Header, didTapLeftItem leftItem: View)
}
