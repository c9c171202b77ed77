extension StringSet {
    /// The channel list screens.
    public struct ChannelList: Sendable {
        /// The group channel list's title.
        public var headerTitle = "Channels"
        public var emptyTitle = "No channels yet"
        public var emptyDetail = "Conversations you join appear here."
        public var loadingTitle = "Loading channels…"
        public var errorTitle = "Couldn't load channels"
        /// The action sheet's leave action.
        public var leaveChannel = "Leave channel"
        /// The action sheet's notification actions.
        public var turnOffNotifications = "Turn off notifications"
        public var turnOnNotifications = "Turn on notifications"
        /// The section headings (`showsSectionsByType`).
        public var directSection = "Direct"
        public var groupsSection = "Groups"
        public var publicSection = "Public"
        /// The preview of a channel without messages.
        public var noMessages = "No messages yet"
        /// The name of a channel with nobody else in it.
        public var noMembers = "(no members)"
        /// The preview of the current user's own last message in a group.
        public var lastMessageByMe: @Sendable (_ text: String) -> String = { "You: " + $0 }
        /// The preview of a channel with a message begun and not sent.
        public var draft: @Sendable (_ text: String) -> String = { "Draft: " + $0 }
        /// The preview of an image.
        public var photo = "Photo"
        /// The preview of a file without a name.
        public var file = "File"
        /// The time of a message sent the day before.
        public var yesterday = "Yesterday"
        /// Who is typing, in a row: one name, two names, or a count.
        public var typing: @Sendable (_ names: [String]) -> String = { names in
            switch names.count {
            case 0: ""
            case 1: "\(names[0]) is typing…"
            case 2: "\(names[0]) and \(names[1]) are typing…"
            default: "\(names.count) people are typing…"
            }
        }

        public init() {}
    }
}
