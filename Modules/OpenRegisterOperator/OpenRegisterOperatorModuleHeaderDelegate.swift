import BanterUIKitCore

/// Hears the open register-operator header: its items as they are set and taps on them;
/// see `BaseSelectUserModuleHeaderDelegate`. Called on the main actor.
@MainActor
public protocol OpenRegisterOperatorModuleHeaderDelegate: BaseSelectUserModuleHeaderDelegate {}
