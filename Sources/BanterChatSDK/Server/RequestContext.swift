/// What a request handler on the service works with: who is asking, the time, and the one
/// way to change state (`commit`), which journals before it applies so an acknowledged
/// change is durable. Handlers validate first and commit last, so a refused request leaves
/// nothing behind.
@MainActor
struct RequestContext {
    let server: ChatServer
    let userId: String
    let now: Int64
    /// The connection the request came over; its own events are not echoed back to it.
    let session: ClientSession?
    /// Whether the request comes from the administration API rather than a client. As on the
    /// real service's Platform API, it needs no operator role, may post admin messages, and
    /// may post to an open channel as a user who has not entered it.
    var isAdministration = false

    var state: ServerState { server.state }

    /// Makes the mutations durable (when the server has a store) and applies them.
    func commit(_ mutations: [ServerMutation]) throws(ChatError) {
        try server.commit(mutations)
    }

    func commit(_ mutation: ServerMutation) throws(ChatError) {
        try server.commit([mutation])
    }

    func channel(_ url: String) throws(ChatError) -> ChannelRecord {
        guard let channel = state[url] else { throw .channelNotFound(url) }
        return channel
    }

    func groupChannel(_ url: String) throws(ChatError) -> ChannelRecord {
        let channel = try channel(url)
        guard channel.header.kind == .group else { throw .channelNotFound(url) }
        return channel
    }

    func user(_ userId: String) throws(ChatError) -> UserRecord {
        try Validation.userId(userId)
        guard let user = state.users[userId] else { throw .userNotFound(userId) }
        return user
    }

    /// The caller's membership, which every member-only request needs.
    func membership(in channel: ChannelRecord) throws(ChatError) -> MemberRecord {
        guard let member = channel.members[userId], member.state == .joined else {
            throw ChatError(.nonAuthorized, "Not authorized: \(userId) is not a member of \(channel.url).")
        }
        return member
    }

    func isOperator(_ userId: String, in channel: ChannelRecord) -> Bool {
        channel.header.kind == .group
            ? channel.members[userId]?.isOperator == true
            : channel.header.operatorIds.contains(userId)
    }

    func requireOperator(in channel: ChannelRecord, to action: String) throws(ChatError) {
        guard isAdministration || isOperator(userId, in: channel) else {
            throw ChatError(.nonAuthorized, "Not authorized: only an operator of \(channel.url) can \(action).")
        }
    }
}
