import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterViews

/// What every channel settings screen shares (group and open): a header, the channel's
/// name over a list of setting items, and a `BaseChannelSettingsViewModel` following the
/// channel.
///
/// - Components and view model: a subclass assigns `baseHeaderComponent`,
///   `baseListComponent` (from its module) and `baseViewModel` (`createViewModel()`) in
///   `init`; this class configures the components not configured yet in `setupViews()` and
///   places them with constraints in `setupLayouts()`.
/// - Keys: Up/Down move, Enter chooses an item, Esc goes back.
/// - The channel going away for the current user closes the screen.
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class BaseChannelSettingsViewController: BaseViewController, BaseChannelSettingsModuleHeaderDelegate,
    BaseChannelSettingsModuleListDelegate, BaseChannelSettingsModuleListDataSource, BaseChannelSettingsViewModelDelegate {
    /// The url of the channel shown.
    public let channelURL: String
    /// Whether it is a group or an open channel.
    public let channelType: ChannelType
    /// The header component.
    public var baseHeaderComponent: BaseChannelSettingsModule.Header?
    /// The list component.
    public var baseListComponent: BaseChannelSettingsModule.List?
    /// The view model.
    public var baseViewModel: BaseChannelSettingsViewModel?
    /// The channel, once loaded.
    public var channel: BaseChannel? { baseViewModel?.channel }
    /// A freeze or unfreeze asked from here has not been answered yet.
    public private(set) var isChangingFreeze = false

    /// A settings screen for the channel at `channelURL`; the subclass supplies components
    /// and view model.
    public init(channelURL: String, channelType: ChannelType = .group) {
        self.channelURL = channelURL
        self.channelType = channelType
        super.init()
    }

    isolated deinit {
        baseViewModel?.dispose()
    }

    /// The view model a subclass makes; none in the base.
    open func createViewModel() -> BaseChannelSettingsViewModel? { nil }

    // MARK: Lifecycle

    /// Makes the view model if there is none, configures the components not configured yet,
    /// and adds them.
    open override func setupViews() {
        super.setupViews()
        if baseViewModel == nil { baseViewModel = createViewModel() }
        let theme = resolvedTheme.channelSettingsTheme
        if let header = baseHeaderComponent, header.baseDelegate == nil { header.configure(delegate: self, theme: theme) }
        if let list = baseListComponent, list.baseDelegate == nil { list.configure(delegate: self, dataSource: self, theme: theme) }
        addComponents([baseListComponent, baseHeaderComponent])
    }

    /// The header, placed on top by the base (`placeComponents`, `placeHeader`).
    open override var moduleHeaderComponent: (any NavigationHeaderComponent)? { baseHeaderComponent }
    /// The list, placed below the header by the base.
    open override var moduleContentComponent: View? { baseListComponent }
    /// The list's table takes the keys as the screen appears.
    open override var initialFirstResponder: View? { baseListComponent?.tableView }

    /// Loads the channel.
    open override func viewDidLoad() {
        super.viewDidLoad()
        baseViewModel?.loadChannel(channelURL: channelURL, type: channelType)
    }

    /// Passes the theme to the components, then restyles.
    open override func updateStyles() {
        let theme = resolvedTheme.channelSettingsTheme
        baseHeaderComponent?.updateStyles(theme: theme)
        baseListComponent?.updateStyles(theme: theme)
        super.updateStyles()
    }

    /// Esc goes back.
    open override func handleKey(_ event: KeyEvent) -> Bool {
        if event == KeyEvent(.escape) {
            popToPrevious()
            return true
        }
        return super.handleKey(event)
    }

    /// Asks for the channel's new name in a prompt; Enter saves it (the service refuses a
    /// blank or over-long name, shown as a notice), Esc cancels.
    open func showRename() {
        guard let channel else { return }
        let strings = StringSet.current.channelSettings
        let prompt = TextPromptViewController(title: strings.renameTitle, message: strings.renameMessage, text: channel.name)
        prompt.appearance = resolvedTheme.componentTheme.alertAppearance
        prompt.hint = strings.renameSaveHint
        prompt.onSubmit = { [weak self] prompt, name in
            prompt.dismiss()
            self?.baseViewModel?.updateChannel(channelName: name)
            self?.baseListComponent?.tableView.becomeFirstResponder()
        }
        prompt.onCancel = { [weak self] in self?.baseListComponent?.tableView.becomeFirstResponder() }
        present(prompt)
    }

    /// Freezes or unfreezes the channel (the moderation screens' switch); the view model
    /// reports the channel again either way, and a refusal as an error, which this screen
    /// shows as a refused freeze.
    open func changeFreeze(_ freeze: Bool) {
        guard let viewModel = baseViewModel else { return }
        isChangingFreeze = true
        let done: @MainActor (Bool) -> Void = { [weak self] _ in self?.isChangingFreeze = false }
        if freeze { viewModel.freezeChannel(done) } else { viewModel.unfreezeChannel(done) }
    }

    /// Asks before a step that cannot be taken back (leaving, deleting): an alert with Cancel,
    /// highlighted so an Enter pressed once too often changes nothing, and `confirmTitle`,
    /// drawn as destructive, which runs `confirm`. Cancel gives the list the keys again.
    public func presentConfirmation(title: String, message: String, confirmTitle: String, confirm: @escaping @MainActor () -> Void) {
        let alert = AlertController(title: title, message: message, preferredStyle: .alert)
        alert.appearance = resolvedTheme.componentTheme.alertAppearance
        alert.addAction(AlertAction(title: StringSet.current.common.cancel, style: .cancel) { [weak self] _ in
            self?.baseListComponent?.tableView.becomeFirstResponder()
        })
        alert.addAction(AlertAction(title: confirmTitle, style: .destructive) { _ in confirm() })
        present(alert)
    }

    // MARK: Header

    /// Places the header's items again (`headerDidUpdateItems`).
    open func baseChannelSettingsModule(_ headerComponent: BaseChannelSettingsModule.Header, didUpdateTitleView titleView: View?) { headerDidUpdateItems(headerComponent) }

    /// Places the header's items again (`headerDidUpdateItems`).
    open func baseChannelSettingsModule(_ headerComponent: BaseChannelSettingsModule.Header, didUpdateLeftItem leftItem: View?) { headerDidUpdateItems(headerComponent) }

    /// Places the header's items again (`headerDidUpdateItems`).
    open func baseChannelSettingsModule(_ headerComponent: BaseChannelSettingsModule.Header, didUpdateRightItem rightItem: View?) { headerDidUpdateItems(headerComponent) }

    /// Back.
    open func baseChannelSettingsModule(_ headerComponent: BaseChannelSettingsModule.Header, didTapLeftItem leftItem: View) {
        popToPrevious()
    }

    /// The right item was chosen; nothing by default (the settings screens rename here).
    open func baseChannelSettingsModule(_ headerComponent: BaseChannelSettingsModule.Header, didTapRightItem rightItem: View) {}

    // MARK: List

    /// An item was chosen; nothing more by default (its handler ran).
    open func baseChannelSettingsModule(_ listComponent: BaseChannelSettingsModule.List, didSelectItem item: ChannelSettingItem) {}

    /// Loads the channel again.
    open func baseChannelSettingsModuleDidSelectRetry(_ listComponent: BaseChannelSettingsModule.List) {
        listComponent.error = nil
        baseViewModel?.loadChannel(channelURL: channelURL, type: channelType)
    }

    /// The view model's channel.
    open func baseChannelSettingsModule(_ listComponent: BaseChannelSettingsModule.List, channelForTableView tableView: TableView) -> BaseChannel? {
        channel
    }

    /// Whether the current user operates the channel.
    open func baseChannelSettingsModuleIsOperator(_ listComponent: BaseChannelSettingsModule.List) -> Bool {
        baseViewModel?.isOperator ?? false
    }

    /// The connected user's id.
    open func baseChannelSettingsModuleCurrentUserId(_ listComponent: BaseChannelSettingsModule.List) -> String? {
        baseViewModel?.client?.currentUser?.userId
    }

    // MARK: View model

    /// Shows the channel: the items are made again.
    open func baseChannelSettingsViewModel(_ viewModel: BaseChannelSettingsViewModel, didChangeChannel channel: BaseChannel?, withContext context: MessageContext?) {
        baseListComponent?.error = nil
        baseListComponent?.reloadTableView()
    }

    /// Closes the screens of the channel, back to the root (the channel list): the channel
    /// went away for the current user (deleted, left, or they were banned).
    open func baseChannelSettingsViewModel(_ viewModel: BaseChannelSettingsViewModel, shouldDismissForChannelSettings channel: BaseChannel?) {
        popToChannelList()
    }

    /// Loading started or finished; nothing by default (the items show once the channel
    /// has loaded).
    open func shouldUpdateLoadingState(_ isLoading: Bool) {}

    /// A blocking error shows in the list with a retry; a refused freeze as a notice naming
    /// what failed; any other as a notice. A service message naming the channel's URL reads
    /// as the kit's own text with the channel's name (`ChannelErrorText`).
    open func didReceiveError(_ error: ChatError, isBlocker: Bool) {
        if isBlocker {
            baseListComponent?.error = error
        } else if isChangingFreeze {
            showNotice(StringSet.current.moderations.freezeFailed(ChannelErrorText.reason(for: error, in: channel)), kind: .error)
        } else {
            showNotice(ChannelErrorText.reason(for: error, in: channel), kind: .error)
        }
    }
}
