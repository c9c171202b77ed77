/// What every message has: identity, time, sender, sending state, thread and reply links,
/// reactions, mentions and custom fields.
///
/// Message objects are values in spirit: an edit, a reaction or a change of sending state
/// arrives as a new object with the same `messageId` (or, while pending, the same
/// `requestId`), so a list can compare the old and the new one.
@MainActor
public class BaseMessage {
    /// The service's id; 0 while the message is pending or failed.
    public internal(set) var messageId: Int64
    /// The id the sending client gave the message, kept across resends so the service never
    /// stores it twice; empty for messages sent elsewhere.
    public internal(set) var requestId: String
    /// The text of a user or admin message; empty for a file message.
    public internal(set) var message: String
    public internal(set) var sendingStatus: SendingStatus
    /// Milliseconds since 1970.
    public internal(set) var createdAt: Int64
    /// When the message was last edited; 0 if never.
    public internal(set) var updatedAt: Int64
    /// Who sent it; nil for admin messages.
    public internal(set) var sender: User?
    public let channelURL: String
    public let channelType: ChannelType
    /// The message this one replies to, if any.
    public internal(set) var parentMessageId: Int64?
    /// The replied-to message, for showing a quote.
    public internal(set) var parentMessage: BaseMessage?
    /// For a thread's parent: how many replies and when the last came.
    public internal(set) var threadInfo: ThreadInfo
    /// Whether a thread reply is also shown in the channel.
    public internal(set) var isReplyToChannel = false
    /// Whether the message was sent end-to-end encrypted (into an encrypted Matrix room), which
    /// Banter cannot decrypt: `message` is empty, and the kit shows a notice in its place.
    public internal(set) var isEncrypted = false
    public internal(set) var reactions: [Reaction] = []
    public internal(set) var mentionedUsers: [User] = []
    public internal(set) var customType: String?
    public internal(set) var data: String?
    /// The Open Graph data of the first http(s) link in the text, once the service has
    /// fetched it (the message is then updated); nil before, or when there is none.
    public internal(set) var ogMetaData: OGMetaData?
    /// Why a failed message failed.
    public internal(set) var errorCode: ChatError.Code?

    init(pendingIn channel: BaseChannel, requestId: String, text: String, sender: User?, createdAt: Int64) {
        messageId = 0
        self.requestId = requestId
        message = text
        sendingStatus = .pending
        self.createdAt = createdAt
        updatedAt = 0
        self.sender = sender
        channelURL = channel.channelURL
        channelType = channel.channelType
        threadInfo = ThreadInfo()
    }

    /// A copy of `other`, to hand out as its next state so earlier holders keep theirs.
    required init(copying other: BaseMessage) {
        messageId = other.messageId
        requestId = other.requestId
        message = other.message
        sendingStatus = other.sendingStatus
        createdAt = other.createdAt
        updatedAt = other.updatedAt
        sender = other.sender
        channelURL = other.channelURL
        channelType = other.channelType
        parentMessageId = other.parentMessageId
        parentMessage = other.parentMessage
        threadInfo = other.threadInfo
        isReplyToChannel = other.isReplyToChannel
        isEncrypted = other.isEncrypted
        reactions = other.reactions
        mentionedUsers = other.mentionedUsers
        customType = other.customType
        data = other.data
        ogMetaData = other.ogMetaData
        errorCode = other.errorCode
    }

    init(_ payload: MessagePayload, client: ChatClient) {
        let record = payload.record
        messageId = record.messageId
        requestId = record.requestId ?? ""
        message = record.text
        sendingStatus = record.senderId == client.currentUser?.userId && record.requestId != nil ? .succeeded : .none
        createdAt = record.createdAt
        updatedAt = record.updatedAt == record.createdAt ? 0 : record.updatedAt
        sender = payload.sender.map { client.user(for: $0.userId, updating: $0) }
        channelURL = payload.channelURL
        channelType = payload.channelType
        parentMessageId = record.parentMessageId
        let extras = payload.extras ?? MessageExtras()
        threadInfo = ThreadInfo(replyCount: extras.replyCount, lastRepliedAt: extras.lastRepliedAt, updatedAt: extras.lastRepliedAt)
        isReplyToChannel = extras.isReplyToChannel
        isEncrypted = extras.encryptionAlgorithm != nil
        reactions = extras.reactions.keys.sorted().map {
            Reaction(key: $0, userIds: extras.reactions[$0] ?? [], updatedAt: extras.reactionsUpdatedAt)
        }
        mentionedUsers = extras.mentionedUserIds.map { client.user(for: $0) }
        customType = extras.customType
        data = extras.data
        ogMetaData = extras.ogMetaData
        if let parent = payload.parent {
            parentMessage = client.makeMessage(MessagePayload(
                channelURL: payload.channelURL, channelType: payload.channelType,
                record: parent.record, extras: parent.extras, sender: parent.sender, parent: nil))
        }
    }

    func copy() -> Self {
        Self(copying: self)
    }

    /// Whether a failed message can be sent again: failures of the network or the
    /// service's limits can, refusals (muted, frozen, banned, invalid) cannot.
    public var isResendable: Bool {
        guard sendingStatus == .failed, let errorCode else { return false }
        return ChatError.passingCodes.contains(errorCode)
    }

    /// Whether the message was edited after it was sent.
    public var isEdited: Bool { updatedAt > 0 && updatedAt > createdAt }

    /// Whether this message is `other` or a later state of it: the same service id, or
    /// for unsent messages the same request id.
    public func isSameMessage(as other: BaseMessage) -> Bool {
        if messageId != 0, other.messageId != 0 { return messageId == other.messageId }
        return !requestId.isEmpty && requestId == other.requestId
    }
}
