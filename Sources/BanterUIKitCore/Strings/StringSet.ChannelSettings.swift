import BanterChatSDK

extension StringSet {
    /// The channel settings screens.
    public struct ChannelSettings: Sendable {
        public var headerTitle = "Channel information"
        public var editButton = "Edit"
        public var moderations = "Moderations"
        public var notifications = "Notifications"
        public var members = "Members"
        /// The group channel settings' item that opens the invite screen.
        public var inviteUsers = "Invite users"
        public var participants = "Participants"
        /// The group channel settings' item that opens the message search in the channel.
        public var searchMessages = "Search in channel"
        public var leaveChannel = "Leave channel"
        public var deleteChannel = "Delete channel"
        public var on = "On"
        public var off = "Off"
        public var loadingTitle = "Loading…"
        public var errorTitle = "Couldn't load this channel"
        /// The Notifications item's value: which messages notify the current user.
        public var pushTriggerOption: @Sendable (_ option: GroupChannelPushTriggerOption) -> String = { option in
            switch option {
            case .default, .all: "On"
            case .mentionOnly: "Mentions only"
            case .off: "Off"
            }
        }
        /// The confirmation before leaving from the settings.
        public var leaveConfirmTitle = "Leave this channel?"
        public var leaveConfirmMessage = "You will no longer get its messages. Someone in it can invite you back."
        public var leaveButton = "Leave"
        /// The confirmation before deleting an open channel from its settings.
        public var deleteConfirmTitle = "Delete this channel?"
        public var deleteConfirmMessage = "Everyone in it is sent out and its messages are gone for good."
        public var deleteButton = "Delete"
        /// The notice when the service refuses to delete the channel; its reason follows.
        public var deleteFailed: @Sendable (_ reason: String) -> String = { "Couldn't delete the channel. \($0)" }
        /// The rename prompt (Edit).
        public var renameTitle = "Rename the channel"
        public var renameMessage = "The name everyone in the channel sees:"
        public var renameSaveHint = "Enter saves · Esc cancels"
        /// The notification settings screen.
        public var pushSettingsTitle = "Notifications"
        public var pushAll = "All new messages"
        public var pushMentionsOnly = "Mentions only"
        public var pushOff = "Off"

        public init() {}
    }
}
