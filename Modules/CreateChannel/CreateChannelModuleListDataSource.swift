import BanterUIKitCore

/// Gives the "new channel" list its people and the picked ones; see
/// `BaseSelectUserModuleListDataSource`. Called on the main actor.
@MainActor
public protocol CreateChannelModuleListDataSource: BaseSelectUserModuleListDataSource {}
