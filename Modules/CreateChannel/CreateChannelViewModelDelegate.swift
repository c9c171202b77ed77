import BanterChatSDK
import BanterUIKitCore

/// Hears the "new channel" view model: everything `BaseSelectUserViewModelDelegate` hears
/// (the people shown changed, the picks changed, loading, connection and errors), plus the
/// channel made, or why the service refused it. Called on the main actor.
@MainActor
public protocol CreateChannelViewModelDelegate: BaseSelectUserViewModelDelegate {
    /// The channel was made (or, for a distinct one-to-one chat, the existing one was
    /// found): the screen opens it with `messageListParams`.
    func createChannelViewModel(_ viewModel: CreateChannelViewModel, didCreateChannel channel: BaseChannel?,
                                withMessageListParams messageListParams: MessageListParams?)
    /// The channel could not be made; nothing changed. By default the error is reported as
    /// `didReceiveError(_:isBlocker: false)`.
    func createChannelViewModel(_ viewModel: CreateChannelViewModel, didFailToCreateChannel error: ChatError)
}

extension CreateChannelViewModelDelegate {
    public func createChannelViewModel(_ viewModel: CreateChannelViewModel, didFailToCreateChannel error: ChatError) {
        didReceiveError(error, isBlocker: false)
    }
}
