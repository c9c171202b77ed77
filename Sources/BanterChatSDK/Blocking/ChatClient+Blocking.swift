/// Blocking users, with the reference SDK's names. A block belongs to the current user: the
/// blocked user is not told and still talks to everyone else; this user's screens hide their
/// messages in group channels (`isBlocked(userId:)`), and they cannot open a one-to-one
/// channel with this user (the service answers 400108). On Matrix a block is the account's
/// `m.ignored_user_list`, and the homeserver stops sending the blocked user's events.
extension ChatClient {
    /// Whether the current user has blocked `userId`, as the service last told: a cheap check
    /// for screens and helpers (no message list, link preview or notification of a blocked
    /// user's should show). False while not connected.
    public func isBlocked(userId: String) -> Bool {
        currentSession?.blockedUserIds.contains(userId) ?? false
    }

    /// The ids of the users the current user has blocked; empty while not connected.
    public var blockedUserIds: Set<String> {
        currentSession?.blockedUserIds ?? []
    }

    /// Blocks `userId`; answers with the user. Fails with 800110 for an empty id or oneself,
    /// 400201 for a user the service does not know.
    public func blockUser(userId: String, completion: (@MainActor (Result<User, ChatError>) -> Void)? = nil) {
        setBlocked(userId: userId, blocked: true, completion: completion)
    }

    public func blockUser(userId: String) async throws(ChatError) -> User {
        try await awaiting { blockUser(userId: userId, completion: $0) }
    }

    /// Unblocks `userId`; unblocking someone not blocked succeeds and changes nothing.
    public func unblockUser(userId: String, completion: (@MainActor (Result<User, ChatError>) -> Void)? = nil) {
        setBlocked(userId: userId, blocked: false, completion: completion)
    }

    public func unblockUser(userId: String) async throws(ChatError) -> User {
        try await awaiting { unblockUser(userId: userId, completion: $0) }
    }

    /// The users the current user has blocked, a page at a time, in id order.
    public func createBlockedUserListQuery() -> BlockedUserListQuery {
        BlockedUserListQuery(client: self, scheduler: scheduler, source: .blocked)
    }

    private func setBlocked(userId: String, blocked: Bool, completion: (@MainActor (Result<User, ChatError>) -> Void)?) {
        do throws(ChatError) {
            try Validation.userId(userId)
            if userId == currentUser?.userId { throw .invalidParameter("a user cannot block themselves") }
        } catch {
            return fail({ completion?($0) }, error)
        }
        perform({ $0.setBlocked(userId: userId, blocked: blocked, reply: $1) }) { [weak self] result in
            guard let self else { return }
            completion?(result.map { self.user(for: $0.userId, updating: $0) })
        }
    }
}
