import BanterChatSDK

/// One row of a channel's message list: a message, a date separator between days, the unread
/// line, or the typing bubble at the end. `id` identifies the row across updates and `fingerprint`
/// changes whenever what it shows changes, which is what `MessageListDiff` compares.
@MainActor
public enum MessageListRow {
    /// A message as it is drawn.
    case message(MessagePresentation)
    /// The start of a day (UTC midnight, in milliseconds since 1970).
    case dateSeparator(Int64)
    /// The people typing now.
    case typing([User])
    /// A run of `count` messages from users the current user blocked, hidden in a group
    /// channel behind one line ("2 messages from a blocked user"); `first` is the run's
    /// first message, which gives the row its identity.
    case blockedMessages(count: Int, first: BaseMessage)
    /// The "New messages" line (the reference kit's `UnreadMessageNewLine`) above the first
    /// message the current user had not read when the channel opened.
    case unreadLine

    /// A row's identity across updates.
    public enum ID: Hashable, Sendable {
        /// A message sent from this device, by request id: the same row while it is
        /// pending, failed and sent.
        case request(String)
        /// A message from elsewhere, by message id.
        case message(Int64)
        /// The separator before a day (UTC midnight, in milliseconds since 1970).
        case day(Int64)
        /// The one typing row.
        case typing
        /// The one unread line.
        case unreadLine
    }

    /// What a row shows, compared to tell whether it must be drawn again. The SDK never
    /// changes a message in place (each change is a new object), so a message row compares
    /// the object's identity rather than its text, reactions and counts: a comparison that
    /// costs the same for a one-word message and a long one.
    public struct Fingerprint: Equatable {
        var message: BaseMessage?
        var status: SendingStatus?
        var isFirstInGroup = false
        var isLastInGroup = false
        var receipt = MessageReceipt.none
        var senderName: String?
        var day: Int64 = 0
        var typingUserIds: [String] = []
        var hiddenCount = 0
        var isUnreadLine = false

        public static func == (lhs: Fingerprint, rhs: Fingerprint) -> Bool {
            lhs.message === rhs.message && lhs.status == rhs.status && lhs.isFirstInGroup == rhs.isFirstInGroup
                && lhs.isLastInGroup == rhs.isLastInGroup && lhs.receipt == rhs.receipt && lhs.senderName == rhs.senderName
                && lhs.day == rhs.day && lhs.typingUserIds == rhs.typingUserIds
                && lhs.hiddenCount == rhs.hiddenCount && lhs.isUnreadLine == rhs.isUnreadLine
        }
    }

    /// The row's identity: a message's request id (the same while it is pending, failed and
    /// sent), else its id; a separator's day; the one typing row.
    public var id: ID {
        switch self {
        case .message(let presentation): return Self.identity(of: presentation.message)
        case .dateSeparator(let day): return .day(day)
        case .typing: return .typing
        case .blockedMessages(_, let first): return Self.identity(of: first)
        case .unreadLine: return .unreadLine
        }
    }

    /// Everything the row shows: equal fingerprints draw the same. A message's sender is a
    /// shared user object whose name may change, so the name is compared as well.
    public var fingerprint: Fingerprint {
        switch self {
        case .message(let p):
            return Fingerprint(message: p.message, status: p.message.sendingStatus, isFirstInGroup: p.isFirstInGroup,
                               isLastInGroup: p.isLastInGroup, receipt: p.receipt, senderName: p.message.sender?.nickname)
        case .dateSeparator(let day):
            return Fingerprint(day: day)
        case .typing(let users):
            return Fingerprint(typingUserIds: users.map(\.userId))
        case .blockedMessages(let count, let first):
            return Fingerprint(message: first, hiddenCount: count)
        case .unreadLine:
            return Fingerprint(isUnreadLine: true)
        }
    }

    /// The message shown, if the row is one.
    public var message: BaseMessage? {
        if case .message(let presentation) = self { return presentation.message }
        return nil
    }

    /// The identity `id` uses for a message.
    public static func identity(of message: BaseMessage) -> ID {
        message.requestId.isEmpty ? .message(message.messageId) : .request(message.requestId)
    }
}
