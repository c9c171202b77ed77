import BanterUIKitCore

/// Tells the register-operator header how many people are picked; see
/// `BaseSelectUserModuleHeaderDataSource`. Called on the main actor.
@MainActor
public protocol RegisterOperatorModuleHeaderDataSource: BaseSelectUserModuleHeaderDataSource {}
