/// Entering and leaving an open channel; only participants send and receive its messages.
extension OpenChannel {
    public func enter(completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil) {
        let url = channelURL
        requestChannel(.channelChange, handler: { context throws(ChatError) in try context.server.enter(context, url: url, entering: true) }, completion: completion)
    }

    public func enter() async throws(ChatError) {
        try await awaiting { enter(completion: $0) }
    }

    public func exit(completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil) {
        let url = channelURL
        requestChannel(.channelChange, handler: { context throws(ChatError) in try context.server.enter(context, url: url, entering: false) }, completion: completion)
    }

    public func exit() async throws(ChatError) {
        try await awaiting { exit(completion: $0) }
    }
}
