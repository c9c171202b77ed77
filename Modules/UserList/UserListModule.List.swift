import BanterCanvas
import BanterUIKitCore
import BanterViews

extension UserListModule {
    /// The users of a user list (members or participants, operators, muted, banned): the filter
    /// row, `UserCell`s (the `userCell` metatype) with "(You)" and the operator, muted and
    /// banned marks, and the shared empty, loading and error states; see
    /// `BaseUserListModule.List` for the keys. Subclass it (`configureCell(_:indexPath:)`,
    /// `marks(for:)`) and assign the subclass to `UserListModule.listComponent`.
    ///
    /// Lifecycle: `init` sets nothing up;
    /// `configure(delegate:dataSource:userListType:theme:componentTheme:)` stores its
    /// arguments, then runs `setupViews()`, `setupLayouts()` and `setupStyles()` once each.
    ///
    /// Theme precedence: `theme` wins over the view controller's (`configuredTheme`), which
    /// wins over `Theme.current.userListTheme`; rows use its `cell` theme unless a cell has
    /// its own. Main actor only.
    @MainActor
    open class List: BaseUserListModule.List {
        /// The class of the empty, loading and error view.
        public static var emptyView: EmptyView.Type = EmptyView.self
        /// The class of the rows.
        public static var userCell: UserCell.Type = UserCell.self
        /// The class of the filter row.
        public static var filterView: UserFilterView.Type = UserFilterView.self
        /// The profile card a row opens (the reference kit's `UserProfileView`).
        public static var userProfileView: UserProfileView.Type = UserProfileView.self

        /// Hears rows chosen, preloading, retries and the filter. Held weakly.
        public weak var delegate: UserListModuleListDelegate? {
            get { baseDelegate as? UserListModuleListDelegate }
            set { baseDelegate = newValue }
        }
        /// Gives the users and the channel. Held weakly.
        public weak var dataSource: UserListModuleListDataSource? {
            get { baseDataSource as? UserListModuleListDataSource }
            set { baseDataSource = newValue }
        }

        /// Stores the delegate, data source, list type and themes, then sets up views,
        /// layouts and styles once each (through the base `configure`, so an override of
        /// either runs).
        open func configure(delegate: UserListModuleListDelegate, dataSource: UserListModuleListDataSource,
                            userListType: ChannelUserListType, theme: UserListTheme?, componentTheme: ComponentTheme? = nil) {
            configure(delegate: delegate as BaseUserListModuleListDelegate, dataSource: dataSource as BaseUserListModuleListDataSource,
                      userListType: userListType, theme: theme, componentTheme: componentTheme)
        }

        /// Takes the cell class from `userCell` (unless one was registered), then sets up as
        /// the base does.
        open override func setupViews() {
            if userCellType == UserCell.self { userCellType = Self.userCell }
            super.setupViews()
        }

        /// An `emptyView` instance.
        open override func createDefaultEmptyView() -> EmptyView? { Self.emptyView.init() }

        /// A `filterView` instance.
        open override func createDefaultFilterView() -> UserFilterView? { Self.filterView.init() }
    }
}
