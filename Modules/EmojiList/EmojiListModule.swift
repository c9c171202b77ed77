import BanterUIKitCore

/// The emoji list's module: the component classes `EmojiListViewController` builds,
/// resolved when the controller is initialised (`ModuleSet.emojiListModule`). Assign
/// subclasses before building screens:
///
///     EmojiListModule.listComponent = MyEmojiGrid.self
///
/// An open class, so the set can hold a subclass. Main actor only.
@MainActor
open class EmojiListModule {
    /// The box with the search line, the emoji grid and the hint.
    public static var listComponent: EmojiListModule.List.Type = EmojiListModule.List.self

    /// A module; its components are the static metatypes.
    public init() {}
}
