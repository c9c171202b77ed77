import BanterUIKitCore

/// Hears a user list: a row chosen, the end coming into view, a retry, the name filter
/// typed; see `BaseUserListModuleListDelegate`. Called on the main actor.
@MainActor
public protocol UserListModuleListDelegate: BaseUserListModuleListDelegate {}
