/// The current user's group channel list kept live: the channels of a `GroupChannelListQuery`,
/// page by page, in the query's order, updated as events arrive. Made by
/// `ChatClient.createGroupChannelCollection(query:)`.
///
/// `channelList` holds the pages loaded so far. Events keep it true: a new message moves its
/// channel (to the top of a `.latestLastMessage` list), a channel the user joins, is invited
/// to or creates joins the list, and a channel they leave, hide, are banned from or that is
/// deleted leaves it; each change reaches the delegate with its `CollectionEventSource`. A
/// channel that sorts after the last loaded one is not added until `loadMore` reaches it.
/// After a reconnection the collection asks the service again for everything it holds and
/// reports the differences with `.channelChangelog`.
///
/// Main actor only. Call `dispose()` when done: afterwards `loadMore` fails with 800600 and the
/// delegate hears nothing more.
@MainActor
public final class GroupChannelCollection {
    /// Hears the list's changes. Held weakly.
    public weak var delegate: GroupChannelCollectionDelegate?
    /// The loaded channels in the query's order. The objects are the client's own, updated
    /// in place.
    public private(set) var channelList: [GroupChannel] = []
    /// `channelList`'s sort keys as of the channels' last placement, for binary search
    /// (a channel object may already have changed in place before the collection hears why).
    private var keys: [GroupChannelListSortKey] = []
    let client: ChatClient
    private let params: GroupChannelListQueryParams
    private let pager: QueryPager<GroupChannelListSortKey>
    private var isDisposed = false
    /// Counts catch-ups, so only the reply to the latest one is applied.
    private var catchUpGeneration = 0

    init(client: ChatClient, query: GroupChannelListQuery) {
        self.client = client
        params = query.params
        pager = QueryPager(scheduler: client.scheduler)
        client.addObserver(self)
    }

    /// Whether more channels remain to be loaded with `loadMore`.
    public var hasNext: Bool { pager.hasNext }

    /// Loads the next page and appends its channels to `channelList`; the completion gets the
    /// channels that joined the list. The delegate is not called for them. Fails with 800170
    /// while a page is loading, 800110 for a query limit below 1 and 800600 after `dispose()`.
    public func loadMore(completion: (@MainActor (Result<[GroupChannel], ChatError>) -> Void)? = nil) {
        guard !isDisposed else {
            client.fail({ (result: Result<[GroupChannel], ChatError>) in completion?(result) }, Self.disposedError)
            return
        }
        let params = params
        pager.load(validate: { () throws(ChatError) in try GroupChannelListQuery.validate(params) }, fetch: { [client] cursor, done in
            client.loadMyGroupChannels(params, after: cursor, limit: params.limit) { result in
                done(result.map { QueryPager.Page(items: $0.channels, next: $0.next, hasNext: $0.hasNext) })
            }
        }, completion: { [self] (result: Result<[ChannelPayload], ChatError>) in
            // Merged even without a completion to tell.
            let merged = isDisposed ? .failure(Self.disposedError) : result.map(merge)
            completion?(merged)
        })
    }

    /// The `async` form of `loadMore(completion:)`.
    @discardableResult
    public func loadMore() async throws(ChatError) -> [GroupChannel] {
        try await awaiting { loadMore(completion: $0) }
    }

    /// Stops following events. Afterwards `loadMore` fails with 800600 and the delegate is
    /// never called again; `channelList` keeps its last state.
    public func dispose() {
        isDisposed = true
        client.removeObserver(self)
    }

    static let disposedError = ChatError(.collectionDisposed, "Collection disposed: this GroupChannelCollection was disposed; create a new one.")

    // MARK: Keeping the list

    /// Places a page's channels, returning those new to the list.
    private func merge(_ payloads: [ChannelPayload]) -> [GroupChannel] {
        var added: [GroupChannel] = []
        for payload in payloads {
            guard let channel = client.channel(from: payload) as? GroupChannel else { continue }
            if let index = index(of: channel.channelURL) { remove(at: index) } else { added.append(channel) }
            insert(channel)
        }
        return added
    }

    /// Whether a channel with this key lies within the pages loaded so far.
    private func isLoaded(_ key: GroupChannelListSortKey) -> Bool {
        guard pager.hasNext else { return true }
        guard let boundary = pager.cursor else { return false }
        return key <= boundary
    }

    /// Brings one channel's place in the list up to date after `source` changed it.
    private func refresh(_ channel: GroupChannel, source: CollectionEventSource) {
        let key = GroupChannelListSortKey(channel, order: params.order)
        let belongs = params.includes(channel) && isLoaded(key)
        let context = GroupChannelContext(source: source)
        switch (index(of: channel.channelURL), belongs) {
        case (nil, false):
            return
        case (nil, true):
            insert(channel)
            delegate?.channelCollection(self, context: context, addedChannels: [channel])
        case (let index?, false):
            remove(at: index)
            delegate?.channelCollection(self, context: context, deletedChannelURLs: [channel.channelURL])
        case (let index?, true):
            remove(at: index)
            insert(channel)
            delegate?.channelCollection(self, context: context, updatedChannels: [channel])
        }
    }

    private func removeChannel(url: String, source: CollectionEventSource) {
        guard let index = index(of: url) else { return }
        remove(at: index)
        delegate?.channelCollection(self, context: GroupChannelContext(source: source), deletedChannelURLs: [url])
    }

    private func index(of url: String) -> Int? {
        channelList.firstIndex { $0.channelURL == url }
    }

    private func insert(_ channel: GroupChannel) {
        let key = GroupChannelListSortKey(channel, order: params.order)
        var low = 0, high = keys.count
        while low < high {
            let mid = (low + high) / 2
            if keys[mid] < key { low = mid + 1 } else { high = mid }
        }
        keys.insert(key, at: low)
        channelList.insert(channel, at: low)
    }

    private func remove(at index: Int) {
        keys.remove(at: index)
        channelList.remove(at: index)
    }

    // MARK: Catching up

    /// Lists again everything the collection covers and reports how it differs from what
    /// the collection holds.
    private func catchUp() {
        guard pager.cursor != nil || !pager.hasNext else { return }
        catchUpGeneration += 1
        let generation = catchUpGeneration
        let bound = pager.hasNext ? pager.cursor : nil
        client.loadMyGroupChannels(params, after: nil, through: bound, limit: nil) { [self] result in
            guard !isDisposed, generation == catchUpGeneration, case .success(let page) = result else { return }
            applyCatchUp(page)
        }
    }

    private func applyCatchUp(_ page: ChannelListPage) {
        var before: [String: GroupChannel.CollectionFingerprint] = [:]
        for channel in channelList { before[channel.channelURL] = channel.collectionFingerprint }
        let fresh = client.groupChannels(from: page)
        let freshURLs = Set(fresh.map(\.channelURL))
        let deleted = channelList.map(\.channelURL).filter { !freshURLs.contains($0) }
        let added = fresh.filter { before[$0.channelURL] == nil }
        let updated = fresh.filter { channel in before[channel.channelURL].map { $0 != channel.collectionFingerprint } ?? false }
        channelList = fresh
        keys = fresh.map { GroupChannelListSortKey($0, order: params.order) }
        let context = GroupChannelContext(source: .channelChangelog)
        if !deleted.isEmpty { delegate?.channelCollection(self, context: context, deletedChannelURLs: deleted) }
        if !added.isEmpty, !isDisposed { delegate?.channelCollection(self, context: context, addedChannels: added) }
        if !updated.isEmpty, !isDisposed { delegate?.channelCollection(self, context: context, updatedChannels: updated) }
    }
}

extension GroupChannelCollection: ClientObserver {
    func client(_ client: ChatClient, didReceive event: ServerEvent, channel: BaseChannel?) {
        guard !isDisposed, let source = CollectionEventSource(event) else { return }
        if case .channelDeleted(let url, _) = event { return removeChannel(url: url, source: source) }
        guard let channel = channel as? GroupChannel else { return }
        refresh(channel, source: source)
    }

    func client(_ client: ChatClient, didChangeLocalMessage message: BaseMessage, in channel: BaseChannel, change: LocalMessageChange) {
        guard !isDisposed, change == .sent, let channel = channel as? GroupChannel else { return }
        refresh(channel, source: .eventMessageSent)
    }

    func client(_ client: ChatClient, didCreateChannel channel: GroupChannel) {
        guard !isDisposed else { return }
        refresh(channel, source: .eventChannelCreated)
    }

    func clientDidReconnect(_ client: ChatClient) {
        guard !isDisposed else { return }
        catchUp()
    }
}
