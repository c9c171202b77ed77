import BanterUIKitCore

/// Hears the moderation list: everything `BaseChannelSettingsModuleListDelegate` hears,
/// plus which list was chosen and the freeze switch flipped. Called on the main actor.
@MainActor
public protocol GroupModerationsModuleListDelegate: BaseChannelSettingsModuleListDelegate {
    /// Operators was chosen.
    func groupModerationsModuleDidSelectOperators(_ listComponent: GroupModerationsModule.List)
    /// Muted members was chosen.
    func groupModerationsModuleDidSelectMutedMembers(_ listComponent: GroupModerationsModule.List)
    /// Banned users was chosen.
    func groupModerationsModuleDidSelectBannedUsers(_ listComponent: GroupModerationsModule.List)
    /// The freeze switch was flipped to `state` (true: freeze).
    func groupModerationsModule(_ listComponent: GroupModerationsModule.List, didChangeFreezeMode state: Bool)
}
