import BanterUIKitCore

/// The group channel list screen's module: the component classes its view controller
/// builds, resolved when the controller is initialised (`ModuleSet.groupChannelListModule`).
/// Assign subclasses before the screen is built:
///
///     GroupChannelListModule.headerComponent = MyHeader.self
///     GroupChannelListModule.List.channelCell = MyChannelCell.self
///
/// An open class, so `ModuleSet.groupChannelListModule` can hold a subclass. Main actor only.
@MainActor
open class GroupChannelListModule: BaseChannelListModule {
    /// The header class the screen creates.
    public static var headerComponent: GroupChannelListModule.Header.Type = GroupChannelListModule.Header.self
    /// The list class the screen creates.
    public static var listComponent: GroupChannelListModule.List.Type = GroupChannelListModule.List.self
}
