import BanterChatSDK

/// The answers of the client-server API's history endpoints, as Banter reads them. Their
/// events decode as `/sync` timeline events do, so history and live events map alike.
enum MatrixHistoryResponse {
    typealias Event = MatrixSyncResponse.TimelineEvent

    /// `GET /rooms/{room}/messages`: a page in the direction asked for (newest first when
    /// read backwards), the token it started from, and the token to continue from; `end`
    /// is absent once there is nothing more in that direction.
    struct Messages: Decodable, Sendable {
        var chunk: [Event]
        var start: String?
        var end: String?
    }

    /// `GET /rooms/{room}/context/{event}`: the event, its neighbours (those before newest
    /// first, those after oldest first), and the tokens to page on from either end.
    struct Context: Decodable, Sendable {
        var event: Event
        var eventsBefore: [Event]
        var eventsAfter: [Event]
        var start: String?
        var end: String?

        enum CodingKeys: String, CodingKey {
            case event, start, end
            case eventsBefore = "events_before"
            case eventsAfter = "events_after"
        }

        /// Every event of the answer, oldest first.
        var chronological: [Event] {
            eventsBefore.reversed() + [event] + eventsAfter
        }
    }

    /// `GET /rooms/{room}/timestamp_to_event` (client API v1): the event closest to a time.
    struct TimestampEvent: Decodable, Sendable {
        var eventId: String
        var originServerTimestamp: Int64

        enum CodingKeys: String, CodingKey {
            case eventId = "event_id"
            case originServerTimestamp = "origin_server_ts"
        }
    }

    /// An event of a catch-up's walk over changes: a timeline event, and for a redaction
    /// the event it redacts (`content.redacts` from room version 11, top-level before).
    struct Change: Decodable, Sendable {
        var event: Event
        var redacts: String?

        private enum CodingKeys: String, CodingKey {
            case redacts, content
        }

        private struct Content: Decodable {
            var redacts: String?
        }

        init(from decoder: any Decoder) throws {
            event = try Event(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let content = try container.decodeIfPresent(Content.self, forKey: .content)
            redacts = try content?.redacts ?? container.decodeIfPresent(String.self, forKey: .redacts)
        }
    }

    /// `GET /rooms/{room}/messages` read for changes.
    struct ChangePage: Decodable, Sendable {
        var chunk: [Change]
        var end: String?
    }
}

// An event of a page that does not decode is left out of it, never the whole page
// (`MatrixLenientDecoding.swift`).

extension MatrixHistoryResponse.Messages {
    private enum CodingKeys: String, CodingKey {
        case chunk, start, end
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        chunk = container.decodeEach(MatrixHistoryResponse.Event.self, forKey: .chunk)
        start = container.decodeLeniently(String.self, forKey: .start)
        end = container.decodeLeniently(String.self, forKey: .end)
    }
}

extension MatrixHistoryResponse.Context {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        event = try container.decode(MatrixHistoryResponse.Event.self, forKey: .event)
        eventsBefore = container.decodeEach(MatrixHistoryResponse.Event.self, forKey: .eventsBefore)
        eventsAfter = container.decodeEach(MatrixHistoryResponse.Event.self, forKey: .eventsAfter)
        start = container.decodeLeniently(String.self, forKey: .start)
        end = container.decodeLeniently(String.self, forKey: .end)
    }
}

extension MatrixHistoryResponse.ChangePage {
    private enum CodingKeys: String, CodingKey {
        case chunk, end
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        chunk = container.decodeEach(MatrixHistoryResponse.Change.self, forKey: .chunk)
        end = container.decodeLeniently(String.self, forKey: .end)
    }
}
