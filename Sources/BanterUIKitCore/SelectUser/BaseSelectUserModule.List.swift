import BanterCanvas
import BanterChatSDK
import BanterViews

extension BaseSelectUserModule {
    /// The users a screen picks from: the shared user table (`UserTableList`: the filter row,
    /// `UserCell`s, the empty, loading and error states, preloading and the keys) with check
    /// boxes, `chooseKey` (`KeyBindingSet.current.selectUser.pick`, Enter) or a click toggling
    /// the highlighted user (the delegate hears `didSelectRowAt`).
    ///
    /// Lifecycle: `init` sets nothing up; `configure(delegate:dataSource:theme:componentTheme:)`
    /// stores its arguments, then runs `setupViews()`, `setupLayouts()` and `setupStyles()`
    /// once each. `tableView`, `emptyView`, `filterView`, `isFilterEnabled` and
    /// `userCellType` may be assigned before.
    ///
    /// Theme precedence: `theme` wins over the view controller's (`configuredTheme`), which
    /// wins over `Theme.current.userListTheme`; the same for `componentTheme`. Main actor only.
    @MainActor
    open class List: UserTableList {
        /// Hears toggles, preloading and retries. Held weakly.
        public weak var baseDelegate: BaseSelectUserModuleListDelegate?
        /// Gives the users. Held weakly.
        public weak var baseDataSource: BaseSelectUserModuleListDataSource?

        /// The users shown, as the data source last gave them.
        open override var userList: [User] { shownUsers }
        private var shownUsers: [User] = []
        /// The ids of the users picked, as the data source last gave them.
        public private(set) var selectedUserIds: Set<String> = []

        // MARK: Lifecycle

        /// Stores the delegate, data source and themes, then runs `setupViews()`,
        /// `setupLayouts()` and `setupStyles()` and reads the users.
        open func configure(delegate: BaseSelectUserModuleListDelegate, dataSource: BaseSelectUserModuleListDataSource,
                            theme: UserListTheme?, componentTheme: ComponentTheme? = nil) {
            baseDelegate = delegate
            baseDataSource = dataSource
            configure(theme: theme, componentTheme: componentTheme)
        }

        // MARK: Rows

        /// Reads the users and the picked ones again.
        open override func readUsers() {
            shownUsers = baseDataSource?.baseSelectUserModule(self, usersInTableView: tableView) ?? []
            selectedUserIds = Set((baseDataSource?.baseSelectUserModule(self, selectedUsersInTableView: tableView) ?? []).map(\.userId))
        }

        /// Highlights the row that was highlighted, or the first when that one went.
        open override func restoreSelection(_ previous: IndexPath?) {
            if let previous, previous.row < userList.count {
                tableView.selectRow(at: previous)
            } else if !userList.isEmpty {
                tableView.selectRow(at: IndexPath(row: 0, section: 0))
            }
        }

        /// Whether `user` is picked.
        public func isSelectedUser(_ user: User) -> Bool { selectedUserIds.contains(user.userId) }

        /// Configures `cell` for the user at `indexPath`, with its check box; override to show
        /// more.
        open override func configureCell(_ cell: TableViewCell?, indexPath: IndexPath) {
            guard let cell = cell as? UserCell, let user = user(at: indexPath) else { return }
            let style = rowStyle
            cell.configure(user: user, isSelected: isSelectedUser(user), isSelectable: true,
                           currentUserId: baseDataSource?.baseSelectUserModuleCurrentUserId(self),
                           theme: style.cell, icons: style.icons)
        }

        // MARK: Texts

        open override var filterPlaceholder: String { StringSet.current.selectUser.filterPlaceholder }
        open override var errorTitle: String { StringSet.current.selectUser.errorTitle }
        open override var loadingTitle: String { StringSet.current.selectUser.loadingTitle }
        open override var emptyTitle: String { StringSet.current.selectUser.emptyTitle }
        open override func noMatchDetail(_ text: String) -> String { StringSet.current.selectUser.noMatch(text) }

        // MARK: What the table tells the delegate

        /// Toggles the user: tells the delegate.
        open override func didChooseRow(at indexPath: IndexPath) {
            baseDelegate?.baseSelectUserModule(self, didSelectRowAt: indexPath)
        }

        /// Tells the delegate to load more.
        open override func didDetectPreloadingPosition(_ indexPath: IndexPath) {
            baseDelegate?.baseSelectUserModule(self, didDetectPreloadingPosition: indexPath)
        }

        /// Tells the delegate the filter changed.
        open override func didChangeFilter(_ text: String) {
            baseDelegate?.baseSelectUserModule(self, didChangeNicknameFilter: text)
        }

        /// The error view's retry was chosen: tells the delegate.
        open override func didSelectRetry() {
            baseDelegate?.baseSelectUserModuleDidSelectRetry(self)
        }
    }
}
