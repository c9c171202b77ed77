import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterViews

/// What every channel list screen shares: a header and a list of channels driven by a
/// `BaseChannelListViewModel`. `GroupChannelListViewController` (and the open channel list)
/// subclass it, supply their components and view model, and add what only they have.
///
/// - Components: a subclass assigns `baseHeaderComponent` and `baseListComponent` (from its
///   module) in `init` and configures them in `setupViews()`; this class adds them to the
///   view and places them with constraints in `setupLayouts()`: the header on top
///   (`HeaderBarView.height` rows, none while its items are in a navigation bar), the list
///   below.
/// - The header's items go to the navigation bar inside a navigation controller, or to the
///   header's own bar (`placeHeader`), whenever they change and before the screen appears.
/// - A blocking error replaces the rows with the error view (Enter retries); any other
///   shows as a notice over the bottom row.
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class BaseChannelListViewController: BaseViewController, BaseChannelListModuleHeaderDelegate,
    BaseChannelListModuleListDelegate, BaseChannelListModuleListDataSource, BaseChannelListViewModelDelegate {
    /// The header component.
    public var baseHeaderComponent: BaseChannelListModule.Header?
    /// The list component.
    public var baseListComponent: BaseChannelListModule.List?
    /// The view model.
    public var baseViewModel: BaseChannelListViewModel?

    /// A channel list screen; the subclass supplies components and view model.
    public override init() {
        super.init()
    }

    /// A screen that goes away stops following its channels.
    isolated deinit {
        baseViewModel?.dispose()
    }

    // MARK: Lifecycle

    /// Adds the components to the view; subclasses configure them before or after calling
    /// `super`.
    open override func setupViews() {
        super.setupViews()
        addComponents([baseListComponent, baseHeaderComponent])
    }

    /// The header, placed on top by the base (`placeComponents`, `placeHeader`: in the
    /// navigation bar or the header's own bar).
    open override var moduleHeaderComponent: (any NavigationHeaderComponent)? { baseHeaderComponent }
    /// The list, placed below the header by the base.
    open override var moduleContentComponent: View? { baseListComponent }
    /// The list's table takes the keys as the screen appears.
    open override var initialFirstResponder: View? { baseListComponent?.tableView }

    /// Loads the first page.
    open override func viewDidLoad() {
        super.viewDidLoad()
        baseViewModel?.initChannelList()
    }

    /// Lays the list out again, once it has the keys (the base gives them).
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Rows may have been reloaded while another screen was on top.
        baseListComponent?.setNeedsLayout()
    }

    // MARK: BaseChannelListModuleHeaderDelegate

    /// Places the header's items again (`headerDidUpdateItems`).
    open func baseChannelListModule(_ headerComponent: BaseChannelListModule.Header, didUpdateTitleView titleView: View?) { headerDidUpdateItems(headerComponent) }

    /// Places the header's items again (`headerDidUpdateItems`).
    open func baseChannelListModule(_ headerComponent: BaseChannelListModule.Header, didUpdateLeftItem leftItem: View?) { headerDidUpdateItems(headerComponent) }

    /// Places the header's items again (`headerDidUpdateItems`).
    open func baseChannelListModule(_ headerComponent: BaseChannelListModule.Header, didUpdateRightItem rightItem: View?) { headerDidUpdateItems(headerComponent) }

    /// The left bar item was chosen; nothing by default.
    open func baseChannelListModule(_ headerComponent: BaseChannelListModule.Header, didTapLeftItem leftItem: View) {}

    /// The right bar item was chosen (say, a "new channel" button); nothing by default.
    open func baseChannelListModule(_ headerComponent: BaseChannelListModule.Header, didTapRightItem rightItem: View) {}

    // MARK: BaseChannelListModuleListDelegate

    /// A row was chosen; nothing by default (the group list opens the channel).
    open func baseChannelListModule(_ listComponent: BaseChannelListModule.List, didSelectRowAt indexPath: IndexPath) {}

    /// Loads the next page.
    open func baseChannelListModule(_ listComponent: BaseChannelListModule.List, didDetectPreloadingPosition indexPath: IndexPath) {
        baseViewModel?.loadNextChannelList(reset: false)
    }

    /// Loads the list afresh after an error.
    open func baseChannelListModuleDidSelectRetry(_ listComponent: BaseChannelListModule.List) {
        listComponent.error = nil
        baseViewModel?.initChannelList()
    }

    /// Loads the list afresh.
    open func baseChannelListModuleDidSelectRefresh(_ listComponent: BaseChannelListModule.List) {
        listComponent.error = nil
        baseViewModel?.loadNextChannelList(reset: true)
    }

    // MARK: BaseChannelListModuleListDataSource

    /// None in the base; subclasses give their view model's channels.
    open func baseChannelListModule(_ listComponent: BaseChannelListModule.List, channelsInTableView tableView: TableView) -> [BaseChannel]? {
        nil
    }

    /// The connected user's id.
    open func baseChannelListModuleCurrentUserId(_ listComponent: BaseChannelListModule.List) -> String? {
        baseViewModel?.client?.currentUser?.userId
    }

    /// The service's clock.
    open func baseChannelListModuleCurrentTime(_ listComponent: BaseChannelListModule.List) -> Int64 {
        baseViewModel?.client?.serverTime ?? 0
    }

    /// This screen presents the menus.
    open func baseChannelListModule(_ listComponent: BaseChannelListModule.List, parentViewControllerDisplayMenuItems menuItems: [MenuItem]) -> BaseViewController? {
        self
    }

    // MARK: BaseChannelListViewModelDelegate

    /// Shows or hides the list's loading state (clearing an old error when loading starts).
    open func shouldUpdateLoadingState(_ isLoading: Bool) {
        if isLoading { baseListComponent?.error = nil }
        baseListComponent?.isLoading = isLoading
    }

    /// A blocking error replaces the list with the error view (Enter retries); any other
    /// (a page that failed to load, a leave the service refused) shows as a notice.
    open func didReceiveError(_ error: ChatError, isBlocker: Bool) {
        if isBlocker { baseListComponent?.error = error } else { showNotice(error.message, kind: .error) }
    }
}
