/// What caused a `MessageCollection` change, passed with every delegate call.
public struct MessageContext: Sendable {
    /// The event, local step or catch-up behind the change.
    public let source: CollectionEventSource
    /// The sending status of the messages in the call: `.pending`, `.failed` or `.canceled`
    /// for this client's own sends on their way, `.succeeded` for messages the service
    /// stored, `.none` for a change to the channel itself.
    public let sendingStatus: SendingStatus
}
