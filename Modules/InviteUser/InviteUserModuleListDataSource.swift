import BanterUIKitCore

/// Gives the invite list its people and the picked ones; see
/// `BaseSelectUserModuleListDataSource`. Called on the main actor.
@MainActor
public protocol InviteUserModuleListDataSource: BaseSelectUserModuleListDataSource {}
