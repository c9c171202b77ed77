import BanterUIKitCore

/// The group channel list screen's components: a `Header` and a `List`. Assign subclasses
/// to `headerComponent` and `listComponent` before the screen is built; the view controller
/// reads them (through `ModuleSet.groupChannelListModule`) when it is initialised.
@MainActor
public enum GroupChannelListModule {
    /// The header class the screen creates.
    public static var headerComponent: GroupChannelListModule.Header.Type = GroupChannelListModule.Header.self
    /// The list class the screen creates.
    public static var listComponent: GroupChannelListModule.List.Type = GroupChannelListModule.List.self
}
