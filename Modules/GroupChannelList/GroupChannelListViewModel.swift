import BanterChatSDK
import BanterUIKitCore

/// The group channel list screen's view model: the current user's channels kept live on a
/// `GroupChannelCollection`. It loads the first page (`initChannelList()`), loads more at
/// the end, and turns every change the collection reports (added, updated, deleted, moved)
/// into a `ChannelListChanges` batch for the delegate, so one new message moves one row
/// instead of reloading the list. A first page that failed loads again when the connection
/// comes back.
///
/// Lifecycle: made by the view controller (`createViewModel(query:)`), which calls
/// `initChannelList()` when its view loads. It holds its collection strongly and disposes it
/// on `dispose()` or when it is deinitialised; afterwards it reports nothing, and results
/// of requests still in flight are dropped. Subclass it and assign the subclass to
/// `ViewModelSet.groupChannelListViewModel`. Main actor only.
@MainActor
open class GroupChannelListViewModel: BaseChannelListViewModel, GroupChannelCollectionDelegate {
    /// Hears the list's changes. Held weakly.
    public weak var delegate: GroupChannelListViewModelDelegate? {
        get { baseDelegate as? GroupChannelListViewModelDelegate }
        set { baseDelegate = newValue }
    }
    /// Filters what is shown. Held weakly.
    public weak var dataSource: GroupChannelListViewModelDataSource?

    /// The query the collection follows (order, filters, page size).
    public let channelListQuery: GroupChannelListQuery?
    /// The live collection, made by `initChannelList()`.
    public private(set) var collection: GroupChannelCollection?
    /// The channels shown, in order.
    public private(set) var channelList: [GroupChannel] = []

    /// Whether the first page failed, so a reconnection loads it again.
    private var firstPageFailed = false

    /// A view model for `client`'s channels matching `query` (by default: every channel,
    /// the latest message first, 20 a page).
    public required init(client: ChatClient?, query: GroupChannelListQuery? = nil,
                         delegate: GroupChannelListViewModelDelegate? = nil, dataSource: GroupChannelListViewModelDataSource? = nil) {
        channelListQuery = query ?? client.map { Self.defaultQuery(for: $0) }
        self.dataSource = dataSource
        super.init(client: client, delegate: delegate)
    }

    /// The query used when none is given: every channel, the latest message first.
    public static func defaultQuery(for client: ChatClient) -> GroupChannelListQuery {
        var params = GroupChannelListQueryParams()
        params.order = .latestLastMessage
        params.limit = 20
        return client.createMyGroupChannelListQuery(params: params)
    }

    isolated deinit {
        collection?.dispose()
    }

    /// Stops following the list: the collection is disposed and the delegate hears nothing
    /// more. Safe to call twice.
    open override func dispose() {
        collection?.dispose()
        collection?.delegate = nil
        super.dispose()
    }

    /// The current user's id, for naming one-to-one channels and "You:" previews.
    public var currentUserId: String? { client?.currentUser?.userId }

    /// The service's clock in milliseconds, for "today" and "yesterday" times.
    public var now: Int64 { client?.serverTime ?? 0 }

    // MARK: Loading

    /// Starts the list afresh: a new collection and its first page. Called by the view
    /// controller when its view loads, and again to retry after a blocking error.
    @discardableResult
    open override func initChannelList() -> Bool {
        guard super.initChannelList(), let client, let query = channelListQuery else { return false }
        collection?.dispose()
        let collection = client.createGroupChannelCollection(query: query)
        collection.delegate = self
        self.collection = collection
        setLoading(true)
        collection.loadMore { [weak self] result in
            guard let self, !self.isDisposed, self.collection === collection else { return }
            self.setLoading(false)
            switch result {
            case .success:
                self.firstPageFailed = false
                self.channelList = self.visible(collection.channelList)
                self.delegate?.groupChannelListViewModel(self, didChangeChannelList: self.channelList, changes: nil)
            case .failure(let error):
                self.firstPageFailed = true
                switch self.handling(ofFailedLoad: error) {
                case .retryNow: self.initChannelList()
                case .waitForConnection: self.delegate?.shouldUpdateLoadingState(true)
                case .report: self.delegate?.didReceiveError(error, isBlocker: true)
                }
            }
        }
        return true
    }

    /// Loads the next page, when there is one and nothing is loading; the new channels
    /// reach the delegate as insertions. `reset` starts again at the first page.
    open override func loadNextChannelList(reset: Bool) {
        if reset {
            self.reset()
            initChannelList()
            return
        }
        guard !isDisposed, !isLoading, let collection, collection.hasNext else { return }
        setLoading(true)
        collection.loadMore { [weak self] result in
            guard let self, !self.isDisposed, self.collection === collection else { return }
            self.setLoading(false)
            switch result {
            case .success: self.applyCollection(updated: [])
            case .failure(let error): self.delegate?.didReceiveError(error, isBlocker: false)
            }
        }
    }

    /// Forgets the collection; the next load starts at the first page.
    open override func reset() {
        collection?.dispose()
        collection = nil
    }

    /// Whether more channels remain to be loaded.
    public var hasNext: Bool { collection?.hasNext ?? false }

    // MARK: Actions

    /// Sets which of `channel`'s messages notify the current user; the row's mark follows
    /// once the service has it (the collection hears the change). A refusal reaches the
    /// delegate as a non-blocking error.
    open func changePushTriggerOption(option: GroupChannelPushTriggerOption, channel: GroupChannel) {
        guard !isDisposed else { return }
        channel.setMyPushTriggerOption(option) { [weak self] result in
            guard let self, !self.isDisposed else { return }
            switch result {
            case .success: self.applyCollection(updated: [channel.channelURL])
            case .failure(let error): self.delegate?.didReceiveError(error, isBlocker: false)
            }
        }
    }

    /// Leaves `channel`. On success the collection drops it (the delegate hears the
    /// deletion) and `didLeaveChannel` follows; a failure is reported, not blocking.
    open func leaveChannel(_ channel: GroupChannel) {
        guard !isDisposed else { return }
        channel.leave { [weak self] result in
            guard let self, !self.isDisposed else { return }
            switch result {
            case .success:
                // The collection hears the leave as an event; apply it now in case it is late.
                self.applyCollection(updated: [])
                self.delegate?.groupChannelListViewModel(self, didLeaveChannel: channel)
            case .failure(let error):
                self.delegate?.didReceiveError(error, isBlocker: false)
            }
        }
    }

    // MARK: Applying changes

    private func visible(_ list: [GroupChannel]) -> [GroupChannel] {
        guard let dataSource else { return list }
        return list.filter { dataSource.groupChannelListViewModel(self, shouldShow: $0) }
    }

    /// Re-reads the collection and tells the delegate what changed since `channelList`.
    /// `updated` names the channels whose content changed where they stand.
    open func applyCollection(updated: Set<String>) {
        guard let collection, !isDisposed else { return }
        let fresh = visible(collection.channelList)
        let changes = ChannelListChanges(from: channelList.map(\.channelURL), to: fresh.map(\.channelURL), updated: updated)
        channelList = fresh
        guard !changes.isEmpty else { return }
        delegate?.groupChannelListViewModel(self, didChangeChannelList: channelList, changes: changes)
    }

    // MARK: Connection

    /// Loads the first page again when it had failed and the connection came back.
    open override func didSucceedReconnection() {
        super.didSucceedReconnection()
        if firstPageFailed && !isLoading { initChannelList() }
    }

    /// Loads the first page again when it had failed before the client connected.
    open override func didConnect(userId: String) {
        super.didConnect(userId: userId)
        if firstPageFailed && !isLoading { initChannelList() }
    }

    // MARK: GroupChannelCollectionDelegate

    /// New channels: insertions.
    open func channelCollection(_ collection: GroupChannelCollection, context: GroupChannelContext, addedChannels channels: [GroupChannel]) {
        guard collection === self.collection else { return }
        applyCollection(updated: [])
    }

    /// Changed channels: reloads where they stand, moves where they moved.
    open func channelCollection(_ collection: GroupChannelCollection, context: GroupChannelContext, updatedChannels channels: [GroupChannel]) {
        guard collection === self.collection else { return }
        applyCollection(updated: Set(channels.map(\.channelURL)))
        for channel in channels where !isDisposed { delegate?.groupChannelListViewModel(self, didUpdateChannel: channel) }
    }

    /// Channels gone: deletions.
    open func channelCollection(_ collection: GroupChannelCollection, context: GroupChannelContext, deletedChannelURLs: [String]) {
        guard collection === self.collection else { return }
        applyCollection(updated: [])
    }
}
