import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterViews

extension BaseChannelListModule {
    /// The rows of a channel list: a `TableView` of `GroupChannelCell`s, optionally grouped
    /// under Direct / Groups / Public headings (`showsSectionsByType`), with an `EmptyView`
    /// over it while there are no rows (empty, loading, or an error with a retry).
    ///
    /// The data source gives the channels; `reloadTableView()` shows them all again, and
    /// `reloadTableView(changes:)` applies a view model's `ChannelListChanges` as one batch
    /// update. Keys (the table has the focus): Up/Down, PgUp/PgDn, Home/End move the
    /// selection, Enter opens the selected channel, `l` or Delete asks for its actions (the
    /// view controller shows a menu to leave it), Enter or `r` retries after an error.
    /// Reaching the last rows tells the delegate to load more.
    ///
    /// Theme precedence: `theme` (given to the component) wins over the one passed to
    /// `configure`/`updateStyles(theme:)`, which wins over the global one. Main actor only.
    @MainActor
    open class List: BaseView, TableViewDataSource, TableViewDelegate {
        /// Hears selections, preloading, actions and retries. Held weakly.
        public weak var delegate: BaseChannelListModuleListDelegate?
        /// Gives the channels. Held weakly.
        public weak var dataSource: BaseChannelListModuleListDataSource?

        /// A theme for this component only; wins over the view controller's.
        public var theme: Theme? { didSet { updateStyles() } }
        /// The theme passed by `configure` or `updateStyles(theme:)`.
        public private(set) var configuredTheme: Theme?
        /// The theme in force.
        public var resolvedTheme: Theme { theme ?? configuredTheme ?? Theme.current }

        /// The table showing the rows.
        public let tableView: TableView = KeyReportingTableView()
        /// Shown over the table while there are no rows.
        public let emptyView = EmptyView()
        /// The cell class rows use; set before `configure`.
        public var channelCellType: GroupChannelCell.Type = GroupChannelCell.self
        /// The reuse identifier of channel rows.
        public static let channelCellIdentifier = "GroupChannelCell"

        /// Groups the rows under Direct / Groups / Public headings.
        public var showsSectionsByType = false {
            didSet { if showsSectionsByType != oldValue { reloadTableView() } }
        }

        /// Whether the first page is loading (the empty view shows a spinner).
        public var isLoading = false { didSet { updateEmptyView() } }
        /// The error that kept the list from loading (the empty view offers a retry).
        public var error: ChatError? { didSet { updateEmptyView() } }

        /// The channels as the table shows them, by section.
        public private(set) var sections: [[GroupChannel]] = [[]]
        /// The channels as the data source last gave them, in its order.
        private var shownChannels: [GroupChannel] = []
        private var headerViews: [Int: ChannelListSectionHeaderView] = [:]

        /// A component ready to be configured; view controllers make it from its metatype
        /// (`ModuleSet`), so subclasses keep this initialiser.
        public required override init(frame: Rect = .zero) {
            super.init(frame: frame)
        }

        // MARK: Lifecycle

        /// Stores the delegate, data source and theme, then runs `setupViews()`,
        /// `setupLayouts()` and `setupStyles()` and reads the channels.
        open func configure(delegate: BaseChannelListModuleListDelegate, dataSource: BaseChannelListModuleListDataSource, theme: Theme?) {
            self.delegate = delegate
            self.dataSource = dataSource
            configuredTheme = theme
            setupViews()
            setupLayouts()
            setupStyles()
            reloadTableView()
        }

        /// Adds the table and the empty view, once, and registers the cell class.
        open override func setupViews() {
            super.setupViews()
            tableView.register(channelCellType, forCellReuseIdentifier: Self.channelCellIdentifier)
            if tableView.superview !== self { addSubview(tableView) }
            if emptyView.superview !== self { addSubview(emptyView) }
            if tableView.dataSource !== self { tableView.dataSource = self }
            if tableView.delegate !== self { tableView.delegate = self }
            (tableView as? KeyReportingTableView)?.didHandleKey = { [weak self] event in
                guard [.end, .down, .pageDown].contains(event.key) else { return }
                self?.detectPreloadingPosition()
            }
            emptyView.onRetry = { [weak self] in
                guard let self else { return }
                self.delegate?.baseChannelListModuleDidSelectRetry(self)
            }
        }

        /// Applies `theme` (unless the component has its own) and runs `setupStyles()`.
        open func updateStyles(theme: Theme?) {
            configuredTheme = theme
            updateStyles()
        }

        /// Passes the theme to the empty view, the headings and the rows in view.
        open override func setupStyles() {
            super.setupStyles()
            let theme = resolvedTheme
            emptyView.theme = theme.componentTheme
            emptyView.setupStyles()
            for header in headerViews.values where header.theme != theme.groupChannelListTheme { header.theme = theme.groupChannelListTheme }
            for path in tableView.indexPathsForVisibleRows {
                guard let cell = tableView.cellForRow(at: path) as? GroupChannelCell else { continue }
                if cell.theme != theme.groupChannelCellTheme { cell.theme = theme.groupChannelCellTheme }
                cell.icons = theme.icons
            }
            setNeedsDisplay()
        }

        open override func layoutSubviews() {
            super.layoutSubviews()
            tableView.frame = bounds
            emptyView.frame = bounds
        }

        open override func draw(in context: DrawingContext) {
            context.fill(bounds, style: resolvedTheme.groupChannelListTheme.background)
        }

        // MARK: Reloading

        /// Reads every channel again and shows them (the first page, a theme of sections).
        open func reloadTableView() {
            shownChannels = dataSource?.baseChannelListModule(self, channelsInTableView: tableView) ?? []
            sections = arrange(shownChannels)
            headerViews = [:]
            tableView.reloadData()
            if tableView.selectedIndexPath == nil, let first = firstRow { tableView.selectRow(at: first) }
            updateEmptyView()
        }

        /// Applies `changes` (between the channels shown and the data source's channels now)
        /// as one batch update; falls back to `reloadTableView()` when they do not fit.
        open func reloadTableView(changes: ChannelListChanges) {
            let old = shownChannels
            let oldPaths = paths(of: sections)
            let fresh = dataSource?.baseChannelListModule(self, channelsInTableView: tableView) ?? []
            let freshSections = arrange(fresh)
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
            shownChannels = fresh
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

        /// The channel at `indexPath`, if there is one.
        public func channel(at indexPath: IndexPath) -> GroupChannel? {
            guard sections.indices.contains(indexPath.section), sections[indexPath.section].indices.contains(indexPath.row) else { return nil }
            return sections[indexPath.section][indexPath.row]
        }

        /// The selected channel, if any.
        public var selectedChannel: GroupChannel? { tableView.selectedIndexPath.flatMap(channel(at:)) }

        /// Shows the empty view's state for the rows, loading flag and error.
        open func updateEmptyView() {
            if !shownChannels.isEmpty {
                emptyView.state = .none
            } else if let error {
                emptyView.state = .error(title: "Couldn't load channels", detail: error.message)
            } else if isLoading {
                emptyView.state = .loading(title: "Loading channels…")
            } else {
                emptyView.state = .empty(title: "No channels yet", detail: "Conversations you join appear here.")
            }
        }

        private var firstRow: IndexPath? {
            sections.indices.first { !sections[$0].isEmpty }.map { IndexPath(row: 0, section: $0) }
        }

        private func arrange(_ channels: [GroupChannel]) -> [[GroupChannel]] {
            guard showsSectionsByType else { return [channels] }
            var result = [[GroupChannel]](repeating: [], count: ChannelListSection.allCases.count)
            for channel in channels { result[ChannelListSection.of(channel).rawValue].append(channel) }
            return result
        }

        private func paths(of sections: [[GroupChannel]]) -> [String: IndexPath] {
            var result: [String: IndexPath] = [:]
            for (section, rows) in sections.enumerated() {
                for (row, channel) in rows.enumerated() where result[channel.channelURL] == nil {
                    result[channel.channelURL] = IndexPath(row: row, section: section)
                }
            }
            return result
        }

        // MARK: Cells

        /// Configures `cell` for `channel`; override to show more.
        open func configureCell(_ cell: GroupChannelCell, channel: GroupChannel) {
            cell.configure(channel: channel, currentUserId: dataSource?.baseChannelListModuleCurrentUserId(self),
                           now: dataSource?.baseChannelListModuleCurrentTime(self) ?? 0, theme: resolvedTheme)
        }

        // MARK: TableViewDataSource

        /// One section, or three with `showsSectionsByType`.
        open func numberOfSections(in tableView: TableView) -> Int { sections.count }

        /// The channels in `section`.
        open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            sections.indices.contains(section) ? sections[section].count : 0
        }

        /// A `channelCellType` cell configured with `configureCell(_:channel:)`.
        open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.channelCellIdentifier, for: indexPath)
            if let channelCell = cell as? GroupChannelCell, let channel = channel(at: indexPath) {
                configureCell(channelCell, channel: channel)
            }
            return cell
        }

        // MARK: TableViewDelegate

        /// The section's heading when sections are shown and it has rows.
        open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
            guard showsSectionsByType, sections.indices.contains(section), !sections[section].isEmpty,
                  let kind = ChannelListSection(rawValue: section) else { return nil }
            if let header = headerViews[section] { return header }
            let header = ChannelListSectionHeaderView(title: kind.title, theme: resolvedTheme.groupChannelListTheme)
            headerViews[section] = header
            return header
        }

        /// Tells the delegate.
        open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            delegate?.baseChannelListModule(self, didSelectRowAt: indexPath)
        }

        /// Near the last rows, tells the delegate to load more.
        open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
            guard let lastSection = sections.indices.last(where: { !sections[$0].isEmpty }) else { return }
            if indexPath.section == lastSection && indexPath.row >= sections[lastSection].count - 2 {
                delegate?.baseChannelListModule(self, didDetectPreloadingPosition: indexPath)
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
            if nearEnd { delegate?.baseChannelListModule(self, didDetectPreloadingPosition: last) }
        }

        // MARK: Keys

        /// `l` or Delete asks for the selected channel's actions; Enter or `r` retries while
        /// an error shows.
        open override func handleKey(_ event: KeyEvent) -> Bool {
            if event.modifiers.isEmpty {
                switch event.key {
                case .character("l"), .delete:
                    if let path = tableView.selectedIndexPath, let channel = channel(at: path) {
                        delegate?.baseChannelListModule(self, didRequestActionsFor: channel, at: path)
                        return true
                    }
                case .character("r"), .enter:
                    if emptyView.retry() { return true }
                default:
                    break
                }
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
