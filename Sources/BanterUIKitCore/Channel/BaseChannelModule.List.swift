import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterViews

extension BaseChannelModule {
    /// A channel screen's message list: a bottom-anchored table of message rows (built by
    /// `MessageListBuilder`: groups, sides, date separators, the typing bubble), a banner
    /// over the top while the channel is frozen, a new-message button and a scroll-to-bottom
    /// button over the bottom edge while scrolled up, and the shared `EmptyView` for the
    /// empty, loading and error states.
    ///
    /// Changes are applied as batch updates computed by `MessageListDiff` (one new message
    /// is one insert). Loading earlier messages keeps the viewport. The list builds each
    /// message's menu (`createMessageMenuItems(for:)`) and tells its delegate which action
    /// was chosen, one callback per action.
    ///
    /// Keys, with the table focused: Up/Down select a message, Enter opens its menu, `u`
    /// asks for its sender's profile, `q` for the message it quotes, `t` for its thread
    /// (starting one on a message without replies), Esc goes back to the input, Enter or
    /// `r` retries after an error.
    ///
    /// Lifecycle: `init` sets nothing up; `configure(delegate:dataSource:theme:)` stores its
    /// arguments, then runs `setupViews()`, `setupLayouts()` and `setupStyles()` once each.
    /// Subviews (`tableView`, `emptyView`, `channelStateBanner`, `newMessageInfoView`,
    /// `scrollBottomView`, `unreadMessageInfoView`) and the cell classes may be assigned
    /// before `configure`.
    ///
    /// Theme precedence: `theme` wins over the view controller's (`configuredTheme`), which
    /// wins over `Theme.current.channelTheme`; the same for `componentTheme`. Main actor only.
    @MainActor
    open class List: ModuleComponent, TableViewDataSource, TableViewDelegate {
        /// What the list is showing in place of its rows.
        public enum State: Sendable, Equatable {
            /// The rows (or the empty view when there are none).
            case content
            /// The first page is loading.
            case loading
            /// The first page failed; the message says why, Enter retries.
            case error(String)
        }

        /// Hears selections, menu actions, scrolling and buttons. Held weakly.
        public weak var baseDelegate: BaseChannelModuleListDelegate?
        /// Supplies the channel, the messages and the current user. Held weakly.
        public weak var baseDataSource: BaseChannelModuleListDataSource?

        /// A theme for this component only; wins over the view controller's.
        public var theme: ChannelTheme? { didSet { themeDidChange() } }
        /// The theme passed by `configure` or `updateStyles(theme:componentTheme:)`.
        public private(set) var configuredTheme: ChannelTheme?
        /// The theme in force.
        public var resolvedTheme: ChannelTheme { theme ?? configuredTheme ?? Theme.current.channelTheme }
        /// A component theme (empty view, menus) for this list only.
        public var componentTheme: ComponentTheme? { didSet { themeDidChange() } }
        /// The component theme passed by the view controller.
        public private(set) var configuredComponentTheme: ComponentTheme?
        /// The component theme in force.
        public var resolvedComponentTheme: ComponentTheme {
            componentTheme ?? configuredComponentTheme ?? Theme.current.componentTheme
        }
        /// How the rows are built (grouping, receipts, builders, renderers, reactions).
        public var configuration: ChannelConfiguration = UIKitConfiguration.shared.groupChannel.channel

        /// The table of rows.
        public var tableView: TableView = MessageTableView()
        /// Shown in place of the rows when there are none, while loading, and on an error.
        public var emptyView: EmptyView?
        /// The banner over the top while the channel is frozen.
        public var channelStateBanner: Label?
        /// "↓ 3 new messages", over the bottom edge while scrolled up.
        public var newMessageInfoView: Button?
        /// "↓", at the bottom right while scrolled up.
        public var scrollBottomView: Button?
        /// "↑ 3 unread · Jump to first unread", over the top edge while the "New messages"
        /// line is out of view (see `updateUnreadMessageInfoView()`); choosing it scrolls back
        /// to the line.
        public var unreadMessageInfoView: UnreadMessageInfoView?

        /// The cell for text messages.
        public var userMessageCellType: BaseMessageCell.Type = UserMessageCell.self
        /// The cell for file and image messages.
        public var fileMessageCellType: BaseMessageCell.Type = FileMessageCell.self
        /// The cell for messages carrying several files.
        public var multipleFilesMessageCellType: BaseMessageCell.Type = MultipleFilesMessageCell.self
        /// The cell for system (admin) messages.
        public var adminMessageCellType: BaseMessageCell.Type = AdminMessageCell.self
        /// The cell for custom-rendered messages.
        public var customMessageCellType: BaseMessageCell.Type = CustomMessageCell.self
        /// The cell for end-to-end encrypted messages, which Banter cannot read.
        public var encryptedMessageCellType: BaseMessageCell.Type = EncryptedMessageCell.self
        /// The cell for kinds this version does not know.
        public var unknownMessageCellType: BaseMessageCell.Type = UnknownMessageCell.self
        /// The row between days.
        public var dateSeparatorCellType: DateSeparatorCell.Type = DateSeparatorCell.self
        /// The typing bubble.
        public var typingIndicatorCellType: TypingIndicatorCell.Type = TypingIndicatorCell.self
        /// The line standing for hidden messages from blocked users.
        public var blockedMessagesCellType: BlockedMessagesCell.Type = BlockedMessagesCell.self
        /// The "New messages" line above the first message unread when the channel opened.
        public var unreadMessageNewLineCellType: UnreadMessageNewLineCell.Type = UnreadMessageNewLineCell.self
        /// The profile card shown for a message's sender (`createDefaultUserProfileView()`).
        public var userProfileViewType: UserProfileView.Type = UserProfileView.self

        /// The rows shown, in order.
        public var rows: [MessageListRow] { snapshot.rows }
        /// What the list shows in place of its rows.
        public private(set) var state = State.content
        /// Messages that arrived while scrolled up (the new-message button shows the count).
        public var newMessageCount = 0 { didSet { updateOverlays() } }
        /// How many batch updates the table has had (tests read it).
        var batchUpdateCount = 0
        /// How many full reloads the table has had (tests read it).
        var fullReloadCount = 0

        /// The rows as last built, so each update builds and compares only what changed.
        private var snapshot = MessageListSnapshot()
        private var placedConstraints: [LayoutConstraint] = []
        private var tableTopConstraint: LayoutConstraint?
        private var unreadInfoTopConstraint: LayoutConstraint?
        /// Whether the jump-to-unread control appeared, went or changed its width since it
        /// was last placed.
        private var unreadMessageInfoViewMoved = false

        // MARK: Lifecycle

        /// Stores the delegate, data source and theme, then runs `setupViews()`,
        /// `setupLayouts()` and `setupStyles()`.
        open func configure(delegate: BaseChannelModuleListDelegate, dataSource: BaseChannelModuleListDataSource, theme: ChannelTheme?,
                            componentTheme: ComponentTheme? = nil) {
            baseDelegate = delegate
            baseDataSource = dataSource
            configuredTheme = theme
            configuredComponentTheme = componentTheme
            runSetup()
        }

        /// Registers the cell classes and adds the subviews, making the default ones where
        /// none was assigned.
        open override func setupViews() {
            super.setupViews()
            tableView.register(userMessageCellType, forCellReuseIdentifier: MessageKindIdentifier.user)
            tableView.register(fileMessageCellType, forCellReuseIdentifier: MessageKindIdentifier.file)
            tableView.register(multipleFilesMessageCellType, forCellReuseIdentifier: MessageKindIdentifier.multipleFiles)
            tableView.register(adminMessageCellType, forCellReuseIdentifier: MessageKindIdentifier.admin)
            tableView.register(customMessageCellType, forCellReuseIdentifier: MessageKindIdentifier.custom)
            tableView.register(encryptedMessageCellType, forCellReuseIdentifier: MessageKindIdentifier.encrypted)
            tableView.register(unknownMessageCellType, forCellReuseIdentifier: MessageKindIdentifier.unknown)
            tableView.register(dateSeparatorCellType, forCellReuseIdentifier: MessageKindIdentifier.date)
            tableView.register(typingIndicatorCellType, forCellReuseIdentifier: MessageKindIdentifier.typing)
            tableView.register(blockedMessagesCellType, forCellReuseIdentifier: MessageKindIdentifier.blocked)
            tableView.register(unreadMessageNewLineCellType, forCellReuseIdentifier: MessageKindIdentifier.unreadLine)
            tableView.isBottomAnchored = true
            tableView.estimatedRowHeight = 3
            if let table = tableView as? MessageTableView {
                table.onFocusChange = { [weak self] focused in
                    guard let self else { return }
                    if focused {
                        if self.tableView.selectedIndexPath == nil { self.selectLastMessage() }
                    } else if let window = self.window, let responder = window.firstResponder,
                              !window.presentedViewControllers.contains(where: { $0.isViewLoaded && responder.isDescendant(of: $0.view) }) {
                        // The focus went elsewhere on the screen (the input), not to a menu
                        // over it: the selection goes, so ↑ from the input starts again at the
                        // newest message.
                        self.tableView.selectRow(at: nil)
                    }
                }
            }
            tableView.dataSource = self
            tableView.delegate = self
            if emptyView == nil { emptyView = createDefaultEmptyView() }
            if channelStateBanner == nil { channelStateBanner = createDefaultChannelStateBanner() }
            if newMessageInfoView == nil { newMessageInfoView = createDefaultNewMessageInfoView() }
            if scrollBottomView == nil { scrollBottomView = createDefaultScrollBottomView() }
            if unreadMessageInfoView == nil { unreadMessageInfoView = createDefaultUnreadMessageInfoView() }
            emptyView?.onRetry = { [weak self] in self.map { $0.baseDelegate?.baseChannelModuleDidSelectRetry($0) } }
            newMessageInfoView?.action = { [weak self] in self?.onTapScrollToBottom() }
            scrollBottomView?.action = { [weak self] in self?.onTapScrollToBottom() }
            unreadMessageInfoView?.action = { [weak self] in self?.onTapUnreadMessageInfoView() }
            let views: [View?] = [tableView, channelStateBanner, emptyView, newMessageInfoView, scrollBottomView, unreadMessageInfoView]
            for case let view? in views where view.superview !== self { addSubview(view) }
            updateChannelStateBanner()
            updateOverlays()
        }

        /// The empty view made when none was assigned.
        open func createDefaultEmptyView() -> EmptyView? { EmptyView() }

        /// The frozen banner made when none was assigned.
        open func createDefaultChannelStateBanner() -> Label? {
            let banner = Label(text: StringSet.current.channel.frozen)
            banner.alignment = .center
            banner.lineBreakMode = .truncateTail
            return banner
        }

        /// The new-message button made when none was assigned.
        open func createDefaultNewMessageInfoView() -> Button? {
            let button = Button(title: "")
            button.appearance = .compact
            return button
        }

        /// The scroll-to-bottom button made when none was assigned.
        open func createDefaultScrollBottomView() -> Button? {
            let button = Button(title: resolvedTheme.icons.text(resolvedTheme.icons.scrollToBottom))
            button.appearance = .compact
            return button
        }

        /// The jump-to-unread control made when none was assigned; none in a list that never
        /// has an unread line.
        open func createDefaultUnreadMessageInfoView() -> UnreadMessageInfoView? { UnreadMessageInfoView() }

        /// Places the subviews with constraints: the table fills the list (its top moves
        /// down so a short conversation sits at the bottom, next to the input, and under the
        /// frozen banner), the banner takes the top row, the empty view fills the list, the
        /// new-message button is centred on the bottom row and scroll-to-bottom sits at its
        /// right end, in the margin right of the bubbles.
        open override func setupLayouts() {
            super.setupLayouts()
            LayoutConstraint.deactivate(placedConstraints)
            var constraints: [LayoutConstraint] = []
            tableView.translatesAutoresizingMaskIntoConstraints = false
            let top = tableView.topAnchor.constraint(equalTo: topAnchor)
            tableTopConstraint = top
            constraints += [
                top,
                tableView.leadingAnchor.constraint(equalTo: leadingAnchor),
                tableView.trailingAnchor.constraint(equalTo: trailingAnchor),
                tableView.bottomAnchor.constraint(equalTo: bottomAnchor),
            ]
            if let banner = channelStateBanner {
                banner.translatesAutoresizingMaskIntoConstraints = false
                constraints += [
                    banner.topAnchor.constraint(equalTo: topAnchor),
                    banner.leadingAnchor.constraint(equalTo: leadingAnchor),
                    banner.trailingAnchor.constraint(equalTo: trailingAnchor),
                    banner.heightAnchor.constraint(equalToConstant: 1),
                ]
            }
            if let emptyView {
                emptyView.translatesAutoresizingMaskIntoConstraints = false
                constraints += [
                    emptyView.topAnchor.constraint(equalTo: topAnchor),
                    emptyView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 2),
                    emptyView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -2),
                    emptyView.bottomAnchor.constraint(equalTo: bottomAnchor),
                ]
            }
            if let info = newMessageInfoView {
                info.translatesAutoresizingMaskIntoConstraints = false
                constraints += [
                    info.centerXAnchor.constraint(equalTo: centerXAnchor),
                    info.bottomAnchor.constraint(equalTo: bottomAnchor),
                    info.heightAnchor.constraint(equalToConstant: 1),
                    info.widthAnchor.constraint(lessThanOrEqualTo: widthAnchor),
                ]
            }
            if let unread = unreadMessageInfoView {
                unread.translatesAutoresizingMaskIntoConstraints = false
                let top = unread.topAnchor.constraint(equalTo: topAnchor)
                unreadInfoTopConstraint = top
                constraints += [
                    top,
                    unread.centerXAnchor.constraint(equalTo: centerXAnchor),
                    unread.heightAnchor.constraint(equalToConstant: 1),
                    unread.widthAnchor.constraint(lessThanOrEqualTo: widthAnchor),
                ]
            }
            if let arrow = scrollBottomView {
                arrow.translatesAutoresizingMaskIntoConstraints = false
                constraints += [
                    // The last column: the margin right of the bubbles, so it covers none.
                    arrow.trailingAnchor.constraint(equalTo: trailingAnchor),
                    arrow.bottomAnchor.constraint(equalTo: bottomAnchor),
                    arrow.heightAnchor.constraint(equalToConstant: 1),
                ]
            }
            placedConstraints = constraints
            LayoutConstraint.activate(constraints)
        }

        /// Places the subviews again.
        open func updateLayouts() {
            setupLayouts()
            setNeedsLayout()
        }

        /// Styles the banner, buttons, table and empty view from the themes in force.
        open override func setupStyles() {
            super.setupStyles()
            let theme = resolvedTheme
            emptyView?.theme = resolvedComponentTheme
            channelStateBanner?.style = theme.frozenBanner
            channelStateBanner?.backgroundColor = theme.frozenBanner.background
            newMessageInfoView?.tintColor = theme.newMessageInfo.background
            scrollBottomView?.tintColor = theme.scrollToBottom.background
            updateUnreadMessageInfoView()
            tableView.tintColor = theme.selectedMessage.foreground
            setNeedsDisplay()
        }

        /// Takes the view controller's themes (the component's own still win), and redraws
        /// every row: the rows are built again from scratch, so a changed configuration
        /// shows too.
        open func updateStyles(theme: ChannelTheme?, componentTheme: ComponentTheme? = nil) {
            configuredTheme = theme
            configuredComponentTheme = componentTheme
            setupStyles()
            if !rows.isEmpty {
                snapshot = MessageListSnapshot()
                buildRows()
            }
            tableView.reloadData()
        }

        open override func layoutSubviews() {
            super.layoutSubviews()
            // A short conversation sits at the bottom, next to the input, as in any chat:
            // the table's top moves down to its content (and below the frozen banner).
            let bannerHeight = channelStateBanner.map { $0.isHidden ? 0 : 1 } ?? 0
            var top = bannerHeight
            if state == .content, !rows.isEmpty, keepsShortContentAtBottom {
                tableView.layoutIfNeeded()
                let content = tableView.contentHeight
                if content < bounds.height - bannerHeight { top = bounds.height - content }
            }
            var moved = false
            if let constraint = tableTopConstraint, constraint.constant != top {
                constraint.constant = top
                moved = true
            }
            // The jump-to-unread control sits under the frozen banner, never over it.
            if let constraint = unreadInfoTopConstraint, constraint.constant != bannerHeight {
                constraint.constant = bannerHeight
                moved = true
            }
            if moved { super.layoutSubviews() }
            tableView.layoutIfNeeded()
            unreadMessageInfoViewMoved = false
            updateOverlayVisibility()
            if unreadMessageInfoViewMoved {
                unreadMessageInfoViewMoved = false
                super.layoutSubviews()
            }
        }

        // MARK: Rows

        /// Brings the rows up to date with the data source and applies the difference as one
        /// batch update (a full reload only the first time). Only the rows from the first
        /// changed message on are built and compared, so a message arriving at the bottom
        /// costs the same with ten messages loaded or ten thousand.
        open func reloadTableView() {
            guard baseDataSource != nil else { return }
            let first = tableView.numberOfRows(inSection: 0) == 0 && rows.isEmpty
            let anchor = first || tableView.isAtBottom ? nil : firstVisibleMessage(in: rows)
            let selection = tableView.selectedIndexPath.map { (row: $0.row, id: rows.indices.contains($0.row) ? rows[$0.row].id : nil) }
            buildRows()
            let unchanged = snapshot.unchangedPrefix
            let diff = MessageListDiff(old: snapshot.replacedKeys, new: Array(snapshot.keys[unchanged...]))
            // The table may sit lower for a short conversation; give it the whole list back
            // so scrolling and anchoring see the real viewport (layout moves it down again
            // if the rows still fit).
            if let constraint = tableTopConstraint, constraint.constant != 0 {
                constraint.constant = 0
                super.layoutSubviews()
            }
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
                    let path = IndexPath(row: index, section: 0)
                    tableView.scrollToRow(at: path, at: .top)
                    tableView.setContentOffset(tableView.contentOffset - anchor.distance)
                    // The rows above it that come into view are measured only now and may be
                    // taller or shorter than estimated, and its own top may change (its group
                    // now continues upwards): put its bottom edge back where it was until it
                    // stays, so its text and everything below it stay put.
                    for _ in 0..<3 {
                        tableView.layoutIfNeeded()
                        guard let cell = tableView.cellForRow(at: path) else { break }
                        let drift = cell.frame.maxY - tableView.contentOffset - anchor.bottom
                        if drift == 0 { break }
                        tableView.setContentOffset(tableView.contentOffset + drift)
                    }
                }
            }
            reselect(after: selection)
            updateChannelStateBanner()
            updateOverlays()
        }

        /// Keeps a selection through a change: the same message where it went, or, when it
        /// was deleted, its neighbour, so the keys keep working from where the person was.
        private func reselect(after selection: (row: Int, id: MessageListRow.ID?)?) {
            guard let selection, let id = selection.id else { return }
            if let current = tableView.selectedIndexPath, rows.indices.contains(current.row), rows[current.row].id == id { return }
            if let index = rows.firstIndex(where: { $0.id == id }) {
                tableView.selectRow(at: IndexPath(row: index, section: 0))
                return
            }
            let messages = rows.indices.filter { rows[$0].message != nil }
            guard let neighbour = messages.last(where: { $0 <= selection.row }) ?? messages.first else { return }
            tableView.selectRow(at: IndexPath(row: neighbour, section: 0))
        }

        /// A new profile card of `userProfileViewType`, each time a profile is shown; a
        /// module's list sets the type from its `userProfileView` metatype.
        open func createDefaultUserProfileView() -> UserProfileView {
            userProfileViewType.init()
        }

        /// The people typing now, shown as a bubble after the last message; none in the base
        /// (only group channels have typing indicators).
        open func typingUsersForRows() -> [User] { [] }

        /// The users whose messages the rows hide behind a "messages from a blocked user"
        /// line: in a group channel, those the current user blocked (`ChatClient.isBlocked`);
        /// none elsewhere. Override to hide more, or nothing.
        open func blockedUserIdsForRows() -> Set<String> {
            guard let channel = baseDataSource?.baseChannelModule(self, channelForTableView: tableView) as? GroupChannel else { return [] }
            return channel.client?.blockedUserIds ?? []
        }

        /// Where the unread line goes: the time up to which the current user had read the
        /// channel when its messages first showed; nil for no line. Decided once and kept
        /// until the screen closes, so the line stays after the channel is marked read.
        public private(set) var unreadLineAfter: Int64?
        private var hasPlacedUnreadLine = false
        /// The unread messages under the line, counted again only when the rows change.
        private var unreadCountCache: (rowCount: Int, lineIndex: Int, count: Int)?

        /// Puts the unread line above the first message from someone else after `time`
        /// (nil: no line), as after "Mark as unread" here or on another of the user's clients.
        open func moveUnreadLine(after time: Int64?) {
            hasPlacedUnreadLine = true
            unreadLineAfter = time
            unreadCountCache = nil
            reloadTableView()
            updateOverlays()
        }

        /// The current user's read time when the channel has unread messages, asked once,
        /// when the messages first show; nil for no line. In the base, a group channel's;
        /// override to place the line elsewhere, or return nil for none.
        open func unreadLineTimeForRows() -> Int64? {
            guard let channel = baseDataSource?.baseChannelModule(self, channelForTableView: tableView) as? GroupChannel,
                  channel.unreadMessageCount > 0,
                  let me = baseDataSource?.baseChannelModule(self, currentUserIdForTableView: tableView) else { return nil }
            return channel.lastReadTimes[me] ?? 0
        }

        /// Updates `snapshot` from the data source.
        private func buildRows() {
            guard let dataSource = baseDataSource else { return }
            var builder = MessageListBuilder(configuration: configuration,
                                             currentUserId: dataSource.baseChannelModule(self, currentUserIdForTableView: tableView))
            builder.blockedUserIds = blockedUserIdsForRows()
            let messages = dataSource.baseChannelModule(self, fullMessagesInTableView: tableView)
            if !hasPlacedUnreadLine, !messages.isEmpty {
                hasPlacedUnreadLine = true
                unreadLineAfter = unreadLineTimeForRows()
            }
            builder.unreadLineAfter = unreadLineAfter
            builder.update(&snapshot, messages: messages,
                           channel: dataSource.baseChannelModule(self, channelForTableView: tableView),
                           typingUsers: typingUsersForRows())
        }

        /// The first message row in view and how far below the top of the viewport it starts and ends.
        private func firstVisibleMessage(in rows: [MessageListRow]) -> (id: MessageListRow.ID, distance: Int, bottom: Int)? {
            for path in tableView.indexPathsForVisibleRows where rows.indices.contains(path.row) && rows[path.row].message != nil {
                guard let cell = tableView.cellForRow(at: path) else { continue }
                return (rows[path.row].id, cell.frame.minY - tableView.contentOffset, cell.frame.maxY - tableView.contentOffset)
            }
            return nil
        }

        /// Shows the rows, the loading state or the error state.
        open func setState(_ state: State) {
            self.state = state
            updateOverlays()
        }

        /// Whether the earlier messages wait for the connection to load (the view model's
        /// `isWaitingForConnectionToLoadPrevious`, set by the view controller): the banner
        /// says so while the client is not connected.
        public var isWaitingForConnectionToLoadPrevious = false {
            didSet { if isWaitingForConnectionToLoadPrevious != oldValue { updateChannelStateBanner() } }
        }

        /// The connection state the visible cells were last told (`isWaitingForConnection`).
        private var visibleCellsShowOffline = false

        /// Whether the channel's client is not connected now.
        public var isClientOffline: Bool {
            guard let client = baseDataSource?.baseChannelModule(self, channelForTableView: tableView)?.client else { return false }
            return client.connectionState != .open
        }

        /// Shows the banner: "Connecting…" with the number of messages waiting to be sent
        /// (and that earlier messages need the connection, when the list was scrolled past
        /// the cache) while the client is not connected, else the frozen banner while the
        /// channel is frozen; hidden otherwise (and while the channel loads). Called when the
        /// channel, the connection or the messages change; brings the visible pending
        /// messages' clock state up to date too.
        open func updateChannelStateBanner() {
            var text: String?
            let offline = isClientOffline
            // Cells take the state as they are configured; the ones on screen follow a change.
            // Only on a change: this runs at every message that arrives.
            if offline != visibleCellsShowOffline {
                visibleCellsShowOffline = offline
                for path in tableView.indexPathsForVisibleRows {
                    (tableView.cellForRow(at: path) as? BaseMessageCell)?.isWaitingForConnection = offline
                }
            }
            if offline {
                let strings = StringSet.current.channel
                let waiting = (baseDataSource?.baseChannelModule(self, fullMessagesInTableView: tableView) ?? [])
                    .filter { $0.sendingStatus == .pending }.count
                var parts = [strings.connecting]
                if waiting > 0 { parts.append(strings.waitingToSend(waiting)) }
                if isWaitingForConnectionToLoadPrevious { parts.append(strings.previousMessagesNeedConnection) }
                text = parts.joined(separator: " · ")
            } else if baseDataSource?.baseChannelModule(self, channelForTableView: tableView)?.isFrozen == true {
                text = StringSet.current.channel.frozen
            }
            guard let banner = channelStateBanner, banner.isHidden != (text == nil) || (text != nil && banner.text != text) else { return }
            if let text { banner.text = text }
            banner.isHidden = text == nil
            setNeedsLayout()
        }

        /// Whether the newest row is in view and there is nothing newer to load.
        public var isScrollNearByBottom: Bool {
            tableView.isAtBottom && !(baseDataSource?.baseChannelModule(self, hasNextInTableView: tableView) ?? false)
        }

        /// Whether the newest row is in view.
        public var isScrolledToBottom: Bool { tableView.isAtBottom }

        /// Scrolls to the newest row.
        open func scrollToBottom() {
            tableView.scrollToBottom()
            newMessageCount = 0
            updateOverlays()
        }

        /// Scrolls to where the list opened: the first message at or after the data source's
        /// starting point (selected); without one, the unread line (`scrollToUnreadLine()`),
        /// or the newest.
        open func scrollToInitialPosition() {
            if (baseDataSource?.baseChannelModule(self, startingPointIn: tableView) ?? .max) == .max, scrollToUnreadLine() { return }
            guard let point = baseDataSource?.baseChannelModule(self, startingPointIn: tableView), point != .max,
                  let index = rows.firstIndex(where: { ($0.message?.createdAt ?? .min) >= point }) else {
                scrollToBottom()
                return
            }
            let path = IndexPath(row: index, section: 0)
            tableView.scrollToRow(at: path, at: .middle)
            tableView.selectRow(at: path)
            updateOverlays()
        }

        /// The jump-to-unread control was chosen: back to the unread line.
        open func onTapUnreadMessageInfoView() {
            scrollToUnreadLine()
        }

        /// Scrolls the unread line to the top, the first unread message under it, and selects
        /// that message; returns false when the list has no line.
        @discardableResult
        open func scrollToUnreadLine() -> Bool {
            guard let index = rows.firstIndex(where: { $0.id == .unreadLine }) else { return false }
            tableView.scrollToRow(at: IndexPath(row: index, section: 0), at: .top)
            if rows.indices.contains(index + 1), rows[index + 1].message != nil {
                tableView.selectRow(at: IndexPath(row: index + 1, section: 0))
            }
            updateOverlays()
            return true
        }

        /// Selects the newest message (focus arriving in the list).
        open func selectLastMessage() {
            guard let index = rows.lastIndex(where: { $0.message != nil }) else { return }
            tableView.selectRow(at: IndexPath(row: index, section: 0))
        }

        /// Selects `message`'s row and scrolls it into view; returns false when it is not
        /// loaded.
        @discardableResult
        open func scrollToMessage(_ message: BaseMessage) -> Bool {
            guard let index = rows.firstIndex(where: { $0.message?.messageId == message.messageId && message.messageId != 0 }) else { return false }
            let path = IndexPath(row: index, section: 0)
            tableView.scrollToRow(at: path, at: .middle)
            tableView.selectRow(at: path)
            updateOverlays()
            return true
        }

        /// The message in the selected row, if any.
        public var selectedMessage: BaseMessage? {
            guard let path = tableView.selectedIndexPath, rows.indices.contains(path.row) else { return nil }
            return rows[path.row].message
        }

        /// The new-message or scroll-to-bottom button was chosen: tells the delegate.
        open func onTapScrollToBottom() {
            baseDelegate?.baseChannelModuleDidTapScrollToButton(self, animated: false)
        }

        // MARK: Overlays

        /// Shows or hides the empty view and the buttons over the bottom edge (again after
        /// the next layout, when the table knows where it is).
        open func updateOverlays() {
            updateOverlayVisibility()
            setNeedsLayout()
            setNeedsDisplay()
        }

        /// What the empty view shows for the list's state: loading, the error, or, with no
        /// messages, the empty title; nothing while there are messages. A thread's list shows
        /// nothing when it has no replies (its parent is there).
        open func emptyViewState(hasMessages: Bool) -> EmptyView.State {
            let strings = StringSet.current.channel
            switch state {
            case .loading: return .loading(title: strings.loadingMessages)
            case .error(let message): return .error(title: message, detail: nil)
            case .content: return hasMessages ? .none : .empty(title: strings.emptyTitle, detail: nil)
            }
        }

        private func updateOverlayVisibility() {
            let hasMessages = rows.contains { $0.message != nil }
            let strings = StringSet.current.channel
            let emptyState = emptyViewState(hasMessages: hasMessages)
            if emptyView?.state != emptyState { emptyView?.state = emptyState }
            let scrolledUp = hasMessages && state == .content && !tableView.isAtBottom
            let title = strings.newMessages(newMessageCount)
            if let info = newMessageInfoView, info.title != title { info.title = title }
            let visibility: [(View?, Bool)] = [
                // The table stays in the error state (with no rows) to keep the keys: Enter retries.
                (tableView, state == .loading), (newMessageInfoView, newMessageCount == 0 || !scrolledUp), (scrollBottomView, !scrolledUp),
            ]
            for case let (view?, hidden) in visibility where view.isHidden != hidden { view.isHidden = hidden }
            updateUnreadMessageInfoView()
        }

        /// Shows the jump-to-unread control while the unread line is out of view (above or
        /// below the rows in view) with the number of unread messages under it; hidden while
        /// the line is in view, and in a list without one. The line stays while the screen is
        /// open, and so does the way back to it.
        open func updateUnreadMessageInfoView() {
            guard let control = unreadMessageInfoView else { return }
            var visible = false
            if state == .content, let lineIndex = unreadLineRow {
                let visibleRows = tableView.indexPathsForVisibleRows.map(\.row)
                let count = unreadCount(below: lineIndex)
                if !visibleRows.contains(lineIndex), count > 0, let first = visibleRows.min() {
                    visible = true
                    let title = control.title
                    control.configure(count: count, isAbove: lineIndex < first, theme: resolvedTheme)
                    if control.title != title { unreadMessageInfoViewMoved = true }
                }
            }
            if control.isHidden == visible {
                control.isHidden = !visible
                unreadMessageInfoViewMoved = true
            }
            if unreadMessageInfoViewMoved {
                // Placed again in this pass when layout asked (the table's rows in view are
                // only known then), else on the next.
                setNeedsLayout()
                setNeedsDisplay()
            }
        }

        /// The unread line's row, found from the builder's record of the message under it
        /// rather than by a search, as this runs on every scroll.
        private var unreadLineRow: Int? {
            guard let message = snapshot.unreadLineIndex, snapshot.messageRows.indices.contains(message) else { return nil }
            let row = snapshot.messageRows[message] - 1
            return rows.indices.contains(row) && rows[row].id == .unreadLine ? row : nil
        }

        private func unreadCount(below lineIndex: Int) -> Int {
            if let cache = unreadCountCache, cache.rowCount == rows.count, cache.lineIndex == lineIndex { return cache.count }
            let me = baseDataSource?.baseChannelModule(self, currentUserIdForTableView: tableView)
            let count = rows[(lineIndex + 1)...].reduce(0) { sum, row in
                guard let message = row.message, message.isStored, message.sender?.userId != me || me == nil else { return sum }
                return sum + 1
            }
            unreadCountCache = (rows.count, lineIndex, count)
            return count
        }

        // MARK: Menus

        /// Shows `message`'s menu (or the failed-message menu), narrowed by the
        /// configuration's `messageContextMenuBuilder`, on the view controller the data
        /// source names.
        open func showMessageMenu(on message: BaseMessage, forRowAt indexPath: IndexPath) {
            if message.sendingStatus == .failed {
                showFailedMessageMenu(on: message)
                return
            }
            if message.sendingStatus == .pending {
                showPendingMessageMenu(on: message)
                return
            }
            var items = createMessageMenuItems(for: message)
            if let builder = configuration.messageContextMenuBuilder {
                guard let built = builder(message, items) else { return }
                items = built
            }
            present(items, title: menuTitle(for: message))
        }

        /// Shows the menu of a message that failed to send: retry and remove.
        open func showFailedMessageMenu(on message: BaseMessage) {
            var items: [MenuItem] = []
            if message.isResendable {
                items.append(MenuItem(kind: .retryFailed, title: StringSet.current.message.retry) { [weak self] in
                    self.map { $0.baseDelegate?.baseChannelModule($0, didTapRetryFailedMessage: message) }
                })
            }
            items.append(MenuItem(kind: .deleteFailed, title: StringSet.current.message.remove, isDestructive: true) { [weak self] in
                self.map { $0.baseDelegate?.baseChannelModule($0, didTapDeleteFailedMessage: message) }
            })
            present(items, title: menuTitle(for: message))
        }

        /// Shows the menu of a message waiting to be sent: delete it before it goes.
        open func showPendingMessageMenu(on message: BaseMessage) {
            present([createDeleteMenuItem(for: message)], title: menuTitle(for: message))
        }

        /// Shows the quick reactions for `message` (the emoji container's first
        /// `ChannelConfiguration.quickReactionCount`) and "More emojis…"; choosing one adds
        /// it, or takes it back if the current user already gave it.
        open func showEmojiMenu(for message: BaseMessage) {
            present(createReactionMenuItems(for: message), title: StringSet.current.message.reactTitle)
        }

        /// The actions `message`'s menu offers, in order: copy, copy link, the profiles of the
        /// users it mentions, reply (or reply in thread),
        /// view thread, edit, react, read by, mark as unread, report, delete — each only where it
        /// applies (a stored message; replies, edits and reactions while the user can send, and no
        /// reply to a reply; edit, read by and delete for their own messages, mark as unread and
        /// report for another user's, delete for operators too).
        open func createMessageMenuItems(for message: BaseMessage) -> [MenuItem] {
            guard message.isStored else { return [] }
            let channel = baseDataSource?.baseChannelModule(self, channelForTableView: tableView)
            let me = baseDataSource?.baseChannelModule(self, currentUserIdForTableView: tableView)
            let isAdmin = message is AdminMessage
            let isMine = !isAdmin && me != nil && message.sender?.userId == me
            let canSend = channel?.canSendMessages ?? false
            var items = [createCopyMenuItem(for: message)]
            if let files = message as? MultipleFilesMessage { items += createFileMenuItems(for: files) }
            if let copyLink = createCopyLinkMenuItem(for: message) { items.append(copyLink) }
            items += createMentionedUserMenuItems(for: message)
            // Threads are one level deep: the service refuses a reply to a reply.
            if canSend, !isAdmin, message.parentMessageId == nil, let reply = createReplyMenuItem(for: message) { items.append(reply) }
            if let thread = createViewThreadMenuItem(for: message) {
                items.append(thread)
            } else if canSend, !isAdmin, message.parentMessageId == nil, configuration.replyType == .quoteReply {
                // Quoted replies by default, yet a thread can still be started.
                items.append(createReplyInThreadMenuItem(for: message))
            }
            if canSend, isMine, message is UserMessage { items.append(createEditMenuItem(for: message)) }
            if configuration.isReactionsEnabled, canSend, !isAdmin { items.append(createReactionMenuItem(for: message)) }
            if isMine, let readBy = createReadByMenuItem(for: message) { items.append(readBy) }
            if !isMine, let unread = createMarkAsUnreadMenuItem(for: message) { items.append(unread) }
            if !isMine, !isAdmin, me != nil, let report = createReportMenuItem(for: message) { items.append(report) }
            if isMine || channel?.myRole == .operator { items.append(createDeleteMenuItem(for: message)) }
            return items
        }

        /// "Mark as unread" for someone else's message; none in the base (only a group
        /// channel's list has read state to move back: `GroupChannelModule.List`).
        open func createMarkAsUnreadMenuItem(for message: BaseMessage) -> MenuItem? { nil }

        /// Copy: tells the delegate (the controller puts the text on the clipboard).
        open func createCopyMenuItem(for message: BaseMessage) -> MenuItem {
            MenuItem(kind: .copy, title: StringSet.current.message.copy) { [weak self] in
                self.map { $0.baseDelegate?.baseChannelModule($0, didTapCopyMessage: message) }
            }
        }

        /// One item per file of a multiple-files message (`copyFile(index)`): tells the
        /// delegate which file was chosen (the controller copies its address).
        open func createFileMenuItems(for message: MultipleFilesMessage) -> [MenuItem] {
            message.files.enumerated().map { index, file in
                MenuItem(kind: .copyFile(index), title: StringSet.current.message.copyFile(file.fileName)) { [weak self] in
                    self.map { $0.baseDelegate?.baseChannelModule($0, didSelectFileAt: index, of: message) }
                }
            }
        }

        /// Copy link, for a user message whose text has a link (`[text](url)` or a bare
        /// URL): tells the delegate the first one. Nil for a message without one.
        open func createCopyLinkMenuItem(for message: BaseMessage) -> MenuItem? {
            guard message is UserMessage, MarkdownParser.mayContainMarkup(message.message),
                  let url = MarkdownParser.parse(message.message).links.first else { return nil }
            return MenuItem(kind: .copyLink, title: StringSet.current.message.copyLink) { [weak self] in
                self.map { $0.baseDelegate?.baseChannelModule($0, didTapCopyLink: url, of: message) }
            }
        }

        /// One item per user the message's text mentions, in the order they first appear
        /// ("@Carol's profile"): tells the delegate (`didTapUserProfile`), which opens their
        /// profile, as choosing a sender does.
        open func createMentionedUserMenuItems(for message: BaseMessage) -> [MenuItem] {
            guard !(message is AdminMessage), !message.mentionedUsers.isEmpty else { return [] }
            var seen = Set<String>()
            let users = MentionText.ranges(in: message.message, mentionedUsers: message.mentionedUsers)
                .map(\.user).filter { seen.insert($0.userId).inserted }
            return users.map { user in
                MenuItem(kind: .mentionedUser, title: StringSet.current.message.mentionedUserProfile(MentionIndex.displayName(of: user))) { [weak self] in
                    self.map { $0.baseDelegate?.baseChannelModule($0, didTapUserProfile: user) }
                }
            }
        }

        /// Edit: tells the delegate (the input switches to edit mode).
        open func createEditMenuItem(for message: BaseMessage) -> MenuItem {
            MenuItem(kind: .edit, title: StringSet.current.message.edit) { [weak self] in
                self.map { $0.baseDelegate?.baseChannelModule($0, didTapEditMessage: message) }
            }
        }

        /// Report, on another user's message: tells the delegate (the controller asks for a
        /// category and a description). Nil for a message without a sender.
        open func createReportMenuItem(for message: BaseMessage) -> MenuItem? {
            guard message.sender != nil else { return nil }
            return MenuItem(kind: .report, title: StringSet.current.message.report, isDestructive: true) { [weak self] in
                self.map { $0.baseDelegate?.baseChannelModule($0, didTapReportMessage: message) }
            }
        }

        /// Delete: tells the delegate.
        open func createDeleteMenuItem(for message: BaseMessage) -> MenuItem {
            MenuItem(kind: .delete, title: StringSet.current.message.delete, isDestructive: true) { [weak self] in
                self.map { $0.baseDelegate?.baseChannelModule($0, didTapDeleteMessage: message) }
            }
        }

        /// Reply, or reply in thread, as the configuration's reply type says; nil when
        /// replies are off.
        open func createReplyMenuItem(for message: BaseMessage) -> MenuItem? {
            let strings = StringSet.current.message
            switch configuration.replyType {
            case .none:
                return nil
            case .quoteReply:
                return MenuItem(kind: .reply, title: strings.reply) { [weak self] in
                    self.map { $0.baseDelegate?.baseChannelModule($0, didTapReplyMessage: message) }
                }
            case .thread:
                return createReplyInThreadMenuItem(for: message)
            }
        }

        /// Reply in thread: tells the delegate (a group channel opens the thread, so a thread
        /// can be started whatever the reply type).
        open func createReplyInThreadMenuItem(for message: BaseMessage) -> MenuItem {
            MenuItem(kind: .replyInThread, title: StringSet.current.message.replyInThread) { [weak self] in
                self.map { $0.baseDelegate?.baseChannelModule($0, didTapReplyInThreadMessage: message) }
            }
        }

        /// "View thread (3 replies)" for a message with replies, so the thread info under
        /// the bubble can be reached with Enter too: tells the delegate
        /// (`didTapThreadInfoView`). Nil without replies, and where "Reply in thread" already
        /// opens the thread (`replyType = .thread`, for someone who can send).
        open func createViewThreadMenuItem(for message: BaseMessage) -> MenuItem? {
            let count = message.threadInfo.replyCount
            let canSend = baseDataSource?.baseChannelModule(self, channelForTableView: tableView)?.canSendMessages ?? false
            guard count > 0, !(configuration.replyType == .thread && canSend) else { return nil }
            return MenuItem(kind: .viewThread, title: StringSet.current.message.viewThread(count)) { [weak self] in
                self.map { $0.baseDelegate?.baseChannelModule($0, didTapThreadInfoView: message) }
            }
        }

        /// React…: shows the quick reactions (`showEmojiMenu`).
        open func createReactionMenuItem(for message: BaseMessage) -> MenuItem {
            MenuItem(kind: .react, title: StringSet.current.message.react) { [weak self] in
                self?.showEmojiMenu(for: message)
            }
        }

        /// Read by, with how many have read `message` ("Read by 3"; "Read by no one yet", still
        /// offered, so the menu keeps its shape as receipts come in): tells the delegate,
        /// which lists who. Nil where there are no receipts to show: outside group channels,
        /// in a super channel (it keeps none), for a message not stored yet, or with
        /// receipts turned off (`ChannelConfiguration.isReceiptsEnabled`).
        open func createReadByMenuItem(for message: BaseMessage) -> MenuItem? {
            guard configuration.isReceiptsEnabled, message.isStored,
                  let channel = baseDataSource?.baseChannelModule(self, channelForTableView: tableView) as? GroupChannel,
                  !channel.isSuper else { return nil }
            let me = baseDataSource?.baseChannelModule(self, currentUserIdForTableView: tableView)
            let count = channel.readMembers(of: message).filter { $0.userId != me }.count
            return MenuItem(kind: .readBy, title: StringSet.current.message.readBy(count)) { [weak self] in
                self.map { $0.baseDelegate?.baseChannelModule($0, didTapReadByMessage: message) }
            }
        }

        /// One item per quick reaction (the emoji container's first
        /// `ChannelConfiguration.quickReactionCount`, the built-in set's until the client has
        /// answered), then "More emojis…" (the delegate's `didTapMoreEmojisOnMessage`); the
        /// delegate hears a chosen key and whether it is being added (`selected`) or taken back.
        open func createReactionMenuItems(for message: BaseMessage) -> [MenuItem] {
            let me = baseDataSource?.baseChannelModule(self, currentUserIdForTableView: tableView) ?? ""
            let container = baseDataSource?.baseChannelModule(self, emojiContainerForTableView: tableView) ?? .builtIn
            var items = container.allEmojis.prefix(max(0, configuration.quickReactionCount)).map { emoji in
                let key = emoji.key
                let given = message.reactions.contains { $0.key == key && $0.userIds.contains(me) }
                let title = given ? StringSet.current.message.removeReaction(key) : key
                return MenuItem(kind: .react, title: title) { [weak self] in
                    self.map { $0.baseDelegate?.baseChannelModule($0, didReactToMessage: message, withEmoji: key, selected: !given) }
                }
            }
            items.append(MenuItem(kind: .react, title: StringSet.current.message.moreEmojis) { [weak self] in
                self.map { $0.baseDelegate?.baseChannelModule($0, didTapMoreEmojisOnMessage: message) }
            })
            return items
        }

        /// Whether `message`'s link preview card shows: the configuration's `isOGTagEnabled`.
        /// This is where a sender the current user blocked is to be left out (no preview for
        /// their messages); override to decide per message.
        open func shouldShowLinkPreview(for message: BaseMessage) -> Bool {
            configuration.isOGTagEnabled
        }

        /// Whether the current user may react to `message` here: reactions on, a stored
        /// message that is not an admin message, in a channel they can send to.
        open func canReact(to message: BaseMessage) -> Bool {
            guard configuration.isReactionsEnabled, message.isStored, !(message is AdminMessage) else { return false }
            return baseDataSource?.baseChannelModule(self, channelForTableView: tableView)?.canSendMessages ?? false
        }

        /// The menu's title: the sender ("You" for the current user) and the message, on one
        /// line.
        open func menuTitle(for message: BaseMessage) -> String {
            let me = baseDataSource?.baseChannelModule(self, currentUserIdForTableView: tableView)
            let who = message is AdminMessage ? StringSet.current.common.system
                : message.sender?.userId == me && me != nil ? StringSet.current.message.you
                : (message.sender?.nickname ?? StringSet.current.common.unknownUser)
            let preview = message.message.isEmpty ? (message.fileSummary ?? "") : message.message
            return who + ": " + preview.replacingOccurrences(of: "\n", with: " ")
        }

        private func present(_ items: [MenuItem], title: String) {
            guard !items.isEmpty,
                  let controller = baseDataSource?.baseChannelModule(self, parentViewControllerDisplayMenuItems: items) else { return }
            controller.presentMenu(title: title, items: items) { [weak self] in
                guard let self else { return }
                self.baseDelegate?.baseChannelModuleDidDismissMenu(self)
            }
        }

        // MARK: Table

        open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        /// The row's cell, from the registered cell classes, configured for its message.
        open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            guard rows.indices.contains(indexPath.row) else { return TableViewCell(reuseIdentifier: "none") }
            let theme = resolvedTheme
            switch rows[indexPath.row] {
            case .dateSeparator(let day):
                let cell = tableView.dequeueReusableCell(withIdentifier: MessageKindIdentifier.date, for: indexPath)
                (cell as? DateSeparatorCell)?.configure(day: day, theme: theme)
                return cell
            case .typing(let users):
                let cell = tableView.dequeueReusableCell(withIdentifier: MessageKindIdentifier.typing, for: indexPath)
                (cell as? TypingIndicatorCell)?.configure(users: users, theme: theme.messageCell, cornerStyle: configuration.bubbleCornerStyle)
                return cell
            case .blockedMessages(let count, _):
                let cell = tableView.dequeueReusableCell(withIdentifier: MessageKindIdentifier.blocked, for: indexPath)
                (cell as? BlockedMessagesCell)?.configure(count: count, theme: theme)
                return cell
            case .unreadLine:
                let cell = tableView.dequeueReusableCell(withIdentifier: MessageKindIdentifier.unreadLine, for: indexPath)
                (cell as? UnreadMessageNewLineCell)?.configure(theme: theme)
                return cell
            case .message(let presentation):
                let cell = tableView.dequeueReusableCell(withIdentifier: MessageKindIdentifier.of(presentation.kind), for: indexPath)
                if let cell = cell as? BaseMessageCell { configureCell(cell, presentation: presentation, forRowAt: indexPath) }
                return cell
            }
        }

        /// Configures a message cell for its row; override to show more.
        open func configureCell(_ messageCell: BaseMessageCell, presentation: MessagePresentation, forRowAt indexPath: IndexPath) {
            messageCell.currentUserId = baseDataSource?.baseChannelModule(self, currentUserIdForTableView: tableView)
            messageCell.showsQuotedParent = showsQuotedParents
            let message = presentation.message
            if message.threadInfo.replyCount > 0 {
                messageCell.onTapThreadInfo = { [weak self] in
                    guard let self else { return }
                    self.baseDelegate?.baseChannelModule(self, didTapThreadInfoView: message)
                }
            } else {
                messageCell.onTapThreadInfo = nil
            }
            messageCell.onTapMention = { [weak self] user in
                guard let self else { return }
                self.baseDelegate?.baseChannelModule(self, didTapUserProfile: user)
            }
            messageCell.onTapReaction = { [weak self] key in
                guard let self else { return }
                self.baseDelegate?.baseChannelModule(self, didLongTapEmoji: key, message: message)
            }
            messageCell.showsLinkPreview = shouldShowLinkPreview(for: message)
            messageCell.isWaitingForConnection = isClientOffline
            if canReact(to: message) {
                messageCell.onTapAddReaction = { [weak self] in
                    guard let self else { return }
                    self.baseDelegate?.baseChannelModule(self, didTapMoreEmojisOnMessage: message)
                }
            } else {
                messageCell.onTapAddReaction = nil
            }
            messageCell.configure(presentation: presentation, theme: resolvedTheme.messageCell, icons: resolvedTheme.icons, configuration: configuration)
        }

        /// Whether rows that do not fill the list sit at its bottom, next to the input, as in a
        /// chat (the default); a thread's list, which reads from its parent down, returns
        /// false.
        open var keepsShortContentAtBottom: Bool { true }

        /// Whether replies show the line quoting their parent; a thread's list, where every
        /// row replies to the parent at its top, returns false.
        open var showsQuotedParents: Bool { true }

        /// The view above the first row; none in a channel. A thread's list returns its parent
        /// message info view, which then scrolls with the rows.
        open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }

        /// A message was chosen (Enter or a click): tells the delegate, then shows its menu.
        open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            guard rows.indices.contains(indexPath.row), let message = rows[indexPath.row].message else { return }
            baseDelegate?.baseChannelModule(self, didTapMessage: message, forRowAt: indexPath)
            showMessageMenu(on: message, forRowAt: indexPath)
        }

        /// Tells the delegate (which loads more near either end).
        open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
            baseDelegate?.baseChannelModule(self, willDisplay: cell, forRowAt: indexPath)
        }

        /// Clears the new-message count at the bottom, and tells the delegate.
        open func tableViewDidScroll(_ tableView: TableView) {
            if tableView.isAtBottom { newMessageCount = 0 }
            updateOverlays()
            baseDelegate?.baseChannelModule(self, didScroll: tableView)
        }

        // MARK: Keys

        /// Esc asks for the input; Enter or `r` retries on an error; `KeyBindingSet.current.channel`'s
        /// `showSender`, `showQuotedMessage` and `openThread` (`u`, `q`, `t`) ask for the
        /// selected message's sender, quoted message and thread (`t` on a message without
        /// replies starts one, as "Reply in thread" does, where replies are on and the user
        /// can send); `common.last` and `channel.newest` (End, Ctrl-End) go to the newest
        /// message, as the scroll button does; a key bound to a move (`j`,
        /// `G` in the vi preset) moves the table as its table key does.
        open override func handleKey(_ event: KeyEvent) -> Bool {
            let common = KeyBindingSet.current.common
            let keys = KeyBindingSet.current.channel
            if event == KeyEvent(.escape) {
                tableView.selectRow(at: nil)
                baseDelegate?.baseChannelModuleDidRequestInputFocus(self)
                return true
            }
            if case .error = state, event == KeyEvent(.enter) || common.retry.matches(event) {
                return emptyView?.retry() ?? false
            }
            if let message = selectedMessage {
                if keys.showSender.matches(event), let sender = message.sender, !(message is AdminMessage) {
                    baseDelegate?.baseChannelModule(self, didTapUserProfile: sender)
                    return true
                }
                if keys.showReactions.matches(event), configuration.isReactionsEnabled, let first = message.reactions.first {
                    baseDelegate?.baseChannelModule(self, didLongTapEmoji: first.key, message: message)
                    return true
                }
                if keys.addReaction.matches(event), canReact(to: message) {
                    baseDelegate?.baseChannelModule(self, didTapMoreEmojisOnMessage: message)
                    return true
                }
                if keys.showQuotedMessage.matches(event), message.parentMessageId != nil {
                    baseDelegate?.baseChannelModule(self, didTapQuotedMessageView: message)
                    return true
                }
                if keys.openThread.matches(event), message.threadInfo.replyCount > 0 {
                    baseDelegate?.baseChannelModule(self, didTapThreadInfoView: message)
                    return true
                }
                if keys.openThread.matches(event), configuration.replyType != .none, message.parentMessageId == nil,
                   !(message is AdminMessage), baseDataSource?.baseChannelModule(self, channelForTableView: tableView)?.canSendMessages == true {
                    baseDelegate?.baseChannelModule(self, didTapReplyInThreadMessage: message)
                    return true
                }
            }
            if common.last.matches(event) || keys.newest.matches(event) {
                // The newest message, loading the live end when the list is not there.
                onTapScrollToBottom()
                if tableView.selectedIndexPath != nil { selectLastMessage() }
                return true
            }
            if let tableKey = common.tableKey(for: event) { return tableView.handleKey(tableKey) }
            return super.handleKey(event)
        }
    }
}
