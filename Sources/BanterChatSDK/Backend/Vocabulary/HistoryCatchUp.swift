/// What changed in a channel since a sync token.
package struct HistoryCatchUp: Sendable {
    package var channel: ChannelPayload
    /// Messages after the newest the collection holds, oldest first, when it asked for them.
    package var missed: HistoryPage
    /// The current state of held messages edited, reacted to or whose thread grew.
    package var updated: [MessagePayload]
    package var deletedIds: [Int64]
    package var token: HistorySyncToken
    /// The caller's failed sends the service did store (their acknowledgement was lost),
    /// found by request id: they may be older than messages the collection already holds.
    package var stored: [MessagePayload] = []

    package init(channel: ChannelPayload, missed: HistoryPage, updated: [MessagePayload], deletedIds: [Int64], token: HistorySyncToken, stored: [MessagePayload] = []) {
        self.channel = channel
        self.missed = missed
        self.updated = updated
        self.deletedIds = deletedIds
        self.token = token
        self.stored = stored
    }
}
