import BanterUIKitCore

/// The module of the screen that makes a channel's members or participants operators: the
/// component classes its view controller builds, resolved when the controller is initialised
/// (`ModuleSet.groupRegisterOperatorModule` or `openRegisterOperatorModule`, by the
/// channel's type). Assign subclasses before the screen is built:
///
///     RegisterOperatorModule.headerComponent = MyHeader.self
///     RegisterOperatorModule.List.userCell = MyUserCell.self
///
/// An open class, so either set entry can hold a subclass. Main actor only.
@MainActor
open class RegisterOperatorModule: BaseSelectUserModule {
    /// The header class the screen creates.
    public static var headerComponent: RegisterOperatorModule.Header.Type = RegisterOperatorModule.Header.self
    /// The list class the screen creates.
    public static var listComponent: RegisterOperatorModule.List.Type = RegisterOperatorModule.List.self
}
