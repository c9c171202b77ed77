import BanterCanvas
import BanterChatSDK
import BanterUIKitCore
import BanterViews

/// The screen listing an open channel's participants, operators, muted users or banned
/// users (`userListType`), as the reference kit's user list: a header (back, the list's
/// title, "Add" on the operators list) and the users with "(You)" and the operator, muted
/// and banned marks, filtered by a typed name (see `BaseUserListViewController` for what
/// every user list shares). The participants list follows people entering and leaving.
///
/// - Components come from `ModuleSet.openUserListModule` when the controller is
///   initialised (`headerComponent`, `listComponent`); they are configured in
///   `setupViews()`. A subclass may configure a component itself before or after calling
///   `super.setupViews()`: a component already configured is not configured again.
/// - The view model comes from `createViewModel(channel:channelURL:userListType:)`, which
///   asks `ViewModelSet.openUserListViewModel`; it loads the channel (unless given), then
///   the first page, when the view loads.
/// - Keys: type a name to filter, ↑ ↓ PgUp PgDn move, Space or Enter opens an operator's
///   actions on the row, Tab reaches the header's items, Esc clears the filter, then goes
///   back.
/// - Add opens `ViewControllerSet.openChannelRegisterOperatorViewController`
///   (`showRegisterOperator()`), which comes back here.
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class OpenUserListViewController: BaseUserListViewController, OpenUserListModuleHeaderDelegate, OpenUserListModuleListDelegate,
    OpenUserListModuleListDataSource, OpenUserListViewModelDelegate, OpenUserListViewModelDataSource {

    /// The header, made from `ModuleSet.openUserListModule.headerComponent`.
    public var headerComponent: OpenUserListModule.Header? {
        get { baseHeaderComponent as? OpenUserListModule.Header }
        set { baseHeaderComponent = newValue }
    }
    /// The list, made from `ModuleSet.openUserListModule.listComponent`.
    public var listComponent: OpenUserListModule.List? {
        get { baseListComponent as? OpenUserListModule.List }
        set { baseListComponent = newValue }
    }
    /// The view model, made by `createViewModel(channel:channelURL:userListType:)`.
    public var viewModel: OpenUserListViewModel? { baseViewModel as? OpenUserListViewModel }
    /// The channel, once loaded.
    public var channel: OpenChannel? { baseChannel as? OpenChannel }

    // MARK: Actions (the reference kit's optional closures)

    /// Runs once the view has loaded (the components are configured).
    public var componentDidLoad: (@MainActor (OpenUserListViewController) -> Void)?
    /// Runs each time the screen is about to appear.
    public var componentWillAppear: (@MainActor (OpenUserListViewController) -> Void)?
    /// Runs each time the screen is about to disappear.
    public var componentWillDisappear: (@MainActor (OpenUserListViewController) -> Void)?
    /// Runs when a row is chosen, before an operator's actions open.
    public var didSelectMember: (@MainActor (OpenUserListViewController, User) -> Void)?

    // MARK: Lifecycle

    /// A screen listing `userListType` of the open channel at `channelURL`, which loads
    /// first. Resolves the components and creates the view model.
    public required init(channelURL: String, userListType: ChannelUserListType = .participants) {
        super.init(channelURL: channelURL, channelType: .open, userListType: userListType)
        resolveComponents()
        baseViewModel = createViewModel(channel: nil, channelURL: channelURL, userListType: userListType)
    }

    /// A screen listing `userListType` of `channel`, already loaded (the settings pass
    /// theirs), so the first page is the only request.
    public required init(channel: OpenChannel, userListType: ChannelUserListType = .participants) {
        super.init(channelURL: channel.channelURL, channelType: .open, userListType: userListType)
        resolveComponents()
        baseViewModel = createViewModel(channel: channel, channelURL: channel.channelURL, userListType: userListType)
    }

    private func resolveComponents() {
        let module = ModuleSet.openUserListModule
        baseHeaderComponent = module.headerComponent.init()
        baseListComponent = module.listComponent.init()
    }

    /// Makes the view model from `ViewModelSet.openUserListViewModel`, for
    /// `BanterUIKit.client`. Override to make your own.
    open func createViewModel(channel: OpenChannel?, channelURL: String, userListType: ChannelUserListType) -> OpenUserListViewModel {
        ViewModelSet.openUserListViewModel.init(client: BanterUIKit.client, channel: channel, channelURL: channelURL,
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

    /// Opens the screen that makes participants operators
    /// (`ViewControllerSet.openChannelRegisterOperatorViewController`); promoting there comes
    /// back here, where the new operators show.
    open func showRegisterOperator() {
        let register = ViewControllerSet.openChannelRegisterOperatorViewController.init(channelURL: channelURL, users: nil)
        navigationController?.pushViewController(register)
    }

    // MARK: Header

    /// Add on the operators list.
    open override func baseUserListModule(_ headerComponent: BaseUserListModule.Header, didTapRightItem rightItem: View) {
        if userListType == .operators { showRegisterOperator() }
    }

    // MARK: List

    /// Runs `didSelectMember`, then opens an operator's actions on the row.
    open override func baseUserListModule(_ listComponent: BaseUserListModule.List, didSelectRowAt indexPath: IndexPath) {
        if let user = listComponent.user(at: indexPath) { didSelectMember?(self, user) }
        super.baseUserListModule(listComponent, didSelectRowAt: indexPath)
    }
}
