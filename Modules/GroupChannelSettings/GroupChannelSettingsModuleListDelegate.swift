import BanterUIKitCore

/// Hears the group channel settings list: everything `BaseChannelSettingsModuleListDelegate`
/// hears, plus which item was chosen. Called on the main actor; Moderations, Members,
/// Search in channel and Invite users are optional.
@MainActor
public protocol GroupChannelSettingsModuleListDelegate: BaseChannelSettingsModuleListDelegate {
    /// Notifications was chosen.
    func groupChannelSettingsModuleDidSelectNotifications(_ listComponent: GroupChannelSettingsModule.List)
    /// Leave channel was chosen.
    func groupChannelSettingsModuleDidSelectLeave(_ listComponent: GroupChannelSettingsModule.List)
    /// Invite users was chosen (an item a subclass may add).
    func groupChannelSettingsModuleDidSelectInviteUsers(_ listComponent: GroupChannelSettingsModule.List)
    /// Moderations was chosen.
    func groupChannelSettingsModuleDidSelectModerations(_ listComponent: GroupChannelSettingsModule.List)
    /// Members was chosen.
    func groupChannelSettingsModuleDidSelectMembers(_ listComponent: GroupChannelSettingsModule.List)
    /// Search in channel was chosen.
    func groupChannelSettingsModuleDidSelectSearch(_ listComponent: GroupChannelSettingsModule.List)
}

extension GroupChannelSettingsModuleListDelegate {
    public func groupChannelSettingsModuleDidSelectInviteUsers(_ listComponent: GroupChannelSettingsModule.List) {}
    public func groupChannelSettingsModuleDidSelectModerations(_ listComponent: GroupChannelSettingsModule.List) {}
    public func groupChannelSettingsModuleDidSelectMembers(_ listComponent: GroupChannelSettingsModule.List) {}
    public func groupChannelSettingsModuleDidSelectSearch(_ listComponent: GroupChannelSettingsModule.List) {}
}
