import BanterUIKitCore

/// Hears an open channel user list's header: its items as they are set and taps on them
/// (Add on the operators list); see `BaseUserListModuleHeaderDelegate`. Called on the main
/// actor.
@MainActor
public protocol OpenUserListModuleHeaderDelegate: BaseUserListModuleHeaderDelegate {}
