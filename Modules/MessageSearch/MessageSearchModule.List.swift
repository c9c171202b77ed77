import BanterCanvas
import BanterChatSDK
import BanterUIKitCore
import BanterViews

extension MessageSearchModule {
    /// The message search results: a table of `MessageSearchResultCell` rows, and the shared
    /// `EmptyView` for the states: nothing typed yet, searching, no results, and an error
    /// (Enter or `r` retries). Choosing a row tells the delegate; the last rows coming into
    /// view ask for the next page.
    ///
    /// Lifecycle: `init` sets nothing up; `configure(delegate:dataSource:theme:)` stores its
    /// arguments, then runs `setupViews()`, `setupLayouts()` and `setupStyles()` once each.
    ///
    /// Theme precedence: `theme` wins over the view controller's (`configuredTheme`), which
    /// wins over `Theme.current.messageSearchTheme`; the same for the component theme (the
    /// empty view). Main actor only.
    @MainActor
    open class List: ListComponent, TableViewDataSource, TableViewDelegate {
        /// What the list shows.
        public enum State: Sendable, Equatable {
            /// Nothing searched yet.
            case idle
            /// The first page of a search is loading.
            case loading
            /// Results (or none: the no-results title names the keyword).
            case results
            /// The search failed; the message says why.
            case error(String)
        }

        /// The class of the empty, loading and error view.
        public static var emptyView: EmptyView.Type = EmptyView.self
        /// The class of the result rows.
        public static var messageSearchResultCell: MessageSearchResultCell.Type = MessageSearchResultCell.self

        /// Hears selections, paging and retries. Held weakly.
        public weak var delegate: MessageSearchModuleListDelegate?
        /// Supplies the results. Held weakly.
        public weak var dataSource: MessageSearchModuleListDataSource?
        /// A theme for this component only; wins over the view controller's.
        public var theme: MessageSearchTheme? { didSet { themeDidChange() } }
        /// The theme passed by `configure` or `updateStyles(theme:componentTheme:)`.
        public private(set) var configuredTheme: MessageSearchTheme?
        /// The theme in force.
        public var resolvedTheme: MessageSearchTheme { theme ?? configuredTheme ?? Theme.current.messageSearchTheme }
        /// What the list shows.
        public private(set) var state = State.idle
        /// How times read in the rows.
        public var timestampFormatter: @MainActor (Int64) -> String = ChannelConfiguration.defaultTimestamp

        private static let cellIdentifier = "MessageSearchResultCell"

        /// Stores the delegate, data source and themes, then runs `setupViews()`,
        /// `setupLayouts()` and `setupStyles()`.
        open func configure(delegate: MessageSearchModuleListDelegate, dataSource: MessageSearchModuleListDataSource, theme: MessageSearchTheme?,
                            componentTheme: ComponentTheme? = nil) {
            self.delegate = delegate
            self.dataSource = dataSource
            configuredTheme = theme
            setConfiguredComponentTheme(componentTheme)
            runSetup()
        }

        /// Registers the row class, then adds the table and the empty view.
        open override func setupViews() {
            tableView.register(Self.messageSearchResultCell, forCellReuseIdentifier: Self.cellIdentifier)
            tableView.estimatedRowHeight = 3
            tableView.dataSource = self
            tableView.delegate = self
            super.setupViews()
            updateEmptyView()
        }

        /// An `emptyView` instance.
        open override func createDefaultEmptyView() -> EmptyView? { Self.emptyView.init() }

        /// Styles the empty view and the rows.
        open override func setupStyles() {
            super.setupStyles()
            let theme = resolvedTheme
            backgroundColor = theme.background.background == .default ? nil : theme.background.background
            tableView.tintColor = theme.searchIcon.foreground
        }

        /// Takes the view controller's themes (the component's own still win) and redraws
        /// the rows.
        open func updateStyles(theme: MessageSearchTheme?, componentTheme: ComponentTheme? = nil) {
            configuredTheme = theme
            setConfiguredComponentTheme(componentTheme)
            setupStyles()
            tableView.reloadData()
        }

        /// Characters the results pass on type the keyword, so vi's letters type here.
        open override var typedCharactersAreText: Bool { true }

        // MARK: State

        /// Shows `state`.
        open func setState(_ state: State) {
            self.state = state
            updateEmptyView()
        }

        /// Shows the results again from the data source; a new search starts at the top.
        open func reloadTableView(scrollToTop: Bool = false) {
            tableView.reloadData()
            if scrollToTop {
                tableView.setContentOffset(0)
                tableView.selectRow(at: nil)
            }
            updateEmptyView()
        }

        /// The empty view says what there is: a hint before a search, a spinner, "no
        /// results for …", or the error with a retry.
        open override func updateEmptyView() {
            let strings = StringSet.current.messageSearch
            let count = results.count
            let next: EmptyView.State
            switch state {
            case .idle: next = .empty(title: strings.emptyTitle, detail: nil)
            case .loading: next = count == 0 ? .loading(title: strings.loading) : .none
            case .results: next = count == 0 ? .empty(title: strings.noResults(keyword), detail: nil) : .none
            case .error(let message): next = count == 0 ? .error(title: message, detail: nil) : .none
            }
            if emptyView?.state != next { emptyView?.state = next }
            emptyView?.isHidden = next == .none
        }

        /// The error view's retry: tells the delegate.
        open override func didSelectRetry() {
            delegate?.messageSearchModuleDidSelectRetry(self)
        }

        /// The results, from the data source.
        public var results: [BaseMessage] { dataSource?.messageSearchModule(self, searchResultsInTableView: tableView) ?? [] }
        /// The words searched for, from the data source.
        public var keyword: String { dataSource?.messageSearchModule(self, keywordInTableView: tableView) ?? "" }

        // MARK: Table

        open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { results.count }

        /// The row's cell, configured for its result.
        open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
            let results = results
            if let cell = cell as? MessageSearchResultCell, results.indices.contains(indexPath.row) {
                configureCell(cell, message: results[indexPath.row], forRowAt: indexPath)
            }
            return cell
        }

        /// Configures a result row; override to show more.
        open func configureCell(_ cell: MessageSearchResultCell, message: BaseMessage, forRowAt indexPath: IndexPath) {
            cell.configure(message: message, channelName: dataSource?.messageSearchModule(self, channelNameFor: message.channelURL) ?? "",
                           keyword: keyword, currentUserId: dataSource?.messageSearchModule(self, currentUserIdInTableView: tableView),
                           theme: resolvedTheme, timestampFormatter: timestampFormatter)
        }

        /// A result was chosen: tells the delegate.
        open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            delegate?.messageSearchModule(self, didSelectRowAt: indexPath)
        }

        /// The last rows coming into view ask for the next page.
        open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
            if indexPath.row >= results.count - 3 { delegate?.messageSearchModule(self, didDetectPreloadingPosition: indexPath) }
        }
    }
}
