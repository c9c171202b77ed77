/// A named group of emoji in an `EmojiContainer` (smileys, hands, animals, ...), in the
/// order a picker shows them. A value, safe to pass between threads.
public struct EmojiCategory: Equatable, Sendable {
    /// A stable id, e.g. 1.
    public let id: Int64
    /// The category's name, e.g. "Smileys".
    public let name: String
    /// Its emoji, in order.
    public let emojis: [Emoji]

    public init(id: Int64, name: String, emojis: [Emoji]) {
        self.id = id
        self.name = name
        self.emojis = emojis
    }
}
