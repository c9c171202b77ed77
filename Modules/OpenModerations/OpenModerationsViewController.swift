import BanterChatSDK
import BanterUIKitCore

/// The moderation screen of an open channel, for its operators (the open settings show
/// Moderations only to them): Operators, Muted users and Banned users, each opening the
/// matching `ViewControllerSet.openUserListViewController`, and Freeze channel, a switch.
///
/// - Components come from `ModuleSet.openModerationsModule` when the controller is
///   initialised; the view model from `createViewModel()`, which asks
///   `ViewModelSet.openModerationsViewModel`.
/// - Keys: Up/Down move, Enter chooses (flips the freeze switch), Esc goes back.
/// - A refusal (400108 when the current user is no longer an operator) shows as a notice,
///   and the switch shows the channel as it is.
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class OpenModerationsViewController: BaseChannelSettingsViewController, OpenModerationsModuleListDelegate {
    /// The header, made from `ModuleSet.openModerationsModule.headerComponent`.
    public var headerComponent: OpenModerationsModule.Header? {
        get { baseHeaderComponent as? OpenModerationsModule.Header }
        set { baseHeaderComponent = newValue }
    }
    /// The list, made from `ModuleSet.openModerationsModule.listComponent`.
    public var listComponent: OpenModerationsModule.List? {
        get { baseListComponent as? OpenModerationsModule.List }
        set { baseListComponent = newValue }
    }
    /// The view model, made by `createViewModel()`.
    public var viewModel: OpenModerationsViewModel? { baseViewModel as? OpenModerationsViewModel }

    /// The moderation screen of the open channel at `channelURL`. Resolves the components.
    public required init(channelURL: String) {
        super.init(channelURL: channelURL, channelType: .open)
        let module = ModuleSet.openModerationsModule
        baseHeaderComponent = module.headerComponent.init()
        baseListComponent = module.listComponent.init()
    }

    /// Makes the view model from `ViewModelSet.openModerationsViewModel`, for
    /// `BanterUIKit.client`. Override to make your own.
    open override func createViewModel() -> BaseChannelSettingsViewModel? {
        ViewModelSet.openModerationsViewModel.init(client: BanterUIKit.client, delegate: self)
    }

    // MARK: Actions

    /// Opens the list of `userListType` (`ViewControllerSet.openUserListViewController`),
    /// passing the channel loaded here.
    open func showUserList(userListType: ChannelUserListType) {
        let list = (channel as? OpenChannel).map { ViewControllerSet.openUserListViewController.init(channel: $0, userListType: userListType) }
            ?? ViewControllerSet.openUserListViewController.init(channelURL: channelURL, userListType: userListType)
        navigationController?.pushViewController(list)
    }

    /// Opens the operators list.
    open func showOperatorList() { showUserList(userListType: .operators) }
    /// Opens the muted users list.
    open func showMutedUserList() { showUserList(userListType: .muted) }
    /// Opens the banned users list.
    open func showBannedUserList() { showUserList(userListType: .banned) }

    // MARK: OpenModerationsModuleListDelegate

    /// Opens the operators list.
    open func openModerationsModuleDidSelectOperators(_ listComponent: OpenModerationsModule.List) { showOperatorList() }
    /// Opens the muted users list.
    open func openModerationsModuleDidSelectMutedUsers(_ listComponent: OpenModerationsModule.List) { showMutedUserList() }
    /// Opens the banned users list.
    open func openModerationsModuleDidSelectBannedUsers(_ listComponent: OpenModerationsModule.List) { showBannedUserList() }

    /// Asks the service to freeze or unfreeze.
    open func openModerationsModule(_ listComponent: OpenModerationsModule.List, didChangeFreezeMode state: Bool) {
        changeFreeze(state)
    }
}
