import BanterCanvas
import BanterUIKitCore
import BanterViews

extension RegisterOperatorModule {
    /// The members or participants to make operators, the operators left out: the filter row, `UserCell`s
    /// with check boxes (the `userCell` metatype), and the shared empty, loading and error
    /// states; see `BaseSelectUserModule.List` for the keys. Subclass it
    /// (`configureCell(_:indexPath:)`) and assign the subclass to
    /// `RegisterOperatorModule.listComponent`.
    ///
    /// Lifecycle: `init` sets nothing up; `configure(delegate:dataSource:theme:componentTheme:)`
    /// stores its arguments, then runs `setupViews()`, `setupLayouts()` and `setupStyles()`
    /// once each.
    ///
    /// Theme precedence: `theme` wins over the view controller's (`configuredTheme`), which
    /// wins over `Theme.current.userListTheme`; rows use its `cell` theme unless a cell has
    /// its own. Main actor only.
    @MainActor
    open class List: BaseSelectUserModule.List {
        /// The class of the empty, loading and error view.
        public static var emptyView: EmptyView.Type = EmptyView.self
        /// The class of the rows.
        public static var userCell: UserCell.Type = UserCell.self
        /// The class of the filter row.
        public static var filterView: UserFilterView.Type = UserFilterView.self

        /// Hears picks, preloading, retries and the filter. Held weakly.
        public weak var delegate: RegisterOperatorModuleListDelegate? {
            get { baseDelegate as? RegisterOperatorModuleListDelegate }
            set { baseDelegate = newValue }
        }
        /// Gives the people and the picks. Held weakly.
        public weak var dataSource: RegisterOperatorModuleListDataSource? {
            get { baseDataSource as? RegisterOperatorModuleListDataSource }
            set { baseDataSource = newValue }
        }

        /// Stores the delegate, data source and themes, then sets up views, layouts and
        /// styles once each (through the base `configure`, so an override of either runs).
        open func configure(delegate: RegisterOperatorModuleListDelegate, dataSource: RegisterOperatorModuleListDataSource,
                            theme: UserListTheme?, componentTheme: ComponentTheme? = nil) {
            configure(delegate: delegate as BaseSelectUserModuleListDelegate, dataSource: dataSource as BaseSelectUserModuleListDataSource,
                      theme: theme, componentTheme: componentTheme)
        }

        /// Takes the cell class from `userCell` (unless one was registered), then sets up as
        /// the base does.
        open override func setupViews() {
            if userCellType == UserCell.self { userCellType = Self.userCell }
            super.setupViews()
        }

        /// `KeyBindingSet.current.registerOperator.pick` (Enter) picks or unpicks the row.
        open override var chooseKey: KeyBinding { KeyBindingSet.current.registerOperator.pick }

        /// An `emptyView` instance.
        open override func createDefaultEmptyView() -> EmptyView? { Self.emptyView.init() }

        /// A `filterView` instance.
        open override func createDefaultFilterView() -> UserFilterView? { Self.filterView.init() }
    }
}
