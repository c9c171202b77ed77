/// Loading a channel's history directly; `MessageCollection` builds on these and adds live
/// updates.
extension BaseChannel {
    /// Messages around `timestamp` (milliseconds since 1970; `Int64.max` for the newest),
    /// oldest first unless `params.reverse`. Fails with 800110 for a negative result size.
    public func getMessagesByTimestamp(
        _ timestamp: Int64, params: MessageListParams,
        completion: @escaping @MainActor (Result<[BaseMessage], ChatError>) -> Void
    ) {
        loadHistory(.timestamp(timestamp), params: params, threadOf: nil, completion: completion)
    }

    public func getMessagesByTimestamp(_ timestamp: Int64, params: MessageListParams) async throws(ChatError) -> [BaseMessage] {
        try await awaiting { getMessagesByTimestamp(timestamp, params: params, completion: $0) }
    }

    /// Messages around the message `messageId`; 900300 when it does not exist.
    public func getMessagesByMessageId(
        _ messageId: Int64, params: MessageListParams,
        completion: @escaping @MainActor (Result<[BaseMessage], ChatError>) -> Void
    ) {
        loadHistory(.messageId(messageId), params: params, threadOf: nil, completion: completion)
    }

    public func getMessagesByMessageId(_ messageId: Int64, params: MessageListParams) async throws(ChatError) -> [BaseMessage] {
        try await awaiting { getMessagesByMessageId(messageId, params: params, completion: $0) }
    }

    /// The replies in the thread of `parentMessageId` around `timestamp`.
    public func getThreadedMessages(
        parentMessageId: Int64, timestamp: Int64, params: MessageListParams,
        completion: @escaping @MainActor (Result<[BaseMessage], ChatError>) -> Void
    ) {
        loadHistory(.timestamp(timestamp), params: params, threadOf: parentMessageId, completion: completion)
    }

    public func getThreadedMessages(parentMessageId: Int64, timestamp: Int64, params: MessageListParams) async throws(ChatError) -> [BaseMessage] {
        try await awaiting { getThreadedMessages(parentMessageId: parentMessageId, timestamp: timestamp, params: params, completion: $0) }
    }

    func loadHistory(
        _ anchor: HistoryAnchor, params: MessageListParams, threadOf parentId: Int64?,
        completion: @escaping @MainActor (Result<[BaseMessage], ChatError>) -> Void
    ) {
        let url = channelURL
        request({ $0.loadMessages(url: url, anchor: anchor, params: params, threadOf: parentId, reply: $1) },
                map: { client, payloads in payloads.map(client.makeMessage) }, completion: completion)
    }
}
