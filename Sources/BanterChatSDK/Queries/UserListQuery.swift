import BanterScheduling

/// Pages through a list of users: everyone on the service, or a channel's operators, muted
/// users, banned users or participants. Each kind has its own subclass, made by the client or
/// the channel (`client.createApplicationUserListQuery()`, `channel.createOperatorListQuery()`…).
///
/// Users come in id order, continuing after the last one returned. Main actor only;
/// completions run on a later turn of the scheduler.
@MainActor
public class UserListQuery {
    private weak var client: ChatClient?
    let source: UserListSource
    private let pager: QueryPager<String>

    /// Users a page, 1 to 100; outside that, `loadNextPage` fails with 800110.
    public var limit = 20
    /// Only users this text finds, ignoring case: it starts their nickname, a word of it, or
    /// their user id (`NicknameFilter`).
    public var nicknameStartsWithFilter: String?

    init(client: ChatClient?, scheduler: any Scheduler, source: UserListSource) {
        self.client = client
        self.source = source
        pager = QueryPager(scheduler: scheduler)
    }

    /// Whether there may be more users to load.
    public var hasNext: Bool { pager.hasNext }
    /// Whether a page is loading now.
    public var isLoading: Bool { pager.isLoading }

    /// Loads the next page. Fails with 800170 while a page is loading, 800110 for a limit
    /// outside 1...100, 900500 for a channel that is gone; a failure leaves the query unchanged. Muted
    /// and banned lists hold `RestrictedUser`s.
    public func loadNextPage(completion: @escaping @MainActor (Result<[User], ChatError>) -> Void) {
        let (source, limit, prefix) = (source, limit, nicknameStartsWithFilter)
        pager.load(validate: { () throws(ChatError) in try Validation.pageLimit(limit) }, fetch: { [weak client] cursor, done in
            guard let client else { return done(.failure(.connectionRequired)) }
            client.perform({ $0.listUsers(source, nicknamePrefix: prefix, after: cursor, limit: limit, reply: $1) }) { result in
                done(result.map { page in
                    QueryPager.Page(items: page.users.map { entry in
                        entry.restrictionEndsAt != nil || source.isRestriction
                            ? RestrictedUser(entry.record, endsAt: entry.restrictionEndsAt)
                            : client.user(for: entry.record.userId, updating: entry.record)
                    }, next: page.next, hasNext: page.hasNext)
                })
            }
        }, completion: completion)
    }

    /// The `async` form of `loadNextPage(completion:)`.
    public func loadNextPage() async throws(ChatError) -> [User] {
        try await awaiting { loadNextPage(completion: $0) }
    }
}

/// Every user on the service, or those in `userIdsFilter`.
@MainActor
public final class ApplicationUserListQuery: UserListQuery {}

/// A channel's operators.
@MainActor
public final class OperatorListQuery: UserListQuery {}

/// The users muted in a channel now.
@MainActor
public final class MutedUserListQuery: UserListQuery {}

/// The users banned from a channel now (operators only: others get 400108).
@MainActor
public final class BannedUserListQuery: UserListQuery {}

/// The users in an open channel now.
@MainActor
public final class ParticipantListQuery: UserListQuery {}

extension UserListSource {
    var isRestriction: Bool {
        switch self {
        case .muted, .banned: true
        default: false
        }
    }
}

/// The users the current user has blocked (`client.createBlockedUserListQuery()`).
@MainActor
public final class BlockedUserListQuery: UserListQuery {}
