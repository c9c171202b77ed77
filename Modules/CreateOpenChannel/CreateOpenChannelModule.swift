import BanterUIKitCore

/// The "new open channel" screen's module: the component classes its view controller
/// builds, resolved when the controller is initialised (`ModuleSet.createOpenChannelModule`).
/// Assign subclasses before the screen is built:
///
///     CreateOpenChannelModule.headerComponent = MyHeader.self
///     CreateOpenChannelModule.ProfileInput.channelNameInputField = MyField.self
///
/// An open class, so `ModuleSet.createOpenChannelModule` can hold a subclass. Main actor
/// only.
@MainActor
open class CreateOpenChannelModule {
    /// The header class the screen creates.
    public static var headerComponent: CreateOpenChannelModule.Header.Type = CreateOpenChannelModule.Header.self
    /// The cover and name input class the screen creates.
    public static var profileInputComponent: CreateOpenChannelModule.ProfileInput.Type = CreateOpenChannelModule.ProfileInput.self

    /// A module; its components are the static metatypes.
    public init() {}
}
