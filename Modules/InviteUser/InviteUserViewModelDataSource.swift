import BanterUIKitCore

/// Lets a screen give the invite view model its own people instead of the application's
/// users; see `BaseSelectUserViewModelDataSource`. Called on the main actor, once per page.
@MainActor
public protocol InviteUserViewModelDataSource: BaseSelectUserViewModelDataSource {}
