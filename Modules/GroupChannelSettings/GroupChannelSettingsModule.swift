import BanterUIKitCore

/// The group channel settings screen's module: the component classes its view controller
/// builds, resolved when the controller is initialised (`ModuleSet.groupChannelSettingsModule`).
/// Assign subclasses before the screen is built:
///
///     GroupChannelSettingsModule.listComponent = MySettingsList.self
///
/// An open class, so `ModuleSet.groupChannelSettingsModule` can hold a subclass. Main actor only.
@MainActor
open class GroupChannelSettingsModule: BaseChannelSettingsModule {
    /// The header class the screen creates.
    public static var headerComponent: GroupChannelSettingsModule.Header.Type = GroupChannelSettingsModule.Header.self
    /// The list class the screen creates.
    public static var listComponent: GroupChannelSettingsModule.List.Type = GroupChannelSettingsModule.List.self
}
