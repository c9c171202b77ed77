import BanterUIKitCore

/// The open channel user list's module (participants, operators, muted users, banned
/// users): the component classes its view controller builds, resolved when the controller
/// is initialised (`ModuleSet.openUserListModule`). Assign subclasses before the screen is
/// built:
///
///     OpenUserListModule.headerComponent = MyHeader.self
///     OpenUserListModule.List.userCell = MyUserCell.self
///
/// An open class, so `ModuleSet.openUserListModule` can hold a subclass. Main actor only.
@MainActor
open class OpenUserListModule: BaseUserListModule {
    /// The header class the screen creates.
    public static var headerComponent: OpenUserListModule.Header.Type = OpenUserListModule.Header.self
    /// The list class the screen creates.
    public static var listComponent: OpenUserListModule.List.Type = OpenUserListModule.List.self
}
