extension ViewControllerSet {
    /// Every emoji to react with; presented from a message's reaction menu ("More emojis…"),
    /// the `+` after its reactions, or `KeyBindingSet.channel.addReaction`.
    public static var emojiListViewController: EmojiListViewController.Type = EmojiListViewController.self
}
