/// The requests not mapped to Matrix yet: each answers 800110 on the next turn, saying so,
/// rather than failing silently or hanging until the ack timeout.
extension MatrixSession {
    func createOpenChannel(_ params: OpenChannelCreateParams, reply: @escaping BackendReply<ChannelPayload>) { unavailable("open channels", reply) }
    func updateChannel(url: String, _ params: ChannelUpdateParams, reply: @escaping BackendReply<ChannelPayload>) { unavailable("channel updates", reply) }
    func deleteChannel(url: String, reply: @escaping BackendReply<Void>) { unavailable("channel deletions", reply) }
    func invite(url: String, userIds: [String], reply: @escaping BackendReply<ChannelPayload>) { unavailable("invitations after creation", reply) }
    func leave(url: String, reply: @escaping BackendReply<Void>) { unavailable("leaving channels", reply) }
    func setHidden(url: String, hidden: HiddenState, reply: @escaping BackendReply<ChannelPayload>) { unavailable("hidden channels", reply) }
    func setPushTriggerOption(url: String, option: GroupChannelPushTriggerOption, reply: @escaping BackendReply<ChannelPayload>) {
        unavailable("push trigger options", reply)
    }
    func enter(url: String, entering: Bool, reply: @escaping BackendReply<ChannelPayload>) { unavailable("open channels", reply) }
    func markAsRead(url: String, reply: @escaping BackendReply<ChannelPayload>) { unavailable("read receipts", reply) }
    func typing(url: String, isTyping: Bool, reply: @escaping BackendReply<Void>) { unavailable("typing indicators", reply) }
    func setFrozen(url: String, frozen: Bool, reply: @escaping BackendReply<ChannelPayload>) { unavailable("frozen channels", reply) }
    func setMuted(url: String, userId: String, seconds: Int?, muted: Bool, reply: @escaping BackendReply<Void>) { unavailable("mutes", reply) }
    func setBanned(url: String, userId: String, seconds: Int?, banned: Bool, reply: @escaping BackendReply<Void>) { unavailable("bans", reply) }
    func setOperators(url: String, userIds: [String], add: Bool, reply: @escaping BackendReply<Void>) { unavailable("operator changes", reply) }
    func listOpenChannels(
        filter: OpenChannelListQuery.Filter, after cursor: Int?, limit: Int,
        reply: @escaping BackendReply<OpenChannelListPage>
    ) { unavailable("open channels", reply) }
    func listUsers(
        _ source: UserListSource, nicknamePrefix: String?, after cursor: String?, limit: Int,
        reply: @escaping BackendReply<UserListPage>
    ) { unavailable("user lists", reply) }
    func listMembers(
        url: String, filter: MemberListQuery.Filter, after cursor: MemberListCursor?, limit: Int,
        reply: @escaping BackendReply<MemberListPage>
    ) { unavailable("member lists", reply) }
    func searchMessages(_ params: MessageSearchQueryParams, offset: Int, reply: @escaping BackendReply<SearchResult>) {
        unavailable("message search", reply)
    }
}
