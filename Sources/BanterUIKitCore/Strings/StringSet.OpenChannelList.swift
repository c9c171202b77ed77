extension StringSet {
    /// The open channel list screen.
    public struct OpenChannelList: Sendable {
        /// The open channel list's title.
        public var headerTitle = "Open channels"
        public var emptyTitle = "No open channels"
        public var emptyDetail = "Open channels anyone can enter appear here."
        /// The empty list's detail while a name filter is set.
        public var noMatch: @Sendable (_ filter: String) -> String = { "No open channel's name contains \"\($0)\"." }
        public var loadingTitle = "Loading open channels…"
        public var errorTitle = "Couldn't load open channels"
        /// The filter row before anything is typed.
        public var filterPlaceholder = "Press / to filter by name"
        /// The filter row while a name is typed into it.
        public var filterPrompt = "Name: "
        /// A row's participant count.
        public var participantCount: @Sendable (_ count: Int) -> String = { $0 == 1 ? "1 participant" : "\($0) participants" }

        public init() {}
    }
}
