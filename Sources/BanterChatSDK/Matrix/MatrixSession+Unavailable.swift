/// The requests not mapped to Matrix yet: each answers 800110 on the next turn, saying so,
/// rather than failing silently or hanging until the ack timeout.
extension MatrixSession {
    func createOpenChannel(_ params: OpenChannelCreateParams, reply: @escaping BackendReply<ChannelPayload>) { unavailable("open channels", reply) }
    func enter(url: String, entering: Bool, reply: @escaping BackendReply<ChannelPayload>) { unavailable("open channels", reply) }
    func setFrozen(url: String, frozen: Bool, reply: @escaping BackendReply<ChannelPayload>) { unavailable("frozen channels", reply) }
    func setMuted(url: String, userId: String, seconds: Int?, muted: Bool, reply: @escaping BackendReply<Void>) { unavailable("mutes", reply) }
    func setBanned(url: String, userId: String, seconds: Int?, banned: Bool, reply: @escaping BackendReply<Void>) { unavailable("bans", reply) }
    func setOperators(url: String, userIds: [String], add: Bool, reply: @escaping BackendReply<Void>) { unavailable("operator changes", reply) }
    func listOpenChannels(
        filter: OpenChannelListQuery.Filter, after cursor: Int?, limit: Int,
        reply: @escaping BackendReply<OpenChannelListPage>
    ) { unavailable("open channels", reply) }
    func searchMessages(_ params: MessageSearchQueryParams, offset: Int, reply: @escaping BackendReply<SearchResult>) {
        unavailable("message search", reply)
    }
}
