/// How channel operations reach the service: through the owning client's backend session,
/// with the reply applied to this object before the caller hears of it.
extension BaseChannel {
    func request<Reply, Value>(
        _ send: (any ChatBackendSession, @escaping BackendReply<Reply>) -> Void,
        map: @escaping @MainActor (ChatClient, Reply) -> Value,
        completion: (@MainActor (Result<Value, ChatError>) -> Void)?
    ) {
        guard let client else {
            scheduler.schedule(after: .zero) { completion?(.failure(.connectionRequired)) }
            return
        }
        client.perform(send) { [weak client] result in
            guard let client else { return }
            completion?(result.map { map(client, $0) })
        }
    }

    /// A request whose reply is the channel as the service now sees it.
    func requestChannel(
        _ send: (any ChatBackendSession, @escaping BackendReply<ChannelPayload>) -> Void,
        completion: (@MainActor (Result<Void, ChatError>) -> Void)?
    ) {
        request(send, map: { client, payload in client.channel(from: payload); return () }, completion: completion)
    }

    /// A request with nothing to reply but success.
    func requestVoid(
        _ send: (any ChatBackendSession, @escaping BackendReply<Void>) -> Void,
        completion: (@MainActor (Result<Void, ChatError>) -> Void)?
    ) {
        request(send, map: { _, _ in () }, completion: completion)
    }
}
