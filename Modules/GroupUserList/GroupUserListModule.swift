import BanterUIKitCore

/// The group channel user list's module (members, operators, muted members, banned users):
/// the component classes its view controller builds, resolved when the controller is
/// initialised (`ModuleSet.groupUserListModule`). Assign subclasses before the screen is
/// built:
///
///     GroupUserListModule.headerComponent = MyHeader.self
///     GroupUserListModule.List.userCell = MyUserCell.self
///
/// An open class, so `ModuleSet.groupUserListModule` can hold a subclass. Main actor only.
@MainActor
open class GroupUserListModule: BaseUserListModule {
    /// The header class the screen creates.
    public static var headerComponent: GroupUserListModule.Header.Type = GroupUserListModule.Header.self
    /// The list class the screen creates.
    public static var listComponent: GroupUserListModule.List.Type = GroupUserListModule.List.self
}
