import BanterChatSDK

/// An event that is only a type and a content: ephemeral events of a room (`m.typing`,
/// `m.receipt`) and account data (`m.direct`, `m.tag`), as `/sync` sends them.
struct MatrixContentEvent: Decodable, Sendable {
    var type: String
    var content: MatrixJSON
}
