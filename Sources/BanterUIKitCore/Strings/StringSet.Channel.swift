extension StringSet {
    /// The channel screens.
    public struct Channel: Sendable {
        /// The header's title while the channel loads.
        public var loadingTitle = "Loading…"
        /// The header's title when the channel could not load.
        public var unavailableTitle = "Channel unavailable"
        /// The header's subtitle: how many members.
        public var memberCount: @Sendable (_ count: Int) -> String = { $0 == 1 ? "1 member" : "\($0) members" }
        /// The header's subtitle in a broadcast channel: the kind and how many members, so an
        /// unnamed one (named, as in the reference kit, after the other members) does not
        /// read as a one-to-one chat.
        public var broadcastMemberCount: @Sendable (_ count: Int) -> String = { $0 == 1 ? "Broadcast · 1 member" : "Broadcast · \($0) members" }
        /// An end-to-end encrypted channel's name, in the channel list and the header.
        public var encryptedName: @Sendable (_ name: String) -> String = { "🔒 " + $0 }
        /// The header's subtitle while people type: one name, two, or several.
        public var typing: @Sendable (_ names: [String]) -> String = { names in
            switch names.count {
            case 0: ""
            case 1: "\(names[0]) is typing…"
            case 2: "\(names[0]) and \(names[1]) are typing…"
            default: "Several people are typing…"
            }
        }
        /// Beside the typing bubble in the list: the same, without the ellipsis.
        public var typingBubble: @Sendable (_ names: [String]) -> String = { names in
            switch names.count {
            case 0: ""
            case 1: "\(names[0]) is typing"
            case 2: "\(names[0]) and \(names[1]) are typing"
            default: "Several people are typing"
            }
        }
        public var emptyTitle = "No messages yet. Say hello!"
        public var loadingMessages = "Loading messages…"
        /// The error view when the channel could not load; the service's code follows.
        public var loadFailed: @Sendable (_ code: Int) -> String = { "Couldn't load this channel (\($0))." }
        /// The new-message button while scrolled up.
        public var newMessages: @Sendable (_ count: Int) -> String = { $0 == 1 ? "↓ 1 new message" : "↓ \($0) new messages" }
        /// The control back to the "New messages" line (`UnreadMessageInfoView`): the unread
        /// count, and whether the line is above the rows in view (else below).
        public var unreadMessageInfo: @Sendable (_ count: Int, _ isAbove: Bool) -> String = { count, isAbove in
            "\(isAbove ? "↑" : "↓") \(count) unread · Jump to first unread"
        }
        /// The input's placeholder.
        public var inputPlaceholder = "Type a message"
        /// In place of the input when the channel is frozen (and the user is no operator).
        public var frozen = "This channel is frozen"
        /// The line above the first message unread when the channel opened.
        public var unreadMessageNewLine = "New messages"
        /// The banner over the messages while the client is not connected: what is sent
        /// meanwhile waits, pending, and goes when the connection returns.
        public var connecting = "Connecting…"
        /// Beside `connecting`: how many of the user's messages wait to be sent.
        public var waitingToSend: @Sendable (_ count: Int) -> String = { $0 == 1 ? "1 message waiting" : "\($0) messages waiting" }
        /// Beside `connecting`, once the list was scrolled past the messages kept on this
        /// computer: the earlier ones load when the connection returns.
        public var previousMessagesNeedConnection = "Earlier messages need a connection"
        /// In place of the input when the user is muted.
        public var muted = "You are muted"
        /// The mode bar while editing.
        public var editing = "Editing message"
        /// The mode bar while replying; the replied-to sender's name follows.
        public var replyingTo: @Sendable (_ name: String) -> String = { "Replying to " + $0 }
        /// The mode bar's hint.
        public var cancelHint = "Esc to cancel"
        /// The prompt for a file to send (Ctrl-O in the input).
        public var filePromptTitle = "Send files"
        public var filePromptMessage = "The paths of files on this computer, separated by spaces (quote a path with spaces; ~ is your home folder):"
        public var filePromptPlaceholder = "~/Pictures/photo.png"
        /// The prompt's last line: its keys.
        public var filePromptHint = "Enter sends · Esc cancels"
        /// Why a typed path cannot be sent (nothing is sent); each names the path.
        public var filePathEmpty = "Type the path of the file to send."
        public var fileNotFound: @Sendable (_ path: String) -> String = { "No file at \($0)." }
        public var fileIsDirectory: @Sendable (_ path: String) -> String = { "\($0) is a folder; choose a file in it." }
        public var fileNotRegular: @Sendable (_ path: String) -> String = { "\($0) is not a regular file." }
        public var fileUnreadable: @Sendable (_ path: String) -> String = { "Can't read \($0): permission denied." }
        public var fileEmpty: @Sendable (_ path: String) -> String = { "\($0) is empty; there is nothing to send." }
        /// More paths typed than one message may carry.
        public var tooManyFiles: @Sendable (_ count: Int, _ limit: Int) -> String = { "\($0) files; one message carries at most \($1)." }
        /// The alert when the channel goes away while open.
        public var closedTitle = "Channel closed"
        public var closedMessage = "This channel is no longer available."
        /// Why the channel closed, or cannot be entered, for someone banned from it; also in
        /// place of the input.
        public var banned = "You were banned from this channel."

        public init() {}
    }
}
