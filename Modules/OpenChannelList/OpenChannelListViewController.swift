import BanterCanvas
import BanterChatSDK
import BanterUIKitCore
import BanterViews

/// The screen listing the service's open channels, newest first: a header ("Open channels",
/// with a create item) and a name filter over a list of channel rows (initials, name,
/// participant count, frozen mark) paged by an `OpenChannelListViewModel` (see
/// `BaseChannelListViewController` for what every channel list shares).
///
/// - Components come from `ModuleSet.openChannelListModule` when the controller is
///   initialised (`headerComponent`, `listComponent`); they are configured in
///   `setupViews()`. A subclass may configure a component itself before or after calling
///   `super.setupViews()`: a component already configured is not configured again.
/// - The view model comes from `createViewModel(query:)`, which asks
///   `ViewModelSet.openChannelListViewModel`, and loads when the view loads.
/// - Keys: Up/Down move the selection, PgUp/PgDn page, Home/End jump (reaching the end
///   loads more), Enter opens the selected channel, `/` types a name filter (Enter keeps
///   it, Esc clears it), Enter or `r` retries after an error, Ctrl-R loads the list afresh
///   (pull to refresh), `n` (or the header's create item) starts a new open channel.
/// - Opening a channel pushes `ViewControllerSet.openChannelViewController`, unless
///   `didSelectChannel` is set, which then decides. Starting one runs `showCreateChannel()`,
///   which pushes `ViewControllerSet.createOpenChannelViewController`.
///
/// Main actor only.
@MainActor
open class OpenChannelListViewController: BaseChannelListViewController, OpenChannelListModuleHeaderDelegate,
    OpenChannelListModuleListDelegate, OpenChannelListModuleListDataSource, OpenChannelListViewModelDelegate, ActionClosures {

    /// The header, made from `ModuleSet.openChannelListModule.headerComponent`.
    public var headerComponent: OpenChannelListModule.Header? {
        get { baseHeaderComponent as? OpenChannelListModule.Header }
        set { baseHeaderComponent = newValue }
    }
    /// The list, made from `ModuleSet.openChannelListModule.listComponent`.
    public var listComponent: OpenChannelListModule.List? {
        get { baseListComponent as? OpenChannelListModule.List }
        set { baseListComponent = newValue }
    }
    /// The view model, made by `createViewModel(query:)`.
    public var viewModel: OpenChannelListViewModel? { baseViewModel as? OpenChannelListViewModel }
    /// The query the list follows; nil for the default (every open channel, 20 a page).
    public let channelListQuery: OpenChannelListQuery?

    // MARK: Actions (the reference kit's optional closures)

    /// Runs in `viewDidLoad()`, once the components are configured and before the first load.
    public var componentDidLoad: (@MainActor (OpenChannelListViewController) -> Void)?
    /// Runs each time the screen is about to appear.
    public var componentWillAppear: (@MainActor (OpenChannelListViewController) -> Void)?
    /// Runs each time the screen is about to disappear.
    public var componentWillDisappear: (@MainActor (OpenChannelListViewController) -> Void)?
    /// Runs when a channel is chosen, instead of `showChannel(channelURL:)`.
    public var didSelectChannel: (@MainActor (OpenChannelListViewController, OpenChannel) -> Void)?

    // MARK: Lifecycle

    /// A list of the open channels `query` finds (nil: every open channel, newest first).
    /// Resolves the components and creates the view model.
    public required init(query: OpenChannelListQuery? = nil) {
        channelListQuery = query
        super.init()
        let module = ModuleSet.openChannelListModule
        baseHeaderComponent = module.headerComponent.init()
        baseListComponent = module.listComponent.init()
        baseViewModel = createViewModel(query: query)
    }

    /// Makes the view model from `ViewModelSet.openChannelListViewModel`, for
    /// `BanterUIKit.client`. Override to make your own.
    open func createViewModel(query: OpenChannelListQuery?) -> OpenChannelListViewModel {
        ViewModelSet.openChannelListViewModel.init(client: BanterUIKit.client, query: query, delegate: self)
    }

    /// Configures the components not configured yet, then adds them.
    open override func setupViews() {
        let theme = resolvedTheme
        if let header = headerComponent, header.baseDelegate == nil { header.configure(delegate: self, theme: theme.openChannelListTheme) }
        if let list = listComponent, list.baseDelegate == nil {
            list.configure(delegate: self, dataSource: self, theme: theme.openChannelListTheme, componentTheme: theme.componentTheme)
        }
        super.setupViews()
    }

    /// Whether the list loads afresh the next time it appears. `showCreateChannel()` sets
    /// it: the service sends no event for an open channel made, so coming back from the
    /// channel just made must ask for the list again to show it.
    public var reloadsOnNextAppearance = false

    /// Loads the list afresh when `reloadsOnNextAppearance` asks for it.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if reloadsOnNextAppearance {
            reloadsOnNextAppearance = false
            listComponent?.error = nil
            viewModel?.loadNextChannelList(reset: true)
        }
    }

    /// Passes the theme to the components, then restyles.
    open override func updateStyles() {
        let theme = resolvedTheme
        headerComponent?.updateStyles(theme: theme.openChannelListTheme)
        listComponent?.updateStyles(theme: theme.openChannelListTheme, componentTheme: theme.componentTheme)
        super.updateStyles()
    }

    /// Styles the navigation bar from the list theme.
    open override func setupStyles() {
        super.setupStyles()
        let listTheme = resolvedTheme.openChannelListTheme
        setupNavigationBar(backgroundColor: listTheme.navigationBar.background, shadowColor: listTheme.navigationBarShadow.foreground)
    }

    // MARK: Opening and creating channels

    /// Opens the channel at `channelURL`: pushes `ViewControllerSet.openChannelViewController`
    /// on the navigation controller (nothing happens without one), which enters it.
    open override func showChannel(channelURL: String) {
        let controller = ViewControllerSet.openChannelViewController.init(channelURL: channelURL)
        navigationController?.pushViewController(controller)
    }

    /// Starts a new open channel: pushes `ViewControllerSet.createOpenChannelViewController`
    /// on the navigation controller (nothing happens without one). The channel made then
    /// opens in the create screen's place, so Back from it comes back to this list.
    open func showCreateChannel() {
        guard let navigationController else { return }
        reloadsOnNextAppearance = true
        navigationController.pushViewController(ViewControllerSet.createOpenChannelViewController.init())
    }

    /// `KeyBindingSet.current.openChannelList.createChannel` (`n`) starts a new open channel.
    open override func handleKey(_ event: KeyEvent) -> Bool {
        if KeyBindingSet.current.openChannelList.createChannel.matches(event) {
            showCreateChannel()
            return true
        }
        return super.handleKey(event)
    }

    /// The header's create item: starts a new open channel.
    open override func baseChannelListModule(_ headerComponent: BaseChannelListModule.Header, didTapRightItem rightItem: View) {
        showCreateChannel()
    }

    // MARK: OpenChannelListModuleListDelegate

    /// Runs `didSelectChannel`, or opens the channel.
    open override func baseChannelListModule(_ listComponent: BaseChannelListModule.List, didSelectRowAt indexPath: IndexPath) {
        guard let channel = listComponent.baseChannel(at: indexPath) as? OpenChannel else { return }
        if let didSelectChannel {
            didSelectChannel(self, channel)
        } else {
            showChannel(channelURL: channel.channelURL)
        }
    }

    /// Asks the view model for the channels whose name contains `text`.
    open func openChannelListModule(_ listComponent: OpenChannelListModule.List, didChangeNameFilter text: String) {
        viewModel?.updateNameFilter(text)
    }

    // MARK: OpenChannelListModuleListDataSource

    /// The view model's channels.
    open override func baseChannelListModule(_ listComponent: BaseChannelListModule.List, channelsInTableView tableView: TableView) -> [BaseChannel]? {
        viewModel?.channelList
    }

    // MARK: OpenChannelListViewModelDelegate

    /// Applies the change to the list: a batch update, or a full reload for a first page.
    open func openChannelListViewModel(_ viewModel: OpenChannelListViewModel, didChangeChannelList channels: [OpenChannel], changes: ChannelListChanges?) {
        listComponent?.error = nil
        if let changes {
            listComponent?.reloadTableView(changes: changes)
        } else {
            listComponent?.reloadTableView()
        }
    }

    /// A channel changed where it stands; nothing more by default (its row is reloaded).
    open func openChannelListViewModel(_ viewModel: OpenChannelListViewModel, didUpdateChannel channel: OpenChannel) {}
}
