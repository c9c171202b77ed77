import BanterChatSDK
import BanterUIKitCore
import BanterViews

/// The settings screen of an open channel: "Channel information" with Edit (rename, for
/// operators), the channel's initials, name, participant count and URL, then Moderations
/// (operators only), Participants and Delete channel (operators only); a participant who
/// does not operate the channel sees the information and Participants (see
/// `BaseChannelSettingsViewController` for what every settings screen shares).
///
/// - Components come from `ModuleSet.openChannelSettingsModule` when the controller is
///   initialised; the view model from `createViewModel()`, which asks
///   `ViewModelSet.openChannelSettingsViewModel`.
/// - Edit asks for a new name (`showRename()`); Moderations opens
///   `ViewControllerSet.openModerationsViewController` (`showModerationList()`);
///   Participants opens `ViewControllerSet.openUserListViewController`
///   (`showParticipantsList()`); Delete asks first (`showDeleteChannelAlert()`), and once
///   the channel is deleted, the screens of the channel close back to the root, the open
///   channel list (`openChannelSettingsViewModel(_:didDeleteChannel:)`).
/// - The screen follows the channel: a new name, the current user's role (the items and
///   Edit follow it), the participant count; the channel deleted by someone else, or the
///   current user banned, closes the channel's screens with an alert saying why.
/// - Keys: Up/Down move, Enter chooses, Tab reaches the header's Edit, Esc goes back.
/// - A refusal (400108 when the current user is not an operator, a name the service
///   refuses) shows as a notice; the screen stays.
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class OpenChannelSettingsViewController: BaseChannelSettingsViewController, OpenChannelSettingsModuleHeaderDelegate,
    OpenChannelSettingsModuleListDelegate, OpenChannelSettingsModuleListDataSource, OpenChannelSettingsViewModelDelegate, ActionClosures {
    /// The header, made from `ModuleSet.openChannelSettingsModule.headerComponent`.
    public var headerComponent: OpenChannelSettingsModule.Header? {
        get { baseHeaderComponent as? OpenChannelSettingsModule.Header }
        set { baseHeaderComponent = newValue }
    }
    /// The list, made from `ModuleSet.openChannelSettingsModule.listComponent`.
    public var listComponent: OpenChannelSettingsModule.List? {
        get { baseListComponent as? OpenChannelSettingsModule.List }
        set { baseListComponent = newValue }
    }
    /// The view model, made by `createViewModel()`.
    public var viewModel: OpenChannelSettingsViewModel? { baseViewModel as? OpenChannelSettingsViewModel }
    /// The channel, once loaded.
    public var openChannel: OpenChannel? { channel as? OpenChannel }
    /// The user confirmed Delete here and the service has not answered yet.
    public private(set) var isDeleting = false

    // MARK: Action closures (the reference kit's optional closures)

    /// Runs in `viewDidLoad()`, once the components are configured and before the channel loads.
    public var componentDidLoad: (@MainActor (OpenChannelSettingsViewController) -> Void)?
    /// Runs when the screen is about to appear.
    public var componentWillAppear: (@MainActor (OpenChannelSettingsViewController) -> Void)?
    /// Runs when the screen is about to disappear.
    public var componentWillDisappear: (@MainActor (OpenChannelSettingsViewController) -> Void)?

    /// The settings of the open channel at `channelURL`. Resolves the components.
    public required init(channelURL: String) {
        super.init(channelURL: channelURL, channelType: .open)
        let module = ModuleSet.openChannelSettingsModule
        baseHeaderComponent = module.headerComponent.init()
        baseListComponent = module.listComponent.init()
    }

    /// Makes the view model from `ViewModelSet.openChannelSettingsViewModel`, for
    /// `BanterUIKit.client`. Override to make your own.
    open override func createViewModel() -> BaseChannelSettingsViewModel? {
        ViewModelSet.openChannelSettingsViewModel.init(client: BanterUIKit.client, delegate: self)
    }

    /// Reads the channel again on coming back, so a change made on a screen opened from
    /// here (an operator dismissed, someone banned) shows.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if channel != nil { baseListComponent?.reloadTableView() }
    }

    // MARK: Actions

    /// Opens the channel's participants (`ViewControllerSet.openUserListViewController`),
    /// passing the channel loaded here.
    open func showParticipantsList() {
        let list = openChannel.map { ViewControllerSet.openUserListViewController.init(channel: $0, userListType: .participants) }
            ?? ViewControllerSet.openUserListViewController.init(channelURL: channelURL, channelType: .open, userListType: .participants)
        navigationController?.pushViewController(list)
    }

    /// Opens the channel's moderation screen (`ViewControllerSet.openModerationsViewController`).
    open func showModerationList() {
        let moderations = ViewControllerSet.openModerationsViewController.init(channelURL: channelURL, channelType: .open)
        navigationController?.pushViewController(moderations)
    }

    /// Asks before deleting; Cancel is highlighted, so an Enter pressed once too often keeps
    /// the channel.
    open func showDeleteChannelAlert() {
        let strings = StringSet.current.channelSettings
        presentConfirmation(title: strings.deleteConfirmTitle, message: strings.deleteConfirmMessage, confirmTitle: strings.deleteButton) {
            [weak self] in
            self?.isDeleting = true
            self?.viewModel?.deleteChannel()
        }
    }

    // MARK: Header

    /// Edit: renames the channel.
    open override func baseChannelSettingsModule(_ headerComponent: BaseChannelSettingsModule.Header, didTapRightItem rightItem: View) {
        showRename()
    }

    // MARK: OpenChannelSettingsModuleListDelegate

    /// Opens the moderation screen.
    open func openChannelSettingsModuleDidSelectModerations(_ listComponent: OpenChannelSettingsModule.List) {
        showModerationList()
    }

    /// Opens the participants list.
    open func openChannelSettingsModuleDidSelectParticipants(_ listComponent: OpenChannelSettingsModule.List) {
        showParticipantsList()
    }

    /// Asks before deleting.
    open func openChannelSettingsModuleDidSelectDelete(_ listComponent: OpenChannelSettingsModule.List) {
        showDeleteChannelAlert()
    }

    // MARK: View model

    /// Shows the channel; Edit shows for an operator only.
    open override func baseChannelSettingsViewModel(_ viewModel: BaseChannelSettingsViewModel, didChangeChannel channel: BaseChannel?,
                                                    withContext context: MessageContext?) {
        headerComponent?.isEditable = viewModel.isOperator
        super.baseChannelSettingsViewModel(viewModel, didChangeChannel: channel, withContext: context)
    }

    /// The channel is deleted: the channel's screens close, back to the root (the open
    /// channel list).
    open func openChannelSettingsViewModel(_ viewModel: OpenChannelSettingsViewModel, didDeleteChannel channel: OpenChannel) {
        isDeleting = false
        popToChannelList()
    }

    /// The channel went away (deleted by someone else, or the current user was banned): the
    /// channel's screens close, back to the root, and an alert says why.
    open override func baseChannelSettingsViewModel(_ viewModel: BaseChannelSettingsViewModel, shouldDismissForChannelSettings channel: BaseChannel?) {
        let navigation = navigationController
        popToChannelList()
        if let navigation { showChannelClosedAlert(on: navigation) }
    }

    /// A refusal to delete says so in a notice; others show as the base shows them.
    open override func didReceiveError(_ error: ChatError, isBlocker: Bool) {
        guard isDeleting, !isBlocker else {
            super.didReceiveError(error, isBlocker: isBlocker)
            return
        }
        isDeleting = false
        showNotice(StringSet.current.channelSettings.deleteFailed(ChannelErrorText.reason(for: error, in: channel)), kind: .error)
    }
}
