/// The outbox's entries as the messages a user sees and the requests they came from.
extension OutboxEntry {
    /// The pending message a send restored from disk is shown as.
    @MainActor
    func pendingMessage(in channel: BaseChannel, sender: User?) -> BaseMessage {
        let message: BaseMessage = if kind == .file, let files = extras.files {
            MultipleFilesMessage(pendingIn: channel, requestId: requestId, files: files, sender: sender, createdAt: createdAt)
        } else if kind == .file, let file = extras.file {
            FileMessage(pendingIn: channel, requestId: requestId, file: file, sender: sender, createdAt: createdAt)
        } else {
            UserMessage(pendingIn: channel, requestId: requestId, text: text, sender: sender, createdAt: createdAt)
        }
        message.customType = extras.customType
        message.data = extras.data
        message.parentMessageId = parentMessageId
        message.isReplyToChannel = extras.isReplyToChannel
        if let client = channel.client { message.mentionedUsers = extras.mentionedUserIds.map { client.user(for: $0) } }
        return message
    }

    /// The entry of a message being sent.
    @MainActor
    static func send(_ outgoing: OutgoingMessage, in channel: BaseChannel, senderId: String, createdAt: Int64) -> OutboxEntry {
        OutboxEntry(requestId: outgoing.requestId, action: .send, channelURL: channel.channelURL,
                    isOpenChannel: channel.channelType == .open, senderId: senderId, createdAt: createdAt,
                    kind: outgoing.kind, text: outgoing.text, extras: outgoing.extras, parentMessageId: outgoing.parentMessageId)
    }
}
