import BanterUIKitCore

/// The invite screen's module: the component classes its view controller builds,
/// resolved when the controller is initialised (`ModuleSet.inviteUserModule`).
/// Assign subclasses before the screen is built:
///
///     InviteUserModule.headerComponent = MyHeader.self
///     InviteUserModule.List.userCell = MyUserCell.self
///
/// An open class, so `ModuleSet.inviteUserModule` can hold a subclass. Main actor only.
@MainActor
open class InviteUserModule: BaseSelectUserModule {
    /// The header class the screen creates.
    public static var headerComponent: InviteUserModule.Header.Type = InviteUserModule.Header.self
    /// The list class the screen creates.
    public static var listComponent: InviteUserModule.List.Type = InviteUserModule.List.self
}
