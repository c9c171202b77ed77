/// A change to one reaction on one message, as delivered to channel delegates.
public struct ReactionEvent: Equatable, Sendable {
    /// Whether a reaction was added or removed.
    public enum Operation: String, Sendable { case add, delete }

    public let messageId: Int64
    public let key: String
    public let userId: String
    public let operation: Operation
    public let updatedAt: Int64

    package init(messageId: Int64, key: String, userId: String, operation: Operation, updatedAt: Int64) {
        self.messageId = messageId
        self.key = key
        self.userId = userId
        self.operation = operation
        self.updatedAt = updatedAt
    }
}
