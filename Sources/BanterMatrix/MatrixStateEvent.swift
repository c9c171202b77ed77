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
