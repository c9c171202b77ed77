import BanterUIKitCore

/// Tells the open register-operator header how many participants are picked; see
/// `BaseSelectUserModuleHeaderDataSource`. Called on the main actor.
@MainActor
public protocol OpenRegisterOperatorModuleHeaderDataSource: BaseSelectUserModuleHeaderDataSource {}
