import BanterUIKitCore

/// The "new channel" screen's module: the component classes its view controller builds,
/// resolved when the controller is initialised (`ModuleSet.createGroupChannelModule`).
/// Assign subclasses before the screen is built:
///
///     CreateChannelModule.headerComponent = MyHeader.self
///     CreateChannelModule.List.userCell = MyUserCell.self
///
/// An open class, so `ModuleSet.createGroupChannelModule` can hold a subclass. Main actor
/// only.
@MainActor
open class CreateChannelModule: BaseSelectUserModule {
    /// The header class the screen creates.
    public static var headerComponent: CreateChannelModule.Header.Type = CreateChannelModule.Header.self
    /// The list class the screen creates.
    public static var listComponent: CreateChannelModule.List.Type = CreateChannelModule.List.self
}
