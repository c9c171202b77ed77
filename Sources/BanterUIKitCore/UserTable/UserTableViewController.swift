import BanterCanvas
import BanterTerminal
import BanterViews

/// What every user screen shares, the pickers (`BaseSelectUserViewController`) and the user
/// lists (`BaseUserListViewController`): a `UserTableHeader` on top and a `UserTableList`
/// below it (`placeComponents`), the header's items placed as the screen appears, the keys
/// given to the list once it has, the background and navigation bar from the user list
/// theme, and Esc going back. The subclass says which components it holds
/// (`userTableHeader`, `userTable`), configures them and reacts to them.
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class UserTableViewController: BaseViewController {
    /// The header the subclass holds; none in the base.
    open var userTableHeader: UserTableHeader? { nil }
    /// The list the subclass holds; none in the base.
    open var userTable: UserTableList? { nil }

    /// Places the header on top and the list below it (`placeComponents`).
    open override func setupLayouts() {
        super.setupLayouts()
        placeComponents(header: userTableHeader, content: userTable)
    }

    /// Places the header's items.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        placeHeader(userTableHeader)
    }

    /// Gives the list the keys.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        userTable?.tableView.becomeFirstResponder()
    }

    /// Styles the background and the navigation bar from the user list theme.
    open override func setupStyles() {
        super.setupStyles()
        let theme = resolvedTheme.userListTheme
        view.backgroundColor = theme.background.background == .default ? nil : theme.background.background
        setupNavigationBar(backgroundColor: theme.navigationBar.background, shadowColor: theme.navigationBarShadow.foreground)
    }

    /// Passes the theme to the components, then restyles.
    open override func updateStyles() {
        let theme = resolvedTheme
        userTableHeader?.updateStyles(theme: theme.userListTheme)
        userTable?.updateStyles(theme: theme.userListTheme, componentTheme: theme.componentTheme)
        super.updateStyles()
    }

    /// Esc goes back (the list clears a typed filter first).
    open override func handleKey(_ event: KeyEvent) -> Bool {
        if event == KeyEvent(.escape) {
            popToPrevious()
            return true
        }
        return super.handleKey(event)
    }
}
