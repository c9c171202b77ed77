/// Turning records into what one client sees.
extension ChatServer {
    func channelPayload(_ channel: ChannelRecord, for userId: String) -> ChannelPayload {
        let header = channel.header
        var members: [ChannelPayload.MemberSummary] = []
        if header.kind == .group {
            members = channel.listedMembers().map { .init(user: userRecord($0.userId), record: $0) }
        }
        let my = channel.members[userId]
        let myMutedUntil = header.kind == .group ? my?.mutedUntil : header.mutedUntil[userId]
        return ChannelPayload(
            header: header,
            members: members,
            joinedMemberCount: header.kind == .group ? channel.joinedMemberCount : 0,
            my: my,
            myMutedUntil: myMutedUntil.flatMap { $0 > now ? $0 : nil },
            isOperator: header.kind == .group ? my?.isOperator == true : header.operatorIds.contains(userId),
            lastMessage: channel.lastVisibleMessage.map { messagePayload($0, in: channel) },
            participantCount: participants[channel.url]?.count ?? 0,
            typingUserIds: typingUserIds(in: channel.url)
        )
    }

    func messagePayload(_ record: MessageRecord, in channel: ChannelRecord) -> MessagePayload {
        var parent: MessagePayload.ParentPayload?
        if let parentId = record.parentMessageId, let index = channel.index(ofMessage: parentId) {
            let parentRecord = channel.messages[index]
            parent = .init(
                record: parentRecord, extras: channel.extras[parentId],
                sender: parentRecord.senderId.map(userRecord))
        }
        return MessagePayload(
            channelURL: channel.url,
            channelType: channel.header.kind,
            record: record,
            extras: channel.extras[record.messageId],
            sender: record.senderId.map(userRecord),
            parent: parent
        )
    }

    /// A user's profile; a user deleted from the service keeps a profile named after their id.
    package func userRecord(_ userId: String) -> UserRecord {
        state.users[userId] ?? UserRecord(userId: userId, nickname: userId, profileURL: nil)
    }
}
