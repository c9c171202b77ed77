import BanterCanvas
import BanterChatSDK
import BanterUIKitCore
import BanterViews

/// The screen listing a group channel's members, operators, muted members or banned users
/// (`userListType`), as the reference kit's user list: a header (back, the list's title,
/// "Invite" on the members list, "Add" on the operators list) and the users with "(You)"
/// and the operator, muted and banned marks, filtered by a typed name (see
/// `BaseUserListViewController` for what every user list shares).
///
/// - Components come from `ModuleSet.groupUserListModule` when the controller is
///   initialised (`headerComponent`, `listComponent`); they are configured in
///   `setupViews()`. A subclass may configure a component itself before or after calling
///   `super.setupViews()`: a component already configured is not configured again.
/// - The view model comes from `createViewModel(channel:channelURL:userListType:)`, which
///   asks `ViewModelSet.groupUserListViewModel`; it loads the channel (unless given), then
///   the first page, when the view loads.
/// - Keys: type a name to filter, ↑ ↓ PgUp PgDn move, Space or Enter opens an operator's
///   actions on the row, Tab reaches the header's items, Esc clears the filter, then goes
///   back.
/// - Invite opens `ViewControllerSet.inviteUserViewController` (`showInviteUser()`), which
///   comes back here; Add opens `ViewControllerSet.groupChannelRegisterOperatorViewController`
///   (`showRegisterOperator()`).
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class GroupUserListViewController: BaseUserListViewController, GroupUserListModuleHeaderDelegate, GroupUserListModuleListDelegate,
    GroupUserListModuleListDataSource, GroupUserListViewModelDelegate, GroupUserListViewModelDataSource {

    /// The header, made from `ModuleSet.groupUserListModule.headerComponent`.
    public var headerComponent: GroupUserListModule.Header? {
        get { baseHeaderComponent as? GroupUserListModule.Header }
        set { baseHeaderComponent = newValue }
    }
    /// The list, made from `ModuleSet.groupUserListModule.listComponent`.
    public var listComponent: GroupUserListModule.List? {
        get { baseListComponent as? GroupUserListModule.List }
        set { baseListComponent = newValue }
    }
    /// The view model, made by `createViewModel(channel:channelURL:userListType:)`.
    public var viewModel: GroupUserListViewModel? { baseViewModel as? GroupUserListViewModel }
    /// The channel, once loaded.
    public var channel: GroupChannel? { baseChannel as? GroupChannel }

    // MARK: Actions (the reference kit's optional closures)

    /// Runs once the view has loaded (the components are configured).
    public var componentDidLoad: (@MainActor (GroupUserListViewController) -> Void)?
    /// Runs each time the screen is about to appear.
    public var componentWillAppear: (@MainActor (GroupUserListViewController) -> Void)?
    /// Runs each time the screen is about to disappear.
    public var componentWillDisappear: (@MainActor (GroupUserListViewController) -> Void)?
    /// Runs when a row is chosen, before an operator's actions open.
    public var didSelectMember: (@MainActor (GroupUserListViewController, User) -> Void)?

    // MARK: Lifecycle

    /// A screen listing `userListType` of the group channel at `channelURL`, which loads
    /// first. Resolves the components and creates the view model.
    public required init(channelURL: String, userListType: ChannelUserListType = .members) {
        super.init(channelURL: channelURL, channelType: .group, userListType: userListType)
        resolveComponents()
        baseViewModel = createViewModel(channel: nil, channelURL: channelURL, userListType: userListType)
    }

    /// A screen listing `userListType` of `channel`, already loaded (the settings pass
    /// theirs), so the first page is the only request.
    public required init(channel: GroupChannel, userListType: ChannelUserListType = .members) {
        super.init(channelURL: channel.channelURL, channelType: .group, userListType: userListType)
        resolveComponents()
        baseViewModel = createViewModel(channel: channel, channelURL: channel.channelURL, userListType: userListType)
    }

    private func resolveComponents() {
        let module = ModuleSet.groupUserListModule
        baseHeaderComponent = module.headerComponent.init()
        baseListComponent = module.listComponent.init()
    }

    /// Makes the view model from `ViewModelSet.groupUserListViewModel`, for
    /// `BanterUIKit.client`. Override to make your own.
    open func createViewModel(channel: GroupChannel?, channelURL: String, userListType: ChannelUserListType) -> GroupUserListViewModel {
        ViewModelSet.groupUserListViewModel.init(client: BanterUIKit.client, channel: channel, channelURL: channelURL,
                                                 userListType: userListType, delegate: self, dataSource: self)
    }

    /// Configures the components not configured yet, then adds them.
    open override func setupViews() {
        let theme = resolvedTheme
        if let header = headerComponent, header.baseDelegate == nil {
            header.configure(delegate: self, userListType: userListType, theme: theme.userListTheme)
        }
        if let list = listComponent, list.baseDelegate == nil {
            list.configure(delegate: self, dataSource: self, userListType: userListType, theme: theme.userListTheme,
                           componentTheme: theme.componentTheme)
        }
        super.setupViews()
    }

    /// Runs `componentDidLoad`, then loads the channel and the first page.
    open override func viewDidLoad() {
        componentDidLoad?(self)
        super.viewDidLoad()
    }

    /// Places the header, then runs `componentWillAppear`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        componentWillAppear?(self)
    }

    /// Runs `componentWillDisappear`.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        componentWillDisappear?(self)
    }

    // MARK: Screens opened from here

    /// Opens the invite screen for the channel (`ViewControllerSet.inviteUserViewController`);
    /// inviting there comes back here, where the new members show.
    open func showInviteUser() {
        let invite = ViewControllerSet.inviteUserViewController.init(channelURL: channelURL, users: nil)
        invite.returnsToChannel = false
        navigationController?.pushViewController(invite)
    }

    /// Opens the screen that makes members operators
    /// (`ViewControllerSet.groupChannelRegisterOperatorViewController`); promoting there comes
    /// back here, where the new operators show.
    open func showRegisterOperator() {
        let register = ViewControllerSet.groupChannelRegisterOperatorViewController.init(channelURL: channelURL, users: nil)
        navigationController?.pushViewController(register)
    }

    // MARK: Header

    /// Invite on the members list, Add on the operators list.
    open override func baseUserListModule(_ headerComponent: BaseUserListModule.Header, didTapRightItem rightItem: View) {
        switch userListType {
        case .members: showInviteUser()
        case .operators: showRegisterOperator()
        default: break
        }
    }

    // MARK: List

    /// Runs `didSelectMember`, then opens an operator's actions on the row.
    open override func baseUserListModule(_ listComponent: BaseUserListModule.List, didSelectRowAt indexPath: IndexPath) {
        if let user = listComponent.user(at: indexPath) { didSelectMember?(self, user) }
        super.baseUserListModule(listComponent, didSelectRowAt: indexPath)
    }
}
