import BanterUIKitCore

/// Gives the open register-operator list its participants and the picked ones; see
/// `BaseSelectUserModuleListDataSource`. Called on the main actor.
@MainActor
public protocol OpenRegisterOperatorModuleListDataSource: BaseSelectUserModuleListDataSource {}
