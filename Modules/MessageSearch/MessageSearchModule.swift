import BanterUIKitCore

/// The message search screen's module: the component classes its view controller builds,
/// resolved when the controller is initialised (`ModuleSet.messageSearchModule`). Assign
/// subclasses before building screens:
///
///     MessageSearchModule.List.messageSearchResultCell = MyResultCell.self
///
/// An open class, so `ModuleSet.messageSearchModule` can hold a subclass. Main actor only.
@MainActor
open class MessageSearchModule {
    /// The header: back item and the search field.
    public static var headerComponent: MessageSearchModule.Header.Type = MessageSearchModule.Header.self
    /// The results.
    public static var listComponent: MessageSearchModule.List.Type = MessageSearchModule.List.self

    /// A module; its components are the static metatypes.
    public init() {}
}
