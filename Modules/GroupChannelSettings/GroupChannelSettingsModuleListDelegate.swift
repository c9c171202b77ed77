import BanterUIKitCore

/// Hears the group channel settings list: everything `BaseChannelSettingsModuleListDelegate`
/// hears, plus which item was chosen. Called on the main actor; Invite users and Search
/// are optional.
@MainActor
public protocol GroupChannelSettingsModuleListDelegate: BaseChannelSettingsModuleListDelegate {
    /// Notifications was chosen.
    func groupChannelSettingsModuleDidSelectNotifications(_ listComponent: GroupChannelSettingsModule.List)
    /// Leave channel was chosen.
    func groupChannelSettingsModuleDidSelectLeave(_ listComponent: GroupChannelSettingsModule.List)
    /// Invite users was chosen.
    func groupChannelSettingsModuleDidSelectInviteUsers(_ listComponent: GroupChannelSettingsModule.List)
    /// Search in channel was chosen.
    func groupChannelSettingsModuleDidSelectSearch(_ listComponent: GroupChannelSettingsModule.List)
}

extension GroupChannelSettingsModuleListDelegate {
    public func groupChannelSettingsModuleDidSelectInviteUsers(_ listComponent: GroupChannelSettingsModule.List) {}
    public func groupChannelSettingsModuleDidSelectSearch(_ listComponent: GroupChannelSettingsModule.List) {}
}
