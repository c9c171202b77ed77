import BanterUIKitCore

/// The open channel list screen's module: the component classes its view controller
/// builds, resolved when the controller is initialised (`ModuleSet.openChannelListModule`).
/// Assign subclasses before the screen is built:
///
///     OpenChannelListModule.headerComponent = MyHeader.self
///     OpenChannelListModule.List.channelCell = MyOpenChannelCell.self
///
/// An open class, so `ModuleSet.openChannelListModule` can hold a subclass. Main actor only.
@MainActor
open class OpenChannelListModule: BaseChannelListModule {
    /// The header class the screen creates.
    public static var headerComponent: OpenChannelListModule.Header.Type = OpenChannelListModule.Header.self
    /// The list class the screen creates.
    public static var listComponent: OpenChannelListModule.List.Type = OpenChannelListModule.List.self
}
