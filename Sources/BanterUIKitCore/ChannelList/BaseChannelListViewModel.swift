import BanterChatSDK

/// What every channel list's model shares: the injected client, whether a page is loading,
/// and the reference kit's loading surface (`initChannelList()`, `loadNextChannelList(reset:)`,
/// `reset()`). `GroupChannelListViewModel` follows a `GroupChannelCollection`; an open
/// channel list model pages its query. Errors reach the delegate as blocking (the first
/// page) or not (a later page, an action).
///
/// Lifecycle: made by its view controller (`createViewModel`), loaded when the view loads,
/// disposed when the controller goes; afterwards it reports nothing. Main actor only.
@MainActor
open class BaseChannelListViewModel: BaseViewModel {
    /// Hears loading and errors. Held weakly.
    public weak var baseDelegate: BaseChannelListViewModelDelegate?

    open override var commonDelegate: CommonViewModelDelegate? { baseDelegate }

    /// Whether a page is loading.
    public private(set) var isLoading = false

    /// A view model on `client`.
    public init(client: ChatClient?, delegate: BaseChannelListViewModelDelegate? = nil) {
        baseDelegate = delegate
        super.init(client: client)
    }

    /// Starts the list afresh: the first page. The base reports a missing client;
    /// subclasses call `super` first and load when it returns `true`.
    @discardableResult
    open func initChannelList() -> Bool {
        guard !isDisposed else { return false }
        guard client != nil else {
            baseDelegate?.didReceiveError(Self.connectionRequiredError, isBlocker: true)
            return false
        }
        return true
    }

    /// Loads the next page (`reset`: the first page again).
    open func loadNextChannelList(reset: Bool) {
        if reset { initChannelList() }
    }

    /// Forgets the loaded channels; the next load starts at the first page.
    open func reset() {}

    /// Sets `isLoading` and tells the delegate.
    public func setLoading(_ loading: Bool) {
        isLoading = loading
        baseDelegate?.shouldUpdateLoadingState(loading)
    }
}
