/// Changes to a sent text message; nil leaves a field as it is.
public struct UserMessageUpdateParams: Sendable {
    public var message: String?
    public var customType: String?
    public var data: String?
    /// The users the edited text mentions, replacing the message's mentions: users added
    /// count an unread mention and hear of it, users left out stop counting one. Nil keeps
    /// the mentions as they are; `[]` removes them all.
    public var mentionedUserIds: [String]?
    /// The edited text with each mention written `@{userId}` (the reference SDK's
    /// `mentionedMessageTemplate`), as `UserMessageCreateParams` has it; nil when the edit
    /// mentions no one or leaves the mentions as they are.
    public var mentionedMessageTemplate: String?

    public init(message: String? = nil, customType: String? = nil, data: String? = nil,
                mentionedUserIds: [String]? = nil, mentionedMessageTemplate: String? = nil) {
        self.message = message
        self.customType = customType
        self.data = data
        self.mentionedUserIds = mentionedUserIds
        self.mentionedMessageTemplate = mentionedMessageTemplate
    }
}
