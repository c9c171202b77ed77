import BanterChatSDK
import BanterUIKitCore

/// Hears a message thread view model: everything `BaseChannelViewModelDelegate` hears (the
/// replies as the message list), plus the parent message. Called on the main actor.
@MainActor
public protocol MessageThreadViewModelDelegate: BaseChannelViewModelDelegate {
    /// The parent message loaded (the first time) ; nil when it could not.
    func messageThreadViewModel(_ viewModel: MessageThreadViewModel, didLoadParentMessage parentMessage: BaseMessage?)
    /// The parent message changed: edited, reacted to, or its reply count moved.
    func messageThreadViewModel(_ viewModel: MessageThreadViewModel, didUpdateParentMessage parentMessage: BaseMessage?)
    /// The parent message was deleted: the thread is gone and the screen closes.
    func messageThreadViewModelShouldDismissMessageThread(_ viewModel: MessageThreadViewModel)
}
