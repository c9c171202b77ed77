import Foundation
/// The service's handlers for messages: sending (deduplicated by request id), editing,
/// deleting and reactions.
extension ChatServer {
    /// Checks that the caller may post in the channel now: member, not banned, not muted,
    /// not frozen out, not a reader of a broadcast channel.
    func requirePostingRights(_ context: RequestContext, in channel: ChannelRecord) throws(ChatError) {
        let url = channel.url
        if isBanned(context.userId, in: channel, at: context.now) {
            throw ChatError(.bannedFromChannel, "User is banned: \(context.userId) cannot send messages to \(url).")
        }
        if channel.header.kind == .group {
            _ = try context.membership(in: channel)
        } else if !context.isAdministration, !(participants[url] ?? []).contains(context.userId) {
            throw ChatError(.nonAuthorized, "Not authorized: \(context.userId) has not entered \(url).")
        }
        let isOperator = context.isOperator(context.userId, in: channel)
        if isMuted(context.userId, in: channel, at: context.now) {
            throw ChatError(.mutedInChannel, "User is muted: \(context.userId) cannot send messages to \(url).")
        }
        if channel.header.isFrozen, !isOperator {
            throw ChatError(.channelFrozen, "Channel is frozen: only operators can send messages to \(url).")
        }
        if channel.header.isBroadcast, !isOperator {
            throw ChatError(.nonAuthorized, "Not authorized: only operators can send messages to the broadcast channel \(url).")
        }
    }

    /// Takes one file of a multiple-files message before the message is sent, and answers
    /// with the address it is kept at. The service keeps the description, not the bytes.
    func uploadFile(_ context: RequestContext, url: String, requestId: String, index: Int,
                    _ file: MessageExtras.FileInfo) throws(ChatError) -> String {
        let channel = try context.channel(url)
        try requirePostingRights(context, in: channel)
        try checkUploaded([MessageExtras.FileInfo(name: file.name, size: file.size, mimeType: file.mimeType, url: "-")])
        if !file.url.isEmpty { return file.url }
        let name = file.name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "file"
        return "https://files.banter.invalid/\(url)/\(requestId)/\(index)/\(name)"
    }

    /// A multiple-files message's files as the service accepts them: one to the count limit,
    /// each within the size limit and uploaded (an address), whoever sends it.
    private func checkUploaded(_ files: [MessageExtras.FileInfo]) throws(ChatError) {
        let limit = configuration.multipleFilesMessageFileCountLimit
        if files.isEmpty || files.count > limit {
            throw .invalidParameter("the message has \(files.count) files; it may have 1 to \(limit)")
        }
        for file in files {
            if file.size <= 0 || file.size > configuration.maxFileSize {
                throw .invalidParameter("the file \"\(file.name)\" is \(file.size) bytes; the limit is \(configuration.maxFileSize)")
            }
            if file.url.isEmpty { throw .invalidParameter("the file \"\(file.name)\" was not uploaded") }
        }
    }

    func sendMessage(_ context: RequestContext, url: String, _ outgoing: OutgoingMessage) throws(ChatError) -> MessagePayload {
        let channel = try context.channel(url)
        if let existingId = channel.requestIds[outgoing.requestId], let index = channel.index(ofMessage: existingId) {
            // A resend of a message whose acknowledgement was lost: it is already stored.
            var payload = messagePayload(channel.messages[index], in: channel)
            payload.senderHiddenState = channel.members[context.userId]?.hiddenState
            return payload
        }
        if outgoing.kind == .admin {
            // Admin messages come from the service itself, never from a client.
            guard context.isAdministration else {
                throw ChatError(.nonAuthorized, "Not authorized: only the service can send admin messages.")
            }
        } else {
            try requirePostingRights(context, in: channel)
        }
        if let parentId = outgoing.parentMessageId {
            guard let parentIndex = channel.index(ofMessage: parentId) else { throw .messageNotFound(parentId) }
            guard channel.messages[parentIndex].parentMessageId == nil else {
                throw .invalidParameter("message \(parentId) is itself a reply; threads are one level deep")
            }
        }
        if let files = outgoing.extras.files { try checkUploaded(files) }
        try Validation.userIds(outgoing.extras.mentionedUserIds, in: context.state)
        let time = max(context.now, channel.messages.last?.createdAt ?? 0)
        let record = MessageRecord(
            messageId: context.state.nextMessageId, kind: outgoing.kind,
            senderId: outgoing.kind == .admin ? nil : context.userId,
            text: outgoing.text, createdAt: time, updatedAt: time, requestId: outgoing.requestId,
            parentMessageId: outgoing.parentMessageId)
        var mutations: [ServerMutation] = [.message(url: url, record, outgoing.extras)]
        if channel.header.kind == .group, !channel.header.isSuper, sessions.count > 1 {
            for userId in Set(sessionUserIds).sorted()
            where userId != context.userId && channel.members[userId]?.state == .joined {
                mutations.append(.delivered(url: url, userId: userId, at: time))
            }
        }
        try context.commit(mutations)
        let stored = channel
        var payload = messagePayload(record, in: stored)
        payload.senderHiddenState = stored.members[context.userId]?.hiddenState
        broadcast(in: stored, except: context.session) { recipient in
            .messageReceived(channelPayload(stored, for: recipient), payload)
        }
        let mentioned = outgoing.extras.mentionedUserIds.filter { $0 != context.userId }
        if !mentioned.isEmpty {
            broadcast(to: mentioned) { recipient in .mentioned(channelPayload(stored, for: recipient), payload) }
        }
        if let parentId = outgoing.parentMessageId { announceThreadInfo(of: parentId, in: stored) }
        scheduleLinkPreview(of: record, in: url)
        if mutations.count > 1 {
            // Receipts come from the recipients' clients, so the sender hears of delivery
            // after its own acknowledgement, which this turn queues first.
            let sender = context.userId
            scheduler.schedule(after: .zero) { [weak self] in
                self?.announce(.deliveryStatus(userId: sender), in: url)
            }
        }
        return payload
    }

    func updateMessage(_ context: RequestContext, url: String, messageId: Int64, _ params: UserMessageUpdateParams) throws(ChatError) -> MessagePayload {
        let channel = try context.channel(url)
        guard let index = channel.index(ofMessage: messageId) else { throw .messageNotFound(messageId) }
        var record = channel.messages[index]
        guard record.senderId == context.userId else {
            throw ChatError(.nonAuthorized, "Not authorized: only the sender can edit message \(messageId).")
        }
        guard record.kind == .user || params.message == nil else {
            throw .invalidParameter("message \(messageId) is not a text message")
        }
        try requirePostingRights(context, in: channel)
        if let text = params.message { try Validation.messageText(text, limit: configuration.maxMessageLength) }
        if let mentions = params.mentionedUserIds { try Validation.userIds(mentions, in: context.state) }
        var extras = channel.extras[messageId] ?? MessageExtras()
        let mentionedBefore = extras.mentionedUserIds
        record.text = params.message ?? record.text
        record.updatedAt = max(context.now, record.createdAt + 1)
        extras.customType = params.customType ?? extras.customType
        extras.data = params.data ?? extras.data
        if let mentions = params.mentionedUserIds {
            // Each user once, in the order written; the store recounts unread mentions.
            var seen = Set<String>()
            extras.mentionedUserIds = mentions.filter { seen.insert($0).inserted }
        }
        try context.commit(.message(url: url, record, extras))
        guard let stored = state[url] else { throw .channelNotFound(url) }
        let payload = messagePayload(record, in: stored)
        broadcast(in: stored) { recipient in .messageUpdated(channelPayload(stored, for: recipient), payload) }
        // Those the edit mentions for the first time hear of it as of a new mention.
        let added = extras.mentionedUserIds.filter { $0 != context.userId && !mentionedBefore.contains($0) }
        if !added.isEmpty {
            broadcast(to: added) { recipient in .mentioned(channelPayload(stored, for: recipient), payload) }
        }
        return payload
    }

    func deleteMessage(_ context: RequestContext, url: String, messageId: Int64) throws(ChatError) {
        let channel = try context.channel(url)
        guard let index = channel.index(ofMessage: messageId) else { throw .messageNotFound(messageId) }
        let record = channel.messages[index]
        // Someone who left or was banned no longer acts in the channel, their own messages included.
        if channel.header.kind == .group { _ = try context.membership(in: channel) }
        guard record.senderId == context.userId || context.isOperator(context.userId, in: channel) else {
            throw ChatError(.nonAuthorized, "Not authorized: only the sender or an operator can delete message \(messageId).")
        }
        try context.commit(.messageDeleted(url: url, messageId: messageId, at: context.now))
        guard let stored = state[url] else { return }
        broadcast(in: stored) { recipient in .messageDeleted(channelPayload(stored, for: recipient), messageId: messageId) }
        if let parentId = record.parentMessageId { announceThreadInfo(of: parentId, in: stored) }
    }

    func react(_ context: RequestContext, url: String, messageId: Int64, key: String, add: Bool) throws(ChatError) -> ReactionEvent {
        let channel = try context.channel(url)
        guard !key.isEmpty, key.count <= 128, !key.contains(where: \.isWhitespace) else {
            throw .invalidParameter("the reaction key \"\(key)\" is empty, too long or contains spaces")
        }
        guard let index = channel.index(ofMessage: messageId) else { throw .messageNotFound(messageId) }
        if channel.header.kind == .group { _ = try context.membership(in: channel) }
        if isBanned(context.userId, in: channel, at: context.now) {
            throw ChatError(.bannedFromChannel, "User is banned: \(context.userId) cannot react in \(url).")
        }
        let record = channel.messages[index]
        var extras = channel.extras[messageId] ?? MessageExtras()
        var users = extras.reactions[key] ?? []
        let had = users.contains(context.userId)
        let event = ReactionEvent(messageId: messageId, key: key, userId: context.userId,
                                  operation: add ? .add : .delete, updatedAt: context.now)
        guard had != add else { return event }
        if add { users.append(context.userId) } else { users.removeAll { $0 == context.userId } }
        extras.reactions[key] = users.isEmpty ? nil : users
        extras.reactionsUpdatedAt = context.now
        try context.commit(.message(url: url, record, extras))
        guard let stored = state[url] else { return event }
        broadcast(in: stored) { recipient in .reactionUpdated(channelPayload(stored, for: recipient), event) }
        return event
    }

    private func announceThreadInfo(of parentId: Int64, in channel: ChannelRecord) {
        let extras = channel.extras[parentId] ?? MessageExtras()
        let info = ThreadInfo(replyCount: extras.replyCount, lastRepliedAt: extras.lastRepliedAt, updatedAt: now)
        broadcast(in: channel) { recipient in
            .threadInfoUpdated(channelPayload(channel, for: recipient), parentMessageId: parentId, info)
        }
    }
}
