import BanterChatSDK
import Foundation

/// How a room's moderation state and kind show in its channel payload: whether it is an
/// open channel, who is muted until when, who is banned, and for open channels the
/// operators, custom fields and participant count the mock keeps in the channel header.
extension MatrixRoom {
    /// An open channel is a room created with the room type `banter.open_channel` (or one
    /// holding that state event); every other room is a group channel.
    var kind: ChannelType {
        roomType == MatrixModeration.openChannelType || openChannelContent != nil ? .open : .group
    }

    /// When `userId`'s mute ends, if they are muted: the time the muting client recorded, or
    /// `Int64.max` for a mute until unmuted (and for a timed one whose end has passed but
    /// that nobody lifted yet: the homeserver still holds it).
    func mutedUntil(_ userId: String, now: Int64 = Int64(Date().timeIntervalSince1970 * 1000)) -> Int64? {
        guard powerLevels.isMuted(userId) else { return nil }
        guard let until = MatrixModeration.mutes(in: powerLevelsContent)[userId]?.until, until > now else { return .max }
        return until
    }

    /// Users banned from the room (membership `ban`).
    var bannedUserIds: [String] {
        members.filter { $0.value.membership == "ban" }.map(\.key).sorted()
    }

    /// The operators of an open channel: the creators and every user listed at operator
    /// level, whether they are in the room or not (the mock's open channels keep operators
    /// apart from participants too).
    var openChannelOperators: [String] {
        let levels = powerLevels
        return levels.creators.union(levels.users.keys.filter { levels.isOperator($0) }).sorted()
    }

    /// The payload with the moderation state filled in, and for an open channel reshaped as
    /// the mock shapes one: no member list, the joined users as participants.
    func moderated(_ payload: ChannelPayload, for userId: String) -> ChannelPayload {
        var payload = payload
        let now = Int64(Date().timeIntervalSince1970 * 1000)
        payload.myMutedUntil = mutedUntil(userId, now: now)
        payload.my?.mutedUntil = payload.myMutedUntil
        for index in payload.members.indices {
            payload.members[index].record.mutedUntil = mutedUntil(payload.members[index].record.userId, now: now)
        }
        payload.header.bannedUntil = Dictionary(uniqueKeysWithValues: bannedUserIds.map { ($0, Int64.max) })
        guard kind == .open else { return payload }
        let levels = powerLevels
        payload.header.operatorIds = openChannelOperators
        payload.header.customType = openChannelContent?["custom_type"]?.string
        payload.header.data = openChannelContent?["data"]?.string
        payload.header.coverURL = openChannelContent?["cover_url"]?.string
        payload.header.mutedUntil = Dictionary(uniqueKeysWithValues: levels.users.keys.compactMap { id in
            mutedUntil(id, now: now).map { (id, $0) }
        })
        payload.isOperator = levels.isOperator(userId)
        payload.participantCount = members.values.count { $0.membership == "join" }
        payload.members = []
        payload.joinedMemberCount = 0
        payload.my = nil
        return payload
    }
}
