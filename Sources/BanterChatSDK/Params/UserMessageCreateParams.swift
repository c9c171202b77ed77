/// A text message to send, with its optional reply target, mentions and custom fields.
public struct UserMessageCreateParams: Sendable {
    public var message: String
    public var customType: String?
    public var data: String?
    public var mentionedUserIds: [String] = []
    /// The text with each mention written `@{userId}` (the reference SDK's
    /// `mentionedMessageTemplate`), so a client can draw the names as they are now; nil when
    /// the message mentions no one.
    public var mentionedMessageTemplate: String?
    /// Reply to this message: in its thread, or as a quote when `isReplyToChannel`.
    public var parentMessageId: Int64?
    /// Whether a reply also shows in the channel (a quote reply) rather than only in the thread.
    public var isReplyToChannel = false

    public init(message: String) {
        self.message = message
    }
}
