/// A channel as the service describes it to one user, with that user's own state (role,
/// mute, unread counts) already resolved, taken at the moment of the event.
package struct ChannelPayload: Codable, Sendable {
    package var header: ChannelHeader
    /// Group channels: the members with their profiles; open channels: empty.
    package var members: [MemberSummary]
    package var joinedMemberCount: Int
    package var my: MemberRecord?
    package var myMutedUntil: Int64?
    package var isOperator: Bool
    package var lastMessage: MessagePayload?
    package var participantCount: Int
    package var typingUserIds: [String]

    package struct MemberSummary: Codable, Sendable {
        package var user: UserRecord
        package var record: MemberRecord

        package init(user: UserRecord, record: MemberRecord) {
            self.user = user
            self.record = record
        }
    }

    package init(header: ChannelHeader, members: [MemberSummary], joinedMemberCount: Int, my: MemberRecord? = nil, myMutedUntil: Int64? = nil, isOperator: Bool, lastMessage: MessagePayload? = nil, participantCount: Int, typingUserIds: [String]) {
        self.header = header
        self.members = members
        self.joinedMemberCount = joinedMemberCount
        self.my = my
        self.myMutedUntil = myMutedUntil
        self.isOperator = isOperator
        self.lastMessage = lastMessage
        self.participantCount = participantCount
        self.typingUserIds = typingUserIds
    }
}
