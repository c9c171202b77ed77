import BanterUIKitCore

/// Gives a user list its users, the channel, the current user and each row's marks; see
/// `BaseUserListModuleListDataSource`. Called on the main actor.
@MainActor
public protocol UserListModuleListDataSource: BaseUserListModuleListDataSource {}
