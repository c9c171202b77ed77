/// One reaction key on a message (an emoji name such as "thumbsup") and who chose it.
public struct Reaction: Equatable, Sendable {
    /// The reaction's key.
    public let key: String
    /// The users who reacted with it, in the order they did.
    public let userIds: [String]
    /// When the list last changed, in milliseconds since 1970.
    public let updatedAt: Int64

    public init(key: String, userIds: [String], updatedAt: Int64) {
        self.key = key
        self.userIds = userIds
        self.updatedAt = updatedAt
    }
}
