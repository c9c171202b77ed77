/// The requests not mapped to Matrix yet: each answers 800110 on the next turn, saying so,
/// rather than failing silently or hanging until the ack timeout.
extension MatrixSession {
    func updateChannel(url: String, _ params: ChannelUpdateParams, reply: @escaping BackendReply<ChannelPayload>) { unavailable("channel updates", reply) }
    func deleteChannel(url: String, reply: @escaping BackendReply<Void>) { unavailable("channel deletions", reply) }
    func invite(url: String, userIds: [String], reply: @escaping BackendReply<ChannelPayload>) { unavailable("invitations after creation", reply) }
    func leave(url: String, reply: @escaping BackendReply<Void>) { unavailable("leaving channels", reply) }
    func setHidden(url: String, hidden: HiddenState, reply: @escaping BackendReply<ChannelPayload>) { unavailable("hidden channels", reply) }
    func setPushTriggerOption(url: String, option: GroupChannelPushTriggerOption, reply: @escaping BackendReply<ChannelPayload>) {
        unavailable("push trigger options", reply)
    }
    func markAsRead(url: String, reply: @escaping BackendReply<ChannelPayload>) { unavailable("read receipts", reply) }
    func typing(url: String, isTyping: Bool, reply: @escaping BackendReply<Void>) { unavailable("typing indicators", reply) }
    func updateMessage(url: String, messageId: Int64, _ params: UserMessageUpdateParams, reply: @escaping BackendReply<MessagePayload>) {
        unavailable("message edits", reply)
    }
    func deleteMessage(url: String, messageId: Int64, reply: @escaping BackendReply<Void>) { unavailable("message deletions", reply) }
    func react(url: String, messageId: Int64, key: String, add: Bool, reply: @escaping BackendReply<ReactionEvent>) { unavailable("reactions", reply) }
    func loadHistoryWindow(
        url: String, around time: Int64, previous: Int, next: Int, params: MessageListParams,
        reply: @escaping BackendReply<HistoryWindow>
    ) { unavailable("message collections", reply) }
    func loadHistoryPage(
        url: String, from boundary: HistoryBoundary, forward: Bool, limit: Int, params: MessageListParams,
        reply: @escaping BackendReply<HistoryPage>
    ) { unavailable("message collections", reply) }
    func catchUpHistory(
        url: String, token: HistorySyncToken, fillAfter: Int64?, fillLimit: Int,
        held: ClosedRange<Int64>?, params: MessageListParams, failedRequestIds: [String],
        reply: @escaping BackendReply<HistoryCatchUp>
    ) { unavailable("message collections", reply) }
    func listUsers(
        _ source: UserListSource, nicknamePrefix: String?, after cursor: String?, limit: Int,
        reply: @escaping BackendReply<UserListPage>
    ) {
        // The channel lists (operators, muted, banned, participants) are the moderation's.
        guard case .application = source else {
            return listModerationUsers(source, nicknamePrefix: nicknamePrefix, after: cursor, limit: limit, reply: reply)
        }
        unavailable("user lists", reply)
    }
    func listMembers(
        url: String, filter: MemberListQuery.Filter, after cursor: MemberListCursor?, limit: Int,
        reply: @escaping BackendReply<MemberListPage>
    ) {
        // The muted and operator filters need the power levels: the moderation lists answer them.
        guard filter.muted == .all, filter.operators == .all else {
            return listModerationMembers(url: url, filter: filter, after: cursor, limit: limit, reply: reply)
        }
        unavailable("member lists", reply)
    }
}
