import BanterCanvas
import BanterChatSDK
import BanterUIKitCore
import BanterViews

/// The screen that makes a channel's members or participants operators, for group and open
/// channels alike (`channelType`): a header (back, "Set as operators", "Add (N)") and a
/// group channel's joined members, or the people in an open channel now, who are not
/// operators, with check boxes, filtered by a typed name (see
/// `BaseSelectUserViewController` for what every picking screen shares). The operators
/// list's "Add" opens it.
///
/// - Components come from `ModuleSet.groupRegisterOperatorModule` or
///   `openRegisterOperatorModule` (by `channelType`) when the controller is initialised
///   (`headerComponent`, `listComponent`); they are configured in `setupViews()`. A
///   component already configured is not configured again.
/// - The view model comes from `createViewModel(channelURL:channelType:users:)`, which asks
///   `ViewModelSet.groupChannelRegisterOperatorViewModel` or
///   `openChannelRegisterOperatorViewModel`; it loads the channel, then the people, when
///   the view loads.
/// - Keys (`KeyBindingSet.current.registerOperator`): type a name to filter, ↑ ↓ move,
///   `pick` (Enter) or a click picks, Tab reaches the header's items, `confirm` (Ctrl-D) or the
///   add button promotes, Esc clears the filter, then goes back.
/// - Promoting (see `BaseRegisterOperatorViewController`): on success the screen goes back
///   (to the operators list, which shows them); a refusal shows as a notice, the picks kept.
/// - Actions (`ActionClosures`, run by `BaseViewController`): `componentDidLoad` runs in
///   `viewDidLoad()`, after the components are configured and before the view model's first
///   load; `componentWillAppear` and `componentWillDisappear` as the screen appears and goes.
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class RegisterOperatorViewController: BaseRegisterOperatorViewController, RegisterOperatorModuleHeaderDelegate,
    RegisterOperatorModuleHeaderDataSource, RegisterOperatorModuleListDelegate, RegisterOperatorModuleListDataSource,
    RegisterOperatorViewModelDelegate, RegisterOperatorViewModelDataSource, ActionClosures {

    /// The header, made from the module's `headerComponent`.
    public var headerComponent: RegisterOperatorModule.Header? {
        get { baseHeaderComponent as? RegisterOperatorModule.Header }
        set { baseHeaderComponent = newValue }
    }
    /// The list, made from the module's `listComponent`.
    public var listComponent: RegisterOperatorModule.List? {
        get { baseListComponent as? RegisterOperatorModule.List }
        set { baseListComponent = newValue }
    }
    /// The view model, made by `createViewModel(channelURL:channelType:users:)`.
    public var viewModel: RegisterOperatorViewModel? { baseViewModel as? RegisterOperatorViewModel }
    /// Group or open.
    public let channelType: ChannelType
    /// The channel, once loaded.
    public var channel: BaseChannel? { viewModel?.channel }

    // MARK: Actions (the reference kit's optional closures)

    /// Runs in `viewDidLoad()`, once the components are configured and before the first load.
    public var componentDidLoad: (@MainActor (RegisterOperatorViewController) -> Void)?
    /// Runs each time the screen is about to appear.
    public var componentWillAppear: (@MainActor (RegisterOperatorViewController) -> Void)?
    /// Runs each time the screen is about to disappear.
    public var componentWillDisappear: (@MainActor (RegisterOperatorViewController) -> Void)?

    // MARK: Lifecycle

    /// A screen promoting members or participants of the `channelType` channel at
    /// `channelURL`, picked among `users` (nil: the people who are not operators). Resolves
    /// the components and creates the view model.
    public required init(channelURL: String, channelType: ChannelType = .group, users: [User]? = nil) {
        self.channelType = channelType
        super.init(channelURL: channelURL)
        let module = channelType == .open ? ModuleSet.openRegisterOperatorModule : ModuleSet.groupRegisterOperatorModule
        baseHeaderComponent = module.headerComponent.init()
        baseListComponent = module.listComponent.init()
        baseViewModel = createViewModel(channelURL: channelURL, channelType: channelType, users: users)
    }

    /// Makes the view model from `ViewModelSet.groupChannelRegisterOperatorViewModel` or
    /// `openChannelRegisterOperatorViewModel` (by `channelType`), for `BanterUIKit.client`.
    /// Override to make your own.
    open func createViewModel(channelURL: String, channelType: ChannelType, users: [User]?) -> RegisterOperatorViewModel {
        let type = channelType == .open ? ViewModelSet.openChannelRegisterOperatorViewModel
            : ViewModelSet.groupChannelRegisterOperatorViewModel
        return type.init(client: BanterUIKit.client, channelURL: channelURL, channelType: channelType, users: users,
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
}
