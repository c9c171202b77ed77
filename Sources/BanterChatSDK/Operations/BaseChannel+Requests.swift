/// How channel operations reach the service: through the owning client, with the reply
/// applied to this object before the caller hears of it.
extension BaseChannel {
    func request<Reply, Value>(
        _ operation: ChatOperation,
        handler: @escaping @MainActor (RequestContext) throws(ChatError) -> Reply,
        map: @escaping @MainActor (ChatClient, Reply) -> Value,
        completion: (@MainActor (Result<Value, ChatError>) -> Void)?
    ) {
        guard let client else {
            scheduler.schedule(after: .zero) { completion?(.failure(.connectionRequired)) }
            return
        }
        client.perform(operation, handler: handler) { [weak client] result in
            guard let client else { return }
            completion?(result.map { map(client, $0) })
        }
    }

    /// A request whose reply is the channel as the service now sees it.
    func requestChannel(
        _ operation: ChatOperation,
        handler: @escaping @MainActor (RequestContext) throws(ChatError) -> ChannelPayload,
        completion: (@MainActor (Result<Void, ChatError>) -> Void)?
    ) {
        request(operation, handler: handler, map: { client, payload in client.channel(from: payload); return () }, completion: completion)
    }

    /// A request with nothing to reply but success.
    func requestVoid(
        _ operation: ChatOperation,
        handler: @escaping @MainActor (RequestContext) throws(ChatError) -> Void,
        completion: (@MainActor (Result<Void, ChatError>) -> Void)?
    ) {
        request(operation, handler: handler, map: { _, _ in () }, completion: completion)
    }
}
