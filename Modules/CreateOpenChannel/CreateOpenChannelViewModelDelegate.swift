import BanterChatSDK
import BanterUIKitCore

/// Hears the "new open channel" view model: the channel made, or why the service refused
/// it, plus the common loading, connection and error news (`shouldUpdateLoadingState` while
/// the request is in flight). Called on the main actor.
@MainActor
public protocol CreateOpenChannelViewModelDelegate: CommonViewModelDelegate {
    /// The channel was made; the screen opens it.
    func createOpenChannelViewModel(_ viewModel: CreateOpenChannelViewModel, didCreateChannel channel: BaseChannel?)
    /// The channel could not be made; nothing changed. By default the error is reported as
    /// `didReceiveError(_:isBlocker: false)`.
    func createOpenChannelViewModel(_ viewModel: CreateOpenChannelViewModel, didFailToCreateChannel error: ChatError)
}

extension CreateOpenChannelViewModelDelegate {
    public func createOpenChannelViewModel(_ viewModel: CreateOpenChannelViewModel, didFailToCreateChannel error: ChatError) {
        didReceiveError(error, isBlocker: false)
    }
}
