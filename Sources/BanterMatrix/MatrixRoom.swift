import BanterChatSDK

/// What a session knows of one room, built from its state events and timeline, and how it
/// looks to Banter as a group channel: the room id is the channel URL, `m.room.name` the
/// name, joined and invited members the members, power level 50 and up (and, from room
/// version 12, the creators) the operators.
struct MatrixRoom: Sendable {
    let roomId: String
    var name = ""
    var createdAt: Int64 = 0
    var createdBy: String?
    var roomVersion = "1"
    var additionalCreators: [String] = []
    var powerLevelsContent: MatrixJSON?
    /// Membership (`join`, `invite`, `leave`, `ban`) and display name, by user id.
    var members: [String: (membership: String, displayName: String?, since: Int64)] = [:]
    var ids = MatrixMessageIds()
    var lastMessage: MatrixMessageMapping.Message?
    /// Reactions, thread membership and recent messages, for edits, deletions and reactions.
    var relations = MatrixRelations()
    /// The cover (`m.room.avatar`), Banter's custom type, data and distinctness (`banter.channel`),
    /// and whether an operator deleted the channel (`banter.deleted`): see `MatrixRoom+Channel`.
    var coverURL: String?
    var customType: String?
    var data: String?
    var isDistinct = false
    var isDeleted = false
    /// Read times, typing, and this user's unread counts, hiding and push option.
    var userState = MatrixRoomUserState()
    /// The `type` of `m.room.create`: `banter.open_channel` for an open channel.
    var roomType: String?
    /// The content of the room's `banter.open_channel` state (custom type, data, cover).
    var openChannelContent: MatrixJSON?
    /// The algorithm of `m.room.encryption`: the room is end-to-end encrypted, which Banter
    /// cannot read or write (it shows so, and refuses to send).
    var encryption: String?

    init(roomId: String) {
        self.roomId = roomId
    }

    mutating func apply(_ event: MatrixStateEvent) {
        let time = event.originServerTimestamp ?? 0
        switch event.type {
        case "m.room.create":
            createdAt = time
            createdBy = event.sender
            roomVersion = event.content["room_version"]?.string ?? "1"
            additionalCreators = event.content["additional_creators"]?.strings ?? []
            roomType = event.content["type"]?.string
        case "m.room.name":
            name = event.content["name"]?.string ?? ""
        case "m.room.power_levels":
            powerLevelsContent = event.content
        case MatrixMessageMapping.encryptionStateType:
            // Encryption cannot be turned off in Matrix: any encryption state, however odd, counts.
            encryption = event.content["algorithm"]?.string ?? "unknown"
        case "m.room.avatar", Self.channelStateType, Self.deletedStateType:
            applyChannelSettings(event)
        case MatrixModeration.openChannelType:
            openChannelContent = event.content
        case "m.room.member":
            var membership = event.content["membership"]?.string ?? "leave"
            // The last one out of an open channel stays joined, marked as gone (`MatrixModeration.exitedMembership`).
            if membership == "join", event.content[MatrixModeration.exitedMarker] == .bool(true) { membership = MatrixModeration.exitedMembership }
            let since = members[event.stateKey]?.membership == membership ? members[event.stateKey]?.since ?? time : time
            members[event.stateKey] = (membership, event.content["displayname"]?.string, since)
        default:
            break
        }
    }

    /// Keeps a timeline message as the room's last one when it is newer.
    mutating func note(_ message: MatrixMessageMapping.Message) {
        guard message.record.messageId >= lastMessage?.record.messageId ?? .min else { return }
        lastMessage = message
    }

    var powerLevels: MatrixPowerLevels {
        let creators = MatrixPowerLevels.creators(
            roomVersion: roomVersion, sender: createdBy ?? "", additionalCreators: additionalCreators)
        guard let content = powerLevelsContent, let levels = try? MatrixPowerLevels(content: content.data, creators: creators) else {
            var levels = MatrixPowerLevels()
            levels.creators = creators
            return levels
        }
        return levels
    }

    func membership(of userId: String) -> String? {
        members[userId]?.membership
    }

    /// A user's profile as this room names them.
    func userRecord(_ userId: String) -> UserRecord {
        UserRecord(userId: userId, nickname: members[userId]?.displayName ?? MatrixRoom.localpart(userId), profileURL: nil)
    }

    /// `alice` for `@alice:example.org`: the name to show for a user without a display name.
    static func localpart(_ userId: String) -> String {
        guard userId.hasPrefix("@") else { return userId }
        return String(userId.dropFirst().prefix { $0 != ":" })
    }

    /// A message of this room as `MessagePayload`.
    func payload(_ message: MatrixMessageMapping.Message) -> MessagePayload {
        let message = withRelations(message)
        return MessagePayload(
            channelURL: roomId, channelType: kind, record: message.record,
            extras: message.extras.isEmpty ? nil : message.extras,
            sender: message.record.senderId.map(userRecord), parent: parentPayload(of: message))
    }

    /// The room as the group channel `userId` sees.
    func channelPayload(for userId: String) -> ChannelPayload {
        let levels = powerLevels
        let viewer = userId
        let listed = members
            .filter { $0.value.membership == "join" || $0.value.membership == "invite" }
            .sorted { ($0.value.since, $0.key) < ($1.value.since, $1.key) }
        let operators = members.keys.filter { members[$0]?.membership == "join" && levels.isOperator($0) }.sorted()
        var header = ChannelHeader(url: roomId, kind: kind, name: name, createdAt: createdAt)
        header.createdBy = createdBy
        header.isFrozen = levels.isFrozen
        header.encryption = encryption
        header.operatorIds = operators
        applySettings(to: &header)
        let summaries = listed.map { userId, member in
            var record = MemberRecord(
                userId: userId, state: member.membership == "join" ? .joined : .invited, at: member.since)
            record.isOperator = operators.contains(userId)
            applyUserState(to: &record, isViewer: userId == viewer)
            return ChannelPayload.MemberSummary(user: userRecord(userId), record: record)
        }
        let payload = ChannelPayload(
            header: header, members: summaries,
            joinedMemberCount: listed.count { $0.value.membership == "join" },
            my: summaries.first { $0.record.userId == userId }?.record, myMutedUntil: nil,
            isOperator: operators.contains(userId), lastMessage: lastMessage.map(payload),
            participantCount: 0, typingUserIds: userState.typingUserIds)
        return moderated(payload, for: userId)
    }
}
