import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterViews

/// The table of users every user screen stands on, the pickers (`BaseSelectUserModule.List`:
/// create channel, invite, register operators) and the lists (`BaseUserListModule.List`:
/// members, participants, operators, muted, banned): a filter row (`UserFilterView`), a
/// `TableView` of `UserCell`s (`userCellType`), the shared `EmptyView` while there are none
/// (empty, loading, or an error with a retry), and preloading near the end.
///
/// Keys, while the table has the focus, from `KeyBindingSet.current`: `chooseKey` (Enter) or
/// a click chooses the highlighted row (`didChooseRow(at:)`: a picker toggles the user, a
/// list opens an operator's actions); any other printable character, Space included, except
/// the app's help key (`app.help`, `?`, left to the app) types into the filter, so a character bound
/// to a move (vi's `j`) types too, Backspace takes the last one back, and Esc clears a filter
/// (with none, Esc goes on to the screen, which goes back); a paste types its first line.
/// Each change of the filter reaches `didChangeFilter(_:)`. Enter or `common.retry` (`r`)
/// retries after an error. With the filter off, the move bindings move (see `ListComponent`).
///
/// Lifecycle: `init` sets nothing up; the subclass's `configure` stores its delegate and data
/// source, then calls `configure(theme:componentTheme:)`, which runs `setupViews()`,
/// `setupLayouts()` and `setupStyles()` once each and reads the users. `tableView`,
/// `emptyView`, `filterView`, `isFilterEnabled` and `userCellType` may be assigned before.
///
/// What a subclass gives: `userList`, `readUsers()`, `configureCell(_:indexPath:)`, the empty
/// view's texts, and what the row chosen, the end coming into view, a retry and the filter
/// mean to its delegate.
///
/// Theme precedence: `theme` wins over the view controller's (`configuredTheme`), which wins
/// over `Theme.current.userListTheme`; the same for `componentTheme`. Main actor only.
@MainActor
open class UserTableList: ListComponent, TableViewDataSource, TableViewDelegate {
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

    /// Whether the list shows the filter row and takes typed characters into it; set before
    /// `configure`.
    public var isFilterEnabled = true
    /// The filter row, made by `setupViews()` (`createDefaultFilterView()`) when nil.
    public var filterView: UserFilterView?
    /// The filter typed so far (see `UserTableViewModel.matchesNicknameFilter(_:)`).
    public private(set) var filterText = ""

    private var filterConstraints: [LayoutConstraint] = []
    /// The rows' theme and glyphs from `resolvedTheme`, taken when the styles are set up
    /// (every theme change comes through `setupStyles()`), so configuring a row copies no
    /// theme: a page down configures a screenful of rows.
    private var cachedRowStyle: (cell: UserCellTheme, icons: IconSet)?

    /// The rows' theme and glyphs, as the styles were last set up.
    public var rowStyle: (cell: UserCellTheme, icons: IconSet) {
        cachedRowStyle ?? {
            let theme = resolvedTheme
            return (theme.cell, theme.icons)
        }()
    }

    // MARK: What subclasses give

    /// The users shown; none in the base.
    open var userList: [User] { [] }

    /// Reads what the rows show from the data source, before they show again; nothing in the base.
    open func readUsers() {}

    /// Configures `cell` for the user at `indexPath`; nothing in the base.
    open func configureCell(_ cell: TableViewCell?, indexPath: IndexPath) {}

    /// The row at `indexPath` was chosen (`chooseKey`, Enter or a click); nothing in the base.
    open func didChooseRow(at indexPath: IndexPath) {}

    /// The keys that choose the highlighted row besides Enter: the pickers' `pick`
    /// (`KeyBindingSet.current.selectUser.pick`, Enter) in the base; the user lists give
    /// `userList.actions`, the register-operator list `registerOperator.pick`.
    open var chooseKey: KeyBinding { KeyBindingSet.current.selectUser.pick }

    /// The row at `indexPath`, near the end, came into view; nothing in the base.
    open func didDetectPreloadingPosition(_ indexPath: IndexPath) {}

    /// The filter changed to `text`; nothing in the base.
    open func didChangeFilter(_ text: String) {}

    /// The filter row's placeholder.
    open var filterPlaceholder: String { StringSet.current.userList.filterPlaceholder }
    /// The error view's title.
    open var errorTitle: String { StringSet.current.userList.errorTitle }
    /// The loading view's title.
    open var loadingTitle: String { StringSet.current.userList.loadingTitle }
    /// The empty view's title when there is nobody.
    open var emptyTitle: String { "" }
    /// The empty view's detail when the filter `text` matches nobody.
    open func noMatchDetail(_ text: String) -> String { StringSet.current.userList.noMatch(text) }

    // MARK: Lifecycle

    /// Stores the themes, then runs `setupViews()`, `setupLayouts()` and `setupStyles()` and
    /// reads the users; the subclass's `configure` calls it once it stored its delegate and
    /// data source.
    public func configure(theme: UserListTheme?, componentTheme: ComponentTheme?) {
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
        cachedRowStyle = (theme.cell, theme.icons)
        tableView.tintColor = theme.barItem.foreground
        if let filterView {
            if filterView.theme != theme { filterView.theme = theme }
            if filterView.icons != theme.icons { filterView.icons = theme.icons }
            filterView.placeholder = filterPlaceholder
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

    /// Reads the users again (`readUsers()`) and shows them, keeping the highlighted row
    /// (`restoreSelection(_:)`).
    open func reloadTableView() {
        readUsers()
        let selected = tableView.selectedIndexPath
        tableView.reloadData()
        restoreSelection(selected)
        updateEmptyView()
    }

    /// Highlights, after a reload, the row that was highlighted (`previous`), or the last row
    /// when rows went, or the first when none was.
    open func restoreSelection(_ previous: IndexPath?) {
        let count = userList.count
        let target = count == 0 ? nil : IndexPath(row: min(previous?.row ?? 0, count - 1), section: 0)
        // The table keeps a selection that still exists; selecting again would scroll.
        if let target, tableView.selectedIndexPath != target { tableView.selectRow(at: target) }
    }

    /// The user at `indexPath`, if there is one.
    public func user(at indexPath: IndexPath) -> User? {
        let users = userList
        return users.indices.contains(indexPath.row) ? users[indexPath.row] : nil
    }

    /// Shows the empty view's state for the rows, the loading flag and the error.
    open override func updateEmptyView() {
        guard let emptyView else { return }
        if !userList.isEmpty {
            emptyView.state = .none
        } else if let error {
            emptyView.state = .error(title: errorTitle, detail: error.message)
        } else if isLoading {
            emptyView.state = .loading(title: loadingTitle)
        } else {
            emptyView.state = .empty(title: emptyTitle, detail: filterText.isEmpty ? nil : noMatchDetail(filterText))
        }
    }

    // MARK: Filter

    /// Shows `text` as the filter and tells `didChangeFilter(_:)`, when it changed.
    open func setFilterText(_ text: String) {
        guard text != filterText else { return }
        filterText = text
        filterView?.text = text
        updateEmptyView()
        didChangeFilter(text)
    }

    /// Whether `character` types into the filter: printable (Space too) and not a key of the
    /// app's help (`KeyBindingSet.current.app.help`, `?`).
    open func isFilterCharacter(_ character: Character) -> Bool {
        UserFilterEditing.isFilterCharacter(character, help: KeyBindingSet.current.app.help)
    }

    /// While the filter shows, typed characters are its text: a character bound to a move
    /// (vi's `j`) types rather than moves.
    open override var typedCharactersAreText: Bool { isFilterEnabled }

    // MARK: TableViewDataSource and TableViewDelegate

    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { userList.count }

    /// A `userCellType` cell configured with `configureCell(_:indexPath:)`.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.userCellIdentifier, for: indexPath)
        configureCell(cell, indexPath: indexPath)
        return cell
    }

    /// Enter (or a click) chooses the row (`didChooseRow(at:)`).
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        didChooseRow(at: indexPath)
    }

    /// Near the last rows, asks for more (`didDetectPreloadingPosition(_:)`).
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        if indexPath.row >= userList.count - 2 { didDetectPreloadingPosition(indexPath) }
    }

    // MARK: Keys

    /// `chooseKey` chooses the highlighted row; Enter or `common.retry` retries while an error
    /// shows; other characters, Backspace and Esc edit the filter (see the type's keys).
    open override func handleKey(_ event: KeyEvent) -> Bool {
        if chooseKey.matches(event), let path = tableView.selectedIndexPath, user(at: path) != nil {
            didChooseRow(at: path)
            return true
        }
        guard isFilterEnabled else { return super.handleKey(event) }
        // The retry key (`r`) retries while an error shows, rather than typing.
        if KeyBindingSet.current.common.retry.matches(event), error != nil { return super.handleKey(event) }
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
