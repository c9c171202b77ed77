extension StringSet {
    /// The screens that pick users: create a channel, invite users, register operators.
    public struct SelectUser: Sendable {
        /// The title of the screen that picks people for a new channel.
        public var createChannelTitle = "New channel"
        /// The title of the screen that invites people.
        public var inviteTitle = "Invite users"
        /// The title of the screen that makes members operators.
        public var registerOperatorTitle = "Set as operators"
        /// The right bar item: how many are picked ("Create 2", "Invite 3").
        public var createButton: @Sendable (_ count: Int) -> String = { $0 == 0 ? "Create" : "Create \($0)" }
        public var inviteButton: @Sendable (_ count: Int) -> String = { $0 == 0 ? "Invite" : "Invite \($0)" }
        public var addButton: @Sendable (_ count: Int) -> String = { $0 == 0 ? "Add" : "Add \($0)" }
        public var emptyTitle = "No users"
        public var loadingTitle = "Loading users…"
        public var errorTitle = "Couldn't load users"
        /// After the current user's name.
        public var you = "(You)"
        /// Beside an operator.
        public var operatorNote = "Operator"
        /// Beside a muted member.
        public var mutedNote = "Muted"

        public init() {}
    }
}
