import Foundation
/// The mock's requests: each is carried to the server with its operation's latency, rate
/// limit and faults (`ChatServer.submit`), and handled there against the server's state.
extension ClientSession: ChatBackendSession {
    func close() {
        server?.closeSession(self)
    }

    /// Submits `handler` to the server as a request of `operation`. A server that is gone
    /// never answers, like a lost request: the client's ack timer reports it.
    private func submit<T>(
        _ operation: ChatOperation, _ reply: @escaping BackendReply<T>,
        _ handler: @escaping @MainActor (RequestContext) throws(ChatError) -> T
    ) {
        server?.submit(operation, from: self, handler: handler, reply: reply)
    }

    // MARK: Channels

    func createGroupChannel(_ params: GroupChannelCreateParams, reply: @escaping BackendReply<ChannelPayload>) {
        submit(.channelChange, reply) { context throws(ChatError) in try context.server.createGroupChannel(context, params) }
    }

    func createOpenChannel(_ params: OpenChannelCreateParams, reply: @escaping BackendReply<ChannelPayload>) {
        submit(.channelChange, reply) { context throws(ChatError) in try context.server.createOpenChannel(context, params) }
    }

    func fetchChannel(url: String, reply: @escaping BackendReply<ChannelPayload>) {
        submit(.loadChannels, reply) { context throws(ChatError) in try context.server.fetchChannel(context, url: url) }
    }

    func lookUpChannel(url: String, kind: ChannelType, reply: @escaping BackendReply<ChannelPayload>) {
        submit(.loadChannels, reply) { context throws(ChatError) in try context.server.lookUpChannel(context, url: url, kind: kind) }
    }

    func updateChannel(url: String, _ params: ChannelUpdateParams, reply: @escaping BackendReply<ChannelPayload>) {
        submit(.channelChange, reply) { context throws(ChatError) in try context.server.updateChannel(context, url: url, params) }
    }

    func deleteChannel(url: String, reply: @escaping BackendReply<Void>) {
        submit(.channelChange, reply) { context throws(ChatError) in try context.server.deleteChannel(context, url: url) }
    }

    func invite(url: String, userIds: [String], reply: @escaping BackendReply<ChannelPayload>) {
        submit(.channelChange, reply) { context throws(ChatError) in try context.server.invite(context, url: url, userIds: userIds) }
    }

    func join(url: String, reply: @escaping BackendReply<ChannelPayload>) {
        submit(.channelChange, reply) { context throws(ChatError) in try context.server.join(context, url: url) }
    }

    func leave(url: String, reply: @escaping BackendReply<Void>) {
        submit(.channelChange, reply) { context throws(ChatError) in try context.server.leave(context, url: url) }
    }

    func setHidden(url: String, hidden: HiddenState, reply: @escaping BackendReply<ChannelPayload>) {
        submit(.channelChange, reply) { context throws(ChatError) in try context.server.setHidden(context, url: url, hidden: hidden) }
    }

    func setPushTriggerOption(url: String, option: GroupChannelPushTriggerOption, reply: @escaping BackendReply<ChannelPayload>) {
        submit(.channelChange, reply) { context throws(ChatError) in try context.server.setPushTriggerOption(context, url: url, option: option) }
    }

    func enter(url: String, entering: Bool, reply: @escaping BackendReply<ChannelPayload>) {
        submit(.channelChange, reply) { context throws(ChatError) in try context.server.enter(context, url: url, entering: entering) }
    }

    func markAsRead(url: String, reply: @escaping BackendReply<ChannelPayload>) {
        submit(.markAsRead, reply) { context throws(ChatError) in try context.server.markAsRead(context, url: url) }
    }

    func markAsUnread(url: String, messageId: Int64, reply: @escaping BackendReply<ChannelPayload>) {
        submit(.markAsRead, reply) { context throws(ChatError) in
            try context.server.markAsUnread(context, url: url, messageId: messageId)
        }
    }

    func typing(url: String, isTyping: Bool, reply: @escaping BackendReply<Void>) {
        submit(.typing, reply) { context throws(ChatError) in try context.server.typing(context, url: url, isTyping: isTyping) }
    }

    // MARK: Moderation

    func setFrozen(url: String, frozen: Bool, reply: @escaping BackendReply<ChannelPayload>) {
        submit(.channelChange, reply) { context throws(ChatError) in try context.server.setFrozen(context, url: url, frozen: frozen) }
    }

    func setMuted(url: String, userId: String, seconds: Int?, muted: Bool, reply: @escaping BackendReply<Void>) {
        submit(.channelChange, reply) { context throws(ChatError) in
            try context.server.setMuted(context, url: url, userId: userId, seconds: seconds, muted: muted)
        }
    }

    func setBanned(url: String, userId: String, seconds: Int?, banned: Bool, reply: @escaping BackendReply<Void>) {
        submit(.channelChange, reply) { context throws(ChatError) in
            try context.server.setBanned(context, url: url, userId: userId, seconds: seconds, banned: banned)
        }
    }

    func setOperators(url: String, userIds: [String], add: Bool, reply: @escaping BackendReply<Void>) {
        submit(.channelChange, reply) { context throws(ChatError) in
            try context.server.setOperators(context, url: url, userIds: userIds, add: add)
        }
    }

    // MARK: Messages

    func sendMessage(url: String, _ outgoing: OutgoingMessage, reply: @escaping BackendReply<MessagePayload>) {
        let operation: ChatOperation = outgoing.kind == .file ? .sendFileMessage : .sendMessage
        submit(operation, reply) { context throws(ChatError) in try context.server.sendMessage(context, url: url, outgoing) }
    }

    func uploadFile(url: String, requestId: String, index: Int, _ file: MessageExtras.FileInfo, data: Data?, reply: @escaping BackendReply<String>) {
        submit(.uploadFile, reply) { context throws(ChatError) in
            try context.server.uploadFile(context, url: url, requestId: requestId, index: index, file)
        }
    }

    func updateMessage(url: String, messageId: Int64, _ params: UserMessageUpdateParams, requestId: String, reply: @escaping BackendReply<MessagePayload>) {
        submit(.updateMessage, reply) { context throws(ChatError) in
            try context.server.updateMessage(context, url: url, messageId: messageId, params)
        }
    }

    func deleteMessage(url: String, messageId: Int64, requestId: String, reply: @escaping BackendReply<Void>) {
        submit(.deleteMessage, reply) { context throws(ChatError) in try context.server.deleteMessage(context, url: url, messageId: messageId) }
    }

    func react(url: String, messageId: Int64, key: String, add: Bool, requestId: String, reply: @escaping BackendReply<ReactionEvent>) {
        submit(.reaction, reply) { context throws(ChatError) in
            try context.server.react(context, url: url, messageId: messageId, key: key, add: add)
        }
    }

    /// The store always holds every reaction, and the client was told each: the stored
    /// message is the answer, with nothing more to tell.
    func loadReactions(url: String, messageId: Int64, reply: @escaping BackendReply<MessagePayload>) {
        submit(.loadMessages, reply) { context throws(ChatError) in
            try context.server.loadReactions(context, url: url, messageId: messageId)
        }
    }

    // MARK: History

    func loadMessages(
        url: String, anchor: HistoryAnchor, params: MessageListParams, threadOf parentId: Int64?,
        reply: @escaping BackendReply<[MessagePayload]>
    ) {
        submit(.loadMessages, reply) { context throws(ChatError) in
            try context.server.loadMessages(context, url: url, anchor: anchor, params: params, threadOf: parentId)
        }
    }

    func loadHistoryWindow(
        url: String, around time: Int64, previous: Int, next: Int, params: MessageListParams,
        reply: @escaping BackendReply<HistoryWindow>
    ) {
        submit(.loadMessages, reply) { context throws(ChatError) in
            try context.server.loadHistoryWindow(context, url: url, around: time, previous: previous, next: next, params: params)
        }
    }

    func loadHistoryPage(
        url: String, from boundary: HistoryBoundary, forward: Bool, limit: Int, params: MessageListParams,
        reply: @escaping BackendReply<HistoryPage>
    ) {
        submit(.loadMessages, reply) { context throws(ChatError) in
            try context.server.loadHistoryPage(context, url: url, from: boundary, forward: forward, limit: limit, params: params)
        }
    }

    func catchUpHistory(
        url: String, token: HistorySyncToken, fillAfter: Int64?, fillLimit: Int,
        held: ClosedRange<Int64>?, params: MessageListParams, failedRequestIds: [String],
        reply: @escaping BackendReply<HistoryCatchUp>
    ) {
        submit(.loadMessages, reply) { context throws(ChatError) in
            try context.server.catchUpHistory(
                context, url: url, token: token, fillAfter: fillAfter, fillLimit: fillLimit,
                held: held, params: params, failedRequestIds: failedRequestIds)
        }
    }

    // MARK: Lists and search

    func listMyGroupChannels(
        _ params: GroupChannelListQueryParams, after cursor: GroupChannelListSortKey?,
        through bound: GroupChannelListSortKey?, limit: Int?,
        reply: @escaping BackendReply<ChannelListPage>
    ) {
        submit(.loadChannels, reply) { context throws(ChatError) in
            try context.server.listMyGroupChannels(context, params, after: cursor, through: bound, limit: limit)
        }
    }

    func listOpenChannels(
        filter: OpenChannelListQuery.Filter, after cursor: Int?, limit: Int,
        reply: @escaping BackendReply<OpenChannelListPage>
    ) {
        submit(.loadChannels, reply) { context throws(ChatError) in
            try context.server.listOpenChannels(context, filter: filter, after: cursor, limit: limit)
        }
    }

    func listUsers(
        _ source: UserListSource, nicknamePrefix: String?, after cursor: String?, limit: Int,
        reply: @escaping BackendReply<UserListPage>
    ) {
        submit(.loadUsers, reply) { context throws(ChatError) in
            try context.server.listUsers(context, source, nicknamePrefix: nicknamePrefix, after: cursor, limit: limit)
        }
    }

    func listMembers(
        url: String, filter: MemberListQuery.Filter, after cursor: MemberListCursor?, limit: Int,
        reply: @escaping BackendReply<MemberListPage>
    ) {
        submit(.loadUsers, reply) { context throws(ChatError) in
            try context.server.listMembers(context, url: url, filter: filter, after: cursor, limit: limit)
        }
    }

    func searchMessages(_ params: MessageSearchQueryParams, offset: Int, reply: @escaping BackendReply<SearchResult>) {
        submit(.search, reply) { context throws(ChatError) in try context.server.searchMessages(context, params, offset: offset) }
    }
}
