import BanterUIKitCore

/// Hears the open channel settings list: everything `BaseChannelSettingsModuleListDelegate`
/// hears, plus which item was chosen. Called on the main actor.
@MainActor
public protocol OpenChannelSettingsModuleListDelegate: BaseChannelSettingsModuleListDelegate {
    /// Moderations was chosen (operators only).
    func openChannelSettingsModuleDidSelectModerations(_ listComponent: OpenChannelSettingsModule.List)
    /// Participants was chosen.
    func openChannelSettingsModuleDidSelectParticipants(_ listComponent: OpenChannelSettingsModule.List)
    /// Delete channel was chosen (operators only).
    func openChannelSettingsModuleDidSelectDelete(_ listComponent: OpenChannelSettingsModule.List)
}
