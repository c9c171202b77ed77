import BanterUIKitCore

/// Hears the invite header: its items as they are set and taps on them; see
/// `BaseSelectUserModuleHeaderDelegate`. Called on the main actor.
@MainActor
public protocol InviteUserModuleHeaderDelegate: BaseSelectUserModuleHeaderDelegate {}
