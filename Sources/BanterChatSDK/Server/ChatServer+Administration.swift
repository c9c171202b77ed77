import Foundation

/// The administration API: sets up users, channels and their history without a client or a
/// network, as a real service's Platform API does. The workspace generator, tests and the
/// simulated users work through it.
///
/// Every call is synchronous, on the main actor. It validates before it changes anything and
/// fails with the code the matching client request would get: 800110 for an empty or unknown
/// user id, an empty or over-long text or a bad parameter, 900500 for an unknown channel,
/// 400108 for a user without the right to act. The calls run the same handlers as client
/// requests, so connected clients get the same events, after the usual event latency.
///
/// Calls that take a time (`createdAt`, `at`) write history: the time may not be in the
/// future, before 1970, nor earlier than the channel's creation or its last message (800110),
/// so a history is written oldest first, as the service's ordered message ids require.
extension ChatServer {
    /// How many imported messages are journaled and applied at a time, so a million-message
    /// import never holds a million mutations at once.
    static let importChunkSize = 16_384

    // MARK: Users

    /// Creates a user, or replaces an existing user's nickname and profile image. An empty
    /// nickname falls back to the id, as for a user created by connecting. Fails with 800110
    /// for an id of nothing but whitespace and line breaks, or a malformed profile URL.
    public func createUser(id: String, nickname: String, profileURL: String? = nil) throws(ChatError) {
        try Validation.userId(id)
        try Validation.url(profileURL, named: "the profile URL")
        let user = UserRecord(userId: id, nickname: nickname.isEmpty ? id : nickname, profileURL: profileURL)
        guard user != state.users[id] else { return }
        try commit([.user(user)])
    }

    // MARK: Channels

    /// Creates a group channel on behalf of `creatorId`, who becomes a member. Every member
    /// joins at once (the administration API adds members instead of inviting them), and the
    /// params' operators operate it; a distinct channel whose members already share one
    /// returns that one. `createdAt` backdates the channel for a history written afterwards.
    /// Returns the channel's URL.
    @discardableResult
    public func createGroupChannel(
        _ params: GroupChannelCreateParams, creatorId: String, createdAt: Int64? = nil
    ) throws(ChatError) -> String {
        try Validation.userIds([creatorId], in: state)
        let time = try administrationTime(createdAt, in: nil)
        return try createGroupChannel(administration(as: creatorId, at: time), params).header.url
    }

    /// Creates an open channel on behalf of `creatorId`, with the params' operators.
    /// `createdAt` backdates it. Returns the channel's URL.
    @discardableResult
    public func createOpenChannel(
        _ params: OpenChannelCreateParams, creatorId: String, createdAt: Int64? = nil
    ) throws(ChatError) -> String {
        try Validation.userIds([creatorId], in: state)
        let time = try administrationTime(createdAt, in: nil)
        return try createOpenChannel(administration(as: creatorId, at: time), params).header.url
    }

    /// `userId` enters (or, `entered: false`, exits) an open channel on the service's side,
    /// as their client's `enter()` would: the participants hear it and the count follows.
    /// For seeding busy rooms without a client per participant. Fails with 900100 for a
    /// user banned from the channel.
    public func setOpenChannelParticipant(_ userId: String, channelURL: String, entered: Bool = true) throws(ChatError) {
        try Validation.userIds([userId], in: state)
        try requireChannelURL(channelURL)
        _ = try enter(administration(as: userId), url: channelURL, entering: entered)
    }

    /// Puts `userIds` in an open channel at once, as if each had entered, without telling
    /// anyone: for seeding a busy room before clients connect (10,000 participants in one
    /// call, where entering one by one would announce each to all the others).
    public func addOpenChannelParticipants(_ userIds: [String], channelURL: String) throws(ChatError) {
        try Validation.userIds(userIds, in: state)
        try requireChannelURL(channelURL)
        guard state[channelURL]?.header.kind == .open else { throw .channelNotFound(channelURL) }
        var list = participants[channelURL] ?? []
        let present = Set(list)
        list.append(contentsOf: userIds.filter { !present.contains($0) })
        participants[channelURL] = list
    }

    /// Freezes or unfreezes a channel; while frozen, only its operators can post (900050).
    public func setFrozen(_ frozen: Bool, channelURL: String) throws(ChatError) {
        try requireChannelURL(channelURL)
        _ = try setFrozen(administration(), url: channelURL, frozen: frozen)
    }

    /// Mutes `userId` in a channel for `seconds` (nil: until unmuted), or unmutes them.
    public func setMuted(_ muted: Bool, userId: String, channelURL: String, seconds: Int? = nil) throws(ChatError) {
        try requireChannelURL(channelURL)
        try setMuted(administration(), url: channelURL, userId: userId, seconds: seconds, muted: muted)
    }

    /// `inviterId`, a member of the group channel, invites users. They join at once unless
    /// the service keeps invitations pending (`autoAcceptInvitations`), as for a client.
    public func inviteUsers(_ userIds: [String], channelURL: String, inviterId: String) throws(ChatError) {
        try Validation.userIds([inviterId], in: state)
        try requireChannelURL(channelURL)
        _ = try invite(administration(as: inviterId), url: channelURL, userIds: userIds)
    }

    /// Joins `userId` to a public group channel, or accepts their pending invitation; 400108
    /// for a private channel they were not invited to, 900100 when banned.
    public func joinChannel(userId: String, channelURL: String) throws(ChatError) {
        try Validation.userIds([userId], in: state)
        try requireChannelURL(channelURL)
        _ = try join(administration(as: userId), url: channelURL)
    }

    /// Takes `userId` out of a group channel, as if they left it.
    public func leaveChannel(userId: String, channelURL: String) throws(ChatError) {
        try Validation.userIds([userId], in: state)
        try requireChannelURL(channelURL)
        try leave(administration(as: userId), url: channelURL)
    }

    // MARK: Read state and typing

    /// Marks a group channel read for `userId` at `at` (nil: now), so its messages up to then
    /// count as read and their senders see the receipt.
    public func markAsRead(userId: String, channelURL: String, at time: Int64? = nil) throws(ChatError) {
        try Validation.userIds([userId], in: state)
        try requireChannelURL(channelURL)
        let time = try administrationTime(time, in: channelURL)
        _ = try markAsRead(administration(as: userId, at: time), url: channelURL)
    }

    /// Shows `userId` as typing in a group channel until `endTyping`, a message, or the
    /// service's typing expiry.
    public func startTyping(userId: String, channelURL: String) throws(ChatError) {
        try setTyping(true, userId: userId, channelURL: channelURL)
    }

    /// Stops showing `userId` as typing.
    public func endTyping(userId: String, channelURL: String) throws(ChatError) {
        try setTyping(false, userId: userId, channelURL: channelURL)
    }

    private func setTyping(_ isTyping: Bool, userId: String, channelURL: String) throws(ChatError) {
        try Validation.userIds([userId], in: state)
        try requireChannelURL(channelURL)
        try typing(administration(as: userId), url: channelURL, isTyping: isTyping)
    }

    // MARK: Messages

    /// Posts a text message as `senderId`, with the params' mentions, custom fields and reply
    /// target (a thread reply, or a quote reply with `isReplyToChannel`), at `createdAt`
    /// (nil: now). The sender needs the same rights as a client: member, not muted, not
    /// banned, an operator in a frozen channel. Returns the message's id.
    @discardableResult
    public func sendUserMessage(
        _ params: UserMessageCreateParams, senderId: String, channelURL: String, createdAt: Int64? = nil
    ) throws(ChatError) -> Int64 {
        try Validation.userIds([senderId], in: state)
        try requireChannelURL(channelURL)
        let time = try administrationTime(createdAt, in: channelURL)
        try Validation.messageText(params.message, limit: configuration.maxMessageLength)
        let extras = MessageExtras(customType: params.customType, data: params.data,
                                   mentionedUserIds: params.mentionedUserIds, isReplyToChannel: params.isReplyToChannel)
        let outgoing = OutgoingMessage(requestId: administrationRequestId(), kind: .user, text: params.message,
                                       extras: extras, parentMessageId: params.parentMessageId)
        return try sendMessage(administration(as: senderId, at: time), url: channelURL, outgoing).record.messageId
    }

    /// Posts a file message as `senderId`: the file is described, not uploaded, so it takes
    /// no time. Without a `fileURL` the service gives the file an address. The file must
    /// pass the client's checks (a name, a positive size within the limit, a MIME type).
    /// Returns the message's id.
    @discardableResult
    public func sendFileMessage(
        _ params: FileMessageCreateParams, senderId: String, channelURL: String, createdAt: Int64? = nil
    ) throws(ChatError) -> Int64 {
        try Validation.userIds([senderId], in: state)
        try requireChannelURL(channelURL)
        let time = try administrationTime(createdAt, in: channelURL)
        try Validation.file(params, maxSize: configuration.maxFileSize)
        let requestId = administrationRequestId()
        let name = params.fileName.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? params.fileName
        var extras = MessageExtras(customType: params.customType, data: params.data,
                                   mentionedUserIds: params.mentionedUserIds, isReplyToChannel: params.isReplyToChannel)
        extras.file = .init(name: params.fileName, size: params.fileSize, mimeType: params.mimeType,
                            url: params.fileURL ?? "https://files.banter.invalid/\(channelURL)/\(requestId)/\(name)")
        let outgoing = OutgoingMessage(requestId: requestId, kind: .file, text: "", extras: extras,
                                       parentMessageId: params.parentMessageId)
        return try sendMessage(administration(as: senderId, at: time), url: channelURL, outgoing).record.messageId
    }

    /// Posts a multiple-files message as `senderId`, its files described, not uploaded, as
    /// `sendFileMessage` does one. The files must pass the client's checks (one to
    /// `multipleFilesMessageFileCountLimit`, each as a single file's). Returns the message's id.
    @discardableResult
    public func sendMultipleFilesMessage(
        _ params: MultipleFilesMessageCreateParams, senderId: String, channelURL: String, createdAt: Int64? = nil
    ) throws(ChatError) -> Int64 {
        try Validation.userIds([senderId], in: state)
        try requireChannelURL(channelURL)
        let time = try administrationTime(createdAt, in: channelURL)
        try Validation.files(params, maxSize: configuration.maxFileSize, maxCount: configuration.multipleFilesMessageFileCountLimit)
        let requestId = administrationRequestId()
        var extras = MessageExtras(customType: params.customType, data: params.data,
                                   mentionedUserIds: params.mentionedUserIds, isReplyToChannel: params.isReplyToChannel)
        extras.files = params.uploadableFileInfoList.enumerated().map { index, file in
            let name = file.fileName.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? file.fileName
            return .init(name: file.fileName, size: file.fileSize, mimeType: file.mimeType,
                         url: file.fileURL ?? "https://files.banter.invalid/\(channelURL)/\(requestId)/\(index)/\(name)")
        }
        let outgoing = OutgoingMessage(requestId: requestId, kind: .file, text: "", extras: extras,
                                       parentMessageId: params.parentMessageId)
        return try sendMessage(administration(as: senderId, at: time), url: channelURL, outgoing).record.messageId
    }

    /// Posts an admin message: a notice from the service with no sender, which only the
    /// administration API can send and which frozen or broadcast channels accept. Returns
    /// the message's id.
    @discardableResult
    public func sendAdminMessage(
        _ text: String, channelURL: String, customType: String? = nil, data: String? = nil, createdAt: Int64? = nil
    ) throws(ChatError) -> Int64 {
        try requireChannelURL(channelURL)
        let time = try administrationTime(createdAt, in: channelURL)
        try Validation.messageText(text, limit: configuration.maxMessageLength)
        let outgoing = OutgoingMessage(requestId: administrationRequestId(), kind: .admin, text: text,
                                       extras: MessageExtras(customType: customType, data: data), parentMessageId: nil)
        return try sendMessage(administration(at: time), url: channelURL, outgoing).record.messageId
    }

    /// Adds `userId`'s reaction `key` to a message; adding it again changes nothing.
    public func addReaction(_ key: String, userId: String, messageId: Int64, channelURL: String) throws(ChatError) {
        try Validation.userIds([userId], in: state)
        try requireChannelURL(channelURL)
        _ = try react(administration(as: userId), url: channelURL, messageId: messageId, key: key, add: true)
    }

    /// Appends a whole history of text messages to a channel at once: the fast path for
    /// setting up huge histories (a million messages in seconds), which builds no events and
    /// no payloads. Clients connected meanwhile are not told; they see the messages when they
    /// next load the history.
    ///
    /// Every message is checked before any is stored, with the per-message rules (a known
    /// sender who is a member of a group channel, a valid text, times oldest first from the
    /// channel's last message up to now), so a refusal stores nothing. Imported messages
    /// carry no request id and no extras. The messages are journaled in chunks, so only a
    /// failing store (500901) can leave part of an import behind.
    public func importHistory(channelURL: String, messages: [ImportedMessage]) throws(ChatError) {
        try requireChannelURL(channelURL)
        guard let channel = state[channelURL] else { throw .channelNotFound(channelURL) }
        var earliest = max(channel.header.createdAt, channel.messages.last?.createdAt ?? channel.header.createdAt)
        let latest = now
        let limit = configuration.maxMessageLength
        var senders = Set<String>()
        for (index, message) in messages.enumerated() {
            do throws(ChatError) {
                if !senders.contains(message.senderId) {
                    try Validation.userIds([message.senderId], in: state)
                    if channel.header.kind == .group, channel.members[message.senderId]?.state != .joined {
                        throw ChatError(.nonAuthorized, "Not authorized: \(message.senderId) is not a member of \(channelURL).")
                    }
                    senders.insert(message.senderId)
                }
                try Validation.messageText(message.text, limit: limit)
                guard message.createdAt >= earliest, message.createdAt <= latest else {
                    throw .invalidParameter("the time \(message.createdAt) is outside \(earliest)...\(latest); a history is imported oldest first, after the channel's last message and not in the future")
                }
            } catch {
                throw ChatError(error.code, "\(error.message) (imported message \(index))")
            }
            earliest = message.createdAt
        }
        var messageId = state.nextMessageId
        var batch: [ServerMutation] = []
        batch.reserveCapacity(min(messages.count, Self.importChunkSize))
        for message in messages {
            let record = MessageRecord(
                messageId: messageId, kind: .user, senderId: message.senderId, text: message.text,
                createdAt: message.createdAt, updatedAt: message.createdAt, requestId: nil, parentMessageId: nil)
            batch.append(.message(url: channelURL, record, nil))
            messageId += 1
            if batch.count == Self.importChunkSize {
                try commit(batch)
                batch.removeAll(keepingCapacity: true)
            }
        }
        if !batch.isEmpty { try commit(batch) }
    }

    // MARK: Helpers

    /// An empty URL is a bad parameter; any other unknown one is an unknown channel (900500),
    /// which the handlers report.
    private func requireChannelURL(_ url: String) throws(ChatError) {
        guard !url.isEmpty else { throw .invalidParameter("the channel URL is empty") }
    }

    /// A request from the administration API, acting as `userId` (the service itself when
    /// empty) at `time`, over no connection so every event reaches every client.
    private func administration(as userId: String = "", at time: Int64? = nil) -> RequestContext {
        RequestContext(server: self, userId: userId, now: time ?? now, session: nil, isAdministration: true)
    }

    /// The time an administration call acts at: now, or a moment in the past that keeps the
    /// channel's history in order.
    private func administrationTime(_ requested: Int64?, in url: String?) throws(ChatError) -> Int64 {
        let current = now
        guard let requested else { return current }
        // Before 1970 is out of range: later arithmetic on times (ages, next ids) must not overflow.
        guard requested >= 0 else {
            throw .invalidParameter("the time \(requested) is before 1970; times are milliseconds since 1970")
        }
        guard requested <= current else {
            throw .invalidParameter("the time \(requested) is in the future; the service's time is \(current)")
        }
        if let url, let channel = state[url] {
            let floor = max(channel.header.createdAt, channel.messages.last?.createdAt ?? channel.header.createdAt)
            guard requested >= floor else {
                throw .invalidParameter("the time \(requested) is before \(floor), the creation or last message of \(url); history is written oldest first")
            }
        }
        return requested
    }

    /// Messages posted through the administration API get a request id like a client's, so
    /// their senders' clients show them as sent; the prefix keeps them apart from clients' ids.
    private func administrationRequestId() -> String {
        "api-\(state.nextMessageId)"
    }
}

/// End-to-end encrypted channels on the embedded service, for trying and testing how the kit
/// shows them: the service encrypts nothing, but a channel can be marked as a Matrix room
/// with `m.room.encryption` is, and hold messages as `m.room.encrypted` events arrive
/// (no text, marked encrypted). Package-only: apps reach encrypted rooms through a Matrix
/// homeserver, never through the mock.
extension ChatServer {
    /// Marks a group channel end-to-end encrypted with `algorithm` (nil: not encrypted).
    package func setEncryption(_ algorithm: String?, channelURL: String) throws(ChatError) {
        try requireChannelURL(channelURL)
        let context = administration()
        var header = try context.channel(channelURL).header
        header.encryption = algorithm
        try context.commit(.channel(header))
    }

    /// Posts a message `senderId` sent encrypted, which no one here can read. Returns its id.
    @discardableResult
    package func sendEncryptedMessage(senderId: String, channelURL: String, createdAt: Int64? = nil) throws(ChatError) -> Int64 {
        try Validation.userIds([senderId], in: state)
        try requireChannelURL(channelURL)
        let time = try administrationTime(createdAt, in: channelURL)
        var extras = MessageExtras()
        extras.encryptionAlgorithm = "m.megolm.v1.aes-sha2"
        let outgoing = OutgoingMessage(requestId: administrationRequestId(), kind: .user, text: "", extras: extras, parentMessageId: nil)
        return try sendMessage(administration(as: senderId, at: time), url: channelURL, outgoing).record.messageId
    }
}
