/// The summary of a thread, carried by its parent message.
public struct ThreadInfo: Equatable, Sendable {
    /// How many replies the thread holds.
    public var replyCount: Int
    /// When the latest reply was sent, in milliseconds since 1970; 0 with no replies.
    public var lastRepliedAt: Int64
    /// When the summary last changed.
    public var updatedAt: Int64

    public init(replyCount: Int = 0, lastRepliedAt: Int64 = 0, updatedAt: Int64 = 0) {
        self.replyCount = replyCount
        self.lastRepliedAt = lastRepliedAt
        self.updatedAt = updatedAt
    }
}
