import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterViews

extension BaseChannelListModule {
    /// The rows of a channel list: a `TableView` of `BaseChannelCell`s, optionally grouped
    /// in sections (`arrangeSections(_:)`), with the shared `EmptyView` over it while there
    /// are no rows (empty, loading, or an error with a retry).
    ///
    /// The data source gives the channels; `reloadTableView()` shows them all again, and
    /// `reloadTableView(changes:)` applies a view model's `ChannelListChanges` as one batch
    /// update. Keys (the table has the focus): Up/Down, PgUp/PgDn, Home/End move the
    /// selection, Enter opens the selected channel, `l` or Delete shows its menu
    /// (`createChannelMenuItems(for:)`), Enter or `r` retries after an error, Ctrl-R asks
    /// for the list afresh. Reaching the last rows tells the delegate to load more.
    ///
    /// Lifecycle: `init` sets nothing up; `configure` stores its arguments, then runs
    /// `setupViews()`, `setupLayouts()` and `setupStyles()` once each. `tableView`,
    /// `emptyView` and `channelCellType` may be assigned before.
    ///
    /// Theme precedence for the shared views: `componentTheme` (given to the component)
    /// wins over the view controller's, which wins over the global one. Main actor only.
    @MainActor
    open class List: ListComponent, TableViewDataSource, TableViewDelegate {
        /// Hears selections, preloading, retries and refreshes. Held weakly.
        public weak var baseDelegate: BaseChannelListModuleListDelegate?
        /// Gives the channels. Held weakly.
        public weak var baseDataSource: BaseChannelListModuleListDataSource?

        /// The cell class rows use.
        public var channelCellType: BaseChannelCell.Type = BaseChannelCell.self
        /// The reuse identifier of channel rows.
        public static let channelCellIdentifier = "ChannelCell"

        /// The channels as the data source last gave them, in its order.
        public private(set) var baseChannelList: [BaseChannel] = []
        /// The channels as the table shows them, by section.
        public private(set) var sections: [[BaseChannel]] = [[]]

        /// A table that reports the keys it handled, so the list loads more as soon as End or
        /// Down reaches the last rows.
        open override class func makeTableView() -> TableView { KeyReportingTableView() }

        // MARK: Lifecycle

        /// Stores the delegate, data source and component theme, then runs `setupViews()`,
        /// `setupLayouts()` and `setupStyles()` and reads the channels.
        open func configure(delegate: BaseChannelListModuleListDelegate, dataSource: BaseChannelListModuleListDataSource,
                            componentTheme: ComponentTheme? = nil) {
            baseDelegate = delegate
            baseDataSource = dataSource
            setConfiguredComponentTheme(componentTheme)
            runSetup()
            reloadTableView()
        }

        /// Registers the cell class, then adds the table and the empty view.
        open override func setupViews() {
            register(channelCell: channelCellType)
            tableView.dataSource = self
            tableView.delegate = self
            (tableView as? KeyReportingTableView)?.didHandleKey = { [weak self] event in
                guard [.end, .down, .pageDown].contains(event.key) else { return }
                self?.detectPreloadingPosition()
            }
            super.setupViews()
        }

        /// Uses `cellType` for the rows.
        public func register(channelCell cellType: BaseChannelCell.Type) {
            channelCellType = cellType
            tableView.register(cellType, forCellReuseIdentifier: Self.channelCellIdentifier)
        }

        /// Takes the view controller's component theme (the list's own still wins).
        open func updateStyles(componentTheme: ComponentTheme?) {
            setConfiguredComponentTheme(componentTheme)
            setupStyles()
        }

        // MARK: Reloading

        /// Reads every channel again and shows them.
        open func reloadTableView() {
            baseChannelList = baseDataSource?.baseChannelListModule(self, channelsInTableView: tableView) ?? []
            sections = arrangeSections(baseChannelList)
            tableView.reloadData()
            if tableView.selectedIndexPath == nil, let first = firstRow { tableView.selectRow(at: first) }
            updateEmptyView()
        }

        /// Applies `changes` (between the channels shown and the data source's channels now)
        /// as one batch update; falls back to `reloadTableView()` when they do not fit.
        open func reloadTableView(changes: ChannelListChanges) {
            let old = baseChannelList
            let oldPaths = paths(of: sections)
            let fresh = baseDataSource?.baseChannelListModule(self, channelsInTableView: tableView) ?? []
            let freshSections = arrangeSections(fresh)
            let newPaths = paths(of: freshSections)
            func oldPath(_ index: Int) -> IndexPath? { old.indices.contains(index) ? oldPaths[old[index].channelURL] : nil }
            func newPath(_ index: Int) -> IndexPath? { fresh.indices.contains(index) ? newPaths[fresh[index].channelURL] : nil }
            let deletions = changes.deletions.map(oldPath), reloads = changes.reloads.map(oldPath)
            let insertions = changes.insertions.map(newPath)
            let moves = changes.moves.map { (oldPath($0.from), newPath($0.to)) }
            let consistent = fresh.count == old.count - changes.deletions.count + changes.insertions.count
                && !deletions.contains(nil) && !reloads.contains(nil) && !insertions.contains(nil)
                && !moves.contains { $0.0 == nil || $0.1 == nil }
            guard consistent, tableView.numberOfSections == freshSections.count else {
                reloadTableView()
                return
            }
            let hadRows = !old.isEmpty
            // At the top, new activity (a channel lifted to the top) stays in view; scrolled
            // down, the rows being read stay where they are.
            let wasAtTop = tableView.contentOffset == 0
            let previousSelection = tableView.selectedIndexPath
            baseChannelList = fresh
            sections = freshSections
            tableView.performBatchUpdates { batch in
                batch.deleteRows(at: deletions.compactMap { $0 })
                batch.insertRows(at: insertions.compactMap { $0 })
                batch.reloadRows(at: reloads.compactMap { $0 })
                for case let (from?, to?) in moves { batch.moveRow(at: from, to: to) }
            }
            if wasAtTop { tableView.setContentOffset(0) }
            if tableView.selectedIndexPath == nil {
                // The selected channel went away: select the one that took its place.
                if hadRows, let previous = previousSelection, sections.indices.contains(previous.section), !sections[previous.section].isEmpty {
                    tableView.selectRow(at: IndexPath(row: min(previous.row, sections[previous.section].count - 1), section: previous.section))
                } else if let first = firstRow {
                    tableView.selectRow(at: first)
                }
            }
            updateEmptyView()
        }

        /// How `channels` are grouped into sections; one section by default.
        open func arrangeSections(_ channels: [BaseChannel]) -> [[BaseChannel]] { [channels] }

        /// The channel at `indexPath`, if there is one.
        public func baseChannel(at indexPath: IndexPath) -> BaseChannel? {
            guard sections.indices.contains(indexPath.section), sections[indexPath.section].indices.contains(indexPath.row) else { return nil }
            return sections[indexPath.section][indexPath.row]
        }

        /// The selected channel, if any.
        public var selectedBaseChannel: BaseChannel? { tableView.selectedIndexPath.flatMap(baseChannel(at:)) }

        /// Shows the empty view's state for the rows, the loading flag and the error.
        open override func updateEmptyView() {
            guard let emptyView else { return }
            if !baseChannelList.isEmpty {
                emptyView.state = .none
            } else if let error {
                emptyView.state = .error(title: emptyErrorTitle, detail: error.message)
            } else if isLoading {
                emptyView.state = .loading(title: emptyLoadingTitle)
            } else {
                emptyView.state = .empty(title: emptyTitle, detail: emptyDetail)
            }
        }

        /// The empty view's title when there are no channels.
        open var emptyTitle: String { StringSet.current.channelList.emptyTitle }
        /// The empty view's detail when there are no channels.
        open var emptyDetail: String? { StringSet.current.channelList.emptyDetail }
        /// The empty view's title while the first page loads.
        open var emptyLoadingTitle: String { StringSet.current.channelList.loadingTitle }
        /// The empty view's title when the list could not load.
        open var emptyErrorTitle: String { StringSet.current.channelList.errorTitle }

        /// The error view's retry was chosen: tells the delegate.
        open override func didSelectRetry() {
            baseDelegate?.baseChannelListModuleDidSelectRetry(self)
        }

        private var firstRow: IndexPath? {
            sections.indices.first { !sections[$0].isEmpty }.map { IndexPath(row: 0, section: $0) }
        }

        private func paths(of sections: [[BaseChannel]]) -> [String: IndexPath] {
            var result: [String: IndexPath] = [:]
            for (section, rows) in sections.enumerated() {
                for (row, channel) in rows.enumerated() where result[channel.channelURL] == nil {
                    result[channel.channelURL] = IndexPath(row: row, section: section)
                }
            }
            return result
        }

        // MARK: Cells

        /// Configures `channelCell` for the channel at `indexPath`; override to show more.
        open func configureCell(_ channelCell: BaseChannelCell?, indexPath: IndexPath) {
            guard let channelCell, let channel = baseChannel(at: indexPath) else { return }
            channelCell.configure(channel: channel)
        }

        // MARK: Menus

        /// The actions a channel's menu offers; none in the base.
        open func createChannelMenuItems(for channel: BaseChannel) -> [MenuItem] { [] }

        /// The menu's title for `channel`: its name.
        open func menuTitle(for channel: BaseChannel) -> String { channel.name }

        /// Shows `channel`'s menu on the view controller the data source names.
        open func showChannelMenu(for channel: BaseChannel) {
            let items = createChannelMenuItems(for: channel)
            guard !items.isEmpty, let controller = baseDataSource?.baseChannelListModule(self, parentViewControllerDisplayMenuItems: items) else { return }
            controller.presentMenu(title: menuTitle(for: channel), items: items) { [weak self] in
                // The sheet took the focus; give the list its keys back.
                _ = self?.tableView.becomeFirstResponder()
            }
        }

        // MARK: TableViewDataSource

        open func numberOfSections(in tableView: TableView) -> Int { sections.count }

        open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            sections.indices.contains(section) ? sections[section].count : 0
        }

        /// A `channelCellType` cell configured with `configureCell(_:indexPath:)`.
        open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.channelCellIdentifier, for: indexPath)
            configureCell(cell as? BaseChannelCell, indexPath: indexPath)
            return cell
        }

        // MARK: TableViewDelegate

        /// No headings in the base.
        open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }

        /// Tells the delegate.
        open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            baseDelegate?.baseChannelListModule(self, didSelectRowAt: indexPath)
        }

        /// Near the last rows, tells the delegate to load more.
        open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
            guard let lastSection = sections.indices.last(where: { !sections[$0].isEmpty }) else { return }
            if indexPath.section == lastSection && indexPath.row >= sections[lastSection].count - 2 {
                baseDelegate?.baseChannelListModule(self, didDetectPreloadingPosition: indexPath)
            }
        }

        /// At the bottom, tells the delegate to load more.
        open func tableViewDidScroll(_ tableView: TableView) {
            // The wheel reached the bottom: load more even before the rows are drawn.
            if tableView.isAtBottom { detectPreloadingPosition() }
        }

        /// Tells the delegate to load more when the selection or the view is at the last
        /// rows; runs after keys and scrolls, before the rows are drawn.
        private func detectPreloadingPosition() {
            guard let lastSection = sections.indices.last(where: { !sections[$0].isEmpty }) else { return }
            let last = IndexPath(row: sections[lastSection].count - 1, section: lastSection)
            let selected = tableView.selectedIndexPath
            let nearEnd = selected.map { $0.section == lastSection && $0.row >= last.row - 1 } ?? tableView.isAtBottom
            if nearEnd { baseDelegate?.baseChannelListModule(self, didDetectPreloadingPosition: last) }
        }

        // MARK: Keys

        /// `KeyBindingSet.current.channelList`'s `channelMenu` (`l` or Delete) shows the
        /// selected channel's menu; its `reload` (Ctrl-R) asks for the list afresh; Enter or
        /// `r` retries while an error shows.
        open override func handleKey(_ event: KeyEvent) -> Bool {
            let keys = KeyBindingSet.current.channelList
            if keys.reload.matches(event) {
                baseDelegate?.baseChannelListModuleDidSelectRefresh(self)
                return true
            }
            if keys.channelMenu.matches(event), let channel = selectedBaseChannel {
                showChannelMenu(for: channel)
                return true
            }
            return super.handleKey(event)
        }
    }
}

/// A table that reports the keys it handled, so the list can load more as soon as End or
/// Down reaches the last rows.
@MainActor
final class KeyReportingTableView: TableView {
    var didHandleKey: (@MainActor (KeyEvent) -> Void)?

    override func handleKey(_ event: KeyEvent) -> Bool {
        let handled = super.handleKey(event)
        if handled { didHandleKey?(event) }
        return handled
    }
}
