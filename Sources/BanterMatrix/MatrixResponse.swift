import BanterChatSDK

/// The small answers of the client-server API that Banter reads.
enum MatrixResponse {
    /// `POST /login`, and `GET /account/whoami` (which has no token or device).
    struct Login: Decodable, Sendable {
        var userId: String
        var accessToken: String?
        var deviceId: String?

        enum CodingKeys: String, CodingKey {
            case userId = "user_id"
            case accessToken = "access_token"
            case deviceId = "device_id"
        }
    }

    /// `POST /createRoom` and `POST /join/{room}`.
    struct RoomId: Decodable, Sendable {
        var roomId: String

        enum CodingKeys: String, CodingKey {
            case roomId = "room_id"
        }
    }

    /// `GET /joined_rooms`: every room this user has joined.
    struct JoinedRooms: Decodable, Sendable {
        var joinedRooms: [String]

        enum CodingKeys: String, CodingKey {
            case joinedRooms = "joined_rooms"
        }
    }

    /// `PUT /rooms/{room}/send/{type}/{txn}`.
    struct EventId: Decodable, Sendable {
        var eventId: String

        enum CodingKeys: String, CodingKey {
            case eventId = "event_id"
        }
    }

    /// `POST /_matrix/media/v3/upload`: where the file now lives.
    struct Upload: Decodable, Sendable {
        var contentURI: String

        enum CodingKeys: String, CodingKey {
            case contentURI = "content_uri"
        }
    }

    /// `GET /rooms/{room}/relations/{event}/…` (client v1): related events, newest first,
    /// and the token for the next (older) batch.
    struct Relations: Decodable, Sendable {
        var chunk: [MatrixRoomEvent]
        var nextBatch: String?

        enum CodingKeys: String, CodingKey {
            case chunk
            case nextBatch = "next_batch"
        }
    }

    /// `GET /rooms/{room}/messages`: a page of the timeline, newest first when read backwards.
    struct Messages: Decodable, Sendable {
        var chunk: [MatrixSyncResponse.TimelineEvent]
        var end: String?
    }

    /// `GET /rooms/{room}/members`: the member events of the room.
    struct Members: Decodable, Sendable {
        var chunk: [MatrixStateEvent]
    }

    /// `GET /profile/{user}`.
    struct Profile: Decodable, Sendable {
        var displayName: String?
        var avatarURL: String?

        enum CodingKeys: String, CodingKey {
            case displayName = "displayname"
            case avatarURL = "avatar_url"
        }
    }

    /// `POST /user_directory/search`.
    struct UserDirectory: Decodable, Sendable {
        var results: [User]
        var limited: Bool?

        struct User: Decodable, Sendable {
            var userId: String
            var displayName: String?
            var avatarURL: String?

            enum CodingKeys: String, CodingKey {
                case userId = "user_id"
                case displayName = "display_name"
                case avatarURL = "avatar_url"
            }
        }
    }
}

// An event of a page that does not decode is left out of it, never the whole page
// (`MatrixLenientDecoding.swift`).

extension MatrixResponse.Relations {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        chunk = container.decodeEach(MatrixRoomEvent.self, forKey: .chunk)
        nextBatch = container.decodeLeniently(String.self, forKey: .nextBatch)
    }
}

extension MatrixResponse.Messages {
    private enum CodingKeys: String, CodingKey {
        case chunk, end
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        chunk = container.decodeEach(MatrixSyncResponse.TimelineEvent.self, forKey: .chunk)
        end = container.decodeLeniently(String.self, forKey: .end)
    }
}

extension MatrixResponse.Members {
    private enum CodingKeys: String, CodingKey {
        case chunk
    }

    init(from decoder: any Decoder) throws {
        chunk = try decoder.container(keyedBy: CodingKeys.self).decodeEach(MatrixStateEvent.self, forKey: .chunk)
    }
}
