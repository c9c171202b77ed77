/// One change to the service's state. Every write goes through a mutation, applied by
/// `ServerState.apply(_:)`; the journal stores them, so replaying the journal rebuilds
/// exactly the state the running server had.
enum ServerMutation: Codable, Sendable {
    /// A user was created or their profile changed.
    case user(UserRecord)
    /// A channel was created, or its settings or restrictions changed.
    case channel(ChannelHeader)
    case channelDeleted(url: String)
    /// A membership was created or changed (role, mute, hiding).
    case member(url: String, MemberRecord)
    case memberRemoved(url: String, userId: String)
    /// A member read the channel up to `at`; also counts as delivered.
    case read(url: String, userId: String, at: Int64)
    /// A member marked the channel unread from `fromMessageId` on: their read state moves
    /// back to just before it (the only mutation that moves it back).
    case unread(url: String, userId: String, fromMessageId: Int64)
    /// A member's client received the channel's messages up to `at`.
    case delivered(url: String, userId: String, at: Int64)
    /// A message was stored: a new id appends, a known id replaces (edit, reactions).
    case message(url: String, MessageRecord, MessageExtras?)
    case messageDeleted(url: String, messageId: Int64, at: Int64)
    /// `userId` blocked (or unblocked) `blockedUserId`.
    case blocked(userId: String, blockedUserId: String, blocked: Bool)
    /// A report was filed.
    case report(ReportRecord)
}
