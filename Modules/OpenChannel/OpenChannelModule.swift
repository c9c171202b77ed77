import BanterUIKitCore

/// The open channel screen's module: the component classes its view controller builds,
/// resolved when the controller is initialised (`ModuleSet.openChannelModule`). Assign
/// subclasses before building screens:
///
///     OpenChannelModule.mediaComponent = MyMedia.self
///     OpenChannelModule.List.userMessageCell = MyMessageCell.self
///
/// An open class, so `ModuleSet.openChannelModule` can hold a subclass. Main actor only.
@MainActor
open class OpenChannelModule: BaseChannelModule {
    /// The header: back item, channel name, participant count.
    public static var headerComponent: OpenChannelModule.Header.Type = OpenChannelModule.Header.self
    /// The message list.
    public static var listComponent: OpenChannelModule.List.Type = OpenChannelModule.List.self
    /// The message input.
    public static var inputComponent: OpenChannelModule.Input.Type = OpenChannelModule.Input.self
    /// The media area: the channel's cover and description above (or over) the list.
    public static var mediaComponent: OpenChannelModule.Media.Type = OpenChannelModule.Media.self
}
