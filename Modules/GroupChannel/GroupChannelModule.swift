import BanterUIKitCore

/// The group channel screen's module: the component classes its view controller builds,
/// resolved when the controller is initialised (`ModuleSet.groupChannelModule`). Assign
/// subclasses before building screens:
///
///     GroupChannelModule.inputComponent = MyInput.self
///     GroupChannelModule.List.userMessageCell = MyMessageCell.self
///
/// An open class, so `ModuleSet.groupChannelModule` can hold a subclass. Main actor only.
@MainActor
open class GroupChannelModule: BaseChannelModule {
    /// The header: back item, channel name, member count or who is typing.
    public static var headerComponent: GroupChannelModule.Header.Type = GroupChannelModule.Header.self
    /// The message list.
    public static var listComponent: GroupChannelModule.List.Type = GroupChannelModule.List.self
    /// The message input.
    public static var inputComponent: GroupChannelModule.Input.Type = GroupChannelModule.Input.self
}
