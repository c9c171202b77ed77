import BanterUIKitCore

/// Lets a screen give the open register-operator view model its own people instead of the
/// channel's participants; see `BaseSelectUserViewModelDataSource`. Called on the main
/// actor, once per page.
@MainActor
public protocol OpenRegisterOperatorViewModelDataSource: BaseSelectUserViewModelDataSource {}
