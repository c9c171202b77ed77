/// A channel as the service describes it to one user, with that user's own state (role,
/// mute, unread counts) already resolved, taken at the moment of the event.
struct ChannelPayload: Sendable {
    var header: ChannelHeader
    /// Group channels: the members with their profiles; open channels: empty.
    var members: [MemberSummary]
    var joinedMemberCount: Int
    var my: MemberRecord?
    var myMutedUntil: Int64?
    var isOperator: Bool
    var lastMessage: MessagePayload?
    var participantCount: Int
    var typingUserIds: [String]

    struct MemberSummary: Sendable {
        var user: UserRecord
        var record: MemberRecord
    }
}
