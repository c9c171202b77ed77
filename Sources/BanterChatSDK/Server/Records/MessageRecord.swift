/// The server's copy of one message. Kept small, because a channel may hold a million:
/// fields most messages lack live in `MessageExtras`, stored beside the channel only for the
/// messages that have them.
package struct MessageRecord: Codable, Equatable, Sendable {
    package enum Kind: UInt8, Codable, Sendable { case user, file, admin }

    package var messageId: Int64
    package var kind: Kind
    package var senderId: String?
    /// The text of a user or admin message; empty for a file message.
    package var text: String
    package var createdAt: Int64
    package var updatedAt: Int64
    package var requestId: String?
    package var parentMessageId: Int64?

    package init(messageId: Int64, kind: Kind, senderId: String? = nil, text: String, createdAt: Int64, updatedAt: Int64, requestId: String? = nil, parentMessageId: Int64? = nil) {
        self.messageId = messageId
        self.kind = kind
        self.senderId = senderId
        self.text = text
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.requestId = requestId
        self.parentMessageId = parentMessageId
    }
}

/// The rarer parts of a message: file details, custom fields, mentions, reactions and the
/// thread summary of a parent message.
package struct MessageExtras: Codable, Equatable, Sendable {
    package var file: FileInfo?
    /// A multiple-files message's files, in order (its kind is `.file`, `file` is nil).
    package var files: [FileInfo]?
    package var customType: String?
    package var data: String?
    package var mentionedUserIds: [String] = []
    /// Reaction key → user ids, in the order they reacted.
    package var reactions: [String: [String]] = [:]
    package var reactionsUpdatedAt: Int64 = 0
    package var replyCount: Int = 0
    package var lastRepliedAt: Int64 = 0
    package var isReplyToChannel: Bool = false
    /// The algorithm of an end-to-end encrypted message (Matrix's `m.room.encrypted`), which
    /// Banter cannot decrypt: the message has no text, and the kit says so in its place.
    package var encryptionAlgorithm: String?
    /// The first link's Open Graph data, once the service fetched it.
    package var ogMetaData: OGMetaData?

    package struct FileInfo: Codable, Equatable, Sendable {
        package var name: String
        package var size: Int
        package var mimeType: String
        package var url: String

        package init(name: String, size: Int, mimeType: String, url: String) {
            self.name = name
            self.size = size
            self.mimeType = mimeType
            self.url = url
        }
    }

    package var isEmpty: Bool { self == MessageExtras() }

    package init(file: FileInfo? = nil, customType: String? = nil, data: String? = nil, mentionedUserIds: [String] = [], reactions: [String: [String]] = [:], reactionsUpdatedAt: Int64 = 0, replyCount: Int = 0, lastRepliedAt: Int64 = 0, isReplyToChannel: Bool = false) {
        self.file = file
        self.customType = customType
        self.data = data
        self.mentionedUserIds = mentionedUserIds
        self.reactions = reactions
        self.reactionsUpdatedAt = reactionsUpdatedAt
        self.replyCount = replyCount
        self.lastRepliedAt = lastRepliedAt
        self.isReplyToChannel = isReplyToChannel
    }
}
