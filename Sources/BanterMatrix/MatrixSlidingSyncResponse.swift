import BanterChatSDK

/// The parts of a simplified sliding sync answer (MSC4186) Banter reads for its first frame:
/// the window's rooms, each with its state, newest timeline events, unread counts and
/// account data and receipts, and how many rooms the list holds in all. It is read into the
/// account as a classic `/sync` answer would be (`classic`), so the rooms map to channels the
/// one way; its `pos` is no `since` for the classic long poll and is not kept. The pages of
/// the background fill are merged into one (`merge`).
struct MatrixSlidingSyncResponse: Decodable, Sendable {
    var rooms: [String: Room]
    /// The rooms each list of the request holds in all, by list name.
    var listCounts: [String: Int]
    var accountData: AccountData?
    /// The `receipts` extension: each room's `m.receipt` event, as a classic `/sync` puts it
    /// in the room's ephemeral events.
    var receipts: [String: MatrixContentEvent] = [:]

    struct Room: Decodable, Sendable {
        var requiredState: [MatrixStateEvent]
        var timeline: [MatrixSyncResponse.TimelineEvent]
        /// Present for a room this user is invited to, instead of its state and timeline.
        var inviteState: [MatrixStateEvent]?
        var prevBatch: String?
        var limited: Bool?
        var notificationCount: Int?
        var highlightCount: Int?

        enum CodingKeys: String, CodingKey {
            case requiredState = "required_state", timeline
            case inviteState = "invite_state"
            case prevBatch = "prev_batch", limited
            case notificationCount = "notification_count"
            case highlightCount = "highlight_count"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            requiredState = container.decodeEach(MatrixStateEvent.self, forKey: .requiredState)
            timeline = container.decodeEach(MatrixSyncResponse.TimelineEvent.self, forKey: .timeline)
            inviteState = container.contains(.inviteState) ? container.decodeEach(MatrixStateEvent.self, forKey: .inviteState) : nil
            prevBatch = container.decodeLeniently(String.self, forKey: .prevBatch)
            limited = container.decodeLeniently(Bool.self, forKey: .limited)
            notificationCount = container.decodeLeniently(Int.self, forKey: .notificationCount)
            highlightCount = container.decodeLeniently(Int.self, forKey: .highlightCount)
        }
    }

    /// The `account_data` extension: global events (`m.direct`) and each room's (`m.tag`).
    struct AccountData: Decodable, Sendable {
        var global: [MatrixContentEvent]
        var rooms: [String: [MatrixContentEvent]]

        enum CodingKeys: String, CodingKey {
            case global, rooms
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            global = container.decodeEach(MatrixContentEvent.self, forKey: .global)
            rooms = container.decodeEachValue([MatrixContentEvent].self, forKey: .rooms) ?? [:]
        }
    }

    private struct List: Decodable, Sendable {
        var count: Int?
    }

    private struct Extensions: Decodable, Sendable {
        var accountData: AccountData?
        var receipts: Receipts?

        enum CodingKeys: String, CodingKey {
            case accountData = "account_data", receipts
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            accountData = container.decodeLeniently(AccountData.self, forKey: .accountData)
            receipts = container.decodeLeniently(Receipts.self, forKey: .receipts)
        }
    }

    private struct Receipts: Decodable, Sendable {
        var rooms: [String: MatrixContentEvent]

        enum CodingKeys: String, CodingKey {
            case rooms
        }

        init(from decoder: any Decoder) throws {
            rooms = try decoder.container(keyedBy: CodingKeys.self).decodeEachValue(MatrixContentEvent.self, forKey: .rooms) ?? [:]
        }
    }

    enum CodingKeys: String, CodingKey {
        case pos, rooms, lists, extensions
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // An answer without `pos` is no sliding sync answer (a proxy's, another endpoint's).
        guard container.contains(.pos) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no sliding sync answer"))
        }
        rooms = container.decodeEachValue(Room.self, forKey: .rooms) ?? [:]
        listCounts = (container.decodeEachValue(List.self, forKey: .lists) ?? [:]).compactMapValues(\.count)
        let extensions = container.decodeLeniently(Extensions.self, forKey: .extensions)
        accountData = extensions?.accountData
        receipts = extensions?.receipts?.rooms ?? [:]
    }

    /// Takes in a later page: its rooms replace the same rooms read earlier (a room read
    /// twice moved up the list in between, and the later reading is the newer), its counts
    /// are the current ones, and its account data adds to what earlier pages brought.
    mutating func merge(_ later: MatrixSlidingSyncResponse) {
        rooms.merge(later.rooms) { $1 }
        listCounts.merge(later.listCounts) { $1 }
        receipts.merge(later.receipts) { $1 }
        guard let added = later.accountData else { return }
        guard var merged = accountData else { accountData = added; return }
        var byType = Dictionary(merged.global.map { ($0.type, $0) }, uniquingKeysWith: { $1 })
        for event in added.global { byType[event.type] = event }
        merged.global = byType.values.sorted { $0.type < $1.type }
        merged.rooms.merge(added.rooms) { $1 }
        accountData = merged
    }

    /// The window as a classic `/sync` answer, for `MatrixAccount.apply`: a room with invite
    /// state is an invitation, any other a joined room (a room left shows so by its own
    /// membership state). `nextBatch` is the long poll's token when the caller has one (the
    /// fill's), else empty: the caller must not keep an empty one as `since`.
    func classic(nextBatch: String = "") -> MatrixSyncResponse {
        typealias Classic = MatrixSyncResponse
        var joined: [String: Classic.JoinedRoom] = [:]
        var invited: [String: Classic.InvitedRoom] = [:]
        for (roomId, room) in rooms {
            if let inviteState = room.inviteState {
                invited[roomId] = Classic.InvitedRoom(inviteState: Classic.Events(events: inviteState))
                continue
            }
            joined[roomId] = Classic.JoinedRoom(
                state: Classic.Events(events: room.requiredState),
                timeline: Classic.Timeline(events: room.timeline, limited: room.limited, prevBatch: room.prevBatch),
                ephemeral: receipts[roomId].map { Classic.ContentEvents(events: [$0]) },
                accountData: accountData?.rooms[roomId].map(Classic.ContentEvents.init),
                unreadNotifications: Classic.UnreadNotifications(notificationCount: room.notificationCount, highlightCount: room.highlightCount))
        }
        return Classic(
            nextBatch: nextBatch, rooms: Classic.Rooms(join: joined, invite: invited, leave: nil),
            accountData: accountData.map { Classic.ContentEvents(events: $0.global) })
    }
}
