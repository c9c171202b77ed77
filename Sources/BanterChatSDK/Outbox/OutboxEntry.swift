import Foundation

/// One request of the outbox, as it is written to disk: enough to make the request again
/// after a restart with the same request id, and to show the pending message meanwhile.
struct OutboxEntry: Codable, Sendable, Equatable {
    /// What the request does.
    enum Action: String, Codable, Sendable {
        case send, update, delete, addReaction, deleteReaction
    }

    /// The request's id: a sent message's `requestId` (the Matrix transaction id), so the
    /// service stores a resend once; for the other actions, an id of the outbox's own.
    var requestId: String
    var action: Action
    var channelURL: String
    /// The channel's type, to rebuild the pending message's channel after a restart.
    var isOpenChannel: Bool
    /// The sender, for the pending message shown after a restart.
    var senderId: String
    /// When the user sent it, in the service's milliseconds.
    var createdAt: Int64
    /// A send's kind, text and extras; an update's new text and extras.
    var kind: MessageRecord.Kind = .user
    var text: String = ""
    var extras: MessageExtras = MessageExtras()
    var parentMessageId: Int64?
    /// The message an update, deletion or reaction is about.
    var messageId: Int64 = 0
    /// An update's fields: nil leaves a field as it is.
    var updatedText: String?
    var updatedCustomType: String?
    var updatedData: String?
    /// An update's mentions and their template (nil: unchanged). Optional, so outbox files
    /// written before edits carried mentions still decode.
    var updatedMentionedUserIds: [String]?
    var updatedMentionedMessageTemplate: String?
    /// A reaction's key.
    var reactionKey: String?
    /// Whether a file's bytes are kept beside the outbox until the send goes.
    var hasFileData: Bool = false

    /// The request a send makes, with the bytes read back from disk.
    func outgoing(fileData: Data?) -> OutgoingMessage {
        OutgoingMessage(requestId: requestId, kind: kind, text: text, extras: extras,
                        parentMessageId: parentMessageId, fileData: fileData)
    }

    var updateParams: UserMessageUpdateParams {
        UserMessageUpdateParams(message: updatedText, customType: updatedCustomType, data: updatedData,
                                mentionedUserIds: updatedMentionedUserIds, mentionedMessageTemplate: updatedMentionedMessageTemplate)
    }
}
