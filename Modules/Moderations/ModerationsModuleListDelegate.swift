import BanterUIKitCore

/// Hears the moderation list: everything `BaseChannelSettingsModuleListDelegate` hears,
/// plus which list was chosen and the freeze switch flipped. Called on the main actor.
@MainActor
public protocol ModerationsModuleListDelegate: BaseChannelSettingsModuleListDelegate {
    /// Operators was chosen.
    func moderationsModuleDidSelectOperators(_ listComponent: ModerationsModule.List)
    /// Muted members (a group channel) or Muted users (an open one) was chosen.
    func moderationsModuleDidSelectMutedUsers(_ listComponent: ModerationsModule.List)
    /// Banned users was chosen.
    func moderationsModuleDidSelectBannedUsers(_ listComponent: ModerationsModule.List)
    /// Reports was chosen.
    func moderationsModuleDidSelectReports(_ listComponent: ModerationsModule.List)
    /// The freeze switch was flipped to `state` (true: freeze).
    func moderationsModule(_ listComponent: ModerationsModule.List, didChangeFreezeMode state: Bool)
}
