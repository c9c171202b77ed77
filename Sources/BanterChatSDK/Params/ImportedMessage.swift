/// One text message of a history imported in bulk with
/// `ChatServer.importHistory(channelURL:messages:)`: who sent it, what it says and when.
public struct ImportedMessage: Sendable {
    /// The sender, an existing user (and a member, in a group channel).
    public var senderId: String
    /// What it says; the same rules as any text message (not empty, within the length limit).
    public var text: String
    /// When it was sent, in milliseconds since 1970; a history is imported oldest first.
    public var createdAt: Int64

    /// A message from `senderId` saying `text` at `createdAt`.
    public init(senderId: String, text: String, createdAt: Int64) {
        self.senderId = senderId
        self.text = text
        self.createdAt = createdAt
    }
}
