import BanterChatSDK
import BanterScheduling
import BanterUIKitCore

/// The message search screen's model: searches the current user's messages (in one channel
/// when `channelURL` is set, else in all their channels) with the SDK's
/// `MessageSearchQuery`, a page at a time, and names each result's channel.
///
/// - `search(keyword:)` searches now (Enter); `scheduleSearch(keyword:)` searches once
///   typing pauses for `searchDelay` (as you type), on the client's scheduler. A new search
///   replaces the one before; answers to an older one are dropped. A blank keyword clears
///   the results.
/// - `loadMore()` loads the next page of the current search.
/// - The delegate hears the results (`didChangeSearchResults`), loading, and errors (as
///   blocking when there is nothing to show).
///
/// Subclass it and assign `ViewModelSet.messageSearchViewModel`, or return it from the view
/// controller's `createViewModel`. Main actor only; callbacks run on the client's
/// scheduler; call `dispose()` when the screen goes.
@MainActor
open class MessageSearchViewModel: BaseViewModel {
    /// Hears the results, loading and errors. Held weakly.
    public weak var delegate: MessageSearchViewModelDelegate?
    open override var commonDelegate: CommonViewModelDelegate? { delegate }

    /// The channel searched, or nil for every channel of the user.
    public let channelURL: String?
    /// The channel searched, once loaded.
    public private(set) var channel: GroupChannel?
    /// Extra settings for every query (order, time range, page size); the keyword and the
    /// channel are set per search.
    public var customMessageSearchQueryParams: MessageSearchQueryParams?
    /// How long typing must pause before `scheduleSearch` searches.
    public var searchDelay: Duration = .milliseconds(300)

    /// The words of the current search.
    public private(set) var keyword = ""
    /// The results so far, in the service's order.
    public private(set) var searchResultList: [BaseMessage] = []
    /// The current search, once one was made.
    public private(set) var query: MessageSearchQuery?
    /// Whether a page is loading.
    public private(set) var isLoading = false
    /// Each channel's name, as far as known, by url.
    public private(set) var channelNames: [String: String] = [:]

    private var pendingSearch: ScheduledTask?
    private var generation = 0
    private var requestedChannels: Set<String> = []

    /// A model searching in the channel at `channelURL`, or everywhere for nil.
    public required init(client: ChatClient?, channelURL: String? = nil, params: MessageSearchQueryParams? = nil,
                         delegate: MessageSearchViewModelDelegate? = nil) {
        self.channelURL = channelURL
        customMessageSearchQueryParams = params
        super.init(client: client)
        self.delegate = delegate
    }

    /// The current user's id.
    public var currentUserId: String? { client?.currentUser?.userId }

    /// Loads the searched channel (for its name); nothing for a search everywhere.
    open func loadChannel(completion: (@MainActor (GroupChannel?) -> Void)? = nil) {
        guard let client, let channelURL else {
            completion?(nil)
            return
        }
        client.getGroupChannel(url: channelURL) { [weak self] result in
            guard let self, !self.isDisposed else { return }
            if case .success(let channel) = result {
                self.channel = channel
                self.channelNames[channel.channelURL] = GroupChannelCell.displayName(of: channel, currentUserId: self.currentUserId)
            }
            completion?(self.channel)
        }
    }

    // MARK: Searching

    /// Searches for `keyword` once typing pauses for `searchDelay`; a blank keyword clears
    /// the results at once.
    open func scheduleSearch(keyword: String) {
        pendingSearch?.cancel()
        pendingSearch = nil
        let trimmed = keyword.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, let scheduler = client?.scheduler else {
            search(keyword: keyword)
            return
        }
        pendingSearch = scheduler.schedule(after: searchDelay) { [weak self] in
            self?.pendingSearch = nil
            self?.search(keyword: keyword)
        }
    }

    /// Searches for `keyword` now, replacing the current search; a blank keyword clears the
    /// results.
    open func search(keyword: String) {
        pendingSearch?.cancel()
        pendingSearch = nil
        guard !isDisposed else { return }
        let trimmed = keyword.trimmingCharacters(in: .whitespaces)
        generation += 1
        self.keyword = trimmed
        searchResultList = []
        isLoading = false
        guard !trimmed.isEmpty, let client else {
            query = nil
            delegate?.searchViewModel(self, didChangeSearchResults: [], needsToReload: true)
            if client == nil, !trimmed.isEmpty { delegate?.didReceiveError(Self.connectionRequiredError, isBlocker: true) }
            return
        }
        var params = customMessageSearchQueryParams ?? MessageSearchQueryParams(keyword: trimmed)
        params.keyword = trimmed
        params.channelURL = channelURL
        query = client.createMessageSearchQuery(params: params)
        delegate?.searchViewModel(self, didChangeSearchResults: [], needsToReload: true)
        loadMore()
    }

    /// Searches again for the current keyword (after an error).
    open func retry() {
        search(keyword: keyword)
    }

    /// Loads the next page of the current search, when there is one and none is loading.
    open func loadMore() {
        guard let query, query.hasNext, !isLoading, !isDisposed else { return }
        isLoading = true
        let current = generation
        let first = searchResultList.isEmpty
        delegate?.shouldUpdateLoadingState(true)
        query.loadNextPage { [weak self] result in
            guard let self, !self.isDisposed, current == self.generation else { return }
            self.isLoading = false
            self.delegate?.shouldUpdateLoadingState(false)
            switch result {
            case .failure(let error):
                self.delegate?.didReceiveError(error, isBlocker: self.searchResultList.isEmpty)
            case .success(let messages):
                self.searchResultList += messages
                self.learnChannelNames(of: messages)
                self.delegate?.searchViewModel(self, didChangeSearchResults: self.searchResultList, needsToReload: first)
            }
        }
    }

    /// Asks for the names of the results' channels not known yet; the results change again
    /// as each arrives.
    private func learnChannelNames(of messages: [BaseMessage]) {
        guard let client else { return }
        for url in Set(messages.map(\.channelURL)) where channelNames[url] == nil && !requestedChannels.contains(url) {
            requestedChannels.insert(url)
            client.getGroupChannel(url: url) { [weak self] result in
                guard let self, !self.isDisposed, case .success(let channel) = result else { return }
                self.channelNames[url] = GroupChannelCell.displayName(of: channel, currentUserId: self.currentUserId)
                self.delegate?.searchViewModel(self, didChangeSearchResults: self.searchResultList, needsToReload: false)
            }
        }
    }

    /// Stops the search waiting for a pause.
    open override func dispose() {
        pendingSearch?.cancel()
        pendingSearch = nil
        super.dispose()
    }
}
