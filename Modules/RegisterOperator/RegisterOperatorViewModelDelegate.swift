import BanterUIKitCore

/// Hears the register-operator view model: the people shown, the picks, the
/// promotions or why the service refused; see `BaseRegisterOperatorViewModelDelegate`.
/// Called on the main actor.
@MainActor
public protocol RegisterOperatorViewModelDelegate: BaseRegisterOperatorViewModelDelegate {}
