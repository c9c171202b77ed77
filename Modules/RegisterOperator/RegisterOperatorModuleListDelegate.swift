import BanterUIKitCore

/// Hears the register-operator list: a person picked or unpicked, the end coming into view, a
/// retry, the name filter typed; see `BaseSelectUserModuleListDelegate`. Called on the main
/// actor.
@MainActor
public protocol RegisterOperatorModuleListDelegate: BaseSelectUserModuleListDelegate {}
