import BanterUIKitCore

/// Hears the open channel moderation list: everything `BaseChannelSettingsModuleListDelegate`
/// hears, plus which list was chosen and the freeze switch flipped. Called on the main actor.
@MainActor
public protocol OpenModerationsModuleListDelegate: BaseChannelSettingsModuleListDelegate {
    /// Operators was chosen.
    func openModerationsModuleDidSelectOperators(_ listComponent: OpenModerationsModule.List)
    /// Muted users was chosen.
    func openModerationsModuleDidSelectMutedUsers(_ listComponent: OpenModerationsModule.List)
    /// Banned users was chosen.
    func openModerationsModuleDidSelectBannedUsers(_ listComponent: OpenModerationsModule.List)
    /// The freeze switch was flipped to `state` (true: freeze).
    func openModerationsModule(_ listComponent: OpenModerationsModule.List, didChangeFreezeMode state: Bool)
}
