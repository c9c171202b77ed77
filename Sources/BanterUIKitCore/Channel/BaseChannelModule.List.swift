import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterViews

extension BaseChannelModule {
    /// A channel screen's message list: a bottom-anchored table of message rows (built by
    /// `MessageListBuilder`: groups, sides, date separators, the typing bubble), with a
    /// new-message info button and a scroll-to-bottom button over its bottom edge, and the
    /// empty, loading and error states in its place when there is nothing to show.
    ///
    /// Changes are applied as batch updates computed by `MessageListDiff` (one new message
    /// is one insert). Loading earlier messages keeps the viewport: the rows in view stay
    /// where they are.
    ///
    /// The cell classes are sub-component metatypes: set `userMessageCell` and the others
    /// before `configure(delegate:dataSource:theme:)`, which stores its arguments, then runs
    /// `setupViews()`, `setupLayouts()` and `setupStyles()`. Main actor only.
    @MainActor
    open class List: BaseView, TableViewDataSource, TableViewDelegate {
        /// What the list is showing in place of its rows.
        public enum State: Sendable, Equatable {
            /// The rows (or the empty view when there are none).
            case content
            /// The first page is loading.
            case loading
            /// The first page failed; the message says why, Enter retries.
            case error(String)
        }

        /// Hears selections, ends reached, scrolling and buttons.
        public weak var delegate: BaseChannelModuleListDelegate?
        /// Supplies messages, channel, typing users and the current user.
        public weak var dataSource: BaseChannelModuleListDataSource?
        /// The theme given to the component; nil follows the global one.
        public var theme: Theme?
        /// The theme in use.
        public var resolvedTheme: Theme { theme ?? Theme.current }
        /// The configuration the rows are built with.
        public var configuration: ChannelConfiguration = UIKitConfiguration.shared.groupChannel.channel

        /// The table of rows.
        public private(set) var tableView = MessageTableView()
        /// Shown when there are no messages.
        public var emptyView = Label(text: "No messages yet. Say hello!")
        /// Shown while the first page loads.
        public var loadingView = Label(text: "Loading messages…")
        /// Shown when the first page failed.
        public var errorView = Label()
        /// Under the error view: loads again.
        public var retryButton = Button(title: "Retry")
        /// "↓ 3 new messages", over the bottom edge while scrolled up.
        public var newMessageInfoView = Button(title: "")
        /// "↓", at the bottom right while scrolled up.
        public var scrollBottomView = Button(title: IconSet.standard.text(IconSet.standard.scrollToBottom))

        /// The cell for text messages.
        public var userMessageCell: UserMessageCell.Type = UserMessageCell.self
        /// The cell for file and image messages.
        public var fileMessageCell: FileMessageCell.Type = FileMessageCell.self
        /// The cell for system (admin) messages.
        public var adminMessageCell: AdminMessageCell.Type = AdminMessageCell.self
        /// The cell for custom-rendered messages.
        public var customMessageCell: CustomMessageCell.Type = CustomMessageCell.self
        /// The cell for kinds this version does not know.
        public var unknownMessageCell: UnknownMessageCell.Type = UnknownMessageCell.self
        /// The row between days.
        public var dateSeparatorCell: DateSeparatorCell.Type = DateSeparatorCell.self
        /// The typing bubble.
        public var typingIndicatorCell: TypingIndicatorCell.Type = TypingIndicatorCell.self

        /// The rows shown, in order.
        public var rows: [MessageListRow] { snapshot.rows }
        /// What the list shows in place of its rows.
        public private(set) var state = State.content
        /// The rows as last built, so each update builds and compares only what changed.
        private var snapshot = MessageListSnapshot()
        /// Messages that arrived while scrolled up (the new-message info shows the count).
        public var newMessageCount = 0 { didSet { updateOverlays() } }
        /// How many batch updates and full reloads the table has had (for tests).
        public private(set) var batchUpdateCount = 0
        /// How many full reloads the table has had (for tests).
        public private(set) var fullReloadCount = 0

        /// Stores the delegate, data source and theme, then sets up views, layouts, styles.
        open func configure(delegate: BaseChannelModuleListDelegate, dataSource: BaseChannelModuleListDataSource, theme: Theme? = nil) {
            self.delegate = delegate
            self.dataSource = dataSource
            self.theme = theme
            setupViews()
            setupLayouts()
            setupStyles()
        }

        open override func setupViews() {
            super.setupViews()
            guard dataSource != nil else { return }
            tableView.register(userMessageCell, forCellReuseIdentifier: "user")
            tableView.register(fileMessageCell, forCellReuseIdentifier: "file")
            tableView.register(adminMessageCell, forCellReuseIdentifier: "admin")
            tableView.register(customMessageCell, forCellReuseIdentifier: "custom")
            tableView.register(unknownMessageCell, forCellReuseIdentifier: "unknown")
            tableView.register(dateSeparatorCell, forCellReuseIdentifier: "date")
            tableView.register(typingIndicatorCell, forCellReuseIdentifier: "typing")
            tableView.estimatedRowHeight = 3
            tableView.onFocusChange = { [weak self] focused in
                guard let self, focused, self.tableView.selectedIndexPath == nil else { return }
                self.selectLastMessage()
            }
            retryButton.action = { [weak self] in self.map { $0.delegate?.baseChannelModuleDidTapRetry($0) } }
            for view in [tableView, emptyView, loadingView, errorView, retryButton, newMessageInfoView, scrollBottomView] where view.superview !== self {
                addSubview(view)
            }
            for label in [emptyView, loadingView, errorView] {
                label.alignment = .center
                label.numberOfLines = 0
                label.lineBreakMode = .wordWrap
            }
            newMessageInfoView.appearance = .compact
            scrollBottomView.appearance = .compact
            newMessageInfoView.action = { [weak self] in self.map { $0.delegate?.baseChannelModuleDidTapScrollToBottom($0) } }
            scrollBottomView.action = { [weak self] in self.map { $0.delegate?.baseChannelModuleDidTapScrollToBottom($0) } }
            tableView.dataSource = self
            tableView.delegate = self
            updateOverlays()
        }

        open override func setupLayouts() {
            super.setupLayouts()
            setNeedsLayout()
        }

        open override func layoutSubviews() {
            super.layoutSubviews()
            tableView.frame = bounds
            tableView.layoutIfNeeded()
            // A short conversation sits at the bottom, next to the input, as in any chat.
            let content = tableView.contentHeight
            if content < bounds.height, state == .content, !rows.isEmpty {
                tableView.frame = Rect(x: 0, y: bounds.height - content, width: bounds.width, height: content)
                tableView.layoutIfNeeded()
            }
            updateOverlayVisibility()
            let middle = Rect(x: 2, y: max(0, bounds.height / 2 - 1), width: max(0, bounds.width - 4), height: min(3, bounds.height))
            emptyView.frame = middle
            loadingView.frame = middle
            errorView.frame = middle
            let retry = retryButton.sizeThatFits(Size(width: bounds.width, height: 1))
            retryButton.frame = Rect(x: max(0, (bounds.width - retry.width) / 2), y: min(max(0, bounds.height - 1), middle.maxY), width: retry.width, height: 1)
            let info = newMessageInfoView.sizeThatFits(Size(width: bounds.width, height: 1))
            newMessageInfoView.frame = Rect(x: max(0, (bounds.width - info.width) / 2), y: max(0, bounds.height - 1), width: min(bounds.width, info.width), height: 1)
            let arrow = scrollBottomView.sizeThatFits(Size(width: bounds.width, height: 1))
            scrollBottomView.frame = Rect(x: max(0, bounds.width - arrow.width - 1), y: max(0, bounds.height - 1), width: arrow.width, height: 1)
        }

        open override func setupStyles() {
            super.setupStyles()
            let theme = resolvedTheme
            emptyView.style = theme.componentTheme.emptyDetail
            loadingView.style = theme.componentTheme.loading
            errorView.style = theme.componentTheme.errorTitle
            newMessageInfoView.tintColor = theme.channelTheme.newMessageInfo.background
            scrollBottomView.tintColor = theme.channelTheme.scrollToBottom.background
            tableView.tintColor = theme.colors.primary
        }

        /// Re-styles with `theme`, and redraws every row in view. The rows are built again
        /// from scratch, so a changed configuration shows too.
        open func updateStyles(theme: Theme?) {
            self.theme = theme
            updateStyles()
            if !rows.isEmpty {
                snapshot = MessageListSnapshot()
                buildRows()
            }
            tableView.reloadData()
        }

        // MARK: Rows

        /// Brings the rows up to date with the data source and applies the difference as one
        /// batch update (a full reload only the first time). Only the rows from the first
        /// changed message on are built and compared, so a message arriving at the bottom
        /// costs the same with ten messages loaded or ten thousand.
        open func reloadTableView() {
            guard dataSource != nil else { return }
            let first = tableView.numberOfRows(inSection: 0) == 0 && rows.isEmpty
            let anchor = first || tableView.isAtBottom ? nil : firstVisibleMessage(in: rows)
            buildRows()
            let unchanged = snapshot.unchangedPrefix
            let diff = MessageListDiff(old: snapshot.replacedKeys, new: Array(snapshot.keys[unchanged...]))
            // The table may have been shrunk to a short conversation; give it the whole
            // list back so scrolling and anchoring see the real viewport (layout shrinks it
            // again if the rows still fit).
            if tableView.frame != bounds { tableView.frame = bounds }
            if first {
                fullReloadCount += 1
                tableView.reloadData()
            } else if !diff.isEmpty {
                batchUpdateCount += 1
                let paths = { (indexes: [Int]) in indexes.map { IndexPath(row: $0 + unchanged, section: 0) } }
                tableView.performBatchUpdates { batch in
                    batch.deleteRows(at: paths(diff.deletions))
                    batch.insertRows(at: paths(diff.insertions))
                    batch.reloadRows(at: paths(diff.reloads))
                }
                // Keep the first message in view where it was, whatever was inserted above
                // it (earlier messages, a date separator moving up).
                if let anchor, let index = rows.firstIndex(where: { $0.id == anchor.id }) {
                    tableView.scrollToRow(at: IndexPath(row: index, section: 0), at: .top)
                    tableView.setContentOffset(tableView.contentOffset - anchor.distance)
                }
            }
            updateOverlays()
        }

        /// Updates `snapshot` from the data source.
        private func buildRows() {
            guard let dataSource else { return }
            let builder = MessageListBuilder(configuration: configuration,
                                             currentUserId: dataSource.baseChannelModule(self, currentUserIdForTableView: tableView))
            builder.update(&snapshot, messages: dataSource.baseChannelModule(self, messagesInTableView: tableView),
                           channel: dataSource.baseChannelModule(self, channelForTableView: tableView),
                           typingUsers: dataSource.baseChannelModule(self, typingUsersInTableView: tableView))
        }

        /// The first message row in view and how far below the top of the viewport it starts.
        private func firstVisibleMessage(in rows: [MessageListRow]) -> (id: MessageListRow.ID, distance: Int)? {
            for path in tableView.indexPathsForVisibleRows where rows.indices.contains(path.row) && rows[path.row].message != nil {
                guard let cell = tableView.cellForRow(at: path) else { continue }
                return (rows[path.row].id, cell.frame.minY - tableView.contentOffset)
            }
            return nil
        }

        /// Shows the rows, the loading view or the error view.
        open func setState(_ state: State) {
            self.state = state
            if case .error(let message) = state { errorView.text = message }
            updateOverlays()
            if case .error = state { retryButton.becomeFirstResponder() }
        }

        /// Whether the newest row is in view.
        public var isScrolledToBottom: Bool { tableView.isAtBottom }

        /// Scrolls to the newest row.
        open func scrollToBottom() {
            tableView.scrollToBottom()
            newMessageCount = 0
            updateOverlays()
        }

        /// Selects the newest message (focus arriving in the list).
        open func selectLastMessage() {
            guard let index = rows.lastIndex(where: { $0.message != nil }) else { return }
            tableView.selectRow(at: IndexPath(row: index, section: 0))
        }

        /// The message in the selected row, if any.
        public var selectedMessage: BaseMessage? {
            guard let path = tableView.selectedIndexPath, rows.indices.contains(path.row) else { return nil }
            return rows[path.row].message
        }

        /// Shows or hides the empty, loading, error, new-message and scroll-to-bottom views
        /// (again after the next layout, when the table knows where it is).
        open func updateOverlays() {
            updateOverlayVisibility()
            setNeedsLayout()
            setNeedsDisplay()
        }

        private func updateOverlayVisibility() {
            let hasMessages = rows.contains { $0.message != nil }
            var isError = false
            if case .error = state { isError = true }
            let scrolledUp = hasMessages && state == .content && !tableView.isAtBottom
            let title = newMessageCount == 1 ? "↓ 1 new message" : "↓ \(newMessageCount) new messages"
            if newMessageInfoView.title != title { newMessageInfoView.title = title }
            let visibility: [(View, Bool)] = [
                (loadingView, state != .loading), (errorView, !isError), (retryButton, !isError), (emptyView, state != .content || hasMessages),
                (tableView, state != .content), (newMessageInfoView, newMessageCount == 0 || !scrolledUp), (scrollBottomView, !scrolledUp),
            ]
            for (view, hidden) in visibility where view.isHidden != hidden { view.isHidden = hidden }
        }

        // MARK: Table

        open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            guard rows.indices.contains(indexPath.row) else { return TableViewCell(reuseIdentifier: "none") }
            let theme = resolvedTheme
            switch rows[indexPath.row] {
            case .dateSeparator(let day):
                let cell = tableView.dequeueReusableCell(withIdentifier: "date", for: indexPath)
                (cell as? DateSeparatorCell)?.configure(day: day, theme: theme.channelTheme)
                return cell
            case .typing(let users):
                let cell = tableView.dequeueReusableCell(withIdentifier: "typing", for: indexPath)
                (cell as? TypingIndicatorCell)?.configure(users: users, theme: theme.messageCellTheme, cornerStyle: configuration.bubbleCornerStyle)
                return cell
            case .message(let presentation):
                let identifier: String
                switch presentation.kind {
                case .text: identifier = "user"
                case .system: identifier = "admin"
                case .image, .file: identifier = "file"
                case .custom: identifier = "custom"
                case .unknown: identifier = "unknown"
                }
                let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
                if let cell = cell as? BaseMessageCell {
                    cell.currentUserId = dataSource?.baseChannelModule(self, currentUserIdForTableView: tableView)
                    cell.configure(presentation: presentation, theme: theme.messageCellTheme, icons: theme.icons, configuration: configuration)
                }
                return cell
            }
        }

        open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            guard rows.indices.contains(indexPath.row), let message = rows[indexPath.row].message else { return }
            delegate?.baseChannelModule(self, didSelectMessage: message)
        }

        open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
            if indexPath.row < 2 { delegate?.baseChannelModuleDidReachTop(self) }
            if indexPath.row >= rows.count - 2 { delegate?.baseChannelModuleDidReachBottom(self) }
        }

        open func tableViewDidScroll(_ tableView: TableView) {
            if tableView.isAtBottom { newMessageCount = 0 }
            updateOverlays()
            delegate?.baseChannelModuleDidScroll(self)
        }

        // MARK: Keys

        /// Esc from the table asks for the input; Enter on the error view retries.
        open override func handleKey(_ event: KeyEvent) -> Bool {
            if event == KeyEvent(.escape) {
                tableView.selectRow(at: nil)
                delegate?.baseChannelModuleDidRequestInputFocus(self)
                return true
            }
            if event == KeyEvent(.enter), case .error = state {
                delegate?.baseChannelModuleDidTapRetry(self)
                return true
            }
            return super.handleKey(event)
        }
    }
}
