import BanterUIKitCore

/// Hears the register-operator header: its items as they are set and taps on them; see
/// `BaseSelectUserModuleHeaderDelegate`. Called on the main actor.
@MainActor
public protocol RegisterOperatorModuleHeaderDelegate: BaseSelectUserModuleHeaderDelegate {}
