import BanterCanvas
import BanterChatSDK
import BanterUIKitCore
import BanterViews

/// The screen that picks people for a new group channel and makes it: a header (back, the
/// kind of channel, "Create (N)") and the application's users with check boxes, the
/// current user left out, filtered by a typed name (see `BaseSelectUserViewController` for
/// what every picking screen shares).
///
/// - Components come from `ModuleSet.createGroupChannelModule` when the controller is
///   initialised (`headerComponent`, `listComponent`); they are configured in
///   `setupViews()`. A subclass may configure a component itself before or after calling
///   `super.setupViews()`: a component already configured is not configured again.
/// - The view model comes from `createViewModel(users:type:)`, which asks
///   `ViewModelSet.createGroupChannelViewModel`, and loads when the view loads.
/// - Keys: type a name to filter, ↑ ↓ move, Enter or a click picks, Tab reaches the header's
///   items, Ctrl-D or the create button makes the channel, Esc clears the filter, then goes
///   back.
/// - Creating: with one other person in a group the channel is distinct, so the chat the
///   two already have opens. On success the channel opens through
///   `ViewControllerSet.groupChannelViewController` and this screen leaves the navigation
///   stack (`dismissAndMoveToChannel(_:messageListParams:)`); a refusal shows as a notice
///   and the screen stays as it was, the picks kept.
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class CreateChannelViewController: BaseSelectUserViewController, CreateChannelModuleHeaderDelegate,
    CreateChannelModuleHeaderDataSource, CreateChannelModuleListDelegate, CreateChannelModuleListDataSource,
    CreateChannelViewModelDelegate, CreateChannelViewModelDataSource, ActionClosures {

    /// The header, made from `ModuleSet.createGroupChannelModule.headerComponent`.
    public var headerComponent: CreateChannelModule.Header? {
        get { baseHeaderComponent as? CreateChannelModule.Header }
        set { baseHeaderComponent = newValue }
    }
    /// The list, made from `ModuleSet.createGroupChannelModule.listComponent`.
    public var listComponent: CreateChannelModule.List? {
        get { baseListComponent as? CreateChannelModule.List }
        set { baseListComponent = newValue }
    }
    /// The view model, made by `createViewModel(users:type:)`.
    public var viewModel: CreateChannelViewModel? { baseViewModel as? CreateChannelViewModel }
    /// The kind of channel this screen makes.
    public let channelType: ChannelCreationType

    // MARK: Actions (the reference kit's optional closures)

    /// Runs in `viewDidLoad()`, once the components are configured and before the first load.
    public var componentDidLoad: (@MainActor (CreateChannelViewController) -> Void)?
    /// Runs each time the screen is about to appear.
    public var componentWillAppear: (@MainActor (CreateChannelViewController) -> Void)?
    /// Runs each time the screen is about to disappear.
    public var componentWillDisappear: (@MainActor (CreateChannelViewController) -> Void)?

    // MARK: Lifecycle

    /// A screen making a channel of `type` with people picked among `users` (nil: the
    /// application's users). Resolves the components and creates the view model.
    public required init(users: [User]? = nil, type: ChannelCreationType = .group) {
        channelType = type
        super.init()
        let module = ModuleSet.createGroupChannelModule
        let header = module.headerComponent.init()
        header.channelType = type
        baseHeaderComponent = header
        baseListComponent = module.listComponent.init()
        baseViewModel = createViewModel(users: users, type: type)
    }

    /// Makes the view model from `ViewModelSet.createGroupChannelViewModel`, for
    /// `BanterUIKit.client`. Override to make your own.
    open func createViewModel(users: [User]?, type: ChannelCreationType) -> CreateChannelViewModel {
        ViewModelSet.createGroupChannelViewModel.init(client: BanterUIKit.client, channelType: type, users: users, delegate: self, dataSource: self)
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

    // MARK: Creating

    /// Makes the channel with the people picked (nothing while nobody is): the header's
    /// Create and Ctrl-D call it. Override to add a confirmation or analytics, and call
    /// `super` to create.
    open func createChannelWithSelectedUsers() {
        let userIds = selectedUserList.map(\.userId)
        guard !userIds.isEmpty else { return }
        viewModel?.createChannel(userIds: userIds)
    }

    /// The confirm button or Ctrl-D: makes the channel.
    open override func didSelectUsers(_ users: [User]) {
        createChannelWithSelectedUsers()
    }

    /// Opens `channel` through `ViewControllerSet.groupChannelViewController` in this
    /// screen's place on the navigation stack, so Esc from the channel goes back to where
    /// the person came from. Without a navigation controller the screen is dismissed.
    open func dismissAndMoveToChannel(_ channel: BaseChannel, messageListParams: MessageListParams?) {
        replaceOnNavigationStack(with: ViewControllerSet.groupChannelViewController.init(channelURL: channel.channelURL, messageListParams: messageListParams))
    }

    // MARK: CreateChannelViewModelDelegate

    /// Opens the channel made.
    open func createChannelViewModel(_ viewModel: CreateChannelViewModel, didCreateChannel channel: BaseChannel?,
                                     withMessageListParams messageListParams: MessageListParams?) {
        guard let channel else { return }
        dismissAndMoveToChannel(channel, messageListParams: messageListParams)
    }

    /// Says why the service refused, in a notice; the screen and the picks stay.
    open func createChannelViewModel(_ viewModel: CreateChannelViewModel, didFailToCreateChannel error: ChatError) {
        showNotice(StringSet.current.selectUser.createFailed(error.message), kind: .error)
    }

    // MARK: CreateChannelViewModelDataSource

    /// The screen's own people for a channel of `channelType`; nil (the application's
    /// users) by default. Override to offer a contact book, say.
    open func createChannelViewModel(_ viewModel: CreateChannelViewModel, nextUserListForChannelType channelType: ChannelCreationType) -> [User]? {
        nil
    }
}
