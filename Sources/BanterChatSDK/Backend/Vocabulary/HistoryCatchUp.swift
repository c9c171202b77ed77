/// What changed in a channel since a sync token.
struct HistoryCatchUp: Sendable {
    var channel: ChannelPayload
    /// Messages after the newest the collection holds, oldest first, when it asked for them.
    var missed: HistoryPage
    /// The current state of held messages edited, reacted to or whose thread grew.
    var updated: [MessagePayload]
    var deletedIds: [Int64]
    var token: HistorySyncToken
    /// The caller's failed sends the service did store (their acknowledgement was lost),
    /// found by request id: they may be older than messages the collection already holds.
    var stored: [MessagePayload] = []
}
