import BanterUIKitCore

/// The notification settings screen's module: the component classes its view controller
/// builds, resolved when the controller is initialised
/// (`ModuleSet.groupChannelPushSettingsModule`). An open class, so the set can hold a
/// subclass. Main actor only.
@MainActor
open class GroupChannelPushSettingsModule: BaseChannelSettingsModule {
    /// The header class the screen creates.
    public static var headerComponent: GroupChannelPushSettingsModule.Header.Type = GroupChannelPushSettingsModule.Header.self
    /// The list class the screen creates.
    public static var listComponent: GroupChannelPushSettingsModule.List.Type = GroupChannelPushSettingsModule.List.self
}
