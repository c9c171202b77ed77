import BanterChatSDK

/// One event of a room's timeline as the client-server API sends it (`/sync`, `/messages`,
/// `/context`), reduced to the fields Banter reads; everything else is ignored.
struct MatrixRoomEvent: Decodable, Sendable {
    var eventId: String
    var type: String
    var sender: String
    var originServerTimestamp: Int64
    /// Present on state events only.
    var stateKey: String?
    var content: Content
    var unsigned: Unsigned?
    /// The event a redaction removes, top-level before room version 11 (`content.redacts` from 11).
    var redacts: String?
    /// Present where events of several rooms come together (`/search` results).
    var roomId: String?

    /// The content keys of the events Banter maps; an event of another type simply leaves
    /// them nil. Banter's own message fields travel under `banter.` keys, which other Matrix
    /// clients ignore.
    struct Content: Decodable, Sendable {
        var msgtype: String?
        var body: String?
        var filename: String?
        var url: String?
        var info: FileInfo?
        var relatesTo: Relation?
        var mentions: Mentions?
        var newContent: NewContent?
        var customType: String?
        var data: String?
        var redacts: String?
        var format: String?
        var formattedBody: String?
        /// The algorithm of an `m.room.encrypted` event (absent once it is redacted).
        var algorithm: String?
        /// The multiple-files message a file event belongs to (`banter.group`).
        var fileGroup: FileGroup?

        enum CodingKeys: String, CodingKey {
            case msgtype, body, filename, url, info, redacts, format, algorithm
            case fileGroup = "banter.group"
            case formattedBody = "formatted_body"
            case relatesTo = "m.relates_to"
            case mentions = "m.mentions"
            case newContent = "m.new_content"
            case customType = "banter.custom_type"
            case data = "banter.data"
        }
    }

    struct FileInfo: Decodable, Sendable {
        var size: Int?
        var mimetype: String?
    }

    /// `banter.group`: which Banter multiple-files message a file event is part of
    /// (`MatrixSession+FileGroups.swift`); the first event lists every file.
    struct FileGroup: Decodable, Sendable {
        static let key = "banter.group"

        var id: String?
        var index: Int?
        var count: Int?
        var files: [File]?

        struct File: Decodable, Sendable {
            var name: String?
            var size: Int?
            var mimetype: String?
            var url: String?
        }
    }

    /// `m.relates_to`: a thread reply (`m.thread`), an edit (`m.replace`) or a reaction
    /// (`m.annotation`, with its key); with no `rel_type` and an `m.in_reply_to`, a plain reply.
    struct Relation: Decodable, Sendable {
        var relType: String?
        var eventId: String?
        var key: String?
        var inReplyTo: InReplyTo?

        enum CodingKeys: String, CodingKey {
            case relType = "rel_type"
            case eventId = "event_id"
            case key
            case inReplyTo = "m.in_reply_to"
        }

        /// `m.in_reply_to`: the event replied to.
        struct InReplyTo: Decodable, Sendable {
            var eventId: String?

            enum CodingKeys: String, CodingKey {
                case eventId = "event_id"
            }
        }

        /// The event a plain reply (no thread, no other relation) answers.
        var plainReplyTarget: String? {
            relType == nil ? inReplyTo?.eventId : nil
        }
    }

    struct Mentions: Decodable, Sendable {
        var userIds: [String]?

        enum CodingKeys: String, CodingKey {
            case userIds = "user_ids"
        }
    }

    /// What an edit replaces the message with.
    struct NewContent: Decodable, Sendable {
        var msgtype: String?
        var body: String?
        var customType: String?
        var data: String?
        var mentions: Mentions?
        var format: String?
        var formattedBody: String?

        enum CodingKeys: String, CodingKey {
            case msgtype, body, format
            case formattedBody = "formatted_body"
            case customType = "banter.custom_type"
            case data = "banter.data"
            case mentions = "m.mentions"
        }
    }

    /// What the homeserver adds: the sender's own transaction id, and the relations it
    /// bundles with a message (its latest edit, its thread summary).
    struct Unsigned: Decodable, Sendable {
        var transactionId: String?
        var relations: Relations?
        /// The requesting user's membership when the event was sent (MSC4115): `leave` for
        /// history from before they were invited or joined.
        var membership: String?

        enum CodingKeys: String, CodingKey {
            case transactionId = "transaction_id"
            case relations = "m.relations"
            case membership
        }
    }

    struct Relations: Decodable, Sendable {
        var replace: Edit?
        var thread: ThreadSummary?
        /// Reaction counts by key, where a homeserver still bundles them (Synapse stopped;
        /// the specification leaves it open): more than the client saw means it reads who.
        var annotation: AnnotationCounts?

        enum CodingKeys: String, CodingKey {
            case replace = "m.replace"
            case thread = "m.thread"
            case annotation = "m.annotation"
        }
    }

    /// A bundled annotation aggregation: `{"chunk": [{"type", "key", "count"}]}`.
    struct AnnotationCounts: Decodable, Sendable {
        var counts: [String: Int]

        private struct Entry: Decodable {
            var key: String
            var count: Int
        }

        private enum CodingKeys: String, CodingKey {
            case chunk
        }

        init(from decoder: any Decoder) throws {
            let entries = try decoder.container(keyedBy: CodingKeys.self).decodeEach(Entry.self, forKey: .chunk)
            counts = Dictionary(entries.map { ($0.key, max(0, $0.count)) }, uniquingKeysWith: max)
        }
    }

    /// The latest edit of a message, as bundled with it.
    struct Edit: Decodable, Sendable {
        var originServerTimestamp: Int64
        var content: Content

        enum CodingKeys: String, CodingKey {
            case originServerTimestamp = "origin_server_ts"
            case content
        }
    }

    /// A thread root's summary: how many replies, and the latest one.
    struct ThreadSummary: Decodable, Sendable {
        var count: Int
        var latestEvent: Latest?

        struct Latest: Decodable, Sendable {
            var originServerTimestamp: Int64

            enum CodingKeys: String, CodingKey {
                case originServerTimestamp = "origin_server_ts"
            }
        }

        enum CodingKeys: String, CodingKey {
            case count
            case latestEvent = "latest_event"
        }
    }

    enum CodingKeys: String, CodingKey {
        case eventId = "event_id"
        case type, sender
        case originServerTimestamp = "origin_server_ts"
        case stateKey = "state_key"
        case content, unsigned, redacts
        case roomId = "room_id"
    }
}

// Only what identifies an event (id, type, sender, time) must be as Matrix specifies; any
// other field of another type than expected reads as absent (`MatrixLenientDecoding.swift`),
// so another client's odd message still shows with what can be read of it.

extension MatrixRoomEvent {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        eventId = try container.decode(String.self, forKey: .eventId)
        type = try container.decode(String.self, forKey: .type)
        sender = try container.decode(String.self, forKey: .sender)
        originServerTimestamp = MatrixMessageIds.clamped(try container.decode(Int64.self, forKey: .originServerTimestamp))
        stateKey = try container.decodeIfPresent(String.self, forKey: .stateKey)
        content = container.decodeLeniently(Content.self, forKey: .content) ?? Content()
        unsigned = container.decodeLeniently(Unsigned.self, forKey: .unsigned)
        redacts = container.decodeLeniently(String.self, forKey: .redacts)
        roomId = container.decodeLeniently(String.self, forKey: .roomId)
    }
}

extension MatrixRoomEvent.Content {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        msgtype = container.decodeLeniently(String.self, forKey: .msgtype)
        body = container.decodeLeniently(String.self, forKey: .body)
        filename = container.decodeLeniently(String.self, forKey: .filename)
        url = container.decodeLeniently(String.self, forKey: .url)
        info = container.decodeLeniently(MatrixRoomEvent.FileInfo.self, forKey: .info)
        relatesTo = container.decodeLeniently(MatrixRoomEvent.Relation.self, forKey: .relatesTo)
        mentions = container.decodeLeniently(MatrixRoomEvent.Mentions.self, forKey: .mentions)
        newContent = container.decodeLeniently(MatrixRoomEvent.NewContent.self, forKey: .newContent)
        customType = container.decodeLeniently(String.self, forKey: .customType)
        data = container.decodeLeniently(String.self, forKey: .data)
        redacts = container.decodeLeniently(String.self, forKey: .redacts)
        format = container.decodeLeniently(String.self, forKey: .format)
        formattedBody = container.decodeLeniently(String.self, forKey: .formattedBody)
        algorithm = container.decodeLeniently(String.self, forKey: .algorithm)
        fileGroup = container.decodeLeniently(MatrixRoomEvent.FileGroup.self, forKey: .fileGroup)
    }
}

extension MatrixRoomEvent.FileGroup {
    private enum CodingKeys: String, CodingKey {
        case id, index, count, files
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = container.decodeLeniently(String.self, forKey: .id)
        index = container.decodeLeniently(Int.self, forKey: .index)
        count = container.decodeLeniently(Int.self, forKey: .count)
        files = container.decodeLeniently([File].self, forKey: .files)
    }
}

extension MatrixRoomEvent.FileInfo {
    private enum CodingKeys: String, CodingKey {
        case size, mimetype
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        size = container.decodeLeniently(Int.self, forKey: .size)
        mimetype = container.decodeLeniently(String.self, forKey: .mimetype)
    }
}

extension MatrixRoomEvent.Relation {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        relType = container.decodeLeniently(String.self, forKey: .relType)
        eventId = container.decodeLeniently(String.self, forKey: .eventId)
        key = container.decodeLeniently(String.self, forKey: .key)
        inReplyTo = container.decodeLeniently(InReplyTo.self, forKey: .inReplyTo)
    }
}

extension MatrixRoomEvent.Mentions {
    init(from decoder: any Decoder) throws {
        userIds = try decoder.container(keyedBy: CodingKeys.self).decodeEach(String.self, forKey: .userIds)
    }
}

extension MatrixRoomEvent.NewContent {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        msgtype = container.decodeLeniently(String.self, forKey: .msgtype)
        body = container.decodeLeniently(String.self, forKey: .body)
        customType = container.decodeLeniently(String.self, forKey: .customType)
        data = container.decodeLeniently(String.self, forKey: .data)
        mentions = container.decodeLeniently(MatrixRoomEvent.Mentions.self, forKey: .mentions)
        format = container.decodeLeniently(String.self, forKey: .format)
        formattedBody = container.decodeLeniently(String.self, forKey: .formattedBody)
    }
}

extension MatrixRoomEvent.Unsigned {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        transactionId = container.decodeLeniently(String.self, forKey: .transactionId)
        relations = container.decodeLeniently(MatrixRoomEvent.Relations.self, forKey: .relations)
        membership = container.decodeLeniently(String.self, forKey: .membership)
    }
}

extension MatrixRoomEvent.Relations {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        replace = container.decodeLeniently(MatrixRoomEvent.Edit.self, forKey: .replace)
        thread = container.decodeLeniently(MatrixRoomEvent.ThreadSummary.self, forKey: .thread)
        annotation = container.decodeLeniently(MatrixRoomEvent.AnnotationCounts.self, forKey: .annotation)
    }
}

extension MatrixRoomEvent.Edit {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        originServerTimestamp = MatrixMessageIds.clamped(try container.decode(Int64.self, forKey: .originServerTimestamp))
        content = container.decodeLeniently(MatrixRoomEvent.Content.self, forKey: .content) ?? MatrixRoomEvent.Content()
    }
}

extension MatrixRoomEvent.ThreadSummary {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        count = max(0, container.decodeLeniently(Int.self, forKey: .count) ?? 0)
        latestEvent = container.decodeLeniently(Latest.self, forKey: .latestEvent)
    }
}

extension MatrixRoomEvent.ThreadSummary.Latest {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        originServerTimestamp = MatrixMessageIds.clamped(try container.decode(Int64.self, forKey: .originServerTimestamp))
    }
}
