import BanterUIKitCore

/// The group channel moderation screen's module: the component classes its view
/// controller builds, resolved when the controller is initialised
/// (`ModuleSet.groupModerationsModule`). Assign subclasses before the screen is built:
///
///     GroupModerationsModule.listComponent = MyModerationsList.self
///
/// An open class, so the set can hold a subclass. Main actor only.
@MainActor
open class GroupModerationsModule: BaseChannelSettingsModule {
    /// The header class the screen creates.
    public static var headerComponent: GroupModerationsModule.Header.Type = GroupModerationsModule.Header.self
    /// The list class the screen creates.
    public static var listComponent: GroupModerationsModule.List.Type = GroupModerationsModule.List.self
}
