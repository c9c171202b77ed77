/// What the service answered to an outbox request, handed to whoever made the request.
enum OutboxReply {
    /// A send or an update: the message as stored.
    case message(MessagePayload)
    /// A reaction added or removed.
    case reaction(ReactionEvent)
    /// A deletion.
    case done
}
