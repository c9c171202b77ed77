import Foundation
import BanterScheduling

/// Sending, resending, editing and deleting messages, and reactions.
///
/// A send returns the pending message at once; the completion later receives the same
/// message as succeeded (with its `messageId`) or as failed (with `errorCode`), and the
/// channel's collections see each step. A failed message can be resent: the resend keeps
/// the request id, so the service never stores a message twice.
extension BaseChannel {
    /// Sends a text message. Fails with 800110 for an empty or over-long text, 900041 when
    /// muted, 900050 when frozen, 900100 when banned, 900200 over the rate limit.
    @discardableResult
    public func sendUserMessage(
        params: UserMessageCreateParams,
        completion: (@MainActor (UserMessage, ChatError?) -> Void)? = nil
    ) -> UserMessage {
        let requestId = client?.makeRequestId() ?? ""
        let pending = UserMessage(pendingIn: self, requestId: requestId, text: params.message,
                                  sender: client?.currentUser, createdAt: client?.serverTime ?? 0)
        fillPending(pending, customType: params.customType, data: params.data, parentMessageId: params.parentMessageId,
                    isReplyToChannel: params.isReplyToChannel, mentionedUserIds: params.mentionedUserIds)
        let outgoing = OutgoingMessage(
            requestId: requestId, kind: .user, text: params.message,
            extras: MessageExtras(customType: params.customType, data: params.data,
                                  mentionedUserIds: params.mentionedUserIds, isReplyToChannel: params.isReplyToChannel),
            parentMessageId: params.parentMessageId)
        if let client, client.outbox != nil, (try? Validation.messageText(params.message, limit: client.backend.limits.maxMessageLength)) != nil {
            queueInOutbox(outgoing, createdAt: pending.createdAt)
        }
        client?.localMessage(pending, in: self, change: .pendingCreated)
        deliver(pending, outgoing: outgoing, completion: completion)
        return pending
    }

    /// The `async` form: returns the succeeded message, or throws the `ChatError` it failed with.
    public func sendUserMessage(params: UserMessageCreateParams) async throws(ChatError) -> UserMessage {
        try await awaiting { done in sendUserMessage(params: params) { message, error in done(error.map { .failure($0) } ?? .success(message)) } }
    }

    /// Sends a file message. The upload takes `fileSize / uploadBytesPerSecond` of service
    /// time, reporting progress as (bytes sent, total bytes) along the way, and can be
    /// cancelled with `cancelUploadingFileMessage(requestId:)` until it finishes.
    @discardableResult
    public func sendFileMessage(
        params: FileMessageCreateParams,
        progress: (@MainActor (_ sent: Int, _ total: Int) -> Void)? = nil,
        completion: (@MainActor (FileMessage, ChatError?) -> Void)? = nil
    ) -> FileMessage {
        let requestId = client?.makeRequestId() ?? ""
        let file = MessageExtras.FileInfo(
            name: params.fileName, size: params.fileSize, mimeType: params.mimeType,
            url: params.fileURL ?? "")
        let pending = FileMessage(pendingIn: self, requestId: requestId, file: file,
                                  sender: client?.currentUser, createdAt: client?.serverTime ?? 0)
        fillPending(pending, customType: params.customType, data: params.data, parentMessageId: params.parentMessageId,
                    isReplyToChannel: params.isReplyToChannel, mentionedUserIds: params.mentionedUserIds)
        if let client, client.outbox != nil, (try? Validation.file(params, maxSize: client.backend.limits.maxFileSize)) != nil {
            queueInOutbox(fileOutgoing(requestId: requestId, params: params), createdAt: pending.createdAt, held: true)
        }
        client?.localMessage(pending, in: self, change: .pendingCreated)
        upload(pending, params: params, progress: progress, completion: completion)
        return pending
    }

    /// The `async` form of `sendFileMessage(params:progress:completion:)`.
    public func sendFileMessage(params: FileMessageCreateParams) async throws(ChatError) -> FileMessage {
        try await awaiting { done in sendFileMessage(params: params, completion: { message, error in done(error.map { .failure($0) } ?? .success(message)) }) }
    }

    /// Stops the upload of a pending file message; the message becomes canceled and the
    /// completion receives 800240. Returns false when no such upload is running.
    @discardableResult
    public func cancelUploadingFileMessage(requestId: String) -> Bool {
        client?.cancelUpload(requestId: requestId) ?? false
    }

    /// Sends a failed text message again as a new pending message with the same request id.
    /// Fails with 800110 when the message is not failed, its failure cannot be retried, or it
    /// belongs to another channel (a resend never stores a message elsewhere).
    @discardableResult
    public func resendUserMessage(
        _ failed: UserMessage,
        completion: (@MainActor (UserMessage, ChatError?) -> Void)? = nil
    ) -> UserMessage {
        let retry = failed.copy()
        if let refusal = resendRefusal(failed) {
            scheduler.schedule(after: .zero) { completion?(failed, refusal) }
            return failed
        }
        retry.sendingStatus = .pending
        retry.errorCode = nil
        let outgoing = OutgoingMessage(
            requestId: failed.requestId, kind: .user, text: failed.message,
            extras: MessageExtras(customType: failed.customType, data: failed.data,
                                  mentionedUserIds: failed.mentionedUsers.map(\.userId), isReplyToChannel: failed.isReplyToChannel),
            parentMessageId: failed.parentMessageId)
        queueInOutbox(outgoing, createdAt: retry.createdAt)
        client?.localMessage(retry, in: self, change: .resendStarted)
        deliver(retry, outgoing: outgoing, completion: completion)
        return retry
    }

    public func resendUserMessage(_ failed: UserMessage) async throws(ChatError) -> UserMessage {
        try await awaiting { done in resendUserMessage(failed) { message, error in done(error.map { .failure($0) } ?? .success(message)) } }
    }

    /// Sends a failed file message again with the same request id.
    @discardableResult
    public func resendFileMessage(
        _ failed: FileMessage,
        completion: (@MainActor (FileMessage, ChatError?) -> Void)? = nil
    ) -> FileMessage {
        if let refusal = resendRefusal(failed) {
            scheduler.schedule(after: .zero) { completion?(failed, refusal) }
            return failed
        }
        let retry = failed.copy()
        retry.sendingStatus = .pending
        retry.errorCode = nil
        var params = FileMessageCreateParams(fileName: failed.name, fileSize: failed.size, mimeType: failed.mimeType)
        params.fileURL = failed.url.isEmpty ? nil : failed.url
        params.customType = failed.customType
        params.data = failed.data
        params.parentMessageId = failed.parentMessageId
        params.isReplyToChannel = failed.isReplyToChannel
        if let client, client.outbox != nil, (try? Validation.file(params, maxSize: client.backend.limits.maxFileSize)) != nil {
            queueInOutbox(fileOutgoing(requestId: failed.requestId, params: params), createdAt: retry.createdAt, held: true)
        }
        client?.localMessage(retry, in: self, change: .resendStarted)
        upload(retry, params: params, progress: nil, completion: completion)
        return retry
    }

    /// Edits a text message the current user sent.
    public func updateUserMessage(
        messageId: Int64, params: UserMessageUpdateParams,
        completion: (@MainActor (Result<UserMessage, ChatError>) -> Void)? = nil
    ) {
        let url = channelURL
        if let client, client.outbox != nil {
            var entry = actionEntry(.update, messageId: messageId, client: client)
            entry.updatedText = params.message
            entry.updatedCustomType = params.customType
            entry.updatedData = params.data
            entry.updatedMentionedUserIds = params.mentionedUserIds
            entry.updatedMentionedMessageTemplate = params.mentionedMessageTemplate
            return queueAction(entry, client: client) { client, reply in
                guard case .message(let payload) = reply else { return nil }
                return client.makeMessage(payload) as? UserMessage ?? UserMessage(payload, client: client)
            } completion: { completion?($0) }
        }
        let requestId = client?.makeRequestId() ?? UUID().uuidString
        request({ $0.updateMessage(url: url, messageId: messageId, params, requestId: requestId, reply: $1) }, map: { client, payload in
            client.makeMessage(payload) as? UserMessage ?? UserMessage(payload, client: client)
        }, completion: completion)
    }

    public func updateUserMessage(messageId: Int64, params: UserMessageUpdateParams) async throws(ChatError) -> UserMessage {
        try await awaiting { updateUserMessage(messageId: messageId, params: params, completion: $0) }
    }

    /// Deletes a message for everyone: the sender's own, or any as an operator. Fails with
    /// 900300 for an unknown message and 400108 for anyone else, or anyone no longer a member.
    public func deleteMessage(messageId: Int64, completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil) {
        let url = channelURL
        if let client, client.outbox != nil {
            return queueAction(actionEntry(.delete, messageId: messageId, client: client), client: client) { _, _ in () } completion: { completion?($0) }
        }
        let requestId = client?.makeRequestId() ?? UUID().uuidString
        requestVoid({ $0.deleteMessage(url: url, messageId: messageId, requestId: requestId, reply: $1) }, completion: completion)
    }

    public func deleteMessage(messageId: Int64) async throws(ChatError) {
        try await awaiting { deleteMessage(messageId: messageId, completion: $0) }
    }

    /// Adds the current user's reaction `key` to a message.
    public func addReaction(messageId: Int64, key: String, completion: (@MainActor (Result<ReactionEvent, ChatError>) -> Void)? = nil) {
        react(messageId: messageId, key: key, add: true, completion: completion)
    }

    public func addReaction(messageId: Int64, key: String) async throws(ChatError) -> ReactionEvent {
        try await awaiting { addReaction(messageId: messageId, key: key, completion: $0) }
    }

    /// Removes the current user's reaction `key` from a message.
    public func deleteReaction(messageId: Int64, key: String, completion: (@MainActor (Result<ReactionEvent, ChatError>) -> Void)? = nil) {
        react(messageId: messageId, key: key, add: false, completion: completion)
    }

    public func deleteReaction(messageId: Int64, key: String) async throws(ChatError) -> ReactionEvent {
        try await awaiting { deleteReaction(messageId: messageId, key: key, completion: $0) }
    }

    /// The message `messageId` with every reaction the service holds for it, for showing
    /// who reacted: a message the client holds may lack reactions it was never told of (one
    /// loaded in a history window; on Matrix, where the homeserver does not count them with
    /// the message). When the service had reactions the client missed, the channel's
    /// delegates and collections first hear the message updated (`channel(_:didUpdate:)`),
    /// so every view of it shows them. Fails with 900300 for an unknown message and 400108
    /// for a non-member; a failure changes nothing held.
    public func loadReactions(messageId: Int64, completion: @escaping @MainActor (Result<BaseMessage, ChatError>) -> Void) {
        let url = channelURL
        request({ $0.loadReactions(url: url, messageId: messageId, reply: $1) }, map: { client, payload in client.makeMessage(payload) },
                completion: completion)
    }

    public func loadReactions(messageId: Int64) async throws(ChatError) -> BaseMessage {
        try await awaiting { loadReactions(messageId: messageId, completion: $0) }
    }

    private func react(messageId: Int64, key: String, add: Bool, completion: (@MainActor (Result<ReactionEvent, ChatError>) -> Void)?) {
        let url = channelURL
        if let client, client.outbox != nil {
            var entry = actionEntry(add ? .addReaction : .deleteReaction, messageId: messageId, client: client)
            entry.reactionKey = key
            return queueAction(entry, client: client) { _, reply in
                guard case .reaction(let event) = reply else { return nil }
                return event
            } completion: { completion?($0) }
        }
        let requestId = client?.makeRequestId() ?? UUID().uuidString
        request({ $0.react(url: url, messageId: messageId, key: key, add: add, requestId: requestId, reply: $1) }, map: { _, event in event }, completion: completion)
    }

    /// Gives a pending message what its params say beside its content: custom fields, its
    /// place in a thread, and whom it mentions. Shared by every kind of send.
    func fillPending(_ pending: BaseMessage, customType: String?, data: String?, parentMessageId: Int64?,
                     isReplyToChannel: Bool, mentionedUserIds: [String]) {
        pending.customType = customType
        pending.data = data
        pending.parentMessageId = parentMessageId
        pending.isReplyToChannel = isReplyToChannel
        pending.mentionedUsers = mentionedUserIds.compactMap { client?.user(for: $0) }
    }

    // MARK: The outbox

    /// Writes a send to the client's outbox, when it keeps one, before the UI hears of the
    /// pending message: what the user was shown as pending survives a crash. A send the
    /// outbox cannot write goes on without it, as with caching off.
    func queueInOutbox(_ outgoing: OutgoingMessage, createdAt: Int64, held: Bool = false) {
        guard let client, let outbox = client.outbox, !outbox.holds(outgoing.requestId) else { return }
        let entry = OutboxEntry.send(outgoing, in: self, senderId: outbox.sender.userId, createdAt: createdAt)
        try? outbox.add(entry, fileData: outgoing.fileData, held: held)
    }

    private func actionEntry(_ action: OutboxEntry.Action, messageId: Int64, client: ChatClient) -> OutboxEntry {
        OutboxEntry(requestId: client.outbox?.makeActionId() ?? client.makeRequestId(), action: action,
                    channelURL: channelURL, isOpenChannel: channelType == .open,
                    senderId: client.outbox?.sender.userId ?? "", createdAt: client.serverTime, messageId: messageId)
    }

    /// Queues an edit, deletion or reaction behind the channel's earlier requests; it is made
    /// when the connection allows, and `completion` hears how it ended. When the outbox
    /// cannot be written, the request is made at once as without one.
    private func queueAction<Value>(
        _ entry: OutboxEntry, client: ChatClient,
        map: @escaping @MainActor (ChatClient, OutboxReply) -> Value?,
        completion: @escaping @MainActor (Result<Value, ChatError>) -> Void
    ) {
        guard let outbox = client.outbox, (try? outbox.add(entry)) != nil else {
            return client.fail(completion, ChatError(.internalServerError, "Internal error: the outbox cannot be written."))
        }
        outbox.start(entry.requestId) { [weak client] result in
            guard let client else { return }
            completion(result.flatMap { reply in
                map(client, reply).map { .success($0) } ?? .failure(ChatError(.internalServerError, "Internal error: the service answered another request."))
            })
        }
    }

    /// Deletes a message this client is still sending, before it goes: the pending message
    /// leaves the collections (as a cancelled one) and is never sent. Returns false when the
    /// message is already on its way to the service (it may then be stored; delete it once
    /// sent) or is not waiting. Only a client with `InitParams.isLocalCachingEnabled` holds
    /// messages back; without one, a send goes at once and this returns false.
    @discardableResult
    public func cancelPendingMessage(requestId: String) -> Bool {
        guard let client, let outbox = client.outbox,
              let entry = outbox.sends(in: channelURL).first(where: { $0.requestId == requestId }),
              outbox.cancel(requestId) else { return false }
        // An upload still running reports the cancellation itself, to the sender's completion too.
        if client.cancelUpload(requestId: requestId) { return true }
        let canceled = entry.pendingMessage(in: self, sender: outbox.sender)
        canceled.sendingStatus = .canceled
        client.localMessage(canceled, in: self, change: .canceled)
        return true
    }

    /// Why `failed` cannot be resent through this channel, or nil: it must be a failed
    /// message whose failure can be retried, and this channel's own, so a resend never
    /// stores it in another channel.
    func resendRefusal(_ failed: BaseMessage) -> ChatError? {
        guard failed.channelURL == channelURL else {
            return .invalidParameter("message \(failed.requestId) belongs to channel \(failed.channelURL); resend it through that channel")
        }
        guard failed.sendingStatus == .failed, failed.isResendable else {
            return .invalidParameter("message \(failed.requestId) is not a failed message that can be resent")
        }
        return nil
    }

    // MARK: Delivery

    /// Carries a pending message to the service and settles it as succeeded or failed.
    func deliver<Message: BaseMessage>(
        _ pending: Message, outgoing: OutgoingMessage,
        completion: (@MainActor (Message, ChatError?) -> Void)?
    ) {
        let url = channelURL
        if outgoing.kind == .user, let client {
            // Checked here, before any request, as the client SDK does: a bad message costs no
            // request, counts against no rate limit, and fails the same connected or not.
            do throws(ChatError) {
                try Validation.messageText(outgoing.text, limit: client.backend.limits.maxMessageLength)
            } catch {
                client.outbox?.cancel(outgoing.requestId)
                scheduler.schedule(after: .zero) { [weak self] in
                    self?.settle(pending, result: .failure(error), completion: completion)
                }
                return
            }
        }
        if let outbox = client?.outbox, outbox.holds(outgoing.requestId) {
            outbox.start(outgoing.requestId) { [weak self] result in
                guard let self, let client = self.client else { return }
                let sent: Result<BaseMessage, ChatError> = result.flatMap {
                    guard case .message(let payload) = $0 else { return .failure(.networkError) }
                    return .success(self.acceptSent(payload, client: client))
                }
                self.settle(pending, result: sent, completion: completion)
            }
            return
        }
        request({ $0.sendMessage(url: url, outgoing, reply: $1) }, map: { [weak self] client, payload in
            self?.acceptSent(payload, client: client) ?? client.makeMessage(payload)
        }, completion: { [weak self] result in
            guard let self else { return }
            self.settle(pending, result: result, completion: completion)
        })
    }

    /// The message the service stored for this client's send, with the channel brought up
    /// to date: the sender's own view changes only in its last message and in the hidden
    /// state the service reports (a new message unhides, a deduplicated resend does not);
    /// the rest arrives by event.
    func acceptSent(_ payload: MessagePayload, client: ChatClient) -> BaseMessage {
        let message = client.makeMessage(payload)
        client.cache(message: payload, of: channelURL)
        // The sender's own view changes only in its last message and in the hidden state
        // the service reports (a new message unhides, a deduplicated resend does not);
        // the rest arrives by event.
        if let group = self as? GroupChannel {
            if message.parentMessageId == nil || message.isReplyToChannel,
               message.createdAt >= group.lastMessage?.createdAt ?? .min { group.lastMessage = message }
            if let hidden = payload.senderHiddenState { group.hiddenState = hidden }
        }
        return message
    }

    /// The request a file send makes.
    private func fileOutgoing(requestId: String, params: FileMessageCreateParams) -> OutgoingMessage {
        var extras = MessageExtras(customType: params.customType, data: params.data,
                                   mentionedUserIds: params.mentionedUserIds, isReplyToChannel: params.isReplyToChannel)
        extras.file = .init(
            name: params.fileName, size: params.fileSize, mimeType: params.mimeType,
            url: params.fileURL ?? "https://files.banter.invalid/\(channelURL)/\(requestId)/\(params.fileName)")
        return OutgoingMessage(
            requestId: requestId, kind: .file, text: "", extras: extras, parentMessageId: params.parentMessageId,
            fileData: params.fileData)
    }

    func settle<Message: BaseMessage>(
        _ pending: Message, result: Result<BaseMessage, ChatError>,
        completion: (@MainActor (Message, ChatError?) -> Void)?
    ) {
        switch result {
        case .success(let sent as Message):
            sent.sendingStatus = .succeeded
            client?.localMessage(sent, in: self, change: .sent)
            completion?(sent, nil)
        case .success:
            completion?(pending, nil)
        case .failure(let error):
            let failed = pending.copy()
            failed.sendingStatus = .failed
            failed.errorCode = error.code
            client?.localMessage(failed, in: self, change: .failed)
            completion?(failed, error)
        }
    }

    private func upload(
        _ pending: FileMessage, params: FileMessageCreateParams,
        progress: (@MainActor (Int, Int) -> Void)?,
        completion: (@MainActor (FileMessage, ChatError?) -> Void)?
    ) {
        guard let client else {
            settle(pending, result: .failure(.connectionRequired), completion: completion)
            return
        }
        var problem: ChatError?
        do throws(ChatError) { try Validation.file(params, maxSize: client.backend.limits.maxFileSize) } catch { problem = error }
        if let problem {
            client.scheduler.schedule(after: .zero) { [weak self] in
                self?.settle(pending, result: .failure(problem), completion: completion)
            }
            return
        }
        let requestId = pending.requestId
        let outgoing = fileOutgoing(requestId: requestId, params: params)
        client.startUpload(requestId: requestId, size: params.fileSize, progress: progress, finished: { [weak self] cancelled in
            guard let self else { return }
            if cancelled {
                self.client?.outbox?.cancel(requestId)
                let canceled = pending.copy()
                canceled.sendingStatus = .canceled
                self.client?.localMessage(canceled, in: self, change: .canceled)
                completion?(canceled, ChatError(.fileUploadCanceled, "File upload canceled: \(params.fileName)."))
            } else {
                self.deliver(pending, outgoing: outgoing, completion: completion)
            }
        })
    }
}
