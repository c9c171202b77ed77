import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterUIKitCore
import BanterViews

/// The screen for searching messages: a header whose title is the search field, and the
/// results under it (channel, sender, time, and a snippet with the matched words marked).
/// It searches one channel when made with its url (from the channel's settings, "Search in
/// channel"), else every channel of the user (from the channel list).
///
/// - Keys: typing edits the words wherever the focus is, and the results follow once
///   typing pauses (`MessageSearchViewModel.searchDelay`); Enter searches at once (or,
///   on a selected result, opens it); ↑ ↓ PgUp PgDn move through the results, and the last
///   ones coming into view load more; Esc clears the words, then goes back.
/// - Choosing a result opens its channel at that message
///   (`showChannel(at:)`: `ViewControllerSet.groupChannelViewController` with the message's
///   time as the starting point), which scrolls it into view and highlights it for a
///   moment.
/// - Components come from `ModuleSet.messageSearchModule` when the controller is
///   initialised and are configured in `setupViews()`; the view model comes from
///   `createViewModel(...)`, which asks `ViewModelSet.messageSearchViewModel`.
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class MessageSearchViewController: BaseViewController, MessageSearchModuleHeaderDelegate, MessageSearchModuleListDelegate,
    MessageSearchModuleListDataSource, MessageSearchViewModelDelegate, ActionClosures {
    /// The header component.
    public var headerComponent: MessageSearchModule.Header?
    /// The list component.
    public var listComponent: MessageSearchModule.List?
    /// The view model, made by `createViewModel(...)` in `init`.
    public var viewModel: MessageSearchViewModel?
    /// The channel searched, or nil for every channel.
    public let channelURL: String?
    /// The results so far.
    public var searchResultList: [BaseMessage] { viewModel?.searchResultList ?? [] }
    /// The search sub-theme in force: the screen's own `theme`'s, else the global one's.
    public var messageSearchTheme: MessageSearchTheme { resolvedTheme.messageSearchTheme }

    /// Runs in `viewDidLoad()`, once the components are configured and before the first load.
    public var componentDidLoad: (@MainActor (MessageSearchViewController) -> Void)?
    /// Runs when the screen is about to appear.
    public var componentWillAppear: (@MainActor (MessageSearchViewController) -> Void)?
    /// Runs when the screen is about to disappear.
    public var componentWillDisappear: (@MainActor (MessageSearchViewController) -> Void)?

    /// A search screen for the channel at `channelURL`, or for every channel of the user
    /// when nil; `params` sets the queries' order, time range and page size.
    public required init(channelURL: String? = nil, params: MessageSearchQueryParams? = nil) {
        self.channelURL = channelURL
        super.init()
        let module = ModuleSet.messageSearchModule
        headerComponent = module.headerComponent.init()
        listComponent = module.listComponent.init()
        viewModel = createViewModel(channelURL: channelURL, params: params)
    }

    isolated deinit {
        viewModel?.dispose()
    }

    /// Makes the view model from `ViewModelSet.messageSearchViewModel`, for
    /// `BanterUIKit.client`. Override to make your own.
    open func createViewModel(channelURL: String?, params: MessageSearchQueryParams?) -> MessageSearchViewModel {
        ViewModelSet.messageSearchViewModel.init(client: BanterUIKit.client, channelURL: channelURL, params: params, delegate: self)
    }

    // MARK: Lifecycle

    /// Configures the components not configured yet (a subclass may configure one itself,
    /// before or after calling `super`), then adds them.
    open override func setupViews() {
        super.setupViews()
        let theme = resolvedTheme
        if let header = headerComponent, header.delegate == nil { header.configure(delegate: self, theme: theme.messageSearchTheme) }
        if let list = listComponent, list.delegate == nil {
            list.timestampFormatter = BanterUIKit.config.groupChannel.channel.timestampFormatter
            list.configure(delegate: self, dataSource: self, theme: theme.messageSearchTheme, componentTheme: theme.componentTheme)
        }
        addComponents([listComponent, headerComponent])
    }

    /// The header, placed on top by the base (`placeComponents`, `placeHeader`).
    open override var moduleHeaderComponent: (any NavigationHeaderComponent)? { headerComponent }
    /// The results, placed under the header by the base.
    open override var moduleContentComponent: View? { listComponent }
    /// The results take the focus as the screen appears (the keys type into the field from
    /// there too).
    open override var initialFirstResponder: View? { listComponent?.tableView }
    /// The background and navigation bar follow the search theme.
    open override var screenStyle: ScreenStyle? { messageSearchTheme.screenStyle }

    /// Loads the searched channel's name for the field's hint.
    open override func viewDidLoad() {
        super.viewDidLoad()
        viewModel?.loadChannel { [weak self] channel in
            guard let self, let channel, let header = self.headerComponent else { return }
            header.placeholder = StringSet.current.messageSearch.placeholderInChannel(self.viewModel?.channelNames[channel.channelURL] ?? channel.name)
        }
    }

    /// Passes this screen's theme (its own or the global one) to the components.
    open override func updateStyles() {
        let theme = resolvedTheme
        headerComponent?.updateStyles(theme: theme.messageSearchTheme)
        listComponent?.updateStyles(theme: theme.messageSearchTheme, componentTheme: theme.componentTheme)
        super.updateStyles()
    }

    // MARK: Keys

    /// Keys the results did not take edit the words (see the header's `handleSearchKey`).
    open override func handleKey(_ event: KeyEvent) -> Bool {
        if let header = headerComponent, header.handleSearchKey(event) { return true }
        return super.handleKey(event)
    }

    /// A paste joins the words.
    open override func handlePaste(_ text: String) -> Bool {
        guard let header = headerComponent else { return super.handlePaste(text) }
        header.handleSearchPaste(text)
        return true
    }

    /// Searches for `keyword` now: Enter in the field calls it (the results that follow
    /// typing, once it pauses, do not). Override to add a confirmation or analytics, and
    /// call `super` to search.
    open func search(keyword: String) {
        headerComponent?.keyword = keyword
        listComponent?.setState(keyword.trimmingCharacters(in: .whitespaces).isEmpty ? .idle : .loading)
        viewModel?.search(keyword: keyword)
    }

    /// Opens `message`'s channel at it: `ViewControllerSet.groupChannelViewController` with
    /// the message's time as the starting point, pushed on the navigation controller.
    open func showChannel(at message: BaseMessage) {
        let controller = ViewControllerSet.groupChannelViewController.init(channelURL: message.channelURL, startingPoint: message.createdAt,
                                                                          messageListParams: nil)
        navigationController?.pushViewController(controller)
    }

    // MARK: Header

    /// Places the header's items again (`headerDidUpdateItems`).
    open func messageSearchModule(_ headerComponent: MessageSearchModule.Header, didUpdateTitleView titleView: View?) { headerDidUpdateItems(headerComponent) }

    /// Places the header's items again (`headerDidUpdateItems`).
    open func messageSearchModule(_ headerComponent: MessageSearchModule.Header, didUpdateLeftItem leftItem: View?) { headerDidUpdateItems(headerComponent) }

    /// Places the header's items again (`headerDidUpdateItems`).
    open func messageSearchModule(_ headerComponent: MessageSearchModule.Header, didUpdateRightItem rightItem: View?) { headerDidUpdateItems(headerComponent) }

    /// Searches once typing pauses; the list shows it is searching meanwhile.
    open func messageSearchModule(_ headerComponent: MessageSearchModule.Header, didChangeKeyword keyword: String) {
        listComponent?.setState(keyword.trimmingCharacters(in: .whitespaces).isEmpty ? .idle : .loading)
        viewModel?.scheduleSearch(keyword: keyword)
    }

    /// Searches now.
    open func messageSearchModule(_ headerComponent: MessageSearchModule.Header, didTapSearch keyword: String) {
        search(keyword: keyword)
    }

    /// Goes back.
    open func messageSearchModuleDidTapCancel(_ headerComponent: MessageSearchModule.Header) {
        popToPrevious()
    }

    // MARK: List

    /// Opens the chosen result's channel at it.
    open func messageSearchModule(_ listComponent: MessageSearchModule.List, didSelectRowAt indexPath: IndexPath) {
        guard searchResultList.indices.contains(indexPath.row) else { return }
        showChannel(at: searchResultList[indexPath.row])
    }

    /// Loads the next page.
    open func messageSearchModule(_ listComponent: MessageSearchModule.List, didDetectPreloadingPosition indexPath: IndexPath) {
        viewModel?.loadMore()
    }

    /// Searches again.
    open func messageSearchModuleDidSelectRetry(_ listComponent: MessageSearchModule.List) {
        listComponent.setState(.loading)
        viewModel?.retry()
    }

    /// The view model's results.
    open func messageSearchModule(_ listComponent: MessageSearchModule.List, searchResultsInTableView tableView: TableView) -> [BaseMessage] {
        searchResultList
    }

    /// The words the view model searched for.
    open func messageSearchModule(_ listComponent: MessageSearchModule.List, keywordInTableView tableView: TableView) -> String {
        viewModel?.keyword ?? ""
    }

    /// The channel's name as the view model learnt it.
    open func messageSearchModule(_ listComponent: MessageSearchModule.List, channelNameFor channelURL: String) -> String {
        viewModel?.channelNames[channelURL] ?? ""
    }

    /// The connected user's id.
    open func messageSearchModule(_ listComponent: MessageSearchModule.List, currentUserIdInTableView tableView: TableView) -> String? {
        viewModel?.currentUserId
    }

    // MARK: View model

    /// Shows the results; a new search's first page starts at the top.
    open func searchViewModel(_ viewModel: MessageSearchViewModel, didChangeSearchResults results: [BaseMessage], needsToReload: Bool) {
        guard let list = listComponent else { return }
        if viewModel.keyword.isEmpty {
            list.setState(.idle)
        } else if !viewModel.isLoading || !results.isEmpty {
            list.setState(.results)
        }
        list.reloadTableView(scrollToTop: needsToReload)
    }

    /// The list shows it is searching while a first page loads.
    open func shouldUpdateLoadingState(_ isLoading: Bool) {
        if isLoading, searchResultList.isEmpty { listComponent?.setState(.loading) }
    }

    /// A failed first page shows in the list with a retry; a failed later page as a notice.
    open func didReceiveError(_ error: ChatError, isBlocker: Bool) {
        if isBlocker {
            listComponent?.setState(.error(StringSet.current.messageSearch.failed(error.code.rawValue)))
        } else {
            showNotice(StringSet.current.common.failedNotice(error.message), kind: .error)
        }
    }
}
