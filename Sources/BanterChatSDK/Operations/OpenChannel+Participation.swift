/// Entering and leaving an open channel; only participants send and receive its messages.
extension OpenChannel {
    public func enter(completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil) {
        let url = channelURL
        requestChannel({ $0.enter(url: url, entering: true, reply: $1) }, completion: completion)
    }

    public func enter() async throws(ChatError) {
        try await awaiting { enter(completion: $0) }
    }

    public func exit(completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil) {
        let url = channelURL
        requestChannel({ $0.enter(url: url, entering: false, reply: $1) }, completion: completion)
    }

    public func exit() async throws(ChatError) {
        try await awaiting { exit(completion: $0) }
    }
}
