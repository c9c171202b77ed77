import BanterChatSDK
import BanterUIKitCore

/// The moderation screen of a channel, for group and open channels alike (`channelType`),
/// for its operators (the settings show Moderations only to them): Operators, Muted members
/// (Muted users in an open channel) and Banned users, each opening the matching user list
/// (`ViewControllerSet.groupUserListViewController` or `openUserListViewController`), and
/// Freeze channel, a switch.
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

    // MARK: ModerationsModuleListDelegate

    /// Opens the operators list.
    open func moderationsModuleDidSelectOperators(_ listComponent: ModerationsModule.List) { showOperatorList() }
    /// Opens the muted members or users list.
    open func moderationsModuleDidSelectMutedUsers(_ listComponent: ModerationsModule.List) { showMutedUserList() }
    /// Opens the banned users list.
    open func moderationsModuleDidSelectBannedUsers(_ listComponent: ModerationsModule.List) { showBannedUserList() }

    /// Asks the service to freeze or unfreeze.
    open func moderationsModule(_ listComponent: ModerationsModule.List, didChangeFreezeMode state: Bool) {
        changeFreeze(state)
    }
}
