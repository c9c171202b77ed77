import BanterChatSDK
import BanterUIKitCore

/// Hears the open channel settings view model: everything
/// `BaseChannelSettingsViewModelDelegate` hears (the channel loaded or changed, the channel
/// gone, loading and errors), plus the channel deleted from this screen. Called on the main
/// actor.
@MainActor
public protocol OpenChannelSettingsViewModelDelegate: BaseChannelSettingsViewModelDelegate {
    /// The service deleted `channel` at the current user's request.
    func openChannelSettingsViewModel(_ viewModel: OpenChannelSettingsViewModel, didDeleteChannel channel: OpenChannel)
}
