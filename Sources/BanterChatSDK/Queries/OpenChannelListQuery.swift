import BanterScheduling

/// Pages through the service's open channels, newest first, optionally filtered by name,
/// url or custom type. Made by `ChatClient.createOpenChannelListQuery()`. Main actor only.
@MainActor
public final class OpenChannelListQuery {
    /// Which open channels to list.
    public struct Filter: Sendable {
        /// Only channels whose name contains this text, ignoring case.
        public var nameKeyword: String?
        /// Only channels whose url contains this text.
        public var urlKeyword: String?
        /// Only channels with one of these custom types.
        public var customTypes: [String]?

        public init() {}
    }

    private weak var client: ChatClient?
    private let pager: QueryPager<Int>
    /// Channels a page, 1 to 100; outside that, `loadNextPage` fails with 800110.
    public var limit = 20
    public var filter = Filter()

    init(client: ChatClient?, scheduler: any Scheduler) {
        self.client = client
        pager = QueryPager(scheduler: scheduler)
    }

    public var hasNext: Bool { pager.hasNext }
    public var isLoading: Bool { pager.isLoading }

    /// Loads the next page. Fails with 800170 while a page is loading and 800110 for a
    /// limit outside 1...100; a failure leaves the query unchanged.
    public func loadNextPage(completion: @escaping @MainActor (Result<[OpenChannel], ChatError>) -> Void) {
        let (filter, limit) = (filter, limit)
        pager.load(validate: { () throws(ChatError) in try Validation.pageLimit(limit) }, fetch: { [weak client] cursor, done in
            guard let client else { return done(.failure(.connectionRequired)) }
            client.perform({ $0.listOpenChannels(filter: filter, after: cursor, limit: limit, reply: $1) }) { result in
                done(result.map { page in
                    QueryPager.Page(items: page.channels.compactMap { client.channel(from: $0) as? OpenChannel }, next: page.next, hasNext: page.hasNext)
                })
            }
        }, completion: completion)
    }

    public func loadNextPage() async throws(ChatError) -> [OpenChannel] {
        try await awaiting { loadNextPage(completion: $0) }
    }
}
