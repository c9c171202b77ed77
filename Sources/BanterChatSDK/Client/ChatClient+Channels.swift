/// Creating channels and fetching them by url.
extension ChatClient {
    /// Creates a group channel with the current user as a member. With `isDistinct`, an
    /// existing distinct channel with exactly these members is returned instead. Unknown user
    /// ids or a bad cover URL fail with 800110.
    public func createGroupChannel(params: GroupChannelCreateParams, completion: @escaping @MainActor (Result<GroupChannel, ChatError>) -> Void) {
        perform({ $0.createGroupChannel(params, reply: $1) }) { [weak self] result in
            guard let self else { return }
            let created = result.map { self.channel(from: $0) as! GroupChannel }
            completion(created)
            if case .success(let channel) = created { forEachObserver { $0.client(self, didCreateChannel: channel) } }
        }
    }

    public func createGroupChannel(params: GroupChannelCreateParams) async throws(ChatError) -> GroupChannel {
        try await awaiting { createGroupChannel(params: params, completion: $0) }
    }

    /// Creates an open channel; its name must not be empty.
    public func createOpenChannel(params: OpenChannelCreateParams, completion: @escaping @MainActor (Result<OpenChannel, ChatError>) -> Void) {
        perform({ $0.createOpenChannel(params, reply: $1) }) { [weak self] result in
            guard let self else { return }
            completion(result.map { self.channel(from: $0) as! OpenChannel })
        }
    }

    public func createOpenChannel(params: OpenChannelCreateParams) async throws(ChatError) -> OpenChannel {
        try await awaiting { createOpenChannel(params: params, completion: $0) }
    }

    /// The group channel at `url`, fresh from the service (the same object every time).
    /// 400201 when there is no such group channel, 400108 when the user is not a member of a
    /// private one, 800110 for an empty or malformed url.
    public func getGroupChannel(url: String, completion: @escaping @MainActor (Result<GroupChannel, ChatError>) -> Void) {
        fetchChannel(url: url, type: .group) { completion($0.map { $0 as! GroupChannel }) }
    }

    public func getGroupChannel(url: String) async throws(ChatError) -> GroupChannel {
        try await awaiting { getGroupChannel(url: url, completion: $0) }
    }

    /// The open channel at `url`; 400201 when there is none.
    public func getOpenChannel(url: String, completion: @escaping @MainActor (Result<OpenChannel, ChatError>) -> Void) {
        fetchChannel(url: url, type: .open) { completion($0.map { $0 as! OpenChannel }) }
    }

    public func getOpenChannel(url: String) async throws(ChatError) -> OpenChannel {
        try await awaiting { getOpenChannel(url: url, completion: $0) }
    }

    private func fetchChannel(url: String, type: ChannelType, completion: @escaping @MainActor (Result<BaseChannel, ChatError>) -> Void) {
        perform({ $0.lookUpChannel(url: url, kind: type, reply: $1) }) { [weak self] result in
            guard let self else { return }
            completion(result.map { self.channel(from: $0) })
        }
    }
}
