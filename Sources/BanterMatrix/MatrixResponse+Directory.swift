import BanterChatSDK

/// The answers of the room directory and of server-side search.
extension MatrixResponse {
    /// `POST /publicRooms`: one page of the public room directory, most joined first.
    struct PublicRooms: Decodable, Sendable {
        var chunk: [Room]
        /// Where the next page starts; nil on the last page.
        var nextBatch: String?

        struct Room: Decodable, Sendable {
            var roomId: String
            var name: String?
            var numJoinedMembers: Int
            var roomType: String?

            enum CodingKeys: String, CodingKey {
                case roomId = "room_id"
                case name
                case numJoinedMembers = "num_joined_members"
                case roomType = "room_type"
            }
        }

        enum CodingKeys: String, CodingKey {
            case chunk
            case nextBatch = "next_batch"
        }
    }

    /// `POST /search`, room events only.
    struct Search: Decodable, Sendable {
        var searchCategories: Categories

        struct Categories: Decodable, Sendable {
            var roomEvents: RoomEvents?

            enum CodingKeys: String, CodingKey {
                case roomEvents = "room_events"
            }
        }

        struct RoomEvents: Decodable, Sendable {
            /// The homeserver's estimate of all matches, before Banter's own filters.
            var count: Int?
            var results: [Result]?
            /// Where the next page starts; nil on the last page (and always for `rank` order).
            var nextBatch: String?

            enum CodingKeys: String, CodingKey {
                case count, results
                case nextBatch = "next_batch"
            }
        }

        struct Result: Decodable, Sendable {
            var rank: Double?
            var result: MatrixRoomEvent
        }

        enum CodingKeys: String, CodingKey {
            case searchCategories = "search_categories"
        }
    }
}
