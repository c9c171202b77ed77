import BanterCanvas
import BanterChatSDK
import BanterViews

extension BaseUserListModule {
    /// A channel's users: the shared user table (`UserTableList`: the filter row, `UserCell`s,
    /// the empty, loading and error states, preloading and the keys) with "(You)" and the
    /// operator, muted and banned marks (`marks(for:)`), `KeyBindingSet.current.userList.actions`
    /// (Enter) or a click choosing the highlighted row (the delegate hears `didSelectRowAt`; an
    /// operator's screen opens the row's actions).
    ///
    /// Lifecycle: `init` sets nothing up; `configure(delegate:dataSource:userListType:theme:componentTheme:)`
    /// stores its arguments, then runs `setupViews()`, `setupLayouts()` and `setupStyles()`
    /// once each. `tableView`, `emptyView`, `filterView`, `isFilterEnabled` and
    /// `userCellType` may be assigned before.
    ///
    /// Theme precedence: `theme` wins over the view controller's (`configuredTheme`), which
    /// wins over `Theme.current.userListTheme`; the same for `componentTheme`. Main actor only.
    @MainActor
    open class List: UserTableList {
        /// Hears rows chosen, preloading, retries and the filter. Held weakly.
        public weak var baseDelegate: BaseUserListModuleListDelegate?
        /// Gives the users and the channel. Held weakly.
        public weak var baseDataSource: BaseUserListModuleListDataSource?

        /// Which users the list shows; set by `configure`.
        public private(set) var userListType: ChannelUserListType = .members
        /// The users shown: the data source's, read each time rather than kept, so the view
        /// model adding a page to its array never copies a second holder's (a list paged far
        /// into 100,000 members would copy them all for every page).
        open override var userList: [User] { baseDataSource?.baseUserListModule(self, usersInTableView: tableView) ?? [] }
        /// The channel, as the data source last gave it.
        public private(set) var channel: BaseChannel?

        // MARK: Lifecycle

        /// Stores the delegate, data source, list type and themes, then runs `setupViews()`,
        /// `setupLayouts()` and `setupStyles()` and reads the users.
        open func configure(delegate: BaseUserListModuleListDelegate, dataSource: BaseUserListModuleListDataSource,
                            userListType: ChannelUserListType, theme: UserListTheme?, componentTheme: ComponentTheme? = nil) {
            baseDelegate = delegate
            baseDataSource = dataSource
            self.userListType = userListType
            configure(theme: theme, componentTheme: componentTheme)
        }

        // MARK: Rows

        /// Reads the channel again (the users are read as the rows show).
        open override func readUsers() {
            channel = baseDataSource?.baseUserListModule(self, channelForTableView: tableView)
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

        /// Configures `cell` for the user at `indexPath`, with its marks; override to show
        /// more.
        open override func configureCell(_ cell: TableViewCell?, indexPath: IndexPath) {
            guard let cell = cell as? UserCell, let user = user(at: indexPath) else { return }
            let style = rowStyle
            cell.configure(user: user, isSelected: false, isSelectable: false,
                           currentUserId: baseDataSource?.baseUserListModuleCurrentUserId(self),
                           theme: style.cell, icons: style.icons, marks: marks(for: user))
        }

        // MARK: Texts

        open override var emptyTitle: String { StringSet.current.userList.emptyTitle(userListType) }

        // MARK: What the table tells the delegate

        /// Chooses the row: tells the delegate.
        open override func didChooseRow(at indexPath: IndexPath) {
            baseDelegate?.baseUserListModule(self, didSelectRowAt: indexPath)
        }

        /// `KeyBindingSet.current.userList.actions` (Enter): an operator's actions on the row.
        open override var chooseKey: KeyBinding { KeyBindingSet.current.userList.actions }

        /// Tells the delegate to load more.
        open override func didDetectPreloadingPosition(_ indexPath: IndexPath) {
            baseDelegate?.baseUserListModule(self, didDetectPreloadingPosition: indexPath)
        }

        /// Tells the delegate the filter changed.
        open override func didChangeFilter(_ text: String) {
            baseDelegate?.baseUserListModule(self, didChangeNicknameFilter: text)
        }

        /// The error view's retry was chosen: tells the delegate.
        open override func didSelectRetry() {
            baseDelegate?.baseUserListModuleDidSelectRetry(self)
        }
    }
}
