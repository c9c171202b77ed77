import BanterChatSDK

/// Keeps a group channel list for a screen, on top of a `GroupChannelCollection`: loads the
/// first page, loads more at the end, and turns every change the collection reports
/// (added, updated, deleted, moved) into a `ChannelListChanges` batch for the delegate, so
/// one new message moves one row instead of reloading the list. Errors reach the delegate
/// with `didReceiveError(_:isBlocker:)`.
///
/// Lifecycle: made by the view controller (`createViewModel()`), which calls
/// `loadChannelList()` when its view loads. The view model holds its collection strongly and
/// disposes it on `dispose()` or when it is deinitialised; afterwards it reports nothing.
/// Main actor only.
@MainActor
open class BaseChannelListViewModel: GroupChannelCollectionDelegate, ConnectionDelegate {
    /// Hears the list's changes. Held weakly.
    public weak var baseDelegate: BaseChannelListViewModelDelegate?
    /// Filters what is shown. Held weakly.
    public weak var baseDataSource: BaseChannelListViewModelDataSource?

    /// The client the list comes from; `nil` makes every load fail with 800101.
    public let client: ChatClient?
    /// The query the collection follows (order, filters, page size).
    public let query: GroupChannelListQuery?
    /// The live collection, made by `loadChannelList()`.
    public private(set) var collection: GroupChannelCollection?

    /// The channels shown, in order.
    public private(set) var channels: [GroupChannel] = []
    /// Whether a page is loading.
    public private(set) var isLoading = false
    /// Whether `dispose()` ran.
    public private(set) var isDisposed = false

    /// A view model for `client`'s channels matching `query` (by default: every channel,
    /// the latest message first, 20 a page).
    public init(client: ChatClient?, query: GroupChannelListQuery? = nil,
                delegate: BaseChannelListViewModelDelegate? = nil, dataSource: BaseChannelListViewModelDataSource? = nil) {
        self.client = client
        self.query = query ?? client.map { Self.defaultQuery(for: $0) }
        self.baseDelegate = delegate
        self.baseDataSource = dataSource
        client?.addConnectionDelegate(self, identifier: connectionDelegateIdentifier)
    }

    private var connectionDelegateIdentifier: String { "BaseChannelListViewModel.\(ObjectIdentifier(self).hashValue)" }
    /// Whether the first page failed, so a reconnection loads it again.
    private var firstPageFailed = false

    /// The query used when none is given: every channel, the latest message first.
    public static func defaultQuery(for client: ChatClient) -> GroupChannelListQuery {
        var params = GroupChannelListQueryParams()
        params.order = .latestLastMessage
        params.limit = 20
        return client.createMyGroupChannelListQuery(params: params)
    }

    isolated deinit {
        collection?.dispose()
        client?.removeConnectionDelegate(identifier: connectionDelegateIdentifier)
    }

    /// Stops following the list: the collection is disposed and the delegate hears nothing
    /// more. Safe to call twice.
    open func dispose() {
        isDisposed = true
        collection?.dispose()
        collection?.delegate = nil
        client?.removeConnectionDelegate(identifier: connectionDelegateIdentifier)
    }

    /// The current user's id, for naming one-to-one channels and "You:" previews.
    public var currentUserId: String? { client?.currentUser?.userId }

    /// The service's clock in milliseconds, for "today" and "yesterday" times.
    public var now: Int64 { client?.serverTime ?? 0 }

    // MARK: Loading

    /// Starts the list afresh: a new collection and its first page. Called by the view
    /// controller when its view loads, and again to retry after a blocking error.
    open func loadChannelList() {
        guard !isDisposed else { return }
        guard let client, let query else {
            baseDelegate?.didReceiveError(ChatError(.connectionRequired, "Connection required: give the kit a connected client (BanterUIKit.initialize(client:))."), isBlocker: true)
            return
        }
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
                self.channels = self.visible(collection.channelList)
                self.baseDelegate?.baseChannelListViewModel(self, didChangeChannelList: self.channels, changes: nil)
            case .failure(let error):
                self.firstPageFailed = true
                self.baseDelegate?.didReceiveError(error, isBlocker: true)
            }
        }
    }

    /// Loads the next page, when there is one and nothing is loading; the new channels
    /// reach the delegate as insertions.
    open func loadNextChannelList() {
        guard !isDisposed, !isLoading, let collection, collection.hasNext else { return }
        setLoading(true)
        collection.loadMore { [weak self] result in
            guard let self, !self.isDisposed, self.collection === collection else { return }
            self.setLoading(false)
            switch result {
            case .success: self.applyCollection(updated: [])
            case .failure(let error): self.baseDelegate?.didReceiveError(error, isBlocker: false)
            }
        }
    }

    /// Whether more channels remain to be loaded.
    public var hasNext: Bool { collection?.hasNext ?? false }

    private func setLoading(_ loading: Bool) {
        isLoading = loading
        baseDelegate?.shouldUpdateLoadingState(loading)
    }

    // MARK: Actions

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
                self.baseDelegate?.baseChannelListViewModel(self, didLeaveChannel: channel)
            case .failure(let error):
                self.baseDelegate?.didReceiveError(error, isBlocker: false)
            }
        }
    }

    // MARK: Applying changes

    private func visible(_ list: [GroupChannel]) -> [GroupChannel] {
        guard let baseDataSource else { return list }
        return list.filter { baseDataSource.baseChannelListViewModel(self, shouldShow: $0) }
    }

    /// Re-reads the collection and tells the delegate what changed since `channels`.
    /// `updated` names the channels whose content changed where they stand.
    open func applyCollection(updated: Set<String>) {
        guard let collection, !isDisposed else { return }
        let fresh = visible(collection.channelList)
        let changes = ChannelListChanges(from: channels.map(\.channelURL), to: fresh.map(\.channelURL), updated: updated)
        channels = fresh
        guard !changes.isEmpty else { return }
        baseDelegate?.baseChannelListViewModel(self, didChangeChannelList: channels, changes: changes)
    }

    // MARK: ConnectionDelegate

    /// Loads the first page again when it had failed and the connection came back.
    open func didSucceedReconnection() {
        if firstPageFailed && !isLoading { loadChannelList() }
    }

    /// Loads the first page again when it had failed before the client connected.
    open func didConnect(userId: String) {
        if firstPageFailed && !isLoading { loadChannelList() }
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
    }

    /// Channels gone: deletions.
    open func channelCollection(_ collection: GroupChannelCollection, context: GroupChannelContext, deletedChannelURLs: [String]) {
        guard collection === self.collection else { return }
        applyCollection(updated: [])
    }
}
