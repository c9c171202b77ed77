import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterViews

extension BaseUserListModule {
    /// A channel's users: a filter row (`UserFilterView`), a `TableView` of `UserCell`s with
    /// "(You)" and the operator, muted and banned marks (`marks(for:)`), the shared
    /// `EmptyView` while there are none (empty, loading, or an error with a retry), and
    /// preloading near the end.
    ///
    /// Keys, while the table has the focus: Space or Enter chooses the highlighted row (the
    /// delegate hears `didSelectRowAt`; an operator's screen opens the row's actions); any
    /// other printable character except `?` (left to the app, for its key help) types into
    /// the filter, Backspace takes the last one back, and Esc clears a filter (with none,
    /// Esc goes on to the screen, which goes back). Each change of the filter reaches the
    /// delegate (`didChangeNicknameFilter`). Enter or `r` retries after an error.
    ///
    /// Lifecycle: `init` sets nothing up; `configure(delegate:dataSource:userListType:theme:componentTheme:)`
    /// stores its arguments, then runs `setupViews()`, `setupLayouts()` and `setupStyles()`
    /// once each. `tableView`, `emptyView`, `filterView`, `isFilterEnabled` and
    /// `userCellType` may be assigned before.
    ///
    /// Theme precedence: `theme` wins over the view controller's (`configuredTheme`), which
    /// wins over `Theme.current.userListTheme`; the same for `componentTheme`. Main actor only.
    @MainActor
    open class List: ListComponent, TableViewDataSource, TableViewDelegate {
        /// Hears rows chosen, preloading, retries and the filter. Held weakly.
        public weak var baseDelegate: BaseUserListModuleListDelegate?
        /// Gives the users and the channel. Held weakly.
        public weak var baseDataSource: BaseUserListModuleListDataSource?

        /// A theme for this component only; wins over the view controller's.
        public var theme: UserListTheme? { didSet { themeDidChange() } }
        /// The theme passed by `configure` or `updateStyles(theme:componentTheme:)`.
        public private(set) var configuredTheme: UserListTheme?
        /// The theme in force.
        public var resolvedTheme: UserListTheme { theme ?? configuredTheme ?? Theme.current.userListTheme }
        /// The cell class rows use.
        public var userCellType: UserCell.Type = UserCell.self
        /// The reuse identifier of user rows.
        public static let userCellIdentifier = "UserCell"

        /// Which users the list shows; set by `configure`.
        public private(set) var userListType: ChannelUserListType = .members
        /// The users shown: the data source's, read each time rather than kept, so the view
        /// model adding a page to its array never copies a second holder's (a list paged far
        /// into 100,000 members would copy them all for every page).
        public var userList: [User] { baseDataSource?.baseUserListModule(self, usersInTableView: tableView) ?? [] }
        /// The channel, as the data source last gave it.
        public private(set) var channel: BaseChannel?

        /// Whether the list shows the filter row and takes typed characters into it; set
        /// before `configure`.
        public var isFilterEnabled = true
        /// The filter row, made by `setupViews()` (`createDefaultFilterView()`) when nil.
        public var filterView: UserFilterView?
        /// The nickname prefix typed so far.
        public private(set) var filterText = ""

        private var filterConstraints: [LayoutConstraint] = []
        /// The rows' theme and glyphs from `resolvedTheme`, taken when the styles are set up
        /// (every theme change comes through `setupStyles()`), so configuring a row copies
        /// no theme: a page down configures a screenful of rows.
        private var rowStyle: (cell: UserCellTheme, icons: IconSet)?

        // MARK: Lifecycle

        /// Stores the delegate, data source, list type and themes, then runs `setupViews()`,
        /// `setupLayouts()` and `setupStyles()` and reads the users.
        open func configure(delegate: BaseUserListModuleListDelegate, dataSource: BaseUserListModuleListDataSource,
                            userListType: ChannelUserListType, theme: UserListTheme?, componentTheme: ComponentTheme? = nil) {
            baseDelegate = delegate
            baseDataSource = dataSource
            self.userListType = userListType
            configuredTheme = theme
            setConfiguredComponentTheme(componentTheme)
            runSetup()
            reloadTableView()
        }

        /// Registers the cell class, then adds the table, the empty view and the filter row.
        open override func setupViews() {
            register(userCell: userCellType)
            tableView.dataSource = self
            tableView.delegate = self
            super.setupViews()
            if isFilterEnabled, filterView == nil { filterView = createDefaultFilterView() }
            if let filterView, filterView.superview !== self {
                filterView.isHidden = !isFilterEnabled
                addSubview(filterView)
            }
        }

        /// The filter row made when none was assigned.
        open func createDefaultFilterView() -> UserFilterView? { UserFilterView() }

        /// One row at the top for the filter, when it shows.
        open override var contentInsets: EdgeInsets {
            isFilterEnabled && filterView != nil ? EdgeInsets(top: 1) : .zero
        }

        /// Places the table and the empty view below the filter row, and the row on top.
        open override func setupLayouts() {
            super.setupLayouts()
            LayoutConstraint.deactivate(filterConstraints)
            guard let filterView else { return }
            filterView.translatesAutoresizingMaskIntoConstraints = false
            filterConstraints = [
                filterView.leadingAnchor.constraint(equalTo: leadingAnchor),
                filterView.trailingAnchor.constraint(equalTo: trailingAnchor),
                filterView.topAnchor.constraint(equalTo: topAnchor),
                filterView.heightAnchor.constraint(equalToConstant: 1),
            ]
            LayoutConstraint.activate(filterConstraints)
        }

        /// Uses `cellType` for the rows.
        public func register(userCell cellType: UserCell.Type) {
            userCellType = cellType
            tableView.register(cellType, forCellReuseIdentifier: Self.userCellIdentifier)
        }

        /// Styles the empty view, the filter row and the rows in view.
        open override func setupStyles() {
            super.setupStyles()
            let theme = resolvedTheme
            rowStyle = (theme.cell, theme.icons)
            tableView.tintColor = theme.barItem.foreground
            if let filterView {
                if filterView.theme != theme { filterView.theme = theme }
                if filterView.icons != theme.icons { filterView.icons = theme.icons }
                filterView.placeholder = StringSet.current.userList.filterPlaceholder
                filterView.text = filterText
            }
            for path in tableView.indexPathsForVisibleRows { configureCell(tableView.cellForRow(at: path), indexPath: path) }
        }

        /// Takes the view controller's themes (the component's own still win) and restyles.
        open func updateStyles(theme: UserListTheme?, componentTheme: ComponentTheme?) {
            configuredTheme = theme
            setConfiguredComponentTheme(componentTheme)
            setupStyles()
        }

        /// Fills the list with the theme's background.
        open override func draw(in context: DrawingContext) {
            context.fill(bounds, style: resolvedTheme.background)
        }

        // MARK: Rows

        /// Reads the users and the channel again and shows them, keeping the highlighted row
        /// where it was (or on the last row, when rows went).
        open func reloadTableView() {
            channel = baseDataSource?.baseUserListModule(self, channelForTableView: tableView)
            let count = userList.count
            let selected = tableView.selectedIndexPath
            tableView.reloadData()
            let target = count == 0 ? nil : IndexPath(row: min(selected?.row ?? 0, count - 1), section: 0)
            // The table keeps a selection that still exists; selecting again would scroll.
            if let target, tableView.selectedIndexPath != target { tableView.selectRow(at: target) }
            updateEmptyView()
        }

        /// The user at `indexPath`, if there is one.
        public func user(at indexPath: IndexPath) -> User? {
            let users = userList
            return users.indices.contains(indexPath.row) ? users[indexPath.row] : nil
        }

        /// The marks `user`'s row shows: the data source's (which follows actions and
        /// events), else `defaultMarks(for:in:)`.
        open func marks(for user: User) -> UserCell.Marks {
            baseDataSource?.baseUserListModule(self, marksFor: user) ?? Self.defaultMarks(for: user, in: userListType)
        }

        /// The marks a list shows for `user` before anything changed: what the list is
        /// decides them where its users are plain users (an operator list's are operators),
        /// and a channel `Member` tells its role and mute.
        public static func defaultMarks(for user: User, in type: ChannelUserListType) -> UserCell.Marks {
            var marks: UserCell.Marks = switch type {
            case .operators: [.operator]
            case .muted: [.muted]
            case .banned: [.banned]
            case .members, .participants: []
            }
            if let member = user as? Member {
                if member.role == .operator { marks.insert(.operator) }
                if member.isMuted { marks.insert(.muted) }
            }
            return marks
        }

        /// Shows the empty view's state for the rows, the loading flag and the error.
        open override func updateEmptyView() {
            guard let emptyView else { return }
            let strings = StringSet.current.userList
            if !userList.isEmpty {
                emptyView.state = .none
            } else if let error {
                emptyView.state = .error(title: strings.errorTitle, detail: error.message)
            } else if isLoading {
                emptyView.state = .loading(title: strings.loadingTitle)
            } else {
                emptyView.state = .empty(title: strings.emptyTitle(userListType), detail: filterText.isEmpty ? nil : strings.noMatch(filterText))
            }
        }

        /// The error view's retry was chosen: tells the delegate.
        open override func didSelectRetry() {
            baseDelegate?.baseUserListModuleDidSelectRetry(self)
        }

        /// Configures `cell` for the user at `indexPath`; override to show more.
        open func configureCell(_ cell: TableViewCell?, indexPath: IndexPath) {
            guard let cell = cell as? UserCell, let user = user(at: indexPath) else { return }
            let style = rowStyle ?? {
                let theme = resolvedTheme
                return (theme.cell, theme.icons)
            }()
            cell.configure(user: user, isSelected: false, isSelectable: false,
                           currentUserId: baseDataSource?.baseUserListModuleCurrentUserId(self),
                           theme: style.cell, icons: style.icons, marks: marks(for: user))
        }

        // MARK: Filter

        /// Shows `text` as the filter and tells the delegate, when it changed.
        open func setFilterText(_ text: String) {
            guard text != filterText else { return }
            filterText = text
            filterView?.text = text
            updateEmptyView()
            baseDelegate?.baseUserListModule(self, didChangeNicknameFilter: text)
        }

        /// Whether `character` types into the filter: printable, not Space (which chooses)
        /// and not `?` (the app's key help).
        open func isFilterCharacter(_ character: Character) -> Bool {
            UserFilterEditing.isFilterCharacter(character)
        }

        // MARK: TableViewDataSource and TableViewDelegate

        open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { userList.count }

        /// A `userCellType` cell configured with `configureCell(_:indexPath:)`.
        open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.userCellIdentifier, for: indexPath)
            configureCell(cell, indexPath: indexPath)
            return cell
        }

        /// Enter (or a click) chooses the row: tells the delegate.
        open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            baseDelegate?.baseUserListModule(self, didSelectRowAt: indexPath)
        }

        /// Near the last rows, tells the delegate to load more.
        open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
            if indexPath.row >= userList.count - 2 { baseDelegate?.baseUserListModule(self, didDetectPreloadingPosition: indexPath) }
        }

        // MARK: Keys

        /// Space chooses the highlighted row; Enter or `r` retries while an error shows;
        /// other characters, Backspace and Esc edit the filter (see the type's keys).
        open override func handleKey(_ event: KeyEvent) -> Bool {
            if event == KeyEvent(.character(" ")), let path = tableView.selectedIndexPath, user(at: path) != nil {
                baseDelegate?.baseUserListModule(self, didSelectRowAt: path)
                return true
            }
            guard isFilterEnabled else { return super.handleKey(event) }
            // `r` retries while an error shows, rather than typing.
            if event.key == .character("r"), error != nil { return super.handleKey(event) }
            guard let text = UserFilterEditing.apply(event, to: filterText, isFilterCharacter: isFilterCharacter) else {
                return super.handleKey(event)
            }
            setFilterText(text)
            return true
        }

        /// A paste types its first line into the filter.
        open override func handlePaste(_ text: String) -> Bool {
            guard isFilterEnabled else { return super.handlePaste(text) }
            let typed = UserFilterEditing.typed(fromPaste: text, isFilterCharacter: isFilterCharacter)
            if !typed.isEmpty { setFilterText(filterText + typed) }
            return true
        }
    }
}
