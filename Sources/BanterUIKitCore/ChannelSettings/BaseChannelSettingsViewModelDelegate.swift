import BanterChatSDK

/// Hears a channel settings view model: the channel loaded or changed (a name, operators,
/// freezing), the channel went away for the current user, plus the common loading,
/// connection and error news. Called on the main actor.
@MainActor
public protocol BaseChannelSettingsViewModelDelegate: CommonViewModelDelegate {
    /// The channel loaded (`context` nil) or changed.
    func baseChannelSettingsViewModel(_ viewModel: BaseChannelSettingsViewModel, didChangeChannel channel: BaseChannel?, withContext context: MessageContext?)
    /// The channel is gone for the current user (deleted, left, banned): the screen closes.
    func baseChannelSettingsViewModel(_ viewModel: BaseChannelSettingsViewModel, shouldDismissForChannelSettings channel: BaseChannel?)
}
