import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterViews

/// What every screen listing a channel's users shares (a group channel's members,
/// operators, muted members and banned users; an open channel's participants): a header
/// titled by the kind of list, the users with "(You)" and the operator, muted and banned
/// marks, and a `BaseUserListViewModel`.
///
/// - Components and view model: a subclass assigns `baseHeaderComponent`,
///   `baseListComponent` (from its module) and `baseViewModel` (`createViewModel`) in
///   `init`; this class configures the components that are not configured yet in
///   `setupViews()`, and places them with constraints in `setupLayouts()`.
/// - Keys: Up/Down and PgUp/PgDn move (more users load near the end), typing a name
///   filters (Backspace and Esc take it back), `KeyBindingSet.current.userList.actions`
///   (Enter) or a click opens the row's actions for an operator (`showUserActions(for:)`), the
///   profile card for everyone else, Tab
///   reaches the header's items, Esc goes back.
/// - Actions: promote or dismiss as operator, mute or unmute, ban or unban, in an action
///   sheet (`createUserActionMenuItems(for:)`); a refusal from the service shows as a
///   notice (`StringSet.current.userList.actionFailed`) and the list stays as it was.
/// - Errors: a first page that fails shows the error view (Enter retries); any other
///   failure shows as a notice. The channel going away for the current user closes the
///   screen.
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class BaseUserListViewController: UserTableViewController, BaseUserListModuleHeaderDelegate, BaseUserListModuleListDelegate,
    BaseUserListModuleListDataSource, BaseUserListViewModelDelegate, BaseUserListViewModelDataSource {
    /// The url of the channel listed.
    public let channelURL: String
    /// Group or open.
    public let channelType: ChannelType
    /// Which users are listed.
    public let userListType: ChannelUserListType
    /// The header component.
    public var baseHeaderComponent: BaseUserListModule.Header?
    /// The list component.
    public var baseListComponent: BaseUserListModule.List?
    /// The view model.
    public var baseViewModel: BaseUserListViewModel?
    /// The header, for what every user screen shares.
    open override var userTableHeader: UserTableHeader? { baseHeaderComponent }
    /// The list, for what every user screen shares.
    open override var userTable: UserTableList? { baseListComponent }
    /// The view model's channel, for the notices' channel names.
    open override var userTableChannel: BaseChannel? { baseViewModel?.channel }
    /// The current user's role the rows were last shown for.
    private var shownRole: Role?

    /// A screen listing `userListType` of the channel at `channelURL`; the subclass
    /// supplies components and view model.
    public init(channelURL: String, channelType: ChannelType, userListType: ChannelUserListType) {
        self.channelURL = channelURL
        self.channelType = channelType
        self.userListType = userListType
        super.init()
    }

    isolated deinit {
        baseViewModel?.dispose()
    }

    /// The channel, once loaded.
    public var baseChannel: BaseChannel? { baseViewModel?.channel }
    /// The users shown.
    public var userList: [User] { baseViewModel?.userList ?? [] }
    /// Whether the current user operates the channel.
    public var isOperator: Bool { baseViewModel?.isOperator ?? false }

    // MARK: Lifecycle

    /// Configures the components not configured yet, and adds them.
    open override func setupViews() {
        super.setupViews()
        let theme = resolvedTheme
        if let header = baseHeaderComponent, header.baseDelegate == nil {
            header.configure(delegate: self, userListType: userListType, theme: theme.userListTheme)
        }
        if let list = baseListComponent, list.baseDelegate == nil {
            list.configure(delegate: self, dataSource: self, userListType: userListType, theme: theme.userListTheme,
                           componentTheme: theme.componentTheme)
        }
        addComponents([baseListComponent, baseHeaderComponent])
    }

    /// Loads the channel (when not given), then the first page.
    open override func viewDidLoad() {
        super.viewDidLoad()
        baseViewModel?.loadChannel()
    }

    // MARK: Row actions

    /// The actions on `user` as menu items, from the view model's `availableActions(for:)`,
    /// titled from `StringSet.current.userList`; empty for a non-operator or for the
    /// current user. Override to add, drop or reorder items (match on `kind`).
    open func createUserActionMenuItems(for user: User) -> [MenuItem] {
        guard let viewModel = baseViewModel else { return [] }
        let strings = StringSet.current.userList
        return viewModel.availableActions(for: user).compactMap { kind in
            let title: String
            switch kind {
            case .registerOperator: title = strings.registerOperator
            case .unregisterOperator: title = strings.unregisterOperator
            case .mute: title = strings.mute
            case .unmute: title = strings.unmute
            case .ban: title = strings.ban
            case .unban: title = strings.unban
            default: return nil
            }
            return MenuItem(kind: kind, title: title, isDestructive: kind == .ban) { [weak self] in
                self?.baseViewModel?.moderate(user, kind)
                self?.baseListComponent?.tableView.becomeFirstResponder()
            }
        }
    }

    /// Presents `user`'s actions in an action sheet titled with their name; their profile
    /// card (`showUserProfile(user:)`) when there are none (a non-operator, the current user).
    open func showUserActions(for user: User) {
        let items = createUserActionMenuItems(for: user)
        // Without moderation actions (not an operator, or oneself) the row opens the profile.
        guard !items.isEmpty else {
            showUserProfile(user: user)
            return
        }
        let name = user.nickname.isEmpty ? user.userId : user.nickname
        presentMenu(title: StringSet.current.userList.actionsTitle(name), items: items) { [weak self] in
            self?.baseListComponent?.tableView.becomeFirstResponder()
        }
    }

    // MARK: User profiles

    /// The list's view model: the profile's actions go through it.
    open override var userProfileViewModel: BaseViewModel? { baseViewModel }

    /// The channel listed: the profile's marks come from it and reports are filed in it.
    open override var userProfileChannel: BaseChannel? { baseChannel }

    /// The profile closed (or its action ran): the list takes the keys back.
    open override func dismissUserProfile() {
        let wasShown = presentedViewController is UserProfileSheet
        super.dismissUserProfile()
        if wasShown { baseListComponent?.tableView.becomeFirstResponder() }
    }

    // MARK: Header

    /// Places the header's items again (`headerDidUpdateItems`).
    open func baseUserListModule(_ headerComponent: BaseUserListModule.Header, didUpdateTitleView titleView: View?) { headerDidUpdateItems(headerComponent) }

    /// Places the header's items again (`headerDidUpdateItems`).
    open func baseUserListModule(_ headerComponent: BaseUserListModule.Header, didUpdateLeftItem leftItem: View?) { headerDidUpdateItems(headerComponent) }

    /// Places the header's items again (`headerDidUpdateItems`).
    open func baseUserListModule(_ headerComponent: BaseUserListModule.Header, didUpdateRightItem rightItem: View?) { headerDidUpdateItems(headerComponent) }

    /// The left item: back.
    open func baseUserListModule(_ headerComponent: BaseUserListModule.Header, didTapLeftItem leftItem: View) {
        popToPrevious()
    }

    /// The right item; nothing in the base (the group lists invite or add operators).
    open func baseUserListModule(_ headerComponent: BaseUserListModule.Header, didTapRightItem rightItem: View) {}

    // MARK: List

    /// Opens the row's actions (`showUserActions(for:)`).
    open func baseUserListModule(_ listComponent: BaseUserListModule.List, didSelectRowAt indexPath: IndexPath) {
        guard let user = listComponent.user(at: indexPath) else { return }
        showUserActions(for: user)
    }

    /// Loads the next page.
    open func baseUserListModule(_ listComponent: BaseUserListModule.List, didDetectPreloadingPosition indexPath: IndexPath) {
        baseViewModel?.preLoadNextUserList(indexPath: indexPath)
    }

    /// Loads the channel or the first page again.
    open func baseUserListModuleDidSelectRetry(_ listComponent: BaseUserListModule.List) {
        listComponent.error = nil
        if baseViewModel?.channel == nil { baseViewModel?.loadChannel() } else { baseViewModel?.loadNextUserList(reset: true) }
    }

    /// Narrows the users to the typed prefix (`filterUsers(byNicknamePrefix:)`).
    open func baseUserListModule(_ listComponent: BaseUserListModule.List, didChangeNicknameFilter prefix: String) {
        listComponent.error = nil
        baseViewModel?.filterUsers(byNicknamePrefix: prefix)
    }

    /// The view model's users.
    open func baseUserListModule(_ listComponent: BaseUserListModule.List, usersInTableView tableView: TableView) -> [User] {
        userList
    }

    /// The view model's channel.
    open func baseUserListModule(_ listComponent: BaseUserListModule.List, channelForTableView tableView: TableView) -> BaseChannel? {
        baseChannel
    }

    /// The connected user's id.
    open func baseUserListModuleCurrentUserId(_ listComponent: BaseUserListModule.List) -> String? {
        baseViewModel?.currentUserId
    }

    /// The view model's marks, which follow actions and events.
    open func baseUserListModule(_ listComponent: BaseUserListModule.List, marksFor user: User) -> UserCell.Marks? {
        baseViewModel?.marks(for: user)
    }

    // MARK: View model

    /// Shows the users (a page added, a filter, a row's marks): the list reads them again;
    /// the highlighted row stays.
    open func baseUserListViewModel(_ viewModel: BaseUserListViewModel, didChangeUsers users: [User], needsToReload: Bool) {
        baseListComponent?.error = nil
        baseListComponent?.reloadTableView()
    }

    /// Shows the channel when the current user's role changed (the rows' actions follow
    /// it); other changes (a new message, someone reading) leave the rows alone.
    open func baseUserListViewModel(_ viewModel: BaseUserListViewModel, didChangeChannel channel: BaseChannel?) {
        let role = channel?.myRole
        guard role != shownRole else { return }
        shownRole = role
        baseListComponent?.reloadTableView()
    }

    /// The channel is gone for the current user: back to the root (the channel list).
    open func baseUserListViewModel(_ viewModel: BaseUserListViewModel, shouldDismissForUserList channel: BaseChannel?) {
        popToChannelList()
    }

    /// The service did `action` to `user`; the list already shows it, so nothing more by
    /// default. Override to follow moderation (an audit log, analytics); called after the
    /// rows changed.
    open func baseUserListViewModel(_ viewModel: BaseUserListViewModel, didModerate user: User, action: MenuItem.Kind) {}

    /// Says why the service refused, in a notice naming the channel by its name
    /// (`ChannelErrorText`); the list stays as it was.
    open func baseUserListViewModel(_ viewModel: BaseUserListViewModel, didFailToModerate user: User, action: MenuItem.Kind, error: ChatError) {
        showNotice(StringSet.current.userList.actionFailed(ChannelErrorText.reason(for: error, in: viewModel.channel)), kind: .error)
    }

    /// The users of the screen itself; none in the base (the service's query is used).
    open func baseUserListViewModel(_ viewModel: BaseUserListViewModel, nextUserListForChannel channel: BaseChannel?) -> [User]? { nil }
}
