extension StringSet {
    /// The user lists of a channel (members, operators, muted members, banned users) and
    /// the actions an operator takes on a row.
    public struct UserList: Sendable {
        /// The screen's title for each kind of list.
        public var title: @Sendable (_ type: ChannelUserListType) -> String = { type in
            switch type {
            case .members: "Members"
            case .operators: "Operators"
            case .muted: "Muted members"
            case .banned: "Banned users"
            case .participants: "Participants"
            }
        }
        /// The members list's right item: opens the invite screen.
        public var inviteButton = "Invite"
        /// The operators list's right item: opens the screen that registers operators.
        public var addOperatorButton = "Add"
        /// What an empty list says, for each kind.
        public var emptyTitle: @Sendable (_ type: ChannelUserListType) -> String = { type in
            switch type {
            case .members: "No members"
            case .operators: "No operators"
            case .muted: "No muted members"
            case .banned: "No banned users"
            case .participants: "No participants"
            }
        }
        /// The empty list's detail while a name filter is typed.
        public var noMatch: @Sendable (_ prefix: String) -> String = { "No one's name starts with \u{201C}\($0)\u{201D}." }
        public var loadingTitle = "Loading…"
        public var errorTitle = "Couldn't load the list"
        /// The filter row before anything is typed.
        public var filterPlaceholder = "Type a name to filter"

        /// The row actions' sheet title: the user's name.
        public var actionsTitle: @Sendable (_ name: String) -> String = { $0 }
        /// The row actions.
        public var registerOperator = "Promote to operator"
        public var unregisterOperator = "Dismiss operator"
        public var mute = "Mute"
        public var unmute = "Unmute"
        public var ban = "Ban"
        public var unban = "Unban"
        /// The notice when the service refuses a row action; the service's reason follows.
        public var actionFailed: @Sendable (_ reason: String) -> String = { "Couldn't do that. \($0)" }

        public init() {}
    }
}
