import BanterChatSDK
import BanterUIKitCore

/// The moderation screen of a group channel, for its operators (the settings show
/// Moderations only to them): Operators, Muted members and Banned users, each opening the
/// matching `ViewControllerSet.groupUserListViewController`, and Freeze channel, a switch.
///
/// - Components come from `ModuleSet.groupModerationsModule` when the controller is
///   initialised; the view model from `createViewModel()`, which asks
///   `ViewModelSet.groupModerationsViewModel`.
/// - Keys: Up/Down move, Enter chooses (flips the freeze switch), Esc goes back.
/// - A refusal (400108 when the current user is no longer an operator) shows as a notice,
///   and the switch shows the channel as it is.
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class GroupModerationsViewController: BaseChannelSettingsViewController, GroupModerationsModuleListDelegate {
    /// The header, made from `ModuleSet.groupModerationsModule.headerComponent`.
    public var headerComponent: GroupModerationsModule.Header? {
        get { baseHeaderComponent as? GroupModerationsModule.Header }
        set { baseHeaderComponent = newValue }
    }
    /// The list, made from `ModuleSet.groupModerationsModule.listComponent`.
    public var listComponent: GroupModerationsModule.List? {
        get { baseListComponent as? GroupModerationsModule.List }
        set { baseListComponent = newValue }
    }
    /// The view model, made by `createViewModel()`.
    public var viewModel: GroupModerationsViewModel? { baseViewModel as? GroupModerationsViewModel }

    /// The moderation screen of the group channel at `channelURL`. Resolves the components.
    public required init(channelURL: String) {
        super.init(channelURL: channelURL, channelType: .group)
        let module = ModuleSet.groupModerationsModule
        baseHeaderComponent = module.headerComponent.init()
        baseListComponent = module.listComponent.init()
    }

    /// Makes the view model from `ViewModelSet.groupModerationsViewModel`, for
    /// `BanterUIKit.client`. Override to make your own.
    open override func createViewModel() -> BaseChannelSettingsViewModel? {
        ViewModelSet.groupModerationsViewModel.init(client: BanterUIKit.client, delegate: self)
    }

    // MARK: Actions

    /// Opens the list of `userListType` (`ViewControllerSet.groupUserListViewController`),
    /// passing the channel loaded here.
    open func showUserList(userListType: ChannelUserListType) {
        let list = (channel as? GroupChannel).map { ViewControllerSet.groupUserListViewController.init(channel: $0, userListType: userListType) }
            ?? ViewControllerSet.groupUserListViewController.init(channelURL: channelURL, userListType: userListType)
        navigationController?.pushViewController(list)
    }

    /// Opens the operators list.
    open func showOperatorList() { showUserList(userListType: .operators) }
    /// Opens the muted members list.
    open func showMutedMemberList() { showUserList(userListType: .muted) }
    /// Opens the banned users list.
    open func showBannedUserList() { showUserList(userListType: .banned) }

    // MARK: GroupModerationsModuleListDelegate

    /// Opens the operators list.
    open func groupModerationsModuleDidSelectOperators(_ listComponent: GroupModerationsModule.List) { showOperatorList() }
    /// Opens the muted members list.
    open func groupModerationsModuleDidSelectMutedMembers(_ listComponent: GroupModerationsModule.List) { showMutedMemberList() }
    /// Opens the banned users list.
    open func groupModerationsModuleDidSelectBannedUsers(_ listComponent: GroupModerationsModule.List) { showBannedUserList() }

    /// Asks the service to freeze or unfreeze.
    open func groupModerationsModule(_ listComponent: GroupModerationsModule.List, didChangeFreezeMode state: Bool) {
        changeFreeze(state)
    }
}
