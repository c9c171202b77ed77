import BanterUIKitCore

/// The module of the screen that makes an open channel's participants operators: the
/// component classes its view controller builds, resolved when the controller is initialised
/// (`ModuleSet.openRegisterOperatorModule`). Assign subclasses before the screen is built:
///
///     OpenRegisterOperatorModule.headerComponent = MyHeader.self
///     OpenRegisterOperatorModule.List.userCell = MyUserCell.self
///
/// An open class, so `ModuleSet.openRegisterOperatorModule` can hold a subclass. Main actor only.
@MainActor
open class OpenRegisterOperatorModule: BaseSelectUserModule {
    /// The header class the screen creates.
    public static var headerComponent: OpenRegisterOperatorModule.Header.Type = OpenRegisterOperatorModule.Header.self
    /// The list class the screen creates.
    public static var listComponent: OpenRegisterOperatorModule.List.Type = OpenRegisterOperatorModule.List.self
}
