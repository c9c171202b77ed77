import BanterUIKitCore

/// The open channel settings screen's module: the component classes its view controller
/// builds, resolved when the controller is initialised (`ModuleSet.openChannelSettingsModule`).
/// Assign subclasses before the screen is built:
///
///     OpenChannelSettingsModule.listComponent = MySettingsList.self
///
/// An open class, so `ModuleSet.openChannelSettingsModule` can hold a subclass. Main actor only.
@MainActor
open class OpenChannelSettingsModule: BaseChannelSettingsModule {
    /// The header class the screen creates.
    public static var headerComponent: OpenChannelSettingsModule.Header.Type = OpenChannelSettingsModule.Header.self
    /// The list class the screen creates.
    public static var listComponent: OpenChannelSettingsModule.List.Type = OpenChannelSettingsModule.List.self
}
