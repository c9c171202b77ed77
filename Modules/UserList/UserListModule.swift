import BanterUIKitCore

/// The user list's module (a group channel's members, an open channel's participants, and
/// either's operators, muted and banned users): the component classes its view controller
/// builds, resolved when the controller is initialised (`ModuleSet.groupUserListModule` or
/// `ModuleSet.openUserListModule`, by the channel's type). Assign subclasses before the
/// screen is built:
///
///     UserListModule.headerComponent = MyHeader.self
///     UserListModule.List.userCell = MyUserCell.self
///
/// An open class, so either set entry can hold a subclass. Main actor only.
@MainActor
open class UserListModule: BaseUserListModule {
    /// The header class the screen creates.
    public static var headerComponent: UserListModule.Header.Type = UserListModule.Header.self
    /// The list class the screen creates.
    public static var listComponent: UserListModule.List.Type = UserListModule.List.self
}
