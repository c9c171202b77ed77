import BanterUIKitCore

/// Tells the invite header how many people are picked; see
/// `BaseSelectUserModuleHeaderDataSource`. Called on the main actor.
@MainActor
public protocol InviteUserModuleHeaderDataSource: BaseSelectUserModuleHeaderDataSource {}
