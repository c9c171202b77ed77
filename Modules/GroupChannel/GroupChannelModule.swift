import BanterUIKitCore

/// The group channel screen's module: the component classes its view controller builds,
/// resolved when the controller is initialised. Assign subclasses before building screens:
///
///     GroupChannelModule.inputComponent = MyInput.self
@MainActor
public enum GroupChannelModule {
    /// The header: back item, channel name, member count or who is typing.
    public static var headerComponent: GroupChannelModule.Header.Type = GroupChannelModule.Header.self
    /// The message list.
    public static var listComponent: GroupChannelModule.List.Type = GroupChannelModule.List.self
    /// The message input.
    public static var inputComponent: GroupChannelModule.Input.Type = GroupChannelModule.Input.self
}
