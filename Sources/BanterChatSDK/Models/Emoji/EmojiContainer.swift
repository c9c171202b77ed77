/// Every emoji the service offers for reactions, by category (the reference SDK's
/// `getAllEmojis` answer). `emojiHash` changes when the set does, so a client can keep one
/// and ask again only when it changed. Both backends answer with `builtIn`: the mock
/// service has no other, and Matrix has no server-side emoji list (any annotation key
/// still shows on a message). A value, safe to pass between threads.
public struct EmojiContainer: Equatable, Sendable {
    /// Changes whenever the categories do.
    public let emojiHash: String
    /// The categories, in order.
    public let categories: [EmojiCategory]
    /// Every emoji, category after category (the menu's quick row takes the first ones).
    public let allEmojis: [Emoji]

    public init(emojiHash: String, categories: [EmojiCategory]) {
        self.emojiHash = emojiHash
        self.categories = categories
        self.allEmojis = categories.flatMap(\.emojis)
    }

    /// The emoji whose key is `key`, if the container has it.
    public func emoji(forKey key: String) -> Emoji? {
        allEmojis.first { $0.key == key }
    }

    /// The emoji matching `query` (see `Emoji.matches`), in container order.
    public func search(_ query: String) -> [Emoji] {
        allEmojis.filter { $0.matches(query) }
    }
}
