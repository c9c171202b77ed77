import BanterScheduling

/// Pages through a group channel's members, ordered by nickname (ignoring case), with
/// filters for mute, role, membership state and a nickname prefix. Made by
/// `GroupChannel.createMemberListQuery()`. Main actor only.
@MainActor
public final class MemberListQuery {
    /// Which members to include.
    public struct Filter: Sendable {
        public enum Muted: Sendable { case all, muted, unmuted }
        public enum Operators: Sendable { case all, operatorsOnly, nonOperatorsOnly }
        public enum State: Sendable { case all, joinedOnly, invitedOnly }

        public var muted: Muted = .all
        public var operators: Operators = .all
        public var state: State = .all
        /// Only members this text finds, ignoring case: it starts their nickname, a word of
        /// it, or their user id (`NicknameFilter`).
        public var nicknameStartsWith: String?

        public init() {}
    }

    private weak var client: ChatClient?
    let channelURL: String
    private let pager: QueryPager<MemberListCursor>

    /// Members a page, 1 to 100; outside that, `loadNextPage` fails with 800110.
    public var limit = 20
    /// Which members to include; may change only before the first page.
    public var filter = Filter()

    init(client: ChatClient?, scheduler: any Scheduler, channelURL: String) {
        self.client = client
        self.channelURL = channelURL
        pager = QueryPager(scheduler: scheduler)
    }

    public var hasNext: Bool { pager.hasNext }
    public var isLoading: Bool { pager.isLoading }

    /// Loads the next page. Fails with 800170 while a page is loading, 800110 for a limit
    /// outside 1...100, 400108 when the user is not a member; a failure leaves the query unchanged.
    public func loadNextPage(completion: @escaping @MainActor (Result<[Member], ChatError>) -> Void) {
        let (url, filter, limit) = (channelURL, filter, limit)
        pager.load(validate: { () throws(ChatError) in try Validation.pageLimit(limit) }, fetch: { [weak client] cursor, done in
            guard let client else { return done(.failure(.connectionRequired)) }
            client.perform({ $0.listMembers(url: url, filter: filter, after: cursor, limit: limit, reply: $1) }) { result in
                let now = client.serverTime
                done(result.map { page in
                    QueryPager.Page(items: page.members.map { Member($0.user, $0.record, now: now) }, next: page.next, hasNext: page.hasNext)
                })
            }
        }, completion: completion)
    }

    public func loadNextPage() async throws(ChatError) -> [Member] {
        try await awaiting { loadNextPage(completion: $0) }
    }
}
