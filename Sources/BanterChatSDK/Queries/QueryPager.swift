import BanterScheduling

/// The paging state every list query shares, with the rules that go with it, so that each
/// query (group channels, open channels, users, message search) behaves the same:
///
/// - A load while another is running fails with 800170 (`queryInProgress`).
/// - A load refused by `validate` (bad parameters, 800110) or a request that fails changes
///   nothing: the same page can simply be asked for again.
/// - Only a successful page moves the cursor and updates `hasNext`.
/// - A load after the last page succeeds with no items, as on the real service.
/// - Completions run on a later turn of the scheduler, never inside the call.
///
/// A query owns one pager and forwards `hasNext`, `isLoading` and its `loadNextPage` to it:
///
/// ```swift
/// pager.load(validate: { () throws(ChatError) in try Validation.limit(limit) },
///            fetch: { cursor, done in /* request the page after `cursor`, then */ done(.success(page)) },
///            completion: completion)
/// ```
///
/// `Cursor` is whatever tells the service where the next page starts: a sort key, a token, an
/// offset. It is nil before the first page.
@MainActor
final class QueryPager<Cursor> {
    /// One page as a query's fetch reports it: the items, the cursor after them, and whether
    /// the service has more.
    struct Page<Item> {
        var items: [Item]
        var next: Cursor?
        var hasNext: Bool
    }

    /// Whether a page is being loaded now.
    private(set) var isLoading = false
    /// Whether there may be more pages; true until a page says otherwise.
    private(set) var hasNext = true
    /// Where the next page starts; nil before the first page.
    private(set) var cursor: Cursor?
    private let scheduler: any Scheduler

    /// A pager at the first page, reporting early failures on `scheduler`.
    init(scheduler: any Scheduler) {
        self.scheduler = scheduler
    }

    /// Loads the next page: checks, then runs `fetch` from the cursor, then moves the cursor.
    ///
    /// - Parameters:
    ///   - validate: Checks the query's parameters before anything changes; throwing fails the
    ///     load with that error.
    ///   - fetch: Requests the page after the given cursor and reports it (or the error) once.
    ///   - completion: The page's items, or why there are none.
    func load<Item>(
        validate: () throws(ChatError) -> Void = {},
        fetch: (_ cursor: Cursor?, _ done: @escaping @MainActor (Result<Page<Item>, ChatError>) -> Void) -> Void,
        completion: @escaping @MainActor (Result<[Item], ChatError>) -> Void
    ) {
        guard !isLoading else {
            return report(completion, .failure(ChatError(
                .queryInProgress, "Query in progress: the previous page is still loading; wait for its completion.")))
        }
        do throws(ChatError) { try validate() } catch {
            return report(completion, .failure(error))
        }
        guard hasNext else { return report(completion, .success([])) }
        isLoading = true
        fetch(cursor) { [self] result in
            isLoading = false
            switch result {
            case .success(let page):
                cursor = page.next ?? cursor
                hasNext = page.hasNext
                completion(.success(page.items))
            case .failure(let error):
                completion(.failure(error))
            }
        }
    }

    private func report<Item>(_ completion: @escaping @MainActor (Result<[Item], ChatError>) -> Void, _ result: Result<[Item], ChatError>) {
        scheduler.schedule(after: .zero) { completion(result) }
    }
}
