/// Deciding whether a live message belongs in a collection made with these params, the same
/// way the service filters a history load.
extension MessageListParams {
    @MainActor
    func includes(_ message: BaseMessage) -> Bool {
        switch messageTypeFilter {
        case .all: break
        case .user: guard message is UserMessage else { return false }
        case .file: guard message is FileMessage else { return false }
        case .admin: guard message is AdminMessage else { return false }
        }
        if let customTypes, !customTypes.contains(message.customType ?? "") { return false }
        if let senderUserIds, !senderUserIds.contains(message.sender?.userId ?? "") { return false }
        guard message.parentMessageId != nil else { return true }
        switch replyType {
        case .none: return false
        case .all: return true
        case .onlyReplyToChannel: return message.isReplyToChannel
        }
    }
}
