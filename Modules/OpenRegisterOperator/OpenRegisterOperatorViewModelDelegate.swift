import BanterUIKitCore

/// Hears the open register-operator view model: the participants shown, the picks, the
/// promotions or why the service refused; see `BaseRegisterOperatorViewModelDelegate`.
/// Called on the main actor.
@MainActor
public protocol OpenRegisterOperatorViewModelDelegate: BaseRegisterOperatorViewModelDelegate {}
