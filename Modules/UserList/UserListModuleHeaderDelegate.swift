import BanterUIKitCore

/// Hears a user list's header: its items as they are set and taps on them (Invite, Add);
/// see `BaseUserListModuleHeaderDelegate`. Called on the main actor.
@MainActor
public protocol UserListModuleHeaderDelegate: BaseUserListModuleHeaderDelegate {}
