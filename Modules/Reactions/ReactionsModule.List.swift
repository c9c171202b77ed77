import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterUIKitCore
import BanterViews

extension ReactionsModule {
    /// Who reacted to a message: a row of tabs on top (`tabsView`, one per reaction with its
    /// count), and under it the users who gave the chosen one, in the order they reacted,
    /// one `UserCell` each (the current user's reads "(You)"). The table draws only the rows
    /// in view, so a reaction from a thousand people opens as fast as one from three.
    ///
    /// Keys, with the focus on the table: ← → choose the tab before or after (wrapping), ↑ ↓
    /// PgUp PgDn move, Enter or a click chooses a user (`didSelectUser`). A click on a tab
    /// chooses it. See `UserTableList` for the empty view and the table; there is no filter
    /// row here.
    ///
    /// Lifecycle: `init` sets nothing up; `configure(delegate:dataSource:theme:componentTheme:)`
    /// stores its arguments, runs the setup once and reads the reactions. Theme precedence as
    /// `UserTableList`. Main actor only.
    @MainActor
    open class List: UserTableList {
        /// The class of the row of tabs.
        public static var tabsView: ReactionsModule.TabsView.Type = ReactionsModule.TabsView.self

        /// Hears the tab and the user chosen. Held weakly.
        public weak var delegate: ReactionsModuleListDelegate?
        /// Gives the reactions and who gave them. Held weakly.
        public weak var dataSource: ReactionsModuleListDataSource?
        /// The row of tabs; made by `setupViews()` from `tabsView` when nil.
        public var tabs: ReactionsModule.TabsView?
        /// The reactions, one tab each, as last read.
        public private(set) var reactions: [Reaction] = []
        /// The chosen tab's reaction key; the first tab's when nil or gone.
        public private(set) var selectedKey: String?
        private var users: [User] = []
        private var currentUserId: String?

        /// A list ready to be configured (no filter row).
        public required init(frame: Rect = .zero) {
            super.init(frame: frame)
            isFilterEnabled = false
        }

        /// Stores the delegate and data source, then the themes, runs the setup once and reads
        /// the reactions, choosing `selectedKey`'s tab.
        open func configure(delegate: ReactionsModuleListDelegate, dataSource: ReactionsModuleListDataSource,
                            selectedKey: String?, theme: UserListTheme?, componentTheme: ComponentTheme?) {
            self.delegate = delegate
            self.dataSource = dataSource
            self.selectedKey = selectedKey
            configure(theme: theme, componentTheme: componentTheme)
        }

        /// Adds the row of tabs over the table.
        open override func setupViews() {
            super.setupViews()
            if tabs == nil { tabs = Self.tabsView.init() }
            guard let tabs else { return }
            tabs.onSelect = { [weak self] index in self?.selectTab(at: index) }
            if tabs.superview !== self { addSubview(tabs) }
        }

        private var tabConstraints: [LayoutConstraint] = []

        /// The tabs take the top row; the table and the empty view the rest.
        open override var contentInsets: EdgeInsets { EdgeInsets(top: tabs == nil ? 0 : 1) }

        /// Places the table under the row of tabs.
        open override func setupLayouts() {
            super.setupLayouts()
            LayoutConstraint.deactivate(tabConstraints)
            guard let tabs else { return }
            tabs.translatesAutoresizingMaskIntoConstraints = false
            tabConstraints = [
                tabs.leadingAnchor.constraint(equalTo: leadingAnchor),
                tabs.trailingAnchor.constraint(equalTo: trailingAnchor),
                tabs.topAnchor.constraint(equalTo: topAnchor),
                tabs.heightAnchor.constraint(equalToConstant: 1),
            ]
            LayoutConstraint.activate(tabConstraints)
        }

        /// Styles the tabs too.
        open override func setupStyles() {
            super.setupStyles()
            if let tabs, tabs.theme != resolvedTheme { tabs.theme = resolvedTheme }
        }

        // MARK: Rows

        /// The chosen reaction's users.
        open override var userList: [User] { users }

        /// Reads the reactions, keeps the chosen tab (the first when it went), and reads its users.
        open override func readUsers() {
            reactions = dataSource?.reactionsModule(self, reactionsForTabs: tabs ?? Self.tabsView.init()) ?? []
            currentUserId = dataSource?.reactionsModuleCurrentUserId(self)
            let index = reactions.firstIndex { $0.key == selectedKey } ?? 0
            selectedKey = reactions.indices.contains(index) ? reactions[index].key : nil
            tabs?.reactions = reactions
            tabs?.selectedIndex = index
            users = reactions.indices.contains(index) ? (dataSource?.reactionsModule(self, usersFor: reactions[index]) ?? []) : []
        }

        /// The chosen reaction, if any.
        public var selectedReaction: Reaction? { reactions.first { $0.key == selectedKey } }

        /// Chooses the tab at `index`: its users show from the top, and the delegate hears it.
        open func selectTab(at index: Int) {
            guard reactions.indices.contains(index) else { return }
            let changed = reactions[index].key != selectedKey
            selectedKey = reactions[index].key
            readUsers()
            tableView.reloadData()
            tableView.selectRow(at: users.isEmpty ? nil : IndexPath(row: 0, section: 0))
            updateEmptyView()
            if changed { delegate?.reactionsModule(self, didSelectReaction: reactions[index]) }
        }

        /// A `UserCell` for the user, "(You)" on the current user's.
        open override func configureCell(_ cell: TableViewCell?, indexPath: IndexPath) {
            guard let cell = cell as? UserCell, let user = user(at: indexPath) else { return }
            let style = rowStyle
            cell.configure(user: user, isSelected: false, isSelectable: false, currentUserId: currentUserId, theme: style.cell, icons: style.icons)
        }

        /// Tells the delegate which user was chosen.
        open override func didChooseRow(at indexPath: IndexPath) {
            guard let user = user(at: indexPath) else { return }
            delegate?.reactionsModule(self, didSelectUser: user)
        }

        /// "No reactions" once the message has none left.
        open override var emptyTitle: String { StringSet.current.reactions.empty }

        // MARK: Keys

        /// ← and → choose the tab before and after (wrapping); the rest as `UserTableList`.
        open override func handleKey(_ event: KeyEvent) -> Bool {
            guard !reactions.isEmpty, event.modifiers.isEmpty else { return super.handleKey(event) }
            let index = reactions.firstIndex { $0.key == selectedKey } ?? 0
            switch event.key {
            case .left: selectTab(at: (index + reactions.count - 1) % reactions.count)
            case .right: selectTab(at: (index + 1) % reactions.count)
            default: return super.handleKey(event)
            }
            return true
        }
    }
}
