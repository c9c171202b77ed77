import BanterUIKitCore

/// Lets a screen give a user list its own users instead of the service's query; see
/// `BaseUserListViewModelDataSource`. Called on the main actor, once per page.
@MainActor
public protocol UserListViewModelDataSource: BaseUserListViewModelDataSource {}
