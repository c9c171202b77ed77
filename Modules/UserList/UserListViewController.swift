import BanterCanvas
import BanterChatSDK
import BanterUIKitCore
import BanterViews

/// The screen listing a channel's users (`userListType`), as the reference kit's user list,
/// for group and open channels alike (`channelType`): a group channel's members, an open
/// channel's participants, and either's operators, muted or banned users. A header (back,
/// the list's title, "Invite" on a group channel's members list, "Add" on the operators
/// list) and the users with "(You)" and the operator, muted and banned marks, filtered by a
/// typed name (see `BaseUserListViewController` for what every user list shares).
///
/// - Components come from `ModuleSet.groupUserListModule` or `ModuleSet.openUserListModule`
///   (by `channelType`) when the controller is initialised (`headerComponent`,
///   `listComponent`); they are configured in `setupViews()`. A subclass may configure a
///   component itself before or after calling `super.setupViews()`: a component already
///   configured is not configured again.
/// - The view model comes from `createViewModel(channel:channelURL:channelType:userListType:)`,
///   which asks `ViewModelSet.groupUserListViewModel` or `openUserListViewModel`; it loads
///   the channel (unless given), then the first page, when the view loads.
/// - Keys (`KeyBindingSet.current`): type a name to filter, ↑ ↓ PgUp PgDn move,
///   `userList.actions` (Enter) or a click opens an operator's actions on the row, Tab reaches
///   the header's items, Esc clears the filter, then goes back.
/// - Invite opens `ViewControllerSet.inviteUserViewController` (`showInviteUser()`), which
///   comes back here; Add opens the channel type's register-operator screen
///   (`showRegisterOperator()`).
/// - Actions (`ActionClosures`, run by `BaseViewController`): `componentDidLoad` runs in
///   `viewDidLoad()`, after the components are configured and before the view model's first
///   load; `componentWillAppear` and `componentWillDisappear` as the screen appears and goes.
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class UserListViewController: BaseUserListViewController, UserListModuleHeaderDelegate, UserListModuleListDelegate,
    UserListModuleListDataSource, UserListViewModelDelegate, UserListViewModelDataSource, ActionClosures {

    /// The header, made from the module's `headerComponent`.
    public var headerComponent: UserListModule.Header? {
        get { baseHeaderComponent as? UserListModule.Header }
        set { baseHeaderComponent = newValue }
    }
    /// The list, made from the module's `listComponent`.
    public var listComponent: UserListModule.List? {
        get { baseListComponent as? UserListModule.List }
        set { baseListComponent = newValue }
    }
    /// The view model, made by `createViewModel(channel:channelURL:channelType:userListType:)`.
    public var viewModel: UserListViewModel? { baseViewModel as? UserListViewModel }
    /// The channel, once loaded.
    public var channel: BaseChannel? { baseChannel }

    // MARK: Actions (the reference kit's optional closures)

    /// Runs in `viewDidLoad()`, once the components are configured and before the first load.
    public var componentDidLoad: (@MainActor (UserListViewController) -> Void)?
    /// Runs each time the screen is about to appear.
    public var componentWillAppear: (@MainActor (UserListViewController) -> Void)?
    /// Runs each time the screen is about to disappear.
    public var componentWillDisappear: (@MainActor (UserListViewController) -> Void)?
    /// Runs when a row is chosen, before an operator's actions open.
    public var didSelectMember: (@MainActor (UserListViewController, User) -> Void)?

    // MARK: Lifecycle

    /// A screen listing `userListType` of the `channelType` channel at `channelURL`, which
    /// loads first. Resolves the components and creates the view model.
    public required override init(channelURL: String, channelType: ChannelType, userListType: ChannelUserListType = .members) {
        super.init(channelURL: channelURL, channelType: channelType, userListType: userListType)
        resolveComponents()
        baseViewModel = createViewModel(channel: nil, channelURL: channelURL, channelType: channelType, userListType: userListType)
    }

    /// A screen listing `userListType` of `channel`, already loaded (the settings pass
    /// theirs), so the first page is the only request.
    public required init(channel: BaseChannel, userListType: ChannelUserListType = .members) {
        let channelType: ChannelType = channel is OpenChannel ? .open : .group
        super.init(channelURL: channel.channelURL, channelType: channelType, userListType: userListType)
        resolveComponents()
        baseViewModel = createViewModel(channel: channel, channelURL: channel.channelURL, channelType: channelType,
                                        userListType: userListType)
    }

    private func resolveComponents() {
        let module = channelType == .open ? ModuleSet.openUserListModule : ModuleSet.groupUserListModule
        baseHeaderComponent = module.headerComponent.init()
        baseListComponent = module.listComponent.init()
    }

    /// Makes the view model from `ViewModelSet.groupUserListViewModel` or
    /// `openUserListViewModel` (by `channelType`), for `BanterUIKit.client`. Override to make
    /// your own.
    open func createViewModel(channel: BaseChannel?, channelURL: String, channelType: ChannelType,
                              userListType: ChannelUserListType) -> UserListViewModel {
        let type = channelType == .open ? ViewModelSet.openUserListViewModel : ViewModelSet.groupUserListViewModel
        return type.init(client: BanterUIKit.client, channel: channel, channelURL: channelURL, channelType: channelType,
                         userListType: userListType, delegate: self, dataSource: self)
    }

    /// Configures the components not configured yet, then adds them.
    open override func setupViews() {
        let theme = resolvedTheme
        if let header = headerComponent, header.baseDelegate == nil {
            header.configure(delegate: self, userListType: userListType, channelType: channelType, theme: theme.userListTheme)
        }
        if let list = listComponent, list.baseDelegate == nil {
            list.configure(delegate: self, dataSource: self, userListType: userListType, theme: theme.userListTheme,
                           componentTheme: theme.componentTheme)
        }
        super.setupViews()
    }

    // MARK: Screens opened from here

    /// Opens the invite screen for the channel (`ViewControllerSet.inviteUserViewController`);
    /// inviting there comes back here, where the new members show.
    open func showInviteUser() {
        let invite = ViewControllerSet.inviteUserViewController.init(channelURL: channelURL, users: nil)
        invite.returnsToChannel = false
        navigationController?.pushViewController(invite)
    }

    /// Opens the screen that makes members or participants operators
    /// (`ViewControllerSet.groupChannelRegisterOperatorViewController` or
    /// `openChannelRegisterOperatorViewController`, by `channelType`); promoting there comes
    /// back here, where the new operators show.
    open func showRegisterOperator() {
        let type = channelType == .open ? ViewControllerSet.openChannelRegisterOperatorViewController
            : ViewControllerSet.groupChannelRegisterOperatorViewController
        navigationController?.pushViewController(type.init(channelURL: channelURL, channelType: channelType, users: nil))
    }

    // MARK: Header

    /// Invite on a group channel's members list, Add on the operators list.
    open override func baseUserListModule(_ headerComponent: BaseUserListModule.Header, didTapRightItem rightItem: View) {
        switch userListType {
        case .members where channelType == .group: showInviteUser()
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

    // MARK: User profiles

    /// A card of the module list's `userProfileView` class.
    open override func createUserProfileView() -> UserProfileView {
        UserListModule.List.userProfileView.init()
    }

    /// Opens the one-to-one channel a profile's "Message" made:
    /// `ViewControllerSet.groupChannelViewController`, pushed.
    open override func showChannel(channelURL: String) {
        pushGroupChannel(channelURL: channelURL)
    }
}
