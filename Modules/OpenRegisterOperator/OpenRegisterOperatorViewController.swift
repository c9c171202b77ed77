import BanterCanvas
import BanterChatSDK
import BanterUIKitCore
import BanterViews

/// The screen that makes an open channel's participants operators: a header (back, "Set as
/// operators", "Add (N)") and the people in the channel now who are not operators, with
/// check boxes, filtered by a typed name (see `BaseSelectUserViewController` for what every
/// picking screen shares). The open operators list's "Add" opens it.
///
/// - Components come from `ModuleSet.openRegisterOperatorModule` when the controller is
///   initialised (`headerComponent`, `listComponent`); they are configured in
///   `setupViews()`. A component already configured is not configured again.
/// - The view model comes from `createViewModel(channelURL:users:)`, which asks
///   `ViewModelSet.openChannelRegisterOperatorViewModel`; it loads the channel, then the
///   participants, when the view loads.
/// - Keys: type a name to filter, ↑ ↓ move, Space or Enter picks, Tab reaches the header's
///   items, Ctrl-D or the add button promotes, Esc clears the filter, then goes back.
/// - Promoting (see `BaseRegisterOperatorViewController`): on success the screen goes back
///   (to the operators list, which shows them); a refusal shows as a notice, the picks kept.
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class OpenRegisterOperatorViewController: BaseRegisterOperatorViewController, OpenRegisterOperatorModuleHeaderDelegate,
    OpenRegisterOperatorModuleHeaderDataSource, OpenRegisterOperatorModuleListDelegate, OpenRegisterOperatorModuleListDataSource,
    OpenRegisterOperatorViewModelDelegate, OpenRegisterOperatorViewModelDataSource {

    /// The header, made from `ModuleSet.openRegisterOperatorModule.headerComponent`.
    public var headerComponent: OpenRegisterOperatorModule.Header? {
        get { baseHeaderComponent as? OpenRegisterOperatorModule.Header }
        set { baseHeaderComponent = newValue }
    }
    /// The list, made from `ModuleSet.openRegisterOperatorModule.listComponent`.
    public var listComponent: OpenRegisterOperatorModule.List? {
        get { baseListComponent as? OpenRegisterOperatorModule.List }
        set { baseListComponent = newValue }
    }
    /// The view model, made by `createViewModel(channelURL:users:)`.
    public var viewModel: OpenRegisterOperatorViewModel? { baseViewModel as? OpenRegisterOperatorViewModel }
    /// The channel, once loaded.
    public var channel: OpenChannel? { viewModel?.openChannel }

    // MARK: Actions (the reference kit's optional closures)

    /// Runs once the view has loaded (the components are configured).
    public var componentDidLoad: (@MainActor (OpenRegisterOperatorViewController) -> Void)?
    /// Runs each time the screen is about to appear.
    public var componentWillAppear: (@MainActor (OpenRegisterOperatorViewController) -> Void)?
    /// Runs each time the screen is about to disappear.
    public var componentWillDisappear: (@MainActor (OpenRegisterOperatorViewController) -> Void)?

    // MARK: Lifecycle

    /// A screen promoting participants of the open channel at `channelURL`, picked among
    /// `users` (nil: the participants who are not operators). Resolves the components and
    /// creates the view model.
    public required init(channelURL: String, users: [User]? = nil) {
        super.init(channelURL: channelURL)
        let module = ModuleSet.openRegisterOperatorModule
        baseHeaderComponent = module.headerComponent.init()
        baseListComponent = module.listComponent.init()
        baseViewModel = createViewModel(channelURL: channelURL, users: users)
    }

    /// Makes the view model from `ViewModelSet.openChannelRegisterOperatorViewModel`, for
    /// `BanterUIKit.client`. Override to make your own.
    open func createViewModel(channelURL: String, users: [User]?) -> OpenRegisterOperatorViewModel {
        ViewModelSet.openChannelRegisterOperatorViewModel.init(client: BanterUIKit.client, channelURL: channelURL, users: users,
                                                                delegate: self, dataSource: self)
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
}
