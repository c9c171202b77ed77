/// A message as the service sends it to one client: the record, its extras, its sender's
/// profile and, for a reply, the message it quotes.
package struct MessagePayload: Codable, Sendable {
    package var channelURL: String
    package var channelType: ChannelType
    package var record: MessageRecord
    package var extras: MessageExtras?
    package var sender: UserRecord?
    /// The quoted parent of a reply (without its own parent, to keep the chain one deep).
    package var parent: ParentPayload?
    /// In the reply to a send, whether the channel is now hidden for the sender: a new
    /// message unhides it, but a resend the service had stored before (its acknowledgement
    /// lost) changed nothing, and the channel may have been hidden since.
    package var senderHiddenState: HiddenState?

    package struct ParentPayload: Codable, Sendable {
        package var record: MessageRecord
        package var extras: MessageExtras?
        package var sender: UserRecord?

        package init(record: MessageRecord, extras: MessageExtras? = nil, sender: UserRecord? = nil) {
            self.record = record
            self.extras = extras
            self.sender = sender
        }
    }

    package init(channelURL: String, channelType: ChannelType, record: MessageRecord, extras: MessageExtras? = nil, sender: UserRecord? = nil, parent: ParentPayload? = nil, senderHiddenState: HiddenState? = nil) {
        self.channelURL = channelURL
        self.channelType = channelType
        self.record = record
        self.extras = extras
        self.sender = sender
        self.parent = parent
        self.senderHiddenState = senderHiddenState
    }
}
