/// A message as the service sends it to one client: the record, its extras, its sender's
/// profile and, for a reply, the message it quotes.
struct MessagePayload: Sendable {
    var channelURL: String
    var channelType: ChannelType
    var record: MessageRecord
    var extras: MessageExtras?
    var sender: UserRecord?
    /// The quoted parent of a reply (without its own parent, to keep the chain one deep).
    var parent: ParentPayload?

    struct ParentPayload: Sendable {
        var record: MessageRecord
        var extras: MessageExtras?
        var sender: UserRecord?
    }
}
