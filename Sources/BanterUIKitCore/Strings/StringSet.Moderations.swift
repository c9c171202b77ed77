extension StringSet {
    /// The moderation screens: operators, muted members, banned users, freezing.
    public struct Moderations: Sendable {
        public var headerTitle = "Moderations"
        public var operators = "Operators"
        public var mutedMembers = "Muted members"
        /// The open channel moderation screen's list of muted people (an open channel has
        /// participants, not members).
        public var mutedUsers = "Muted users"
        public var bannedUsers = "Banned users"
        public var freezeChannel = "Freeze channel"
        /// The notice when the service refuses to freeze or unfreeze; its reason follows.
        public var freezeFailed: @Sendable (_ reason: String) -> String = { "Couldn't change the freeze. \($0)" }

        public init() {}
    }
}
