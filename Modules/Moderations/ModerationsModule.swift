import BanterUIKitCore

/// The moderation screen's module, for group and open channels alike: the component classes
/// its view controller builds, resolved when the controller is initialised
/// (`ModuleSet.groupModerationsModule` or `openModerationsModule`, by the channel's type).
/// Assign subclasses before the screen is built:
///
///     ModerationsModule.listComponent = MyModerationsList.self
///
/// An open class, so either set entry can hold a subclass. Main actor only.
@MainActor
open class ModerationsModule: BaseChannelSettingsModule {
    /// The header class the screen creates.
    public static var headerComponent: ModerationsModule.Header.Type = ModerationsModule.Header.self
    /// The list class the screen creates.
    public static var listComponent: ModerationsModule.List.Type = ModerationsModule.List.self
}
