import BanterChatSDK
import BanterUIKitCore
import BanterViews

/// The settings screen of a group channel: "Channel information" with Edit (rename), the
/// channel's name and member count, then Moderations (operators only), Notifications,
/// Members and Leave channel (see `BaseChannelSettingsViewController` for what every
/// settings screen shares).
///
/// - Components come from `ModuleSet.groupChannelSettingsModule` when the controller is
///   initialised; the view model from `createViewModel()`, which asks
///   `ViewModelSet.groupChannelSettingsViewModel`.
/// - Edit asks for a new name (`showRename()`); Moderations opens
///   `ViewControllerSet.groupModerationsViewController` (`showModerationList()`);
///   Notifications opens `ViewControllerSet.groupChannelPushSettingsViewController`
///   (`showNotifications()`); Members opens `ViewControllerSet.groupUserListViewController`
///   (`showMemberList()`), whose header invites; `showInviteUser()` opens
///   `ViewControllerSet.inviteUserViewController` for an app that adds Invite users back;
///   Leave asks first (`showLeaveConfirmation()`); the view model reports the leave
///   (`groupChannelSettingsViewModel(_:didLeaveChannel:)`) and the screens of the channel
///   close back to the root, with no alert: the user chose it. The channel going otherwise
///   (deleted, or the user banned) closes them with an alert
///   (`baseChannelSettingsViewModel(_:shouldDismissForChannelSettings:)`).
/// - Keys: Up/Down move, Enter chooses, Tab reaches the header's Edit, Esc goes back.
/// - A refusal (not a member, a name the service refuses) shows as a notice; the screen stays.
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class GroupChannelSettingsViewController: BaseChannelSettingsViewController, GroupChannelSettingsModuleHeaderDelegate,
    GroupChannelSettingsModuleListDelegate, GroupChannelSettingsModuleListDataSource, GroupChannelSettingsViewModelDelegate, ActionClosures {
    /// The header, made from `ModuleSet.groupChannelSettingsModule.headerComponent`.
    public var headerComponent: GroupChannelSettingsModule.Header? {
        get { baseHeaderComponent as? GroupChannelSettingsModule.Header }
        set { baseHeaderComponent = newValue }
    }
    /// The list, made from `ModuleSet.groupChannelSettingsModule.listComponent`.
    public var listComponent: GroupChannelSettingsModule.List? {
        get { baseListComponent as? GroupChannelSettingsModule.List }
        set { baseListComponent = newValue }
    }
    /// The view model, made by `createViewModel()`.
    public var viewModel: GroupChannelSettingsViewModel? { baseViewModel as? GroupChannelSettingsViewModel }

    // MARK: Action closures (the reference kit's optional closures)

    /// Runs in `viewDidLoad()`, once the components are configured and before the channel loads.
    public var componentDidLoad: (@MainActor (GroupChannelSettingsViewController) -> Void)?
    /// Runs when the screen is about to appear.
    public var componentWillAppear: (@MainActor (GroupChannelSettingsViewController) -> Void)?
    /// Runs when the screen is about to disappear.
    public var componentWillDisappear: (@MainActor (GroupChannelSettingsViewController) -> Void)?

    /// The settings of the group channel at `channelURL`. Resolves the components.
    public required init(channelURL: String) {
        super.init(channelURL: channelURL, channelType: .group)
        let module = ModuleSet.groupChannelSettingsModule
        baseHeaderComponent = module.headerComponent.init()
        baseListComponent = module.listComponent.init()
    }

    /// Makes the view model from `ViewModelSet.groupChannelSettingsViewModel`, for
    /// `BanterUIKit.client`. Override to make your own.
    open override func createViewModel() -> BaseChannelSettingsViewModel? {
        ViewModelSet.groupChannelSettingsViewModel.init(client: BanterUIKit.client, delegate: self)
    }

    /// Reads the channel again on coming back, so a choice made on a screen opened from here
    /// (notifications) shows.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if channel != nil { baseListComponent?.reloadTableView() }
    }

    // MARK: Actions

    /// Opens the channel's notification settings (`ViewControllerSet.groupChannelPushSettingsViewController`).
    open func showNotifications() {
        let settings = ViewControllerSet.groupChannelPushSettingsViewController.init(channelURL: channelURL)
        navigationController?.pushViewController(settings)
    }

    /// Opens the channel's member list (`ViewControllerSet.groupUserListViewController`),
    /// passing the channel loaded here.
    open func showMemberList() {
        let list = (channel as? GroupChannel).map { ViewControllerSet.groupUserListViewController.init(channel: $0, userListType: .members) }
            ?? ViewControllerSet.groupUserListViewController.init(channelURL: channelURL, channelType: .group, userListType: .members)
        navigationController?.pushViewController(list)
    }

    /// Opens the channel's moderation screen (`ViewControllerSet.groupModerationsViewController`).
    open func showModerationList() {
        let moderations = ViewControllerSet.groupModerationsViewController.init(channelURL: channelURL)
        navigationController?.pushViewController(moderations)
    }

    /// Opens the invite screen for the channel (`ViewControllerSet.inviteUserViewController`);
    /// inviting there goes back to the channel's screen.
    open func showInviteUser() {
        let invite = ViewControllerSet.inviteUserViewController.init(channelURL: channelURL, users: nil)
        navigationController?.pushViewController(invite)
    }

    /// Opens the message search in this channel (`ViewControllerSet.messageSearchViewController`,
    /// the reference kit's name).
    open func showSearch() {
        let search = ViewControllerSet.messageSearchViewController.init(channelURL: channelURL, params: nil)
        navigationController?.pushViewController(search)
    }

    /// Asks before leaving; Cancel is highlighted, so an Enter pressed once too often stays.
    open func showLeaveConfirmation() {
        let strings = StringSet.current.channelSettings
        presentConfirmation(title: strings.leaveConfirmTitle, message: strings.leaveConfirmMessage, confirmTitle: strings.leaveButton) {
            [weak self] in
            self?.viewModel?.leaveChannel()
        }
    }

    // MARK: Header

    /// Edit: renames the channel.
    open override func baseChannelSettingsModule(_ headerComponent: BaseChannelSettingsModule.Header, didTapRightItem rightItem: View) {
        showRename()
    }

    // MARK: GroupChannelSettingsModuleListDelegate

    /// Opens the notification settings.
    open func groupChannelSettingsModuleDidSelectNotifications(_ listComponent: GroupChannelSettingsModule.List) {
        showNotifications()
    }

    /// Opens the moderation screen.
    open func groupChannelSettingsModuleDidSelectModerations(_ listComponent: GroupChannelSettingsModule.List) {
        showModerationList()
    }

    /// Opens the member list.
    open func groupChannelSettingsModuleDidSelectMembers(_ listComponent: GroupChannelSettingsModule.List) {
        showMemberList()
    }

    /// Opens the invite screen.
    open func groupChannelSettingsModuleDidSelectInviteUsers(_ listComponent: GroupChannelSettingsModule.List) {
        showInviteUser()
    }

    /// Opens the message search in this channel.
    open func groupChannelSettingsModuleDidSelectSearch(_ listComponent: GroupChannelSettingsModule.List) {
        showSearch()
    }

    /// Asks before leaving.
    open func groupChannelSettingsModuleDidSelectLeave(_ listComponent: GroupChannelSettingsModule.List) {
        showLeaveConfirmation()
    }

    // MARK: View model

    /// The user left from here: the channel's screens close, back to the root (the
    /// channel list); no alert, the user chose it.
    open func groupChannelSettingsViewModel(_ viewModel: GroupChannelSettingsViewModel, didLeaveChannel channel: GroupChannel) {
        popToChannelList()
    }

    /// Shows the channel; Edit shows only where the service lets the user rename it: for an
    /// operator, or for anyone in a channel no one operates.
    open override func baseChannelSettingsViewModel(_ viewModel: BaseChannelSettingsViewModel, didChangeChannel channel: BaseChannel?,
                                                    withContext context: MessageContext?) {
        if let group = channel as? GroupChannel {
            headerComponent?.isEditable = group.myRole == .operator || !group.members.contains { $0.role == .operator }
        }
        super.baseChannelSettingsViewModel(viewModel, didChangeChannel: channel, withContext: context)
    }

    /// The channel went (deleted, or the user was banned): the channel's screens close,
    /// back to the root (the channel list), and an alert says why.
    open override func baseChannelSettingsViewModel(_ viewModel: BaseChannelSettingsViewModel, shouldDismissForChannelSettings channel: BaseChannel?) {
        let navigation = navigationController
        popToChannelList()
        guard let navigation else { return }
        showChannelClosedAlert(on: navigation)
    }
}
