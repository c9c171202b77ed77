import BanterUIKitCore

/// Lets a screen give an open channel user list its own users instead of the service's
/// query; see `BaseUserListViewModelDataSource`. Called on the main actor, once per page.
@MainActor
public protocol OpenUserListViewModelDataSource: BaseUserListViewModelDataSource {}
