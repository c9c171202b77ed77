import BanterCanvas
import BanterChatSDK
import BanterUIKitCore
import BanterViews

/// The screen listing the current user's group channels, newest activity first: a header
/// ("Channels") and a list of channel rows kept live by a `GroupChannelListViewModel`.
///
/// - Components come from `ModuleSet.groupChannelListModule` when the controller is
///   initialised (`headerComponent`, `listComponent`); they are configured in
///   `setupViews()`. A subclass may configure a component itself before or after calling
///   `super.setupViews()`: a component already configured is not configured again, and
///   configuring one later re-applies it.
/// - The view model comes from `createViewModel(query:)`, which asks
///   `ViewModelSet.groupChannelListViewModel`, and loads when the view loads.
/// - Inside a navigation controller the header's title and items go to the navigation bar;
///   shown alone, the header draws its own bar.
/// - Keys: Up/Down move the selection, PgUp/PgDn page, Home/End jump (reaching the end
///   loads more), Enter opens the selected channel, `l` or Delete opens an action sheet to
///   leave it, Enter or `r` retries after an error.
/// - Opening a channel pushes `ViewControllerSet.groupChannelViewController` on the
///   navigation controller, unless `didSelectChannel` is set, which then decides.
///
/// Main actor only.
@MainActor
open class GroupChannelListViewController: BaseViewController,
    BaseChannelListModuleHeaderDelegate, BaseChannelListModuleListDelegate, BaseChannelListModuleListDataSource,
    BaseChannelListViewModelDelegate, BaseChannelListViewModelDataSource {

    /// The header, made from `ModuleSet.groupChannelListModule.headerComponent`.
    public var headerComponent: GroupChannelListModule.Header?
    /// The list, made from `ModuleSet.groupChannelListModule.listComponent`.
    public var listComponent: GroupChannelListModule.List?
    /// The view model, made by `createViewModel(query:)`.
    public private(set) var viewModel: GroupChannelListViewModel?
    /// The query the list follows; nil for the default (every channel, latest first).
    public let channelListQuery: GroupChannelListQuery?

    /// Groups the rows under Direct / Groups / Public headings.
    public var showsSectionsByType = false {
        didSet { listComponent?.showsSectionsByType = showsSectionsByType }
    }

    // MARK: Actions (the reference kit's optional closures)

    /// Runs once the view has loaded (the components are configured).
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
        headerComponent = module.headerComponent.init()
        listComponent = module.listComponent.init()
        viewModel = createViewModel(query: query)
    }

    /// Makes the view model from `ViewModelSet.groupChannelListViewModel`, for
    /// `BanterUIKit.client`. Override to make your own.
    open func createViewModel(query: GroupChannelListQuery?) -> GroupChannelListViewModel {
        ViewModelSet.groupChannelListViewModel.init(client: BanterUIKit.client, query: query, delegate: self, dataSource: self)
    }

    isolated deinit {
        viewModel?.dispose()
    }

    /// Configures the components not configured yet and adds them to the view.
    open override func setupViews() {
        super.setupViews()
        if let headerComponent {
            if headerComponent.delegate == nil { headerComponent.configure(delegate: self, theme: theme) }
            if headerComponent.superview !== view { view.addSubview(headerComponent) }
        }
        if let listComponent {
            listComponent.showsSectionsByType = showsSectionsByType
            if listComponent.delegate == nil { listComponent.configure(delegate: self, dataSource: self, theme: theme) }
            if listComponent.superview !== view { view.addSubview(listComponent) }
        }
        placeHeader()
    }

    /// Runs `componentDidLoad`, then loads the first page.
    open override func viewDidLoad() {
        super.viewDidLoad()
        componentDidLoad?(self)
        viewModel?.loadChannelList()
    }

    /// Places the header (in the navigation bar or on its own), then runs `componentWillAppear`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        placeHeader()
        componentWillAppear?(self)
    }

    /// Gives the list the keys.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        listComponent?.tableView.becomeFirstResponder()
        // Rows may have been reloaded while another screen was on top.
        listComponent?.setNeedsLayout()
    }

    /// Runs `componentWillDisappear`.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        componentWillDisappear?(self)
    }

    /// Puts the header on top (two rows, unless a navigation bar shows its items) and the
    /// list below it.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bounds = view.bounds
        let headerHeight = headerComponent.map { $0.isHidden ? 0 : min(BaseChannelListModule.Header.height, bounds.height) } ?? 0
        headerComponent?.frame = Rect(x: 0, y: 0, width: bounds.width, height: headerHeight)
        listComponent?.frame = Rect(x: 0, y: headerHeight, width: bounds.width, height: max(0, bounds.height - headerHeight))
    }

    /// Passes the theme to the components, then restyles.
    open override func updateStyles() {
        headerComponent?.updateStyles(theme: theme)
        listComponent?.updateStyles(theme: theme)
        super.updateStyles()
    }

    /// Styles the navigation bar from the list theme.
    open override func setupStyles() {
        super.setupStyles()
        let listTheme = resolvedTheme.groupChannelListTheme
        setupNavigationBar(backgroundColor: listTheme.navigationBar.background, shadowColor: listTheme.navigationBarShadow.foreground)
    }

    /// Inside a navigation controller the bar shows the header's items and the header
    /// hides; alone, the header shows them itself.
    private func placeHeader() {
        guard let headerComponent else { return }
        let embedded = navigationController != nil
        if headerComponent.isHidden != embedded {
            headerComponent.isHidden = embedded
            view.setNeedsLayout()
        }
    }

    // MARK: Opening and leaving channels

    /// Opens the channel at `channelURL`: pushes `ViewControllerSet.groupChannelViewController`
    /// on the navigation controller (nothing happens without one).
    open func showChannel(channelURL: String) {
        let controller = ViewControllerSet.groupChannelViewController.init(channelURL: channelURL)
        navigationController?.pushViewController(controller)
    }

    /// Shows the actions for `channel` as an action sheet: leave it, or cancel.
    open func showChannelActions(for channel: GroupChannel) {
        let name = GroupChannelCell.displayName(of: channel, currentUserId: viewModel?.currentUserId)
        let sheet = AlertController(title: name, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Leave channel", style: .destructive) { [weak self] _ in
            self?.listComponent?.tableView.becomeFirstResponder()
            self?.viewModel?.leaveChannel(channel)
        })
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
            // The sheet took the focus; give the list its keys back.
            self?.listComponent?.tableView.becomeFirstResponder()
        })
        present(sheet)
    }

    // MARK: BaseChannelListModuleHeaderDelegate

    /// Shows the header's title view in the navigation item.
    open func baseChannelListModule(_ headerComponent: BaseChannelListModule.Header, didUpdateTitleView titleView: View?) {
        navigationItem.titleView = titleView
    }

    /// Shows the header's left item in the navigation item.
    open func baseChannelListModule(_ headerComponent: BaseChannelListModule.Header, didUpdateLeftItem leftItem: View?) {
        navigationItem.leftBarItems = leftItem.map { [$0] } ?? []
    }

    /// Shows the header's right item in the navigation item.
    open func baseChannelListModule(_ headerComponent: BaseChannelListModule.Header, didUpdateRightItem rightItem: View?) {
        navigationItem.rightBarItems = rightItem.map { [$0] } ?? []
    }

    /// The left bar item was chosen; nothing by default. Override to act on it.
    open func baseChannelListModule(_ headerComponent: BaseChannelListModule.Header, didTapLeftItem leftItem: View) {}

    /// The right bar item was chosen (say, a "new channel" button); nothing by default.
    /// Override to act on it.
    open func baseChannelListModule(_ headerComponent: BaseChannelListModule.Header, didTapRightItem rightItem: View) {}

    // MARK: BaseChannelListModuleListDelegate

    /// Runs `didSelectChannel`, or opens the channel.
    open func baseChannelListModule(_ listComponent: BaseChannelListModule.List, didSelectRowAt indexPath: IndexPath) {
        guard let channel = listComponent.channel(at: indexPath) else { return }
        if let didSelectChannel {
            didSelectChannel(self, channel)
        } else {
            showChannel(channelURL: channel.channelURL)
        }
    }

    /// Loads the next page.
    open func baseChannelListModule(_ listComponent: BaseChannelListModule.List, didDetectPreloadingPosition indexPath: IndexPath) {
        viewModel?.loadNextChannelList()
    }

    /// Shows the channel's action sheet.
    open func baseChannelListModule(_ listComponent: BaseChannelListModule.List, didRequestActionsFor channel: GroupChannel, at indexPath: IndexPath) {
        showChannelActions(for: channel)
    }

    /// Loads the list afresh.
    open func baseChannelListModuleDidSelectRetry(_ listComponent: BaseChannelListModule.List) {
        listComponent.error = nil
        viewModel?.loadChannelList()
    }

    // MARK: BaseChannelListModuleListDataSource

    /// The view model's channels.
    open func baseChannelListModule(_ listComponent: BaseChannelListModule.List, channelsInTableView tableView: TableView) -> [GroupChannel]? {
        viewModel?.channels
    }

    /// The connected user's id.
    open func baseChannelListModuleCurrentUserId(_ listComponent: BaseChannelListModule.List) -> String? {
        viewModel?.currentUserId
    }

    /// The service's clock.
    open func baseChannelListModuleCurrentTime(_ listComponent: BaseChannelListModule.List) -> Int64 {
        viewModel?.now ?? 0
    }

    // MARK: BaseChannelListViewModelDelegate

    /// Applies the change to the list: a batch update, or a full reload for a first page.
    open func baseChannelListViewModel(_ viewModel: BaseChannelListViewModel, didChangeChannelList channels: [GroupChannel], changes: ChannelListChanges?) {
        listComponent?.error = nil
        if let changes {
            listComponent?.reloadTableView(changes: changes)
        } else {
            listComponent?.reloadTableView()
        }
    }

    /// The current user left `channel` from the action sheet; nothing more by default (the
    /// row is already gone). Override to act on it.
    open func baseChannelListViewModel(_ viewModel: BaseChannelListViewModel, didLeaveChannel channel: GroupChannel) {}

    /// Shows or hides the list's loading state (clearing an old error when loading starts).
    open func shouldUpdateLoadingState(_ isLoading: Bool) {
        if isLoading { listComponent?.error = nil }
        listComponent?.isLoading = isLoading
    }

    /// Shows a blocking error in the list with a retry; other errors leave the rows as they are.
    /// A blocking error replaces the list with the error view (Enter retries); any other
    /// (a page that failed to load, a leave the service refused) shows as a notice.
    open func didReceiveError(_ error: ChatError, isBlocker: Bool) {
        if isBlocker { listComponent?.error = error } else { showNotice(error.message, kind: .error) }
    }

    // MARK: BaseChannelListViewModelDataSource

    /// Whether `channel` is listed; every channel by default. Override to filter.
    open func baseChannelListViewModel(_ viewModel: BaseChannelListViewModel, shouldShow channel: GroupChannel) -> Bool { true }
}
