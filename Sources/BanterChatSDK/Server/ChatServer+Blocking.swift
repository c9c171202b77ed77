/// Blocking and reporting on the simulated service. A block is one user's: the blocked user
/// is not told, their messages still reach everyone else, and the blocker's client hides
/// them (`ChatClient.isBlocked`); a blocked user cannot start a one-to-one (distinct,
/// two-member) channel with the user who blocked them. Reports are kept for the channel's
/// operators.
extension ChatServer {
    /// Blocks or unblocks `userId` for the caller; answers with the user's profile. Blocking
    /// oneself, or an unknown user, fails with 800110 and 400201.
    func setBlocked(_ context: RequestContext, userId: String, blocked: Bool) throws(ChatError) -> UserRecord {
        let user = try context.user(userId)
        guard userId != context.userId else { throw .invalidParameter("a user cannot block themselves") }
        if context.state.hasBlocked(context.userId, userId) != blocked {
            try context.commit(.blocked(userId: context.userId, blockedUserId: userId, blocked: blocked))
        }
        return user
    }

    /// The users `userId` has blocked.
    func blockedUserIds(of userId: String) -> Set<String> {
        state.blocks[userId] ?? []
    }

    /// Fails with 400108 when the caller asks for a one-to-one channel with someone who has
    /// blocked them, as the real service refuses a blocked user's direct channel.
    func refuseBlockedDirectChannel(_ context: RequestContext, memberIds: [String], isDistinct: Bool) throws(ChatError) {
        guard isDistinct, memberIds.count == 2,
              let other = memberIds.first(where: { $0 != context.userId }),
              context.state.hasBlocked(other, context.userId) else { return }
        throw ChatError(.nonAuthorized, "Not authorized: \(other) has blocked \(context.userId).")
    }

    /// Files a report on a message (`messageId`) or on a user in a channel the caller can see.
    /// A message that is not there fails with 900300, a user not in a group channel with
    /// 400201; reporting oneself or one's own message with 800110.
    func report(
        _ context: RequestContext, url: String, messageId: Int64?, offendingUserId: String?,
        category: ReportCategory, description: String?
    ) throws(ChatError) {
        try Validation.channelURL(url)
        let channel = try context.channel(url)
        if channel.header.kind == .group { _ = try context.membership(in: channel) }
        let offender: String
        if let messageId {
            guard let index = channel.index(ofMessage: messageId) else { throw .messageNotFound(messageId) }
            offender = channel.messages[index].senderId ?? ""
        } else {
            offender = try context.user(offendingUserId ?? "").userId
        }
        guard offender != context.userId else { throw .invalidParameter("a user cannot report themselves") }
        try context.commit(.report(ReportRecord(
            reporterId: context.userId, channelURL: url, messageId: messageId, offendingUserId: offender,
            category: category, description: description, createdAt: context.now)))
    }

    /// The reports filed in `url`, oldest first; operators only (400108 otherwise).
    func reports(_ context: RequestContext, url: String) throws(ChatError) -> [ReportRecord] {
        try Validation.channelURL(url)
        let channel = try context.channel(url)
        try context.requireOperator(in: channel, to: "read reports")
        return context.state.reports.filter { $0.channelURL == url }
    }

    /// How many reports were filed on the service, for tests and the administration API.
    public var reportCount: Int { state.reports.count }

    /// Administration: `blockerId` blocks (`blocked`) or unblocks `userId`, as if they had
    /// asked; for seeding a workspace and for tests. Unknown users fail with 400201.
    public func setBlocked(_ blocked: Bool, userId: String, by blockerId: String) throws(ChatError) {
        let context = RequestContext(server: self, userId: blockerId, now: now, session: nil)
        _ = try context.user(blockerId)
        _ = try setBlocked(context, userId: userId, blocked: blocked)
    }
}
