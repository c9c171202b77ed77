import BanterUIKitCore

/// The reactions screen's module (who reacted to a message, by reaction): the component
/// classes `ReactionsViewController` builds, resolved when the controller is initialised
/// (`ModuleSet.reactionsModule`). Assign subclasses before building screens:
///
///     ReactionsModule.listComponent = MyReactionsList.self
///     ReactionsModule.List.tabsView = MyTabs.self
///
/// An open class, so the set can hold a subclass. Main actor only.
@MainActor
open class ReactionsModule {
    /// The header: back and the title.
    public static var headerComponent: ReactionsModule.Header.Type = ReactionsModule.Header.self
    /// The tabs (one per reaction, with its count) over the users who gave the chosen one.
    public static var listComponent: ReactionsModule.List.Type = ReactionsModule.List.self

    /// A module; its components are the static metatypes.
    public init() {}
}
