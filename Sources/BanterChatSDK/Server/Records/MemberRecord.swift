/// One user's membership of a group channel, with the per-user state the service keeps:
/// role, invitation, mute, hiding, and read and delivery progress.
struct MemberRecord: Codable, Equatable, Sendable {
    var userId: String
    var state: MemberState
    var isOperator: Bool
    /// When the mute ends, in service milliseconds; `Int64.max` for "until unmuted"; nil when not muted.
    var mutedUntil: Int64?
    var invitedBy: String?
    var joinedAt: Int64
    var lastReadAt: Int64
    var lastDeliveredAt: Int64
    var unreadMessageCount: Int
    var unreadMentionCount: Int
    var hiddenState: HiddenState
    /// Which messages notify the member; nil for `.default` (and in stores written before
    /// the setting existed).
    var pushTriggerOption: GroupChannelPushTriggerOption?

    init(userId: String, state: MemberState, at time: Int64, invitedBy: String? = nil) {
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

    func isMuted(at time: Int64) -> Bool {
        mutedUntil.map { $0 > time } ?? false
    }
}
