extension StringSet {
    /// The message rows and the message menu.
    public struct Message: Sendable {
        /// After an edited message's time.
        public var edited = "edited"
        /// After a message still being sent.
        public var sending = "sending"
        /// After a message waiting for the connection to be sent (pending while the client
        /// is not connected); the banner counts them (`StringSet.channel.waitingToSend`).
        public var waiting = "waiting"
        /// After a message that failed to send.
        public var failed = "failed"
        /// Under a message with thread replies.
        public var replyCount: @Sendable (_ count: Int) -> String = { $0 == 1 ? "1 reply" : "\($0) replies" }
        /// A quote of a message that is not loaded.
        public var earlierMessage = "an earlier message"
        /// A quote of a message without text.
        public var quotedMessage = "message"
        /// A message of a kind this version cannot show.
        public var unsupported = "Unsupported message"
        /// An end-to-end encrypted message (Matrix), which Banter cannot decrypt: shown in its
        /// place so the conversation has no holes, and as the channel list's preview.
        public var encrypted = "🔒 Encrypted message: Banter cannot read end-to-end encrypted rooms"
        /// The menu's actions.
        public var copy = "Copy"
        /// The message menu's item copying the first link in the text.
        public var copyLink = "Copy link"
        /// The message menu's "Mark as unread" (someone else's message in a group channel).
        public var markAsUnread = "Mark as unread"
        /// The first line of a multiple-files message: how many files, and their total size.
        public var multipleFilesHeader: @Sendable (_ count: Int, _ totalSize: String) -> String = { "\($0) files · \($1)" }
        /// A multiple-files message named in one line (previews, quotes, notifications).
        public var multipleFilesSummary: @Sendable (_ firstName: String, _ count: Int) -> String = {
            $1 <= 1 ? $0 : "\($0) +\($1 - 1) more"
        }
        /// After a file of a pending multiple-files message that is not uploaded yet.
        public var fileUploading = "uploading"
        /// After a file of a failed multiple-files message that did not upload.
        public var fileNotUploaded = "not uploaded"
        /// The menu's item copying one file's address (or name) of a multiple-files message.
        public var copyFile: @Sendable (_ name: String) -> String = { "Copy “\($0)”" }
        public var edit = "Edit"
        public var delete = "Delete"
        public var reply = "Reply"
        public var replyInThread = "Reply in thread"
        /// The menu's item that opens a message's thread, with how many replies it has.
        public var viewThread: @Sendable (_ count: Int) -> String = { $0 == 1 ? "View thread (1 reply)" : "View thread (\($0) replies)" }
        public var react = "React…"
        /// The menu's item that reports another user's message.
        public var report = "Report"
        /// The menu's item opening the profile of a user the message mentions, with their name.
        public var mentionedUserProfile: @Sendable (_ name: String) -> String = { "@\($0)'s profile" }
        public var retry = "Retry"
        public var remove = "Remove"
        /// The menu's "Read by" item on the current user's message, with how many have read it.
        public var readBy: @Sendable (_ count: Int) -> String = { $0 == 0 ? "Read by no one yet" : "Read by \($0)" }
        /// The title of the list of who has read a message.
        public var readByTitle = "Read by"
        /// That list when no one has read the message yet.
        public var readByNoOne = "No one yet"
        /// How the current user is named in menus, quotes and the reply bar.
        public var you = "You"
        /// The confirmation before a message is deleted.
        public var deleteConfirmTitle = "Delete this message?"
        public var deleteConfirmMessage = "It is deleted for everyone in the channel."
        /// The notice after Copy.
        public var copied = "Copied"
        /// The reaction menu's title.
        public var reactTitle = "React"
        /// After a reaction the current user gave, in the reaction menu.
        public var removeReaction: @Sendable (_ key: String) -> String = { $0 + "  (remove)" }
        /// The reaction menu's last item, which opens the emoji list.
        public var moreEmojis = "More emojis…"

        public init() {}
    }
}
