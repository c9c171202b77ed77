import BanterCanvas
import BanterChatSDK
import BanterUIKitCore
import BanterViews

/// The screen that invites people to a group channel: a header (back, "Invite users",
/// "Invite (N)") and the application's users with check boxes, the channel's members left
/// out (and kept out live while the screen is open), filtered by a typed name (see
/// `BaseSelectUserViewController` for what every picking screen shares).
///
/// - Components come from `ModuleSet.inviteUserModule` when the controller is initialised
///   (`headerComponent`, `listComponent`); they are configured in `setupViews()`. A
///   subclass may configure a component itself before or after calling
///   `super.setupViews()`: a component already configured is not configured again.
/// - The view model comes from `createViewModel(channelURL:users:)`, which asks
///   `ViewModelSet.inviteUserViewModel`; it loads the channel, then the people, when the
///   view loads.
/// - Keys: type a name to filter, ↑ ↓ move, Enter or a click picks, Tab reaches the header's
///   items, Ctrl-D or the invite button invites, Esc clears the filter, then goes back.
/// - Inviting: on success the screen goes back to the channel (`popToChannel()`), whose
///   member count has followed; a refusal shows as a notice and the screen stays as it
///   was, the picks kept.
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class InviteUserViewController: BaseSelectUserViewController, InviteUserModuleHeaderDelegate, InviteUserModuleHeaderDataSource,
    InviteUserModuleListDelegate, InviteUserModuleListDataSource, InviteUserViewModelDelegate, InviteUserViewModelDataSource, ActionClosures {

    /// The header, made from `ModuleSet.inviteUserModule.headerComponent`.
    public var headerComponent: InviteUserModule.Header? {
        get { baseHeaderComponent as? InviteUserModule.Header }
        set { baseHeaderComponent = newValue }
    }
    /// The list, made from `ModuleSet.inviteUserModule.listComponent`.
    public var listComponent: InviteUserModule.List? {
        get { baseListComponent as? InviteUserModule.List }
        set { baseListComponent = newValue }
    }
    /// The view model, made by `createViewModel(channelURL:users:)`.
    public var viewModel: InviteUserViewModel? { baseViewModel as? InviteUserViewModel }
    /// The url of the channel people are invited to.
    public let channelURL: String
    /// The channel, once loaded.
    public var channel: GroupChannel? { viewModel?.channel as? GroupChannel }
    /// Whether inviting goes back to the channel's screen (`popToChannel()`, the default,
    /// for the channel and settings screens) or to the screen that opened this one (the
    /// member list sets false, so the new members show there).
    public var returnsToChannel = true

    // MARK: Actions (the reference kit's optional closures)

    /// Runs in `viewDidLoad()`, once the components are configured and before the first load.
    public var componentDidLoad: (@MainActor (InviteUserViewController) -> Void)?
    /// Runs each time the screen is about to appear.
    public var componentWillAppear: (@MainActor (InviteUserViewController) -> Void)?
    /// Runs each time the screen is about to disappear.
    public var componentWillDisappear: (@MainActor (InviteUserViewController) -> Void)?

    // MARK: Lifecycle

    /// A screen inviting people to the group channel at `channelURL`, picked among `users`
    /// (nil: the application's users). Resolves the components and creates the view model.
    public required init(channelURL: String, users: [User]? = nil) {
        self.channelURL = channelURL
        super.init()
        let module = ModuleSet.inviteUserModule
        baseHeaderComponent = module.headerComponent.init()
        baseListComponent = module.listComponent.init()
        baseViewModel = createViewModel(channelURL: channelURL, users: users)
    }

    /// A screen inviting people to `channel`.
    public convenience init(channel: GroupChannel, users: [User]? = nil) {
        self.init(channelURL: channel.channelURL, users: users)
    }

    /// Makes the view model from `ViewModelSet.inviteUserViewModel`, for
    /// `BanterUIKit.client`. Override to make your own.
    open func createViewModel(channelURL: String, users: [User]?) -> InviteUserViewModel {
        ViewModelSet.inviteUserViewModel.init(client: BanterUIKit.client, channelURL: channelURL, users: users, delegate: self, dataSource: self)
    }

    /// Configures the components not configured yet, then adds them.
    open override func setupViews() {
        let theme = resolvedTheme
        if let header = headerComponent, header.baseDelegate == nil {
            header.configure(delegate: self, dataSource: self, theme: theme.userListTheme)
        }
        if let list = listComponent, list.baseDelegate == nil {
            list.configure(delegate: self, dataSource: self, theme: theme.userListTheme, componentTheme: theme.componentTheme)
        }
        super.setupViews()
    }

    // MARK: Inviting

    /// Invites the people picked (nothing while nobody is): the header's Invite and Ctrl-D
    /// call it. Override to add a confirmation or analytics, and call `super` to invite.
    open func inviteSelectedUsers() {
        guard !selectedUserList.isEmpty else { return }
        viewModel?.inviteUsers()
    }

    /// The confirm button or Ctrl-D: invites.
    open override func didSelectUsers(_ users: [User]) {
        inviteSelectedUsers()
    }

    /// Goes back to the channel's screen on the navigation stack (past the settings, when
    /// the person came through them), or to the previous screen when the channel's is not
    /// there.
    open func popToChannel() {
        guard let navigation = navigationController,
              let channel = navigation.viewControllers.last(where: { ($0 as? BaseChannelViewController)?.channelURL == channelURL }) else {
            popToPrevious()
            return
        }
        navigation.popToViewController(channel)
    }

    // MARK: InviteUserViewModelDelegate

    /// Goes back to the channel (`returnsToChannel`), or to the screen that opened this one.
    open func inviteUserViewModel(_ viewModel: InviteUserViewModel, didInviteUserIds userIds: [String]) {
        if returnsToChannel { popToChannel() } else { popToPrevious() }
    }

    /// Says why the service refused, in a notice; the screen and the picks stay.
    open func inviteUserViewModel(_ viewModel: InviteUserViewModel, didFailToInviteUserIds userIds: [String], error: ChatError) {
        showNotice(StringSet.current.selectUser.inviteFailed(ChannelErrorText.reason(for: error, in: channel)), kind: .error)
    }
}
