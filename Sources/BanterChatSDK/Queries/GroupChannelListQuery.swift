/// Pages through the current user's group channels (joined or invited), in an order and
/// with filters fixed when the query is made by `ChatClient.createMyGroupChannelListQuery(params:)`.
///
/// Each `loadNextPage` returns the next `limit` channels; pages continue from the last
/// channel returned rather than from an offset, so channels that move while the user pages
/// (a new message lifts a channel to the top) shift nothing: no channel is returned twice
/// and none is skipped because others moved. A channel that moves ahead of the pages already
/// loaded is not returned again; to follow such changes live, use a `GroupChannelCollection`.
///
/// Main actor only. Completions run on a later turn of the scheduler.
@MainActor
public final class GroupChannelListQuery {
    let client: ChatClient
    private(set) var params: GroupChannelListQueryParams
    private let pager: QueryPager<GroupChannelListSortKey>
    /// Channels already returned, so a channel whose sort key moved back behind the cursor
    /// (its last message deleted, a rename) is not returned a second time.
    private var returnedURLs: Set<String> = []

    init(client: ChatClient, params: GroupChannelListQueryParams) {
        self.client = client
        self.params = params
        pager = QueryPager(scheduler: client.scheduler)
    }

    /// Channels per page; may change between pages. Outside 1...100, `loadNextPage` fails with 800110.
    public var limit: Int {
        get { params.limit }
        set { params.limit = newValue }
    }

    /// The order of the list.
    public var order: GroupChannelListOrder { params.order }
    /// Whether channels without messages are listed.
    public var includeEmptyChannel: Bool { params.includeEmptyChannel }
    /// Whether frozen channels are listed.
    public var includeFrozenChannel: Bool { params.includeFrozenChannel }
    /// Only channels whose name contains this text, ignoring case.
    public var channelNameContainsFilter: String? { params.channelNameContainsFilter }
    /// Only channels with these members, combined as `queryType` says.
    public var userIdsIncludeFilter: [String]? { params.userIdsIncludeFilter }
    /// Whether `userIdsIncludeFilter` needs every user or any one.
    public var queryType: GroupChannelListQueryType { params.queryType }
    /// Only channels with one of these custom types.
    public var customTypesFilter: [String]? { params.customTypesFilter }
    /// Which hidden channels are listed.
    public var hiddenChannelFilter: GroupChannelHiddenChannelFilter { params.hiddenChannelFilter }
    /// Joined channels, invitations, or both.
    public var myMemberStateFilter: MyMemberStateFilter { params.myMemberStateFilter }

    /// Whether there may be more channels to load.
    public var hasNext: Bool { pager.hasNext }
    /// Whether a page is loading now.
    public var isLoading: Bool { pager.isLoading }

    /// Loads the next page of channels, in the query's order; an empty page once `hasNext`
    /// is false. Fails with 800170 while a page is loading and with 800110 for a limit outside
    /// 1...100; either way, and on any failure, the query is unchanged and the call may be repeated.
    public func loadNextPage(completion: @escaping @MainActor (Result<[GroupChannel], ChatError>) -> Void) {
        let params = params
        pager.load(validate: { () throws(ChatError) in try Self.validate(params) }, fetch: { [client] cursor, done in
            client.loadMyGroupChannels(params, after: cursor, limit: params.limit) { result in
                done(result.map { page in
                    QueryPager.Page(items: client.groupChannels(from: page), next: page.next, hasNext: page.hasNext)
                })
            }
        }, completion: { [self] result in
            completion(result.map { channels in channels.filter { returnedURLs.insert($0.channelURL).inserted } })
        })
    }

    /// The `async` form of `loadNextPage(completion:)`.
    public func loadNextPage() async throws(ChatError) -> [GroupChannel] {
        try await awaiting { loadNextPage(completion: $0) }
    }

    /// Whether `channel`, as this client knows it now, passes the query's filters.
    public func belongsTo(channel: GroupChannel) -> Bool {
        params.includes(channel)
    }

    static func validate(_ params: GroupChannelListQueryParams) throws(ChatError) {
        try Validation.pageLimit(params.limit)
    }
}
