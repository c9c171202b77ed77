/// The parts of a `/sync` answer Banter reads: the token for the next poll, and per room
/// the state and timeline of joined rooms and the stripped state of invitations.
struct MatrixSyncResponse: Decodable, Sendable {
    var nextBatch: String
    var rooms: Rooms?

    struct Rooms: Decodable, Sendable {
        var join: [String: JoinedRoom]?
        var invite: [String: InvitedRoom]?
        var leave: [String: JoinedRoom]?
    }

    struct JoinedRoom: Decodable, Sendable {
        var state: Events?
        var timeline: Timeline?
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
    }
}
