import BanterUIKitCore

/// Lets a screen give the register-operator view model its own members instead of the application's
/// users; see `BaseSelectUserViewModelDataSource`. Called on the main actor, once per page.
@MainActor
public protocol GroupRegisterOperatorViewModelDataSource: BaseSelectUserViewModelDataSource {}
