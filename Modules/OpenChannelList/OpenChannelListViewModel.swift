import BanterChatSDK
import BanterUIKitCore

/// The open channel list screen's view model: the service's open channels, paged through an
/// `OpenChannelListQuery` (newest first, 20 a page), optionally filtered by name. It loads
/// the first page (`initChannelList()`), the next at the end (`loadNextChannelList(reset:)`),
/// starts again for a new name filter (`updateNameFilter(_:)`), and hears channel events
/// for the channels it lists (a name, the frozen state or the participant count changing
/// reloads that row). A first page that failed loads again when the connection comes back.
///
/// Lifecycle: made by the view controller (`createViewModel(query:)`), which calls
/// `initChannelList()` when its view loads. It registers a channel delegate with the client
/// and removes it on `dispose()` (or when deinitialised); afterwards it reports nothing, and
/// results of requests still in flight are dropped. Subclass it and assign the subclass to
/// `ViewModelSet.openChannelListViewModel`. Main actor only.
@MainActor
open class OpenChannelListViewModel: BaseChannelListViewModel, OpenChannelDelegate {
    /// Hears the list's changes. Held weakly.
    public weak var delegate: OpenChannelListViewModelDelegate? {
        get { baseDelegate as? OpenChannelListViewModelDelegate }
        set { baseDelegate = newValue }
    }

    /// The query given at `init`, if any; its filter is the starting point of every page.
    public let customQuery: OpenChannelListQuery?
    /// The query the pages come from now (made afresh for each first page).
    public private(set) var channelListQuery: OpenChannelListQuery?
    /// The open channels shown, in order.
    public private(set) var channelList: [OpenChannel] = []
    /// The name filter in force (empty: none).
    public private(set) var nameFilter = ""

    /// Whether the first page failed, so a reconnection loads it again.
    private var firstPageFailed = false

    /// A view model for `client`'s open channels; `query` sets the page size and filters
    /// (nil: every open channel, 20 a page). The query's first page is the only one it
    /// loads itself; starting again makes a new query with the same settings.
    public required init(client: ChatClient?, query: OpenChannelListQuery? = nil, delegate: OpenChannelListViewModelDelegate? = nil) {
        customQuery = query
        channelListQuery = query
        super.init(client: client, delegate: delegate)
        client?.addChannelDelegate(self, identifier: identifier)
    }

    /// The channel delegate's identifier, unique to this instance.
    private var identifier: String { "OpenChannelListViewModel.\(ObjectIdentifier(self).hashValue)" }

    isolated deinit {
        client?.removeChannelDelegate(identifier: identifier)
    }

    /// Stops following the list: the delegate hears nothing more. Safe to call twice.
    open override func dispose() {
        client?.removeChannelDelegate(identifier: identifier)
        super.dispose()
    }

    /// A fresh query with the given settings and the current name filter.
    open func makeQuery() -> OpenChannelListQuery? {
        guard let client else { return nil }
        let query = client.createOpenChannelListQuery()
        if let customQuery {
            query.limit = customQuery.limit
            query.filter = customQuery.filter
        }
        if !nameFilter.isEmpty { query.filter.nameKeyword = nameFilter }
        return query
    }

    // MARK: Loading

    /// Starts the list afresh: a new query and its first page. Called by the view
    /// controller when its view loads, for a new filter, and again to retry.
    @discardableResult
    open override func initChannelList() -> Bool {
        guard super.initChannelList(), let query = makeQuery() else { return false }
        channelListQuery = query
        setLoading(true)
        query.loadNextPage { [weak self] result in
            guard let self, !self.isDisposed, self.channelListQuery === query else { return }
            self.setLoading(false)
            switch result {
            case .success(let channels):
                self.firstPageFailed = false
                self.channelList = channels
                self.delegate?.openChannelListViewModel(self, didChangeChannelList: self.channelList, changes: nil)
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
        guard !isDisposed, !isLoading, let query = channelListQuery, query.hasNext, !channelList.isEmpty else { return }
        setLoading(true)
        query.loadNextPage { [weak self] result in
            guard let self, !self.isDisposed, self.channelListQuery === query else { return }
            self.setLoading(false)
            switch result {
            case .success(let channels):
                // A channel made since the first page can come again on a later one.
                let known = Set(self.channelList.map(\.channelURL))
                self.apply(self.channelList + channels.filter { !known.contains($0.channelURL) }, updated: [])
            case .failure(let error):
                self.delegate?.didReceiveError(error, isBlocker: false)
            }
        }
    }

    /// Forgets the query; the next load starts at the first page.
    open override func reset() {
        channelListQuery = nil
    }

    /// Whether more channels remain to be loaded.
    public var hasNext: Bool { channelListQuery?.hasNext ?? false }

    /// Lists only the channels whose name contains `text` (ignoring case; empty: every
    /// channel), starting again at the first page.
    open func updateNameFilter(_ text: String) {
        guard text != nameFilter, !isDisposed else { return }
        nameFilter = text
        reset()
        initChannelList()
    }

    // MARK: Applying changes

    /// Shows `fresh` and tells the delegate what changed since `channelList`.
    open func apply(_ fresh: [OpenChannel], updated: Set<String>) {
        guard !isDisposed else { return }
        let changes = ChannelListChanges(from: channelList.map(\.channelURL), to: fresh.map(\.channelURL), updated: updated)
        channelList = fresh
        guard !changes.isEmpty else { return }
        delegate?.openChannelListViewModel(self, didChangeChannelList: channelList, changes: changes)
    }

    private func channelChanged(_ channel: BaseChannel) {
        guard let channel = channel as? OpenChannel, channelList.contains(where: { $0 === channel }) else { return }
        apply(channelList, updated: [channel.channelURL])
        delegate?.openChannelListViewModel(self, didUpdateChannel: channel)
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

    // MARK: OpenChannelDelegate

    /// A listed channel's name or settings changed: its row is reloaded.
    open func channelWasChanged(_ channel: BaseChannel) { channelChanged(channel) }
    /// A listed channel was frozen: its row shows the mark.
    open func channelWasFrozen(_ channel: BaseChannel) { channelChanged(channel) }
    /// A listed channel was unfrozen.
    open func channelWasUnfrozen(_ channel: BaseChannel) { channelChanged(channel) }
    /// Someone entered a listed channel: its count is redrawn.
    open func channel(_ channel: OpenChannel, userDidEnter user: User) { channelChanged(channel) }
    /// Someone left a listed channel: its count is redrawn.
    open func channel(_ channel: OpenChannel, userDidExit user: User) { channelChanged(channel) }
    /// A listed channel was deleted: its row goes.
    open func channelWasDeleted(_ channelURL: String, channelType: ChannelType) {
        guard channelType == .open, channelList.contains(where: { $0.channelURL == channelURL }) else { return }
        apply(channelList.filter { $0.channelURL != channelURL }, updated: [])
    }
}
