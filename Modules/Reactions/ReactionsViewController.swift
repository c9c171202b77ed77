import BanterChatSDK
import BanterTerminal
import BanterUIKitCore
import BanterViews

/// Who reacted to a message (the reference kit's `ReactionsViewController`): a header with
/// back and "Reactions", a row of tabs, one per reaction with how many gave it, and the
/// users who gave the chosen one, by name, the current user's row reading "(You)".
/// Opened from a channel or a thread: a click on a reaction under a message (its tab
/// chosen), or `KeyBindingSet.channel.showReactions` (`e`) on the selected message.
///
/// - Keys: ← → change the tab, ↑ ↓ PgUp PgDn move, Enter chooses a user (their profile,
///   through `delegate`), Esc goes back.
/// - The list follows the message: a reaction given or taken back while the screen is up
///   shows at once; when the message is deleted the screen goes back.
/// - Components come from `ModuleSet.reactionsModule` when the controller is initialised
///   and are configured in `setupViews()`; the view model from `createViewModel()`, which
///   asks `ViewModelSet.reactionsViewModel`.
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class ReactionsViewController: UserTableViewController, ReactionsModuleHeaderDelegate, ReactionsModuleListDelegate,
    ReactionsModuleListDataSource, ReactionsViewModelDelegate, ActionClosures {
    /// The header component.
    public var headerComponent: ReactionsModule.Header?
    /// The list component (tabs and users).
    public var listComponent: ReactionsModule.List?
    /// The view model, made by `createViewModel()` in `init`.
    public private(set) var viewModel: ReactionsViewModel?
    /// Hears a user chosen. Held weakly; the channel screen that opens this one sets itself.
    public weak var delegate: ReactionsViewControllerDelegate?
    /// The channel the message is in.
    public let channel: BaseChannel
    /// The reaction whose tab shows first.
    public let selectedReaction: Reaction?

    /// Runs in `viewDidLoad()`, once the components are configured.
    public var componentDidLoad: (@MainActor (ReactionsViewController) -> Void)?
    /// Runs when the screen is about to appear.
    public var componentWillAppear: (@MainActor (ReactionsViewController) -> Void)?
    /// Runs when the screen is about to disappear.
    public var componentWillDisappear: (@MainActor (ReactionsViewController) -> Void)?

    /// The reactions of `message` in `channel`, `selectedReaction`'s tab (else the first)
    /// chosen. Resolves the components and makes the view model.
    public required init(channel: BaseChannel, message: BaseMessage, selectedReaction: Reaction?) {
        self.channel = channel
        self.selectedReaction = selectedReaction
        super.init()
        let module = ModuleSet.reactionsModule
        headerComponent = module.headerComponent.init()
        listComponent = module.listComponent.init()
        viewModel = createViewModel(message: message)
    }

    isolated deinit {
        viewModel?.dispose()
    }

    /// Makes the view model from `ViewModelSet.reactionsViewModel`, for
    /// `BanterUIKit.client`. Override to make your own.
    open func createViewModel(message: BaseMessage) -> ReactionsViewModel {
        ViewModelSet.reactionsViewModel.init(client: BanterUIKit.client, channel: channel, message: message, delegate: self)
    }

    open override var userTableHeader: UserTableHeader? { headerComponent }
    open override var userTable: UserTableList? { listComponent }

    /// Configures the components not configured yet (a subclass may configure one itself,
    /// before or after calling `super`), then adds them.
    open override func setupViews() {
        super.setupViews()
        let theme = resolvedTheme
        if let header = headerComponent, header.delegate == nil { header.configure(delegate: self, theme: theme.userListTheme) }
        if let list = listComponent, list.delegate == nil {
            list.configure(delegate: self, dataSource: self, selectedKey: selectedReaction?.key,
                           theme: theme.userListTheme, componentTheme: theme.componentTheme)
        }
        addComponents([listComponent, headerComponent])
    }

    // MARK: Header

    /// Places the header's items again.
    open func reactionsModule(_ headerComponent: ReactionsModule.Header, didUpdateTitleView titleView: View?) { headerDidUpdateItems(headerComponent) }
    /// Places the header's items again.
    open func reactionsModule(_ headerComponent: ReactionsModule.Header, didUpdateLeftItem leftItem: View?) { headerDidUpdateItems(headerComponent) }
    /// Back: goes back.
    open func reactionsModule(_ headerComponent: ReactionsModule.Header, didTapLeftItem leftItem: View) { popToPrevious() }

    // MARK: List

    /// A tab was chosen; nothing more here.
    open func reactionsModule(_ listComponent: ReactionsModule.List, didSelectReaction reaction: Reaction) {}

    /// A user was chosen: tells `delegate` (their profile).
    open func reactionsModule(_ listComponent: ReactionsModule.List, didSelectUser user: User) {
        delegate?.reactionsViewController(self, didTapUserProfile: user)
    }

    /// The view model's reactions.
    open func reactionsModule(_ listComponent: ReactionsModule.List, reactionsForTabs tabs: ReactionsModule.TabsView) -> [Reaction] {
        viewModel?.reactions ?? []
    }

    /// The view model's users for `reaction`.
    open func reactionsModule(_ listComponent: ReactionsModule.List, usersFor reaction: Reaction) -> [User] {
        viewModel?.users(for: reaction) ?? []
    }

    /// The connected user's id.
    open func reactionsModuleCurrentUserId(_ listComponent: ReactionsModule.List) -> String? {
        viewModel?.currentUserId
    }

    // MARK: View model

    /// The reactions changed: the tabs and the users show them.
    open func reactionsViewModelDidUpdateReactions(_ viewModel: ReactionsViewModel) {
        listComponent?.reloadTableView()
    }

    /// The message went: back to the channel.
    open func reactionsViewModelDidDeleteMessage(_ viewModel: ReactionsViewModel) {
        popToPrevious()
    }
}
