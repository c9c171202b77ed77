import BanterChatSDK

/// A state event of a room (name, membership, power levels, creation), as `/sync`,
/// `/rooms/{id}/state` and the stripped state of an invitation send it. Stripped events
/// carry no event id or timestamp, so those are optional here.
struct MatrixStateEvent: Decodable, Sendable {
    var type: String
    var stateKey: String
    var sender: String
    var originServerTimestamp: Int64?
    var content: MatrixJSON

    enum CodingKeys: String, CodingKey {
        case type, sender, content
        case stateKey = "state_key"
        case originServerTimestamp = "origin_server_ts"
    }
}

extension MatrixStateEvent {
    /// Lenient past what identifies the state (`MatrixLenientDecoding.swift`): a time of
    /// another type reads as absent, an absent content as empty.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        type = try container.decode(String.self, forKey: .type)
        stateKey = try container.decode(String.self, forKey: .stateKey)
        sender = try container.decode(String.self, forKey: .sender)
        originServerTimestamp = container.decodeLeniently(Int64.self, forKey: .originServerTimestamp).map(MatrixMessageIds.clamped)
        content = container.decodeLeniently(MatrixJSON.self, forKey: .content) ?? .object([:])
    }
}
