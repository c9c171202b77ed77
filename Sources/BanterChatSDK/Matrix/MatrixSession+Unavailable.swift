/// The requests not mapped to Matrix yet: each answers 800110 on the next turn, saying so,
/// rather than failing silently or hanging until the ack timeout.
extension MatrixSession {
    func createOpenChannel(_ params: OpenChannelCreateParams, reply: @escaping BackendReply<ChannelPayload>) { unavailable("open channels", reply) }
    func enter(url: String, entering: Bool, reply: @escaping BackendReply<ChannelPayload>) { unavailable("open channels", reply) }
    func setFrozen(url: String, frozen: Bool, reply: @escaping BackendReply<ChannelPayload>) { unavailable("frozen channels", reply) }
    func setMuted(url: String, userId: String, seconds: Int?, muted: Bool, reply: @escaping BackendReply<Void>) { unavailable("mutes", reply) }
    func setBanned(url: String, userId: String, seconds: Int?, banned: Bool, reply: @escaping BackendReply<Void>) { unavailable("bans", reply) }
    func setOperators(url: String, userIds: [String], add: Bool, reply: @escaping BackendReply<Void>) { unavailable("operator changes", reply) }
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
    func listOpenChannels(
        filter: OpenChannelListQuery.Filter, after cursor: Int?, limit: Int,
        reply: @escaping BackendReply<OpenChannelListPage>
    ) { unavailable("open channels", reply) }
    func searchMessages(_ params: MessageSearchQueryParams, offset: Int, reply: @escaping BackendReply<SearchResult>) {
        unavailable("message search", reply)
    }
}
