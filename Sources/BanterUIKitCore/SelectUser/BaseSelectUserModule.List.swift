import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterViews

extension BaseSelectUserModule {
    /// The users a screen picks from: a `TableView` of `UserCell`s with check boxes, the
    /// shared `EmptyView` while there are none (empty, loading, or an error with a retry),
    /// and preloading near the end. Space or Enter toggles the highlighted user (the
    /// delegate hears `didSelectRowAt`); Enter or `r` retries after an error.
    ///
    /// Lifecycle: `init` sets nothing up; `configure(delegate:dataSource:theme:)` stores its
    /// arguments, then runs `setupViews()`, `setupLayouts()` and `setupStyles()` once each.
    /// `tableView`, `emptyView` and `userCellType` may be assigned before.
    ///
    /// Theme precedence: `theme` wins over the view controller's (`configuredTheme`), which
    /// wins over `Theme.current.userListTheme`; the same for `componentTheme`. Main actor only.
    @MainActor
    open class List: ListComponent, TableViewDataSource, TableViewDelegate {
        /// Hears toggles, preloading and retries. Held weakly.
        public weak var baseDelegate: BaseSelectUserModuleListDelegate?
        /// Gives the users. Held weakly.
        public weak var baseDataSource: BaseSelectUserModuleListDataSource?

        /// A theme for this component only; wins over the view controller's.
        public var theme: UserListTheme? { didSet { setupStyles() } }
        /// The theme passed by `configure` or `updateStyles(theme:)`.
        public private(set) var configuredTheme: UserListTheme?
        /// The theme in force.
        public var resolvedTheme: UserListTheme { theme ?? configuredTheme ?? Theme.current.userListTheme }
        /// The cell class rows use.
        public var userCellType: UserCell.Type = UserCell.self
        /// The reuse identifier of user rows.
        public static let userCellIdentifier = "UserCell"

        /// The users shown, as the data source last gave them.
        public private(set) var userList: [User] = []
        /// The ids of the users picked, as the data source last gave them.
        public private(set) var selectedUserIds: Set<String> = []

        // MARK: Lifecycle

        /// Stores the delegate, data source and themes, then runs `setupViews()`,
        /// `setupLayouts()` and `setupStyles()` and reads the users.
        open func configure(delegate: BaseSelectUserModuleListDelegate, dataSource: BaseSelectUserModuleListDataSource,
                            theme: UserListTheme?, componentTheme: ComponentTheme? = nil) {
            baseDelegate = delegate
            baseDataSource = dataSource
            configuredTheme = theme
            setConfiguredComponentTheme(componentTheme)
            setupViews()
            setupLayouts()
            setupStyles()
            reloadTableView()
        }

        /// Registers the cell class, then adds the table and the empty view.
        open override func setupViews() {
            register(userCell: userCellType)
            tableView.dataSource = self
            tableView.delegate = self
            super.setupViews()
        }

        /// Uses `cellType` for the rows.
        public func register(userCell cellType: UserCell.Type) {
            userCellType = cellType
            tableView.register(cellType, forCellReuseIdentifier: Self.userCellIdentifier)
        }

        /// Styles the empty view and the rows in view.
        open override func setupStyles() {
            super.setupStyles()
            tableView.tintColor = resolvedTheme.barItem.foreground
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

        /// Reads the users and the picked ones again and shows them, keeping the highlighted
        /// row where it was.
        open func reloadTableView() {
            userList = baseDataSource?.baseSelectUserModule(self, usersInTableView: tableView) ?? []
            selectedUserIds = Set((baseDataSource?.baseSelectUserModule(self, selectedUsersInTableView: tableView) ?? []).map(\.userId))
            let selected = tableView.selectedIndexPath
            tableView.reloadData()
            if let selected, selected.row < userList.count {
                tableView.selectRow(at: selected)
            } else if !userList.isEmpty {
                tableView.selectRow(at: IndexPath(row: 0, section: 0))
            }
            updateEmptyView()
        }

        /// Whether `user` is picked.
        public func isSelectedUser(_ user: User) -> Bool { selectedUserIds.contains(user.userId) }

        /// The user at `indexPath`, if there is one.
        public func user(at indexPath: IndexPath) -> User? {
            userList.indices.contains(indexPath.row) ? userList[indexPath.row] : nil
        }

        /// Shows the empty view's state for the rows, the loading flag and the error.
        open override func updateEmptyView() {
            guard let emptyView else { return }
            let strings = StringSet.current.selectUser
            if !userList.isEmpty {
                emptyView.state = .none
            } else if let error {
                emptyView.state = .error(title: strings.errorTitle, detail: error.message)
            } else if isLoading {
                emptyView.state = .loading(title: strings.loadingTitle)
            } else {
                emptyView.state = .empty(title: strings.emptyTitle, detail: nil)
            }
        }

        /// The error view's retry was chosen: tells the delegate.
        open override func didSelectRetry() {
            baseDelegate?.baseSelectUserModuleDidSelectRetry(self)
        }

        /// Configures `cell` for the user at `indexPath`; override to show more.
        open func configureCell(_ cell: TableViewCell?, indexPath: IndexPath) {
            guard let cell = cell as? UserCell, let user = user(at: indexPath) else { return }
            cell.configure(user: user, isSelected: isSelectedUser(user), isSelectable: true,
                           currentUserId: baseDataSource?.baseSelectUserModuleCurrentUserId(self),
                           theme: resolvedTheme.cell, icons: resolvedTheme.icons)
        }

        // MARK: TableViewDataSource and TableViewDelegate

        open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { userList.count }

        /// A `userCellType` cell configured with `configureCell(_:indexPath:)`.
        open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.userCellIdentifier, for: indexPath)
            configureCell(cell, indexPath: indexPath)
            return cell
        }

        /// Enter (or a click) toggles the user: tells the delegate.
        open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            baseDelegate?.baseSelectUserModule(self, didSelectRowAt: indexPath)
        }

        /// Near the last rows, tells the delegate to load more.
        open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
            if indexPath.row >= userList.count - 2 { baseDelegate?.baseSelectUserModule(self, didDetectPreloadingPosition: indexPath) }
        }

        // MARK: Keys

        /// Space toggles the highlighted user; Enter or `r` retries while an error shows.
        open override func handleKey(_ event: KeyEvent) -> Bool {
            if event == KeyEvent(.character(" ")), let path = tableView.selectedIndexPath, user(at: path) != nil {
                baseDelegate?.baseSelectUserModule(self, didSelectRowAt: path)
                return true
            }
            return super.handleKey(event)
        }
    }
}
