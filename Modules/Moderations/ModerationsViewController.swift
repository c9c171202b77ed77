import BanterChatSDK
import BanterUIKitCore

/// The moderation screen of a channel, for group and open channels alike (`channelType`),
/// for its operators (the settings show Moderations only to them): Operators, Muted members
/// (Muted users in an open channel) and Banned users, each opening the matching user list
/// (`ViewControllerSet.groupUserListViewController` or `openUserListViewController`),
/// Freeze channel, a switch, and Reports (the reports filed in the channel, in a menu; one
/// opens the reported user's profile).
///
/// - Components come from `ModuleSet.groupModerationsModule` or `openModerationsModule` (by
///   `channelType`) when the controller is initialised; the view model from
///   `createViewModel()`, which asks `ViewModelSet.groupModerationsViewModel` or
///   `openModerationsViewModel`.
/// - Keys: Up/Down move, Enter chooses (flips the freeze switch), Esc goes back.
/// - A refusal (400108 when the current user is no longer an operator) shows as a notice,
///   and the switch shows the channel as it is.
/// - Actions (`ActionClosures`, run by `BaseViewController`): `componentDidLoad` runs in
///   `viewDidLoad()`, after the components are configured and before the view model's first
///   load; `componentWillAppear` and `componentWillDisappear` as the screen appears and goes.
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class ModerationsViewController: BaseChannelSettingsViewController, ModerationsModuleListDelegate, ActionClosures {
    /// The header, made from the module's `headerComponent`.
    public var headerComponent: ModerationsModule.Header? {
        get { baseHeaderComponent as? ModerationsModule.Header }
        set { baseHeaderComponent = newValue }
    }
    /// The list, made from the module's `listComponent`.
    public var listComponent: ModerationsModule.List? {
        get { baseListComponent as? ModerationsModule.List }
        set { baseListComponent = newValue }
    }
    /// The view model, made by `createViewModel()`.
    public var viewModel: ModerationsViewModel? { baseViewModel as? ModerationsViewModel }

    // MARK: Actions (the reference kit's optional closures)

    /// Runs in `viewDidLoad()`, once the components are configured and before the first load.
    public var componentDidLoad: (@MainActor (ModerationsViewController) -> Void)?
    /// Runs each time the screen is about to appear.
    public var componentWillAppear: (@MainActor (ModerationsViewController) -> Void)?
    /// Runs each time the screen is about to disappear.
    public var componentWillDisappear: (@MainActor (ModerationsViewController) -> Void)?

    // MARK: Lifecycle

    /// The moderation screen of the `channelType` channel at `channelURL`. Resolves the
    /// components.
    public required override init(channelURL: String, channelType: ChannelType = .group) {
        super.init(channelURL: channelURL, channelType: channelType)
        let module = channelType == .open ? ModuleSet.openModerationsModule : ModuleSet.groupModerationsModule
        baseHeaderComponent = module.headerComponent.init()
        baseListComponent = module.listComponent.init()
    }

    /// Makes the view model from `ViewModelSet.groupModerationsViewModel` or
    /// `openModerationsViewModel` (by `channelType`), for `BanterUIKit.client`. Override to
    /// make your own.
    open override func createViewModel() -> BaseChannelSettingsViewModel? {
        let type = channelType == .open ? ViewModelSet.openModerationsViewModel : ViewModelSet.groupModerationsViewModel
        return type.init(client: BanterUIKit.client, delegate: self)
    }

    // MARK: Screens opened from here

    /// Opens the list of `userListType` (`ViewControllerSet.groupUserListViewController` or
    /// `openUserListViewController`, by `channelType`), passing the channel loaded here.
    open func showUserList(userListType: ChannelUserListType) {
        let type = channelType == .open ? ViewControllerSet.openUserListViewController : ViewControllerSet.groupUserListViewController
        let list = channel.map { type.init(channel: $0, userListType: userListType) }
            ?? type.init(channelURL: channelURL, channelType: channelType, userListType: userListType)
        navigationController?.pushViewController(list)
    }

    /// Opens the operators list.
    open func showOperatorList() { showUserList(userListType: .operators) }
    /// Opens the muted members or users list.
    open func showMutedUserList() { showUserList(userListType: .muted) }
    /// Opens the banned users list.
    open func showBannedUserList() { showUserList(userListType: .banned) }

    /// Loads the channel's reports (`ModerationsViewModel.loadReports`) and lists them
    /// newest first in a menu (`createReportMenuItems`); choosing one opens the reported
    /// user's profile. No reports, or a refusal (Matrix keeps reports for the homeserver's
    /// administrators: 800110), shows as a notice.
    open func showReports() {
        let strings = StringSet.current.moderations
        viewModel?.loadReports { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let reports) where reports.isEmpty:
                showNotice(strings.noReports)
            case .success(let reports):
                presentMenu(title: strings.reports, items: createReportMenuItems(reports))
            case .failure(let error):
                showNotice(strings.reportsFailed(error.message), kind: .error)
            }
        }
    }

    /// One item per report, newest first, each naming its category, the reported user, the
    /// reporter and the description; choosing one opens the reported user's profile.
    open func createReportMenuItems(_ reports: [ChannelReport]) -> [MenuItem] {
        let strings = StringSet.current
        let members = (channel as? GroupChannel)?.members ?? []
        func user(_ id: String) -> User { members.first { $0.userId == id } ?? User(userId: id) }
        func name(_ id: String) -> String { let found = user(id); return found.nickname.isEmpty ? id : found.nickname }
        return reports.sorted { $0.createdAt > $1.createdAt }.map { report in
            let title = strings.moderations.reportRow(
                strings.userProfile.category(report.category.rawValue), name(report.offendingUserId), name(report.reporterId),
                report.messageId != nil, report.reportDescription)
            return MenuItem(kind: .custom("report"), title: title) { [weak self] in
                _ = self?.showUserProfile(user: user(report.offendingUserId))
            }
        }
    }

    // MARK: ModerationsModuleListDelegate

    /// Opens the operators list.
    open func moderationsModuleDidSelectOperators(_ listComponent: ModerationsModule.List) { showOperatorList() }
    /// Opens the muted members or users list.
    open func moderationsModuleDidSelectMutedUsers(_ listComponent: ModerationsModule.List) { showMutedUserList() }
    /// Opens the banned users list.
    open func moderationsModuleDidSelectBannedUsers(_ listComponent: ModerationsModule.List) { showBannedUserList() }
    /// Lists the channel's reports.
    open func moderationsModuleDidSelectReports(_ listComponent: ModerationsModule.List) { showReports() }

    /// Asks the service to freeze or unfreeze.
    open func moderationsModule(_ listComponent: ModerationsModule.List, didChangeFreezeMode state: Bool) {
        changeFreeze(state)
    }
}
