import BanterChatSDK
import BanterUIKitCore

/// Hears a group channel view model: everything `BaseChannelViewModelDelegate` hears, plus
/// messages that arrived while the list was scrolled up. Called on the main actor.
@MainActor
public protocol GroupChannelViewModelDelegate: BaseChannelViewModelDelegate {
    /// `count` messages from others arrived while the list was scrolled up (the list counts
    /// them on its new-message button).
    func groupChannelViewModel(_ viewModel: GroupChannelViewModel, didReceiveNewMessages count: Int)
}
