import BanterCanvas
import BanterChatSDK

/// Editing a message: an `m.replace` event whose `m.new_content` is the whole new content
/// (text, custom type, data, mentions), with the `* ` fallback body older clients show.
extension MatrixSession {
    /// The longest text an edit may carry: `MatrixBackend.limits.maxMessageLength`.
    static let maxEditLength = 30_000

    /// Reads the message back first: Matrix would accept anyone's `m.replace` (clients
    /// ignore other senders' edits), so only the sender may edit is checked here, as the
    /// mock does, with its 400108. Answers the edited message with the edit's server time
    /// as `updatedAt`, which is what every other client computes from the bundled edit.
    /// The request id is the edit's transaction id, so a retried edit is stored once.
    func updateMessage(url: String, messageId: Int64, _ params: UserMessageUpdateParams, requestId: String, reply: @escaping BackendReply<MessagePayload>) {
        guard let eventId = eventId(of: messageId, in: url) else { return refuse(.messageNotFound(messageId), reply) }
        if let refusal = encryptionRefusal(url) { return refuse(refusal, reply) }
        if let text = params.message {
            do throws(ChatError) { try Validation.messageText(text, limit: Self.maxEditLength) } catch { return refuse(error, reply) }
        }
        whenUnencrypted(url, reply) { [self] in readAndEdit(eventId, messageId: messageId, params, in: url, requestId: requestId, reply: reply) }
    }

    private func readAndEdit(
        _ eventId: String, messageId: Int64, _ params: UserMessageUpdateParams, in url: String, requestId: String,
        reply: @escaping BackendReply<MessagePayload>
    ) {
        readEvent(eventId, in: url, refusal: refusal(.message(url: url, messageId: messageId))) { [self] result in
            switch result {
            case .failure(let error):
                reply(.failure(error))
            case .success((_, nil)):
                reply(.failure(.messageNotFound(messageId)))
            case .success((let event, let original?)):
                guard original.record.senderId == userId else {
                    return reply(.failure(ChatError(.nonAuthorized, "Not authorized: only the sender can edit message \(messageId).")))
                }
                guard original.record.kind == .user || params.message == nil else {
                    return reply(.failure(.invalidParameter("message \(messageId) is not a text message")))
                }
                sendEdit(of: event, original: original, params, in: url, requestId: requestId, reply: reply)
            }
        }
    }

    private func sendEdit(
        of event: MatrixRoomEvent, original: MatrixMessageMapping.Message, _ params: UserMessageUpdateParams,
        in url: String, requestId: String, reply: @escaping BackendReply<MessagePayload>
    ) {
        let mentioned = Self.editedMentions(original: original, params)
        let text = params.message ?? original.record.text
        let newContent = Self.editedContent(event.content, original: original, params,
                                            pills: mentionPills(in: url, userIds: mentioned, text: text))
        var content = newContent
        content["body"] = .string("* " + (newContent["body"]?.string ?? ""))
        if let html = newContent["formatted_body"]?.string { content["formatted_body"] = .string("* " + html) }
        // Outside `m.new_content`, only the users the edit mentions for the first time, as the
        // spec asks (intentional mentions): their homeserver notifies them, the others not again.
        let added = mentioned.filter { !original.extras.mentionedUserIds.contains($0) }
        content["m.mentions"] = .object(added.isEmpty ? [:] : ["user_ids": .array(added.map(MatrixJSON.string))])
        content["m.new_content"] = .object(newContent)
        content["m.relates_to"] = .object(["rel_type": .string("m.replace"), "event_id": .string(event.eventId)])
        http.send("PUT", ["rooms", url, "send", "m.room.message", requestId], body: .object(content), refusal: postingRefusal(url)) {
            [self] (result: Result<MatrixResponse.EventId, ChatError>) in
            switch result {
            case .failure(let error):
                refusePosting(error, in: url, reply)
            case .success(let sent):
                readEvent(sent.eventId, in: url, refusal: refusal(.channel(url: url))) { [self] result in
                    reply(result.flatMap { edit in
                        guard let new = edit.event.content.newContent else {
                            return .failure(MatrixHTTP.Answer.notMatrix("read back an edit without its new content"))
                        }
                        var room = account.rooms[url] ?? MatrixRoom(roomId: url)
                        let edited = MatrixMessageMapping.applying(new, at: edit.event.originServerTimestamp, to: original)
                        room.relations.remember(edited, eventId: event.eventId)
                        if room.lastMessage?.record.messageId == edited.record.messageId { room.lastMessage = edited }
                        account.rooms[url] = room
                        return .success(room.payload(edited))
                    })
                }
            }
        }
    }

    /// Whom the edited message mentions: the edit's users (each once), or the message's own
    /// when the edit leaves them.
    static func editedMentions(original message: MatrixMessageMapping.Message, _ params: UserMessageUpdateParams) -> [String] {
        guard let ids = params.mentionedUserIds else { return message.extras.mentionedUserIds }
        var seen = Set<String>()
        return ids.filter { seen.insert($0).inserted }
    }

    /// The message's whole new content: the original's (a file keeps its file), with the
    /// edited text, custom type and data, and the edit's mentions (the message's when the
    /// edit leaves them) in `m.mentions` and as `pills` in `formatted_body`, as a new
    /// message has them.
    static func editedContent(
        _ original: MatrixRoomEvent.Content, original message: MatrixMessageMapping.Message, _ params: UserMessageUpdateParams,
        pills: [MarkdownMention] = []
    ) -> [String: MatrixJSON] {
        var content: [String: MatrixJSON] = [
            "msgtype": .string(original.msgtype ?? "m.text"),
            "body": .string(params.message ?? (message.record.kind == .file ? original.body ?? "" : message.record.text)),
        ]
        if message.record.kind != .file, let text = content["body"]?.string { MatrixFormattedBody.adding(to: &content, text: text, mentions: pills) }
        if message.record.kind == .file {
            if let url = original.url { content["url"] = .string(url) }
            if let filename = original.filename { content["filename"] = .string(filename) }
            if let info = original.info {
                var object: [String: MatrixJSON] = [:]
                if let size = info.size { object["size"] = .number(Double(size)) }
                if let mimetype = info.mimetype { object["mimetype"] = .string(mimetype) }
                content["info"] = .object(object)
            }
        }
        if let customType = params.customType ?? message.extras.customType { content["banter.custom_type"] = .string(customType) }
        if let data = params.data ?? message.extras.data { content["banter.data"] = .string(data) }
        // Always written: an empty `m.mentions` tells other clients the edit mentions no one,
        // where a missing one would let them guess from the text.
        let mentioned = editedMentions(original: message, params)
        content["m.mentions"] = .object(mentioned.isEmpty ? [:] : ["user_ids": .array(mentioned.map(MatrixJSON.string))])
        return content
    }
}
