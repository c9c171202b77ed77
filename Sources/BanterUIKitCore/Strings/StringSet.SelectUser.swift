extension StringSet {
    /// The screens that pick users: create a channel, invite users, register operators.
    public struct SelectUser: Sendable {
        /// The title of the screen that picks people for a new group channel.
        public var createChannelTitle = "New channel"
        /// The title of the screen that picks people for a new super group channel.
        public var createSuperGroupChannelTitle = "New super group"
        /// The title of the screen that picks people for a new broadcast channel.
        public var createBroadcastChannelTitle = "New broadcast channel"
        /// The title of the screen that invites people.
        public var inviteTitle = "Invite users"
        /// The title of the screen that makes members operators.
        public var registerOperatorTitle = "Set as operators"
        /// The right bar item: how many are picked ("Create (2)", "Invite (3)").
        public var createButton: @Sendable (_ count: Int) -> String = { $0 == 0 ? "Create" : "Create (\($0))" }
        public var inviteButton: @Sendable (_ count: Int) -> String = { $0 == 0 ? "Invite" : "Invite (\($0))" }
        public var addButton: @Sendable (_ count: Int) -> String = { $0 == 0 ? "Add" : "Add (\($0))" }
        public var emptyTitle = "No users"
        /// The empty list's detail while a name filter is typed.
        public var noMatch: @Sendable (_ prefix: String) -> String = { "No one's name starts with \u{201C}\($0)\u{201D}." }
        public var loadingTitle = "Loading users…"
        public var errorTitle = "Couldn't load users"
        /// The filter row before anything is typed.
        public var filterPlaceholder = "Type a name to filter"
        /// After the current user's name.
        public var you = "(You)"
        /// Beside an operator.
        public var operatorNote = "Operator"
        /// Beside a muted member.
        public var mutedNote = "Muted"
        /// Beside a banned user.
        public var bannedNote = "Banned"

        /// The sheet that chooses a new channel's type, before the people are picked.
        public var channelTypeTitle = "New channel"
        /// The channel types in that sheet.
        public var groupChannelType = "Group"
        public var superGroupChannelType = "Super group"
        public var broadcastChannelType = "Broadcast"

        /// The notice when the service refuses to create the channel.
        public var createFailed: @Sendable (_ reason: String) -> String = { "Couldn't create the channel. \($0)" }
        /// The notice when the service refuses the invitation.
        public var inviteFailed: @Sendable (_ reason: String) -> String = { "Couldn't invite. \($0)" }

        public init() {}
    }
}
