extension StringSet {
    /// The channel settings screens.
    public struct ChannelSettings: Sendable {
        public var headerTitle = "Channel information"
        public var editButton = "Edit"
        public var moderations = "Moderations"
        public var notifications = "Notifications"
        public var members = "Members"
        public var participants = "Participants"
        public var searchMessages = "Search in channel"
        public var leaveChannel = "Leave channel"
        public var deleteChannel = "Delete channel"
        public var on = "On"
        public var off = "Off"
        public var loadingTitle = "Loading…"
        public var errorTitle = "Couldn't load this channel"

        public init() {}
    }
}
