/// A change to one reaction on one message, as delivered to channel delegates.
public struct ReactionEvent: Equatable, Sendable {
    /// Whether a reaction was added or removed.
    public enum Operation: String, Sendable { case add, delete }

    public let messageId: Int64
    public let key: String
    public let userId: String
    public let operation: Operation
    public let updatedAt: Int64
}
