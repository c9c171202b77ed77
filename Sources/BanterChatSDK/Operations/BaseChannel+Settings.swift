/// Changing and moderating a channel. Each operation has a completion form and an async
/// form; operator-only operations fail with 400108 for everyone else.
extension BaseChannel {
    /// Reloads the channel from the service.
    public func refresh(completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil) {
        let url = channelURL
        requestChannel({ $0.fetchChannel(url: url, reply: $1) }, completion: completion)
    }

    public func refresh() async throws(ChatError) {
        try await awaiting { refresh(completion: $0) }
    }

    /// Changes the name, cover, custom type or data.
    public func update(params: ChannelUpdateParams, completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil) {
        let url = channelURL
        requestChannel({ $0.updateChannel(url: url, params, reply: $1) }, completion: completion)
    }

    public func update(params: ChannelUpdateParams) async throws(ChatError) {
        try await awaiting { update(params: params, completion: $0) }
    }

    /// Deletes the channel for everyone (operators only).
    public func delete(completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil) {
        let url = channelURL
        request({ $0.deleteChannel(url: url, reply: $1) },
                map: { client, _ in client.forgetChannel(url) }, completion: completion)
    }

    public func delete() async throws(ChatError) {
        try await awaiting { delete(completion: $0) }
    }

    /// Freezes the channel: only operators can send until it is unfrozen.
    public func freeze(completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil) {
        setFrozen(true, completion: completion)
    }

    public func freeze() async throws(ChatError) {
        try await awaiting { freeze(completion: $0) }
    }

    public func unfreeze(completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil) {
        setFrozen(false, completion: completion)
    }

    public func unfreeze() async throws(ChatError) {
        try await awaiting { unfreeze(completion: $0) }
    }

    private func setFrozen(_ frozen: Bool, completion: (@MainActor (Result<Void, ChatError>) -> Void)?) {
        let url = channelURL
        requestChannel({ $0.setFrozen(url: url, frozen: frozen, reply: $1) }, completion: completion)
    }

    /// Mutes a user for `seconds` (nil: until unmuted); a muted user cannot send (900041).
    public func muteUser(userId: String, seconds: Int? = nil, completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil) {
        let url = channelURL
        requestVoid({ $0.setMuted(url: url, userId: userId, seconds: seconds, muted: true, reply: $1) }, completion: completion)
    }

    public func muteUser(userId: String, seconds: Int? = nil) async throws(ChatError) {
        try await awaiting { muteUser(userId: userId, seconds: seconds, completion: $0) }
    }

    public func unmuteUser(userId: String, completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil) {
        let url = channelURL
        requestVoid({ $0.setMuted(url: url, userId: userId, seconds: nil, muted: false, reply: $1) }, completion: completion)
    }

    public func unmuteUser(userId: String) async throws(ChatError) {
        try await awaiting { unmuteUser(userId: userId, completion: $0) }
    }

    /// Bans a user for `seconds` (nil: until unbanned), removing them from the channel; a
    /// banned user cannot join, enter or send (900100).
    public func banUser(userId: String, seconds: Int? = nil, completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil) {
        let url = channelURL
        requestVoid({ $0.setBanned(url: url, userId: userId, seconds: seconds, banned: true, reply: $1) }, completion: completion)
    }

    public func banUser(userId: String, seconds: Int? = nil) async throws(ChatError) {
        try await awaiting { banUser(userId: userId, seconds: seconds, completion: $0) }
    }

    public func unbanUser(userId: String, completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil) {
        let url = channelURL
        requestVoid({ $0.setBanned(url: url, userId: userId, seconds: nil, banned: false, reply: $1) }, completion: completion)
    }

    public func unbanUser(userId: String) async throws(ChatError) {
        try await awaiting { unbanUser(userId: userId, completion: $0) }
    }

    /// Makes members operators.
    public func addOperators(userIds: [String], completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil) {
        setOperators(userIds, add: true, completion: completion)
    }

    public func addOperators(userIds: [String]) async throws(ChatError) {
        try await awaiting { addOperators(userIds: userIds, completion: $0) }
    }

    public func removeOperators(userIds: [String], completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil) {
        setOperators(userIds, add: false, completion: completion)
    }

    public func removeOperators(userIds: [String]) async throws(ChatError) {
        try await awaiting { removeOperators(userIds: userIds, completion: $0) }
    }

    private func setOperators(_ userIds: [String], add: Bool, completion: (@MainActor (Result<Void, ChatError>) -> Void)?) {
        let url = channelURL
        requestVoid({ $0.setOperators(url: url, userIds: userIds, add: add, reply: $1) }, completion: completion)
    }
}
