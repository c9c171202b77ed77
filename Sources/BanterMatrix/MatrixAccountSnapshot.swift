import BanterChatSDK
import Foundation

/// What a Matrix account keeps in the client's local cache (`ChatBackendCache`), so the
/// next start resumes `/sync` from its token instead of an initial sync: each room's state
/// as Banter reads it (name, members with their display names, power levels, settings,
/// this user's read state and unread counts, the last message), the ids of the newest
/// events (so cached messages keep their ids and can be edited, deleted or reacted to), where
/// `/sync` got to in each room (for gap fills), the direct chats and the ignored users.
///
/// Not kept: the access token (the next start signs in again), reactions and thread
/// membership (read back from the homeserver when needed, as for messages the account
/// forgot), typing. A snapshot of another version or user is not used: the start falls back
/// to an initial sync.
struct MatrixAccountSnapshot: Codable, Sendable {
    /// The format this build writes; another one is ignored.
    static let currentVersion = 1
    /// How many of each room's newest event ids are kept: as many as the cache keeps messages.
    static let idsKept = 200

    var version: Int
    var userId: String
    var since: String
    var direct: [String: [String]]
    var ignoredUserIds: [String]
    var rooms: [Room]

    struct Member: Codable, Sendable {
        var membership: String
        var displayName: String?
        var since: Int64
    }

    struct Room: Codable, Sendable {
        var roomId: String
        var name: String
        var createdAt: Int64
        var createdBy: String?
        var roomVersion: String
        var additionalCreators: [String]
        var powerLevelsContent: MatrixJSON?
        var members: [String: Member]
        var ids: [MatrixMessageIds.Entry]
        var lastMessage: MatrixMessageMapping.Message?
        var coverURL: String?
        var customType: String?
        var data: String?
        var isDistinct: Bool
        var isDeleted: Bool
        var userState: MatrixRoomUserState
        var roomType: String?
        var openChannelContent: MatrixJSON?
        var encryption: String?
        /// The newest timeline event `/sync` delivered to the room, and its time.
        var lastSyncedEventId: String?
        var lastSyncedAt: Int64?
    }

    /// The account as it stands; nil before its first `/sync` (nothing to resume from).
    @MainActor
    init?(_ account: MatrixAccount) {
        guard let since = account.since else { return nil }
        version = Self.currentVersion
        userId = account.userId
        self.since = since
        direct = account.direct
        ignoredUserIds = account.ignoredUserIds.sorted()
        rooms = account.rooms.values.sorted { $0.roomId < $1.roomId }.map { room in
            var userState = room.userState
            userState.typingUserIds = []
            userState.hiddenElsewhere = false
            userState.changedElsewhere = false
            let synced = account.history.lastSynced[room.roomId]
            return Room(
                roomId: room.roomId, name: room.name, createdAt: room.createdAt, createdBy: room.createdBy,
                roomVersion: room.roomVersion, additionalCreators: room.additionalCreators,
                powerLevelsContent: room.powerLevelsContent,
                members: room.members.mapValues { Member(membership: $0.membership, displayName: $0.displayName, since: $0.since) },
                ids: room.ids.newest(Self.idsKept), lastMessage: room.lastMessage, coverURL: room.coverURL,
                customType: room.customType, data: room.data, isDistinct: room.isDistinct, isDeleted: room.isDeleted,
                userState: userState, roomType: room.roomType, openChannelContent: room.openChannelContent,
                encryption: room.encryption, lastSyncedEventId: synced?.eventId, lastSyncedAt: synced?.timestamp)
        }
    }

    /// The snapshot kept in `data`, if it is one of this format for `userId`.
    /// Read with `StoreJSONDecoder` (JSONDecoder took most of a resumed start on 200 rooms),
    /// and JSONDecoder for what it leaves.
    static func decode(_ data: Data, userId: String) -> MatrixAccountSnapshot? {
        let decoded: MatrixAccountSnapshot?
        switch StoreJSONDecoder.decode(Self.self, from: data) {
        case .value(let value): decoded = value
        case .invalidJSON: decoded = nil
        case .deferred: decoded = try? JSONDecoder().decode(Self.self, from: data)
        }
        guard let snapshot = decoded, snapshot.version == currentVersion, snapshot.userId == userId,
              !snapshot.since.isEmpty else { return nil }
        return snapshot
    }

    func encoded() -> Data? { try? JSONEncoder().encode(self) }

    /// Puts what the snapshot holds into a new `account`, which then resumes from `since`.
    @MainActor
    func restore(into account: MatrixAccount) {
        account.since = since
        account.direct = direct
        account.ignoredUserIds = Set(ignoredUserIds)
        for kept in rooms {
            var room = MatrixRoom(roomId: kept.roomId)
            room.name = kept.name
            room.createdAt = kept.createdAt
            room.createdBy = kept.createdBy
            room.roomVersion = kept.roomVersion
            room.additionalCreators = kept.additionalCreators
            room.powerLevelsContent = kept.powerLevelsContent
            room.members = kept.members.mapValues { (membership: $0.membership, displayName: $0.displayName, since: $0.since) }
            room.ids.restore(kept.ids)
            room.lastMessage = kept.lastMessage
            room.coverURL = kept.coverURL
            room.customType = kept.customType
            room.data = kept.data
            room.isDistinct = kept.isDistinct
            room.isDeleted = kept.isDeleted
            room.userState = kept.userState
            room.roomType = kept.roomType
            room.openChannelContent = kept.openChannelContent
            room.encryption = kept.encryption
            account.rooms[kept.roomId] = room
            if let eventId = kept.lastSyncedEventId, let at = kept.lastSyncedAt {
                account.history.restoreSynced(kept.roomId, eventId: eventId, timestamp: at)
            }
        }
    }
}
