extension StringSet {
    /// The message search screen.
    public struct MessageSearch: Sendable {
        /// The search field's hint, searching every channel of the user.
        public var placeholder = "Search messages"
        /// The search field's hint, searching one channel.
        public var placeholderInChannel: @Sendable (_ channelName: String) -> String = { "Search in \($0)" }
        /// Before anything is typed.
        public var emptyTitle = "Type to search messages"
        /// While the first page loads.
        public var loading = "Searching…"
        /// A search with no results.
        public var noResults: @Sendable (_ keyword: String) -> String = { "No results for “\($0)”" }
        /// A search that failed; the service's code follows.
        public var failed: @Sendable (_ code: Int) -> String = { "Couldn't search (\($0))." }

        public init() {}
    }
}
