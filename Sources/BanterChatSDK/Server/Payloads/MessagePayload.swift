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
    /// In the reply to a send, whether the channel is now hidden for the sender: a new
    /// message unhides it, but a resend the service had stored before (its acknowledgement
    /// lost) changed nothing, and the channel may have been hidden since.
    var senderHiddenState: HiddenState?

    struct ParentPayload: Sendable {
        var record: MessageRecord
        var extras: MessageExtras?
        var sender: UserRecord?
    }
}
