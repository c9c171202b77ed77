import BanterUIKitCore

/// The module of the screen that makes a group channel's members operators: the component
/// classes its view controller builds, resolved when the controller is initialised
/// (`ModuleSet.groupRegisterOperatorModule`). Assign subclasses before the screen is built:
///
///     GroupRegisterOperatorModule.headerComponent = MyHeader.self
///     GroupRegisterOperatorModule.List.userCell = MyUserCell.self
///
/// An open class, so `ModuleSet.groupRegisterOperatorModule` can hold a subclass. Main actor only.
@MainActor
open class GroupRegisterOperatorModule: BaseSelectUserModule {
    /// The header class the screen creates.
    public static var headerComponent: GroupRegisterOperatorModule.Header.Type = GroupRegisterOperatorModule.Header.self
    /// The list class the screen creates.
    public static var listComponent: GroupRegisterOperatorModule.List.Type = GroupRegisterOperatorModule.List.self
}
