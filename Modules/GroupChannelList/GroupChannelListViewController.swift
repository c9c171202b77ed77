import BanterCanvas
import BanterChatSDK
import BanterUIKitCore
import BanterViews

/// The screen listing the current user's group channels, newest activity first: a header
/// ("Channels") and a list of channel rows kept live by a `GroupChannelListViewModel` (see
/// `BaseChannelListViewController` for what every channel list shares).
///
/// - Components come from `ModuleSet.groupChannelListModule` when the controller is
///   initialised (`headerComponent`, `listComponent`); they are configured in
///   `setupViews()`. A subclass may configure a component itself before or after calling
///   `super.setupViews()`: a component already configured is not configured again.
/// - The view model comes from `createViewModel(query:)`, which asks
///   `ViewModelSet.groupChannelListViewModel`, and loads when the view loads.
/// - Keys: Up/Down move the selection, PgUp/PgDn page, Home/End jump (reaching the end
///   loads more), Enter opens the selected channel, `l` or Delete shows its menu (Leave),
///   Enter or `r` retries after an error, Ctrl-R loads the list afresh, `n` (or the
///   header's create item, Tab then Enter) starts a new channel, `/` (or the header's
///   search item) searches the messages of every channel (`showMessageSearch()`).
/// - Opening a channel pushes `ViewControllerSet.groupChannelViewController` on the
///   navigation controller, unless `didSelectChannel` is set, which then decides.
/// - Starting a channel asks for its type first (group, super group, broadcast: an action
///   sheet, `showCreateChannelTypeSelector()`) unless `enableCreateChannelTypeSelector` is
///   false, then pushes `ViewControllerSet.createChannelViewController`.
///
/// Main actor only.
@MainActor
open class GroupChannelListViewController: BaseChannelListViewController, GroupChannelListModuleHeaderDelegate,
    GroupChannelListModuleListDelegate, GroupChannelListModuleListDataSource, GroupChannelListViewModelDelegate,
    GroupChannelListViewModelDataSource, ActionClosures {

    /// The header, made from `ModuleSet.groupChannelListModule.headerComponent`.
    public var headerComponent: GroupChannelListModule.Header? {
        get { baseHeaderComponent as? GroupChannelListModule.Header }
        set { baseHeaderComponent = newValue }
    }
    /// The list, made from `ModuleSet.groupChannelListModule.listComponent`.
    public var listComponent: GroupChannelListModule.List? {
        get { baseListComponent as? GroupChannelListModule.List }
        set { baseListComponent = newValue }
    }
    /// The view model, made by `createViewModel(query:)`.
    public var viewModel: GroupChannelListViewModel? { baseViewModel as? GroupChannelListViewModel }
    /// The query the list follows; nil for the default (every channel, latest first).
    public let channelListQuery: GroupChannelListQuery?

    /// Groups the rows under Direct / Groups / Public headings.
    public var showsSectionsByType = false {
        didSet { listComponent?.showsSectionsByType = showsSectionsByType }
    }

    /// Whether starting a channel asks for its type first; when false a group channel is
    /// started at once.
    public var enableCreateChannelTypeSelector = true

    // MARK: Actions (the reference kit's optional closures)

    /// Runs in `viewDidLoad()`, once the components are configured and before the first load.
    public var componentDidLoad: (@MainActor (GroupChannelListViewController) -> Void)?
    /// Runs each time the screen is about to appear.
    public var componentWillAppear: (@MainActor (GroupChannelListViewController) -> Void)?
    /// Runs each time the screen is about to disappear.
    public var componentWillDisappear: (@MainActor (GroupChannelListViewController) -> Void)?
    /// Runs when a channel is chosen, instead of opening it; nil opens the channel with
    /// `showChannel(channelURL:)`.
    public var didSelectChannel: (@MainActor (GroupChannelListViewController, GroupChannel) -> Void)?

    // MARK: Lifecycle

    /// A list of the channels `query` finds (nil: every channel, the latest message first).
    /// Resolves the components and creates the view model.
    public required init(query: GroupChannelListQuery? = nil) {
        channelListQuery = query
        super.init()
        let module = ModuleSet.groupChannelListModule
        baseHeaderComponent = module.headerComponent.init()
        baseListComponent = module.listComponent.init()
        baseViewModel = createViewModel(query: query)
    }

    /// Makes the view model from `ViewModelSet.groupChannelListViewModel`, for
    /// `BanterUIKit.client`. Override to make your own.
    open func createViewModel(query: GroupChannelListQuery?) -> GroupChannelListViewModel {
        ViewModelSet.groupChannelListViewModel.init(client: BanterUIKit.client, query: query, delegate: self, dataSource: self)
    }

    /// Configures the components not configured yet, then adds them.
    open override func setupViews() {
        let theme = resolvedTheme
        if let header = headerComponent, header.baseDelegate == nil { header.configure(delegate: self, theme: theme.groupChannelListTheme) }
        if let list = listComponent {
            list.showsSectionsByType = showsSectionsByType
            if list.baseDelegate == nil {
                list.configure(delegate: self, dataSource: self, theme: theme.groupChannelListTheme, componentTheme: theme.componentTheme)
            }
        }
        super.setupViews()
    }

    /// Passes the theme to the components, then restyles.
    open override func updateStyles() {
        let theme = resolvedTheme
        headerComponent?.updateStyles(theme: theme.groupChannelListTheme)
        listComponent?.updateStyles(theme: theme.groupChannelListTheme, componentTheme: theme.componentTheme)
        super.updateStyles()
    }

    /// Styles the navigation bar from the list theme.
    open override func setupStyles() {
        super.setupStyles()
        let listTheme = resolvedTheme.groupChannelListTheme
        setupNavigationBar(backgroundColor: listTheme.navigationBar.background, shadowColor: listTheme.navigationBarShadow.foreground)
    }

    // MARK: Opening and leaving channels

    /// Opens the channel at `channelURL`: pushes `ViewControllerSet.groupChannelViewController`
    /// on the navigation controller (nothing happens without one).
    open override func showChannel(channelURL: String) {
        let controller = ViewControllerSet.groupChannelViewController.init(channelURL: channelURL)
        navigationController?.pushViewController(controller)
    }

    // MARK: Starting channels

    /// `KeyBindingSet.current.channelList`'s `createChannel` (`n`) starts a new channel; its
    /// `searchMessages` (`/`) opens the message search.
    open override func handleKey(_ event: KeyEvent) -> Bool {
        let keys = KeyBindingSet.current.channelList
        if keys.createChannel.matches(event) {
            showCreateChannelOrTypeSelector()
            return true
        }
        if keys.searchMessages.matches(event) {
            showMessageSearch()
            return true
        }
        return super.handleKey(event)
    }

    /// Opens the message search over every channel of the user
    /// (`ViewControllerSet.messageSearchViewController`), on the navigation controller.
    open func showMessageSearch() {
        let search = ViewControllerSet.messageSearchViewController.init(channelURL: nil, params: nil)
        navigationController?.pushViewController(search)
    }

    /// The header's search item: opens the message search.
    open override func baseChannelListModule(_ headerComponent: BaseChannelListModule.Header, didTapLeftItem leftItem: View) {
        if let header = headerComponent as? GroupChannelListModule.Header, leftItem === header.searchButton { showMessageSearch() }
    }

    /// The header's create item: starts a new channel.
    open override func baseChannelListModule(_ headerComponent: BaseChannelListModule.Header, didTapRightItem rightItem: View) {
        showCreateChannelOrTypeSelector()
    }

    /// Asks for the channel's type (`enableCreateChannelTypeSelector`), or starts a group
    /// channel at once.
    open func showCreateChannelOrTypeSelector() {
        if enableCreateChannelTypeSelector {
            showCreateChannelTypeSelector()
        } else {
            showCreateChannel(type: .group)
        }
    }

    /// Presents the type selector: an action sheet of `createChannelTypeMenuItems()`.
    open func showCreateChannelTypeSelector() {
        presentMenu(title: StringSet.current.selectUser.channelTypeTitle, items: createChannelTypeMenuItems()) { [weak self] in
            self?.didSelectCloseSelector()
        }
    }

    /// The type selector's items: Group, Super group, Broadcast, each of kind
    /// `.createChannel(type)`. Override to offer fewer.
    open func createChannelTypeMenuItems() -> [MenuItem] {
        let strings = StringSet.current.selectUser
        return [
            MenuItem(kind: .createChannel(.group), title: strings.groupChannelType) { [weak self] in self?.didSelectCreateGroupChannel() },
            MenuItem(kind: .createChannel(.supergroup), title: strings.superGroupChannelType) { [weak self] in
                self?.didSelectCreateSuperGroupChannel()
            },
            MenuItem(kind: .createChannel(.broadcast), title: strings.broadcastChannelType) { [weak self] in
                self?.didSelectCreateBroadcastChannel()
            },
        ]
    }

    /// The type selector closed without a choice; nothing by default.
    open func didSelectCloseSelector() {}
    /// Group was chosen in the type selector.
    open func didSelectCreateGroupChannel() { showCreateChannel(type: .group) }
    /// Super group was chosen in the type selector.
    open func didSelectCreateSuperGroupChannel() { showCreateChannel(type: .supergroup) }
    /// Broadcast was chosen in the type selector.
    open func didSelectCreateBroadcastChannel() { showCreateChannel(type: .broadcast) }

    /// Pushes `ViewControllerSet.createChannelViewController` for a channel of `type` on the
    /// navigation controller (nothing happens without one).
    open func showCreateChannel(type: ChannelCreationType = .group) {
        let controller = ViewControllerSet.createChannelViewController.init(users: nil, type: type)
        navigationController?.pushViewController(controller)
    }

    // MARK: GroupChannelListModuleListDelegate

    /// Runs `didSelectChannel`, or opens the channel.
    open override func baseChannelListModule(_ listComponent: BaseChannelListModule.List, didSelectRowAt indexPath: IndexPath) {
        guard let channel = listComponent.baseChannel(at: indexPath) as? GroupChannel else { return }
        if let didSelectChannel {
            didSelectChannel(self, channel)
        } else {
            showChannel(channelURL: channel.channelURL)
        }
    }

    /// Leaves the channel.
    open func groupChannelListModule(_ listComponent: GroupChannelListModule.List, didSelectLeave channel: GroupChannel) {
        viewModel?.leaveChannel(channel)
    }

    /// Asks the view model to change the channel's notifications.
    open func groupChannelListModule(_ listComponent: GroupChannelListModule.List, didChangePushTriggerOption option: GroupChannelPushTriggerOption, channel: GroupChannel) {
        viewModel?.changePushTriggerOption(option: option, channel: channel)
    }

    // MARK: GroupChannelListModuleListDataSource

    /// The view model's channels.
    open override func baseChannelListModule(_ listComponent: BaseChannelListModule.List, channelsInTableView tableView: TableView) -> [BaseChannel]? {
        viewModel?.channelList
    }

    // MARK: GroupChannelListViewModelDelegate

    /// Applies the change to the list: a batch update, or a full reload for a first page.
    open func groupChannelListViewModel(_ viewModel: GroupChannelListViewModel, didChangeChannelList channels: [GroupChannel], changes: ChannelListChanges?) {
        listComponent?.error = nil
        if let changes {
            listComponent?.reloadTableView(changes: changes)
        } else {
            listComponent?.reloadTableView()
        }
    }

    /// A channel changed where it stands; nothing more by default (its row is reloaded).
    open func groupChannelListViewModel(_ viewModel: GroupChannelListViewModel, didUpdateChannel channel: GroupChannel) {}

    /// The current user left `channel`; nothing more by default (the row is already gone).
    open func groupChannelListViewModel(_ viewModel: GroupChannelListViewModel, didLeaveChannel channel: GroupChannel) {}

    // MARK: GroupChannelListViewModelDataSource

    /// Whether `channel` is listed; every channel by default. Override to filter.
    open func groupChannelListViewModel(_ viewModel: GroupChannelListViewModel, shouldShow channel: GroupChannel) -> Bool { true }
}
