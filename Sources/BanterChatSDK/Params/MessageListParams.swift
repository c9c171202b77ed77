/// What a history load returns: how many messages before and after the starting point,
/// which kinds, and in which order.
public struct MessageListParams: Sendable {
    /// Which replies a channel's history includes.
    public enum ReplyType: String, Sendable {
        /// No replies: only messages of the channel itself.
        case none
        /// Every reply, threaded or quoted.
        case all
        /// Replies also shown in the channel (quote replies), not thread-only ones.
        case onlyReplyToChannel
    }

    /// Which kinds of message to return.
    public enum MessageTypeFilter: String, Sendable {
        case all, user, file, admin
    }

    /// Messages before the starting point, at most.
    public var previousResultSize = 20
    /// Messages after the starting point, at most.
    public var nextResultSize = 0
    /// Whether messages exactly at the starting point are included.
    public var isInclusive = false
    /// Newest first instead of oldest first.
    public var reverse = false
    public var messageTypeFilter: MessageTypeFilter = .all
    /// Only these custom types; nil for any.
    public var customTypes: [String]?
    /// Only messages from these senders; nil for anyone.
    public var senderUserIds: [String]?
    public var replyType: ReplyType = .onlyReplyToChannel
    /// Whether replies carry their quoted parent.
    public var includeParentMessageInfo = true
    /// Whether thread parents carry their reply count (always true here; kept for familiarity).
    public var includeThreadInfo = true

    public init(previousResultSize: Int = 20, nextResultSize: Int = 0) {
        self.previousResultSize = previousResultSize
        self.nextResultSize = nextResultSize
    }
}
