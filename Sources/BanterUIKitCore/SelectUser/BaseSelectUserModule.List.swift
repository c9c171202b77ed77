import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterViews

extension BaseSelectUserModule {
    /// The users a screen picks from: a filter row (`UserFilterView`), a `TableView` of
    /// `UserCell`s with check boxes, the shared `EmptyView` while there are none (empty,
    /// loading, or an error with a retry), and preloading near the end.
    ///
    /// Keys, while the table has the focus: Space or Enter toggles the highlighted user
    /// (the delegate hears `didSelectRowAt`); any other printable character except `?`
    /// (left to the app, for its key help) types into the filter, Backspace takes the last
    /// one back, and Esc clears a filter (with none, Esc goes on to the screen, which goes
    /// back); a paste types its first line. Each change of the filter reaches the delegate
    /// (`didChangeNicknameFilter`). Enter or `r` retries after an error.
    ///
    /// Lifecycle: `init` sets nothing up; `configure(delegate:dataSource:theme:)` stores its
    /// arguments, then runs `setupViews()`, `setupLayouts()` and `setupStyles()` once each.
    /// `tableView`, `emptyView`, `filterView`, `isFilterEnabled` and `userCellType` may be
    /// assigned before.
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
        public var theme: UserListTheme? { didSet { themeDidChange() } }
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

        /// Whether the list shows the filter row and takes typed characters into it; set
        /// before `configure`.
        public var isFilterEnabled = true
        /// The filter row, made by `setupViews()` (`createDefaultFilterView()`) when nil.
        public var filterView: UserFilterView?
        /// The nickname prefix typed so far.
        public private(set) var filterText = ""

        // MARK: Lifecycle

        /// Stores the delegate, data source and themes, then runs `setupViews()`,
        /// `setupLayouts()` and `setupStyles()` and reads the users.
        open func configure(delegate: BaseSelectUserModuleListDelegate, dataSource: BaseSelectUserModuleListDataSource,
                            theme: UserListTheme?, componentTheme: ComponentTheme? = nil) {
            baseDelegate = delegate
            baseDataSource = dataSource
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

        private var filterConstraints: [LayoutConstraint] = []

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
            tableView.tintColor = resolvedTheme.barItem.foreground
            if let filterView {
                let theme = resolvedTheme
                if filterView.theme != theme { filterView.theme = theme }
                if filterView.icons != theme.icons { filterView.icons = theme.icons }
                filterView.placeholder = StringSet.current.selectUser.filterPlaceholder
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
                emptyView.state = .empty(title: strings.emptyTitle, detail: filterText.isEmpty ? nil : strings.noMatch(filterText))
            }
        }

        // MARK: Filter

        /// Shows `text` as the filter and tells the delegate, when it changed.
        open func setFilterText(_ text: String) {
            guard text != filterText else { return }
            filterText = text
            filterView?.text = text
            updateEmptyView()
            baseDelegate?.baseSelectUserModule(self, didChangeNicknameFilter: text)
        }

        /// Whether `character` types into the filter: printable, not Space (which picks) and
        /// not `?` (the app's key help).
        open func isFilterCharacter(_ character: Character) -> Bool {
            UserFilterEditing.isFilterCharacter(character)
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

        /// Space toggles the highlighted user; Enter or `r` retries while an error shows;
        /// other characters, Backspace and Esc edit the filter (see the type's keys).
        open override func handleKey(_ event: KeyEvent) -> Bool {
            if event == KeyEvent(.character(" ")), let path = tableView.selectedIndexPath, user(at: path) != nil {
                baseDelegate?.baseSelectUserModule(self, didSelectRowAt: path)
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
