import BanterScheduling

/// Searches the messages of the current user's channels (or one channel) for a keyword,
/// a page at a time, in order of relevance or time, with the number of matches in
/// `totalCount`. Backed by the service's full-text index, so a page costs the same in a
/// million messages as in a hundred. Made by `ChatClient.createMessageSearchQuery(params:)`.
///
/// Main actor only; completions run on a later turn of the scheduler.
@MainActor
public final class MessageSearchQuery {
    private weak var client: ChatClient?
    /// What the search looks for; fixed when the query is made.
    public let params: MessageSearchQueryParams
    private let pager: QueryPager<Int>
    /// How many messages match in all, known after the first page; -1 before it.
    public private(set) var totalCount = -1

    init(client: ChatClient, params: MessageSearchQueryParams) {
        self.client = client
        self.params = params
        pager = QueryPager(scheduler: client.scheduler)
    }

    public var hasNext: Bool { pager.hasNext }
    public var isLoading: Bool { pager.isLoading }

    /// Loads the next page of matching messages. Fails with 800110 for an empty keyword, a
    /// limit outside 1...100 or an inverted time range, 800170 while a page is loading, and
    /// 400108 for a channel the user is not in; a failure leaves the query unchanged.
    public func loadNextPage(completion: @escaping @MainActor (Result<[BaseMessage], ChatError>) -> Void) {
        let params = params
        pager.load(fetch: { [weak self, weak client] cursor, done in
            guard let client else { return done(.failure(.connectionRequired)) }
            let offset = cursor ?? 0
            client.perform({ $0.searchMessages(params, offset: offset, reply: $1) }) { result in
                done(result.map { found in
                    self?.totalCount = found.totalCount
                    let next = offset + found.messages.count
                    return QueryPager.Page(items: found.messages.map(client.makeMessage), next: next, hasNext: next < found.totalCount)
                })
            }
        }, completion: completion)
    }

    /// The `async` form of `loadNextPage(completion:)`.
    public func loadNextPage() async throws(ChatError) -> [BaseMessage] {
        try await awaiting { loadNextPage(completion: $0) }
    }
}

extension ChatClient {
    /// A search over the current user's messages with `params`; nothing is requested until
    /// `loadNextPage`.
    public func createMessageSearchQuery(params: MessageSearchQueryParams) -> MessageSearchQuery {
        MessageSearchQuery(client: self, params: params)
    }
}
