/// Hears how a `MessageCollection`'s lists and channel change. Called on the main actor after
/// the collection's lists already hold the change, never after `dispose()`. Held weakly.
///
/// Messages are matched across calls by `BaseMessage.isSameMessage(as:)`: a pending
/// message's `updatedMessages` call carries its succeeded or failed next state with the same
/// `requestId`.
@MainActor
public protocol MessageCollectionDelegate: AnyObject {
    /// Messages joined `succeededMessages` (received, sent, filled after a reconnection) or
    /// `pendingMessages` (this client started sending them).
    func messageCollection(_ collection: MessageCollection, context: MessageContext, channel: GroupChannel, addedMessages messages: [BaseMessage])
    /// Held messages changed: edited, reacted to, their thread grew, or this client's send
    /// moved on (pending to succeeded or failed, failed back to pending). Each replaces the
    /// held message with the same identity.
    func messageCollection(_ collection: MessageCollection, context: MessageContext, channel: GroupChannel, updatedMessages messages: [BaseMessage])
    /// Messages left the collection: deleted, or an upload this client cancelled.
    func messageCollection(_ collection: MessageCollection, context: MessageContext, channel: GroupChannel, deletedMessages messages: [BaseMessage])
    /// The channel itself changed: settings, freezing, members, receipts, typing.
    func messageCollection(_ collection: MessageCollection, context: MessageContext, updatedChannel channel: GroupChannel)
    /// The channel is gone for this user: deleted, or they left or were banned.
    func messageCollection(_ collection: MessageCollection, context: MessageContext, deletedChannel channelURL: String)
    /// More messages were missed during a disconnection than the collection fills in
    /// (`MessageCollection.hugeGapThreshold`). The collection now has `hasNext` true and can
    /// page forward with `loadNext`, but a UI usually disposes it and makes a new one at the
    /// live end.
    func didDetectHugeGap(_ collection: MessageCollection)
}

extension MessageCollectionDelegate {
    public func messageCollection(_ collection: MessageCollection, context: MessageContext, updatedChannel channel: GroupChannel) {}
    public func messageCollection(_ collection: MessageCollection, context: MessageContext, deletedChannel channelURL: String) {}
    public func didDetectHugeGap(_ collection: MessageCollection) {}
}
