extension ModuleSet {
    /// The module the emoji list builds from.
    public static var emojiListModule: EmojiListModule.Type = EmojiListModule.self
}
