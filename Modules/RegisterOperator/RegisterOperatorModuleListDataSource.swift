import BanterUIKitCore

/// Gives the register-operator list its people and the picked ones; see
/// `BaseSelectUserModuleListDataSource`. Called on the main actor.
@MainActor
public protocol RegisterOperatorModuleListDataSource: BaseSelectUserModuleListDataSource {}
