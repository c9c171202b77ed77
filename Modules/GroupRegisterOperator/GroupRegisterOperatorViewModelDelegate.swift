import BanterUIKitCore

/// Hears the group register-operator view model: the members shown, the picks, the
/// promotions or why the service refused; see `BaseRegisterOperatorViewModelDelegate`.
/// Called on the main actor.
@MainActor
public protocol GroupRegisterOperatorViewModelDelegate: BaseRegisterOperatorViewModelDelegate {}
