/// What caused a `GroupChannelCollection` change, passed with every delegate call.
public struct GroupChannelContext: Sendable {
    /// The event, local step or catch-up behind the change.
    public let source: CollectionEventSource
}
