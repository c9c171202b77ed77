/// Reading a channel's history: around a time or a message, with filters, by binary search
/// over the id-ordered messages so a page costs the same in a channel of any length.
extension ChatServer {
    /// The stored message `messageId` with its reactions (`ChatBackendSession.loadReactions`),
    /// for a member of a group channel or anyone in an open one.
    func loadReactions(_ context: RequestContext, url: String, messageId: Int64) throws(ChatError) -> MessagePayload {
        try Validation.channelURL(url)
        let channel = try context.channel(url)
        if channel.header.kind == .group, channel.members[context.userId]?.state != .joined, !channel.header.isPublic {
            throw ChatError(.nonAuthorized, "Not authorized: \(context.userId) is not a member of \(url).")
        }
        guard let index = channel.index(ofMessage: messageId) else { throw .messageNotFound(messageId) }
        return messagePayload(channel.messages[index], in: channel)
    }

    func loadMessages(
        _ context: RequestContext, url: String, anchor: HistoryAnchor, params: MessageListParams,
        threadOf parentId: Int64? = nil
    ) throws(ChatError) -> [MessagePayload] {
        try Validation.channelURL(url)
        try Validation.limit(params.previousResultSize, named: "previousResultSize")
        try Validation.limit(params.nextResultSize, named: "nextResultSize")
        let channel = try context.channel(url)
        if channel.header.kind == .group, channel.members[context.userId]?.state != .joined, !channel.header.isPublic {
            throw ChatError(.nonAuthorized, "Not authorized: \(context.userId) is not a member of \(url).")
        }
        if let parentId, channel.index(ofMessage: parentId) == nil { throw .messageNotFound(parentId) }
        let messages = channel.messages
        // Messages exactly at the anchor occupy lower..<upper; an inclusive read gives them to
        // the previous side, or to the next side when it asks for no previous messages.
        let lower: Int, upper: Int
        switch anchor {
        case .timestamp(let time):
            lower = channel.firstIndex(ofMessageCreatedAtLeast: time)
            upper = channel.firstIndex(ofMessageCreatedAtLeast: time == .max ? time : time + 1)
        case .messageId(let id):
            guard let index = channel.index(ofMessage: id) else { throw .messageNotFound(id) }
            lower = index
            upper = index + 1
        }
        let matches = filter(params, channel: channel, threadOf: parentId)
        var before: [MessageRecord] = []
        var index = params.isInclusive ? upper : lower
        while before.count < params.previousResultSize, index > 0 {
            index -= 1
            if matches(messages[index]) { before.append(messages[index]) }
        }
        var after: [MessageRecord] = []
        index = params.isInclusive ? lower : upper
        if params.isInclusive, params.previousResultSize > 0 { index = upper }
        while after.count < params.nextResultSize, index < messages.count {
            if matches(messages[index]) { after.append(messages[index]) }
            index += 1
        }
        var records = before.reversed() + after
        if params.reverse { records.reverse() }
        return records.map { record in
            var payload = messagePayload(record, in: channel)
            if !params.includeParentMessageInfo { payload.parent = nil }
            return payload
        }
    }

    private func filter(_ params: MessageListParams, channel: ChannelRecord, threadOf parentId: Int64?) -> (MessageRecord) -> Bool {
        let customTypes = params.customTypes.map(Set.init)
        let senders = params.senderUserIds.map(Set.init)
        let kind: MessageRecord.Kind? = switch params.messageTypeFilter {
        case .all: nil
        case .user: .user
        case .file: .file
        case .admin: .admin
        }
        let needsExtras = customTypes != nil || (parentId == nil && params.replyType == .onlyReplyToChannel)
        return { record in
            if let kind, record.kind != kind { return false }
            if let senders, !senders.contains(record.senderId ?? "") { return false }
            let extras = needsExtras ? channel.extras[record.messageId] : nil
            if let customTypes, !customTypes.contains(extras?.customType ?? "") { return false }
            if let parentId { return record.parentMessageId == parentId }
            guard record.parentMessageId != nil else { return true }
            switch params.replyType {
            case .none: return false
            case .all: return true
            case .onlyReplyToChannel: return extras?.isReplyToChannel == true
            }
        }
    }
}
