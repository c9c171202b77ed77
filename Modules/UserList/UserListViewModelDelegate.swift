import BanterUIKitCore

/// Hears a user list's view model: the users, the channel, the actions done or refused,
/// loading, connection and errors; see `BaseUserListViewModelDelegate`. Called on the main
/// actor.
@MainActor
public protocol UserListViewModelDelegate: BaseUserListViewModelDelegate {}
