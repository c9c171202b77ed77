import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterViews

/// What every screen that picks users shares (create a channel, invite users, register
/// operators): a header with a confirm button counting the picks, a list of users with
/// check boxes, and a `BaseSelectUserViewModel`.
///
/// - Components and view model: a subclass assigns `baseHeaderComponent`,
///   `baseListComponent` (from its module) and `baseViewModel` (`createViewModel()`) in
///   `init`; this class configures the components that are not configured yet in
///   `setupViews()`, and places them with constraints in `setupLayouts()`.
/// - Keys: Up/Down move, the list's `chooseKey` (Enter) or a click picks or unpicks, typing a
///   name filters the list (Backspace and Esc take it back; see `BaseSelectUserModule.List`),
///   Tab reaches the header's items (the confirm button once someone is picked), `confirmKey`
///   (`KeyBindingSet.current.selectUser.confirm`, Ctrl-D) or the confirm button confirms with
///   `didSelectUsers(_:)`, Esc goes back.
/// - Errors: a first page that fails shows the error view (Enter retries); any other
///   failure shows as a notice.
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class BaseSelectUserViewController: UserTableViewController, BaseSelectUserModuleHeaderDelegate, BaseSelectUserModuleHeaderDataSource,
    BaseSelectUserModuleListDelegate, BaseSelectUserModuleListDataSource, BaseSelectUserViewModelDelegate, BaseSelectUserViewModelDataSource {
    /// The header component.
    public var baseHeaderComponent: BaseSelectUserModule.Header?
    /// The list component.
    public var baseListComponent: BaseSelectUserModule.List?
    /// The view model.
    public var baseViewModel: BaseSelectUserViewModel?
    /// The header, for what every user screen shares.
    open override var userTableHeader: UserTableHeader? { baseHeaderComponent }
    /// The list, for what every user screen shares.
    open override var userTable: UserTableList? { baseListComponent }
    /// The view model's channel, for the notices' channel names.
    open override var userTableChannel: BaseChannel? { baseViewModel?.channel }

    /// A screen; the subclass supplies components and view model.
    public override init() {
        super.init()
    }

    isolated deinit {
        baseViewModel?.dispose()
    }

    /// The view model a subclass makes; none in the base.
    open func createViewModel() -> BaseSelectUserViewModel? { nil }

    /// The users shown.
    public var userList: [User] { baseViewModel?.userList ?? [] }
    /// The users picked.
    public var selectedUserList: [User] { baseViewModel?.selectedUserList ?? [] }

    // MARK: Lifecycle

    /// Makes the view model if there is none, configures the components not configured yet,
    /// and adds them.
    open override func setupViews() {
        super.setupViews()
        if baseViewModel == nil { baseViewModel = createViewModel() }
        let theme = resolvedTheme
        if let header = baseHeaderComponent, header.baseDelegate == nil {
            header.configure(delegate: self, dataSource: self, theme: theme.userListTheme)
        }
        if let list = baseListComponent, list.baseDelegate == nil {
            list.configure(delegate: self, dataSource: self, theme: theme.userListTheme, componentTheme: theme.componentTheme)
        }
        addComponents([baseListComponent, baseHeaderComponent])
    }

    /// Loads the first page.
    open override func viewDidLoad() {
        super.viewDidLoad()
        baseViewModel?.loadNextUserList(reset: true)
    }

    /// The keys that confirm the picks: `KeyBindingSet.current.selectUser.confirm` (Ctrl-D);
    /// the register-operator screens give `registerOperator.confirm`.
    open var confirmKey: KeyBinding { KeyBindingSet.current.selectUser.confirm }

    /// `confirmKey` (Ctrl-D) confirms; Esc goes back (as every user screen).
    open override func handleKey(_ event: KeyEvent) -> Bool {
        if confirmKey.matches(event) {
            confirmSelection()
            return true
        }
        return super.handleKey(event)
    }

    /// Confirms the picks: `didSelectUsers(_:)`, when at least one user is picked.
    open func confirmSelection() {
        let users = selectedUserList
        guard !users.isEmpty else { return }
        didSelectUsers(users)
    }

    /// The person confirmed `users`; nothing in the base (creating the channel, inviting,
    /// registering operators is each screen's).
    open func didSelectUsers(_ users: [User]) {}

    // MARK: Header

    /// Places the header's items again (`headerDidUpdateItems`).
    open func baseSelectUserModule(_ headerComponent: BaseSelectUserModule.Header, didUpdateTitleView titleView: View?) { headerDidUpdateItems(headerComponent) }

    /// Places the header's items again (`headerDidUpdateItems`).
    open func baseSelectUserModule(_ headerComponent: BaseSelectUserModule.Header, didUpdateLeftItem leftItem: View?) { headerDidUpdateItems(headerComponent) }

    /// Places the header's items again (`headerDidUpdateItems`).
    open func baseSelectUserModule(_ headerComponent: BaseSelectUserModule.Header, didUpdateRightItem rightItem: View?) { headerDidUpdateItems(headerComponent) }

    /// The left item: back.
    open func baseSelectUserModule(_ headerComponent: BaseSelectUserModule.Header, didTapLeftItem leftItem: View) {
        popToPrevious()
    }

    /// The confirm button.
    open func baseSelectUserModule(_ headerComponent: BaseSelectUserModule.Header, didTapRightItem rightItem: View) {
        confirmSelection()
    }

    /// The view model's picks.
    open func selectedUsersForBaseSelectUserModule(_ headerComponent: BaseSelectUserModule.Header) -> [User]? {
        selectedUserList
    }

    // MARK: List

    /// Picks or unpicks the user.
    open func baseSelectUserModule(_ listComponent: BaseSelectUserModule.List, didSelectRowAt indexPath: IndexPath) {
        guard let user = listComponent.user(at: indexPath) else { return }
        baseViewModel?.selectUser(user: user)
    }

    /// Loads the next page.
    open func baseSelectUserModule(_ listComponent: BaseSelectUserModule.List, didDetectPreloadingPosition indexPath: IndexPath) {
        baseViewModel?.preLoadNextUserList(indexPath: indexPath)
    }

    /// Loads the first page again.
    open func baseSelectUserModuleDidSelectRetry(_ listComponent: BaseSelectUserModule.List) {
        listComponent.error = nil
        baseViewModel?.loadNextUserList(reset: true)
    }

    /// Narrows the users to the typed prefix (`filterUsers(byNicknamePrefix:)`).
    open func baseSelectUserModule(_ listComponent: BaseSelectUserModule.List, didChangeNicknameFilter prefix: String) {
        listComponent.error = nil
        baseViewModel?.filterUsers(byNicknamePrefix: prefix)
    }

    /// The view model's users.
    open func baseSelectUserModule(_ listComponent: BaseSelectUserModule.List, usersInTableView tableView: TableView) -> [User]? {
        userList
    }

    /// The view model's picks.
    open func baseSelectUserModule(_ listComponent: BaseSelectUserModule.List, selectedUsersInTableView tableView: TableView) -> [User]? {
        selectedUserList
    }

    /// The connected user's id.
    open func baseSelectUserModuleCurrentUserId(_ listComponent: BaseSelectUserModule.List) -> String? {
        baseViewModel?.currentUserId
    }

    // MARK: View model

    /// Shows the users.
    open func baseSelectedUserViewModel(_ viewModel: BaseSelectUserViewModel, didChangeUserList users: [User], needsToReload: Bool) {
        baseListComponent?.error = nil
        baseListComponent?.reloadTableView()
    }

    /// Shows the picks in the list and on the confirm button.
    open func baseSelectedUserViewModel(_ viewModel: BaseSelectUserViewModel, didUpdateSelectedUsers selectedUsers: [User]) {
        baseListComponent?.reloadTableView()
        baseHeaderComponent?.updateRightBarButton()
    }

    /// The users of the screen itself; none in the base (the service's query is used).
    open func nextUserList() -> [User]? { nil }
}
