import BanterUIKitCore

/// Gives an open channel user list its users, the channel, the current user and each
/// row's marks; see `BaseUserListModuleListDataSource`. Called on the main actor.
@MainActor
public protocol OpenUserListModuleListDataSource: BaseUserListModuleListDataSource {}
