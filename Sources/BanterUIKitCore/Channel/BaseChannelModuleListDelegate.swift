import BanterChatSDK
import BanterViews

/// Hears a channel list component: a message chosen (Enter or a click), the ends of the
/// list reached (load earlier or later), scrolling, Esc (back to the input), the retry
/// button and the new-message and scroll-to-bottom buttons. Called on the main actor.
@MainActor
public protocol BaseChannelModuleListDelegate: AnyObject {
    /// A message was chosen: the controller shows its context menu.
    func baseChannelModule(_ listComponent: BaseChannelModule.List, didSelectMessage message: BaseMessage)
    /// The oldest rows came into view: time to load earlier messages.
    func baseChannelModuleDidReachTop(_ listComponent: BaseChannelModule.List)
    /// The newest rows came into view: time to load later messages, if any.
    func baseChannelModuleDidReachBottom(_ listComponent: BaseChannelModule.List)
    /// The list scrolled.
    func baseChannelModuleDidScroll(_ listComponent: BaseChannelModule.List)
    /// Esc in the list: focus goes back to the input.
    func baseChannelModuleDidRequestInputFocus(_ listComponent: BaseChannelModule.List)
    /// The error view's retry was chosen.
    func baseChannelModuleDidTapRetry(_ listComponent: BaseChannelModule.List)
    /// The new-message info or scroll-to-bottom button was chosen.
    func baseChannelModuleDidTapScrollToBottom(_ listComponent: BaseChannelModule.List)
}
