import BanterChatSDK

/// The parts of a `/sync` answer Banter reads: the token for the next poll, and per room
/// the state and timeline of joined rooms and the stripped state of invitations.
struct MatrixSyncResponse: Decodable, Sendable {
    var nextBatch: String
    var rooms: Rooms?
    /// The account's global account data (`m.direct`).
    var accountData: ContentEvents?

    struct Rooms: Decodable, Sendable {
        var join: [String: JoinedRoom]?
        var invite: [String: InvitedRoom]?
        var leave: [String: JoinedRoom]?
    }

    struct JoinedRoom: Decodable, Sendable {
        var state: Events?
        var timeline: Timeline?
        /// Typing and receipts (`m.typing`, `m.receipt`), which are not kept in the timeline.
        var ephemeral: ContentEvents?
        /// This user's own data about the room (`m.tag`, Banter's push trigger option).
        var accountData: ContentEvents?
        /// The homeserver's unread counts for this user, which a read receipt resets.
        var unreadNotifications: UnreadNotifications?

        enum CodingKeys: String, CodingKey {
            case state, timeline, ephemeral
            case accountData = "account_data"
            case unreadNotifications = "unread_notifications"
        }
    }

    /// Ephemeral or account data events: a type and a content, nothing else.
    struct ContentEvents: Decodable, Sendable {
        var events: [MatrixContentEvent]
    }

    /// Messages that notify this user since their read receipt (`notification_count`) and
    /// those that highlight, i.e. mention, them (`highlight_count`).
    struct UnreadNotifications: Decodable, Sendable {
        var notificationCount: Int?
        var highlightCount: Int?

        enum CodingKeys: String, CodingKey {
            case notificationCount = "notification_count"
            case highlightCount = "highlight_count"
        }
    }

    struct InvitedRoom: Decodable, Sendable {
        var inviteState: Events?

        enum CodingKeys: String, CodingKey {
            case inviteState = "invite_state"
        }
    }

    struct Events: Decodable, Sendable {
        var events: [MatrixStateEvent]
    }

    struct Timeline: Decodable, Sendable {
        var events: [TimelineEvent]
        /// More events came than the filter's limit: the client missed some in between.
        var limited: Bool?
        /// The token before the first event, to fill the gap of a limited timeline from.
        var prevBatch: String?

        enum CodingKeys: String, CodingKey {
            case events, limited
            case prevBatch = "prev_batch"
        }
    }

    /// A timeline event is a message event or a state event (it has a state key then); both
    /// readings are kept so the room's state and its messages follow the one timeline.
    struct TimelineEvent: Decodable, Sendable {
        var event: MatrixRoomEvent
        var state: MatrixStateEvent?

        init(from decoder: any Decoder) throws {
            event = try MatrixRoomEvent(from: decoder)
            state = event.stateKey == nil ? nil : try MatrixStateEvent(from: decoder)
        }
    }

    enum CodingKeys: String, CodingKey {
        case nextBatch = "next_batch"
        case rooms
        case accountData = "account_data"
    }
}

// Each part decodes on its own (`MatrixLenientDecoding.swift`): a room, an event or a
// section of another shape than expected is left out, never the whole answer.

extension MatrixSyncResponse {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        nextBatch = try container.decode(String.self, forKey: .nextBatch)
        rooms = container.decodeLeniently(Rooms.self, forKey: .rooms)
        accountData = container.decodeLeniently(ContentEvents.self, forKey: .accountData)
    }
}

extension MatrixSyncResponse.Rooms {
    private enum CodingKeys: String, CodingKey {
        case join, invite, leave
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        join = container.decodeEachValue(MatrixSyncResponse.JoinedRoom.self, forKey: .join)
        invite = container.decodeEachValue(MatrixSyncResponse.InvitedRoom.self, forKey: .invite)
        leave = container.decodeEachValue(MatrixSyncResponse.JoinedRoom.self, forKey: .leave)
    }
}

extension MatrixSyncResponse.JoinedRoom {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        state = container.decodeLeniently(MatrixSyncResponse.Events.self, forKey: .state)
        timeline = container.decodeLeniently(MatrixSyncResponse.Timeline.self, forKey: .timeline)
        ephemeral = container.decodeLeniently(MatrixSyncResponse.ContentEvents.self, forKey: .ephemeral)
        accountData = container.decodeLeniently(MatrixSyncResponse.ContentEvents.self, forKey: .accountData)
        unreadNotifications = container.decodeLeniently(MatrixSyncResponse.UnreadNotifications.self, forKey: .unreadNotifications)
    }
}

extension MatrixSyncResponse.UnreadNotifications {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        notificationCount = container.decodeLeniently(Int.self, forKey: .notificationCount)
        highlightCount = container.decodeLeniently(Int.self, forKey: .highlightCount)
    }
}

extension MatrixSyncResponse.InvitedRoom {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        inviteState = container.decodeLeniently(MatrixSyncResponse.Events.self, forKey: .inviteState)
    }
}

extension MatrixSyncResponse.Events {
    private enum CodingKeys: String, CodingKey {
        case events
    }

    init(from decoder: any Decoder) throws {
        events = try decoder.container(keyedBy: CodingKeys.self).decodeEach(MatrixStateEvent.self, forKey: .events)
    }
}

extension MatrixSyncResponse.ContentEvents {
    private enum CodingKeys: String, CodingKey {
        case events
    }

    init(from decoder: any Decoder) throws {
        events = try decoder.container(keyedBy: CodingKeys.self).decodeEach(MatrixContentEvent.self, forKey: .events)
    }
}

extension MatrixSyncResponse.Timeline {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        events = container.decodeEach(MatrixSyncResponse.TimelineEvent.self, forKey: .events)
        limited = container.decodeLeniently(Bool.self, forKey: .limited)
        prevBatch = container.decodeLeniently(String.self, forKey: .prevBatch)
    }
}
