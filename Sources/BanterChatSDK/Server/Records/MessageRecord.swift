/// The server's copy of one message. Kept small, because a channel may hold a million:
/// fields most messages lack live in `MessageExtras`, stored beside the channel only for the
/// messages that have them.
struct MessageRecord: Codable, Equatable, Sendable {
    enum Kind: UInt8, Codable, Sendable { case user, file, admin }

    var messageId: Int64
    var kind: Kind
    var senderId: String?
    /// The text of a user or admin message; empty for a file message.
    var text: String
    var createdAt: Int64
    var updatedAt: Int64
    var requestId: String?
    var parentMessageId: Int64?
}

/// The rarer parts of a message: file details, custom fields, mentions, reactions and the
/// thread summary of a parent message.
struct MessageExtras: Codable, Equatable, Sendable {
    var file: FileInfo?
    var customType: String?
    var data: String?
    var mentionedUserIds: [String] = []
    /// Reaction key → user ids, in the order they reacted.
    var reactions: [String: [String]] = [:]
    var reactionsUpdatedAt: Int64 = 0
    var replyCount: Int = 0
    var lastRepliedAt: Int64 = 0
    var isReplyToChannel: Bool = false

    struct FileInfo: Codable, Equatable, Sendable {
        var name: String
        var size: Int
        var mimeType: String
        var url: String
    }

    var isEmpty: Bool { self == MessageExtras() }
}
