import BanterUIKitCore

/// Lets a screen give the register-operator view model its own people instead of the
/// channel's members or participants; see `BaseSelectUserViewModelDataSource`. Called on the main actor, once per page.
@MainActor
public protocol RegisterOperatorViewModelDataSource: BaseSelectUserViewModelDataSource {}
