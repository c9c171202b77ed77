import BanterChatSDK
import BanterUIKitCore

/// Hears the group channel settings view model: everything
/// `BaseChannelSettingsViewModelDelegate` hears (the channel loaded or changed, the channel
/// gone, loading and errors), plus the current user leaving the channel from this screen.
/// Called on the main actor.
@MainActor
public protocol GroupChannelSettingsViewModelDelegate: BaseChannelSettingsViewModelDelegate {
    /// The service took the current user out of `channel` at their request (`leaveChannel()`).
    func groupChannelSettingsViewModel(_ viewModel: GroupChannelSettingsViewModel, didLeaveChannel channel: GroupChannel)
}
