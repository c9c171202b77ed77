/// One user's membership of a group channel, with the per-user state the service keeps:
/// role, invitation, mute, hiding, and read and delivery progress.
package struct MemberRecord: Codable, Equatable, Sendable {
    package var userId: String
    package var state: MemberState
    package var isOperator: Bool
    /// When the mute ends, in service milliseconds; `Int64.max` for "until unmuted"; nil when not muted.
    package var mutedUntil: Int64?
    package var invitedBy: String?
    package var joinedAt: Int64
    package var lastReadAt: Int64
    /// The newest message this member had read (or that existed when they joined). Unread
    /// counts compare message ids with it, because many messages and a read can share one
    /// millisecond and times alone cannot order them. Nil in stores written before it existed.
    package var readThroughMessageId: Int64?
    package var lastDeliveredAt: Int64
    package var unreadMessageCount: Int
    package var unreadMentionCount: Int
    package var hiddenState: HiddenState
    /// Which messages notify the member; nil for `.default` (and in stores written before
    /// the setting existed).
    package var pushTriggerOption: GroupChannelPushTriggerOption?

    package init(userId: String, state: MemberState, at time: Int64, invitedBy: String? = nil) {
        self.userId = userId
        self.state = state
        isOperator = false
        mutedUntil = nil
        self.invitedBy = invitedBy
        joinedAt = time
        // Anything sent from the moment of joining on is unread, even within the same millisecond.
        lastReadAt = time - 1
        lastDeliveredAt = time - 1
        unreadMessageCount = 0
        unreadMentionCount = 0
        hiddenState = .unhidden
    }

    /// Whether `message` is one this member has not read: sent after their last read (or
    /// their joining), by position where the times are equal. Backdated imports never count.
    package func hasUnread(_ message: MessageRecord) -> Bool {
        message.senderId != userId && message.createdAt >= lastReadAt
            && message.messageId > (readThroughMessageId ?? 0)
    }

    package func isMuted(at time: Int64) -> Bool {
        mutedUntil.map { $0 > time } ?? false
    }
}
