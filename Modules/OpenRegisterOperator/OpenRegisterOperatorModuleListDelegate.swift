import BanterUIKitCore

/// Hears the open register-operator list: a participant picked or unpicked, the end coming
/// into view, a retry, the name filter typed; see `BaseSelectUserModuleListDelegate`. Called
/// on the main actor.
@MainActor
public protocol OpenRegisterOperatorModuleListDelegate: BaseSelectUserModuleListDelegate {}
