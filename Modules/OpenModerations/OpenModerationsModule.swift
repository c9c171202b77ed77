import BanterUIKitCore

/// The open channel moderation screen's module: the component classes its view controller
/// builds, resolved when the controller is initialised (`ModuleSet.openModerationsModule`).
/// Assign subclasses before the screen is built:
///
///     OpenModerationsModule.listComponent = MyModerationsList.self
///
/// An open class, so the set can hold a subclass. Main actor only.
@MainActor
open class OpenModerationsModule: BaseChannelSettingsModule {
    /// The header class the screen creates.
    public static var headerComponent: OpenModerationsModule.Header.Type = OpenModerationsModule.Header.self
    /// The list class the screen creates.
    public static var listComponent: OpenModerationsModule.List.Type = OpenModerationsModule.List.self
}
