extension StringSet {
    /// The reactions screen (who reacted with what) and the emoji list (the picker).
    public struct Reactions: Sendable {
        /// The reactions screen's title.
        public var title = "Reactions"
        /// A tab: the reaction's key and how many gave it.
        public var tab: @Sendable (_ key: String, _ count: Int) -> String = { "\($0) \($1)" }
        /// The reactions screen when the message has none left.
        public var empty = "No reactions"
        /// The emoji list's title.
        public var emojiListTitle = "Add a reaction"
        /// The emoji list's search field before anything is typed.
        public var searchPlaceholder = "Search emoji by name"
        /// The emoji list when nothing matches the search.
        public var noMatches: @Sendable (_ query: String) -> String = { "No emoji matches \"\($0)\"" }
        /// Beside an emoji the current user already gave, in the emoji list's hint line.
        public var given = "given: choose to take back"

        public init() {}
    }
}
