import BanterCanvas
import BanterChatSDK
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
    /// The channel the users belong to, once loaded, so a notice names it by its name
    /// (`ChannelErrorText`) rather than by the service's URL; none in the base.
    open var userTableChannel: BaseChannel? { nil }

    /// The header, placed on top by the base (`placeComponents`, `placeHeader`).
    open override var moduleHeaderComponent: (any NavigationHeaderComponent)? { userTableHeader }
    /// The list, placed below the header by the base.
    open override var moduleContentComponent: View? { userTable }
    /// The list's table takes the keys as the screen appears.
    open override var initialFirstResponder: View? { userTable?.tableView }
    /// The background and navigation bar follow the user list theme.
    open override var screenStyle: ScreenStyle? { resolvedTheme.userListTheme.screenStyle }

    // MARK: What the view model tells every user screen

    /// Shows or hides the loading state in the list.
    open func shouldUpdateLoadingState(_ isLoading: Bool) {
        if isLoading { userTable?.error = nil }
        userTable?.isLoading = isLoading
    }

    /// A blocking error shows in the list with a retry; any other as a notice naming the
    /// channel by its name (`ChannelErrorText`).
    open func didReceiveError(_ error: ChatError, isBlocker: Bool) {
        if isBlocker {
            userTable?.error = error
        } else {
            showNotice(ChannelErrorText.reason(for: error, in: userTableChannel), kind: .error)
        }
    }

    // MARK: Styles

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
