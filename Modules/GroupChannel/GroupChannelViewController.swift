import BanterCanvas
import BanterChatSDK
import BanterScheduling
import BanterTerminal
import BanterUIKitCore
import BanterViews

/// The screen for chatting in one group channel: header (back, name, member count or who
/// is typing), message list and input, built from `ModuleSet.groupChannelModule`'s
/// component classes (resolved when the controller is initialised) and a view model from
/// `ViewModelSet.groupChannelViewModel` (made in `setupViews()`), on `BanterUIKit.client`.
///
/// Keys: typing goes to the input and Enter sends; Up from an empty input (or Tab) moves
/// focus into the list, where Up/Down select a message and Enter opens its context menu
/// (copy, edit, delete, reply, thread, react; retry and remove for failed messages); Esc
/// leaves the list for the input, cancels an edit or reply, and from the input goes back.
/// PgUp/PgDn scroll. A frozen channel (for non-operators) or a mute disables the input
/// with the reason; a channel deleted while open closes the screen with a notice.
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class GroupChannelViewController: BaseViewController, GroupChannelModuleHeaderDelegate, GroupChannelModuleListDelegate,
    GroupChannelModuleListDataSource, GroupChannelModuleInputDelegate, GroupChannelViewModelDelegate, BaseChannelViewModelDataSource {
    /// The url of the channel shown.
    public let channelURL: String
    /// Where the history starts: a time in milliseconds since 1970, `Int64.max` for the newest.
    public let startingPoint: Int64
    /// How the history loads.
    public let messageListParams: MessageListParams

    /// The header component.
    public var headerComponent: GroupChannelModule.Header?
    /// The list component.
    public var listComponent: GroupChannelModule.List?
    /// The input component.
    public var inputComponent: GroupChannelModule.Input?
    /// The view model, made in `setupViews()` by `createViewModel()`.
    public private(set) var viewModel: GroupChannelViewModel?
    /// The channel, once loaded.
    public var channel: GroupChannel? { viewModel?.channel }

    /// Called after the components are configured (end of `setupViews()`).
    public var componentDidLoad: (@MainActor () -> Void)?
    /// Called when the screen is about to appear.
    public var componentWillAppear: (@MainActor () -> Void)?
    /// Called when the screen is about to disappear.
    public var componentWillDisappear: (@MainActor () -> Void)?
    /// Called with the text of a message about to be sent.
    public var messageWillSend: (@MainActor (String) -> Void)?
    /// Called with a message once the service stored it.
    public var messageDidSend: (@MainActor (BaseMessage) -> Void)?

    /// The last notice shown to the person ("Copied", a failure), for tests and apps.
    public private(set) var lastNotice: String?
    /// The reaction keys the context menu offers.
    public var reactionKeys = ["👍", "❤️", "😂", "🎉"]

    private var noticeTask: ScheduledTask?
    private var headerInBar = false

    /// A screen for the channel at `channelURL`, loaded when the screen loads.
    public required init(channelURL: String, startingPoint: Int64 = .max, messageListParams: MessageListParams? = nil) {
        self.channelURL = channelURL
        self.startingPoint = startingPoint
        self.messageListParams = messageListParams ?? MessageListParams(previousResultSize: 40, nextResultSize: 40)
        super.init()
        let module = ModuleSet.groupChannelModule
        headerComponent = module.headerComponent.init()
        listComponent = module.listComponent.init()
        inputComponent = module.inputComponent.init()
    }

    /// A screen for `channel`.
    public convenience init(channel: GroupChannel, startingPoint: Int64 = .max, messageListParams: MessageListParams? = nil) {
        self.init(channelURL: channel.channelURL, startingPoint: startingPoint, messageListParams: messageListParams)
    }

    /// Makes the view model from `ViewModelSet.groupChannelViewModel`.
    open func createViewModel() -> GroupChannelViewModel {
        let model = ViewModelSet.groupChannelViewModel.init(client: BanterUIKit.client, channelURL: channelURL,
                                                            startingPoint: startingPoint, messageListParams: messageListParams)
        model.configuration = BanterUIKit.config.groupChannel.channel
        model.delegate = self
        model.dataSource = self
        return model
    }

    /// A screen that goes away stops following its channel (typing ends, the collection is
    /// disposed), so a popped screen costs nothing when later events arrive.
    isolated deinit {
        viewModel?.dispose()
    }

    // MARK: Lifecycle

    open override func setupViews() {
        super.setupViews()
        if viewModel == nil { viewModel = createViewModel() }
        let theme = resolvedTheme
        headerComponent?.configure(delegate: self, theme: theme.channelTheme)
        listComponent?.configuration = BanterUIKit.config.groupChannel.channel
        listComponent?.configure(delegate: self, dataSource: self, theme: theme)
        inputComponent?.configure(delegate: self, theme: theme.messageInputTheme)
        inputComponent?.icons = theme.icons
        for component in [listComponent as View?, inputComponent].compactMap({ $0 }) where component.superview !== view {
            view.addSubview(component)
        }
        if navigationController == nil, let header = headerComponent {
            header.adoptItems()
            view.addSubview(header)
        } else {
            headerInBar = true
        }
        updateHeader()
        componentDidLoad?()
    }

    open override func setupLayouts() {
        super.setupLayouts()
        view.setNeedsLayout()
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        listComponent?.setState(.loading)
        viewModel?.loadChannel()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bounds = view.bounds
        var top = 0
        if let header = headerComponent, header.superview === view {
            header.frame = Rect(x: 0, y: 0, width: bounds.width, height: min(2, bounds.height))
            top = header.frame.height
        }
        let inputHeight = min(max(0, bounds.height - top), inputComponent?.sizeThatFits(Size(width: bounds.width, height: bounds.height)).height ?? 0)
        inputComponent?.frame = Rect(x: 0, y: bounds.height - inputHeight, width: bounds.width, height: inputHeight)
        listComponent?.frame = Rect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top - inputHeight))
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if headerInBar, let header = headerComponent {
            navigationItem.titleView = header.titleView
            navigationItem.leftBarItems = header.leftBarButton.map { [$0] } ?? []
        }
        viewModel?.isVisible = true
        componentWillAppear?()
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        focusInput()
        if viewModel?.fullMessageList.isEmpty == false { viewModel?.markAsRead() }
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        viewModel?.isVisible = false
        viewModel?.endTyping()
        componentWillDisappear?()
    }

    open override func setupStyles() {
        super.setupStyles()
        let theme = resolvedTheme
        view.backgroundColor = theme.channelTheme.background.background == .default ? nil : theme.channelTheme.background.background
        if let bar = theme.channelTheme.navigationBar.background as Color?, let shadow = theme.channelTheme.navigationBarShadow.foreground as Color? {
            setupNavigationBar(backgroundColor: bar, shadowColor: shadow)
        }
    }

    open override func updateStyles() {
        let theme = resolvedTheme
        headerComponent?.updateStyles(theme: theme.channelTheme)
        listComponent?.updateStyles(theme: theme)
        inputComponent?.updateStyles(theme: theme.messageInputTheme)
        super.updateStyles()
    }

    // MARK: Focus and keys

    /// Puts focus in the input, or in the list while the input is disabled.
    open func focusInput() {
        guard let input = inputComponent else { return }
        if input.isEnabled { input.focus() } else { listComponent?.tableView.becomeFirstResponder() }
    }

    /// PgUp/PgDn scroll the list from anywhere on the screen.
    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard let list = listComponent, event.modifiers.isEmpty else { return super.handleKey(event) }
        let page = max(1, list.bounds.height - 1)
        switch event.key {
        case .pageUp: list.tableView.scroll(by: -page); return true
        case .pageDown: list.tableView.scroll(by: page); return true
        default: return super.handleKey(event)
        }
    }

    // MARK: Header

    /// Shows the channel's name and the member count, or who is typing.
    open func updateHeader() {
        guard let header = headerComponent else { return }
        guard let channel else {
            header.title = "Loading…"
            header.subtitle = ""
            return
        }
        // The same name the channel list shows: a one-to-one chat reads as the other person.
        header.title = GroupChannelCell.displayName(of: channel, currentUserId: viewModel?.currentUserId)
        let typing = viewModel?.typingUsers ?? []
        if BanterUIKit.config.groupChannel.channel.typingIndicatorTypes.contains(.text), !typing.isEmpty {
            header.subtitle = TypingIndicatorCell.summary(of: typing) + "…"
            header.isTypingSubtitle = true
        } else {
            let count = channel.memberCount
            header.subtitle = count == 1 ? "1 member" : "\(count) members"
            header.isTypingSubtitle = false
        }
        if let notice = activeNotice {
            header.subtitle = notice
            header.isTypingSubtitle = true
        }
    }

    private var activeNotice: String?

    /// Shows `text` in the header's subtitle for a moment (and records it in `lastNotice`).
    open func showNotice(_ text: String) {
        lastNotice = text
        activeNotice = text
        updateHeader()
        noticeTask?.cancel()
        noticeTask = BanterUIKit.client?.server.scheduler.schedule(after: .seconds(2)) { [weak self] in
            self?.activeNotice = nil
            self?.updateHeader()
        }
    }

    /// Disables the input when the current user cannot send: "This channel is frozen" for
    /// non-operators of a frozen channel, "You are muted" when muted.
    open func updateInputState() {
        guard let input = inputComponent, let channel else { return }
        let reason: String?
        if channel.myMutedState == .muted { reason = "You are muted" }
        else if channel.isFrozen && channel.myRole != .operator { reason = "This channel is frozen" }
        else { reason = nil }
        let wasFocused = input.textInputView.isFirstResponder
        input.setDisabled(reason: reason)
        view.setNeedsLayout()
        if reason == nil, isVisible, view.window?.firstResponder == nil || wasFocused { input.focus() }
        if reason != nil, wasFocused { listComponent?.tableView.becomeFirstResponder() }
    }

    public func baseChannelModule(_ headerComponent: BaseChannelModule.Header, didUpdateTitleView titleView: View?) {
        if headerInBar { navigationItem.titleView = titleView }
    }

    public func baseChannelModule(_ headerComponent: BaseChannelModule.Header, didUpdateLeftItem leftItem: View?) {
        if headerInBar { navigationItem.leftBarItems = leftItem.map { [$0] } ?? [] }
    }

    open func baseChannelModule(_ headerComponent: BaseChannelModule.Header, didTapLeftItem leftItem: View) {
        close()
    }

    /// Leaves the screen: pops it, or dismisses it when presented.
    open func close() {
        viewModel?.endTyping()
        if let navigationController, navigationController.viewControllers.count > 1 {
            navigationController.popViewController()
        } else {
            dismiss()
        }
    }

    // MARK: List

    public func baseChannelModule(_ listComponent: BaseChannelModule.List, messagesInTableView tableView: TableView) -> [BaseMessage] {
        viewModel?.fullMessageList ?? []
    }

    public func baseChannelModule(_ listComponent: BaseChannelModule.List, channelForTableView tableView: TableView) -> GroupChannel? {
        channel
    }

    public func baseChannelModule(_ listComponent: BaseChannelModule.List, typingUsersInTableView tableView: TableView) -> [User] {
        viewModel?.typingUsers ?? []
    }

    public func baseChannelModule(_ listComponent: BaseChannelModule.List, currentUserIdForTableView tableView: TableView) -> String? {
        viewModel?.currentUserId
    }

    open func baseChannelModule(_ listComponent: BaseChannelModule.List, didSelectMessage message: BaseMessage) {
        showMessageMenu(for: message)
    }

    open func baseChannelModuleDidReachTop(_ listComponent: BaseChannelModule.List) {
        viewModel?.loadPrevious()
    }

    open func baseChannelModuleDidReachBottom(_ listComponent: BaseChannelModule.List) {
        viewModel?.loadNext()
    }

    open func baseChannelModuleDidScroll(_ listComponent: BaseChannelModule.List) {
        if listComponent.isScrolledToBottom, viewModel?.isVisible == true, listComponent.newMessageCount > 0 {
            viewModel?.markAsRead()
        }
    }

    open func baseChannelModuleDidRequestInputFocus(_ listComponent: BaseChannelModule.List) {
        focusInput()
        if inputComponent?.isEnabled == false { close() }
    }

    open func baseChannelModuleDidTapRetry(_ listComponent: BaseChannelModule.List) {
        listComponent.setState(.loading)
        viewModel?.loadChannel()
    }

    open func baseChannelModuleDidTapScrollToBottom(_ listComponent: BaseChannelModule.List) {
        listComponent.scrollToBottom()
        viewModel?.markAsRead()
    }

    // MARK: Context menu

    /// The actions the context menu offers for `message`, in order, as (title, style,
    /// handler). `UIKitConfiguration.messageContextMenuBuilder` narrows them by title.
    open func menuActions(for message: BaseMessage) -> [AlertAction] {
        guard let viewModel else { return [] }
        let isMine = message.sender?.userId == viewModel.currentUserId && !(message is AdminMessage)
        var actions: [AlertAction] = []
        if message.sendingStatus == .failed {
            if message.isResendable {
                actions.append(AlertAction(title: "Retry") { [weak self] _ in self?.viewModel?.resendMessage(message) })
            }
            actions.append(AlertAction(title: "Remove", style: .destructive) { [weak self] _ in self?.viewModel?.deleteMessage(message) })
            return actions
        }
        guard message.isStored else { return [] }
        actions.append(AlertAction(title: "Copy") { [weak self] _ in
            let file = message as? FileMessage
            Pasteboard.general.string = file.map { $0.url.isEmpty ? $0.name : $0.url } ?? message.message
            self?.showNotice("Copied")
        })
        let canSend = inputComponent?.isEnabled ?? false
        if canSend, !(message is AdminMessage) {
            switch BanterUIKit.config.groupChannel.channel.replyType {
            case .quoteReply:
                actions.append(AlertAction(title: "Reply") { [weak self] _ in
                    self?.inputComponent?.setMode(.quoteReply(message))
                    self?.focusInput()
                })
            case .thread:
                actions.append(AlertAction(title: "Reply in thread") { [weak self] _ in
                    self?.inputComponent?.setMode(.quoteReply(message))
                    self?.focusInput()
                })
            case .none: break
            }
        }
        if isMine, message is UserMessage, canSend {
            actions.append(AlertAction(title: "Edit") { [weak self] _ in
                self?.inputComponent?.setMode(.edit(message))
                self?.focusInput()
            })
        }
        if BanterUIKit.config.groupChannel.channel.isReactionsEnabled, !(message is AdminMessage) {
            actions.append(AlertAction(title: "React…") { [weak self] _ in self?.showReactionMenu(for: message) })
        }
        if isMine || channel?.myRole == .operator {
            actions.append(AlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.viewModel?.deleteMessage(message) })
        }
        return actions
    }

    /// Shows the context menu for `message` as an action sheet.
    open func showMessageMenu(for message: BaseMessage) {
        var actions = menuActions(for: message)
        if let builder = BanterUIKit.config.groupChannel.channel.messageContextMenuBuilder {
            let items = actions.map { action in MenuItem(kind: .custom(action.title), title: action.title) {} }
            guard let allowed = builder(message, items) else { return }
            actions = actions.filter { action in allowed.contains { $0.title == action.title } }
        }
        guard !actions.isEmpty else { return }
        let who = message.sender?.nickname ?? "System"
        let preview = message.message.isEmpty ? ((message as? FileMessage)?.name ?? "") : message.message
        let sheet = AlertController(title: who + ": " + preview.replacingOccurrences(of: "\n", with: " "), message: nil, preferredStyle: .actionSheet)
        for action in actions { sheet.addAction(action) }
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        present(sheet)
    }

    /// Shows the reaction keys for `message`.
    open func showReactionMenu(for message: BaseMessage) {
        let sheet = AlertController(title: "React", message: nil, preferredStyle: .actionSheet)
        let me = viewModel?.currentUserId ?? ""
        for key in reactionKeys {
            let given = message.reactions.contains { $0.key == key && $0.userIds.contains(me) }
            sheet.addAction(AlertAction(title: key + (given ? "  (remove)" : "")) { [weak self] _ in self?.viewModel?.toggleReaction(message, key: key) })
        }
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        present(sheet)
    }

    // MARK: Input

    open func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didTapSend text: String, parentMessage: BaseMessage?) {
        messageWillSend?(text)
        let pending = viewModel?.sendUserMessage(text: text, parentMessage: parentMessage) { [weak self] message in
            self?.messageDidSend?(message)
        }
        if pending != nil { listComponent?.scrollToBottom() }
    }

    open func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didTapEdit text: String, message: BaseMessage) {
        viewModel?.updateUserMessage(message, text: text)
    }

    open func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didChangeText text: String) {
        viewModel?.textDidChange(text)
    }

    open func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didChangeMode mode: MessageInputMode) {
        view.setNeedsLayout()
    }

    open func baseChannelModuleDidRequestListFocus(_ inputComponent: BaseChannelModule.Input) {
        listComponent?.tableView.becomeFirstResponder()
    }

    // MARK: View model

    open func baseChannelViewModel(_ viewModel: BaseChannelViewModel, didChangeChannel channel: GroupChannel?, withContext context: MessageContext?) {
        updateHeader()
        updateInputState()
    }

    open func baseChannelViewModel(_ viewModel: BaseChannelViewModel, didChangeMessageList messages: [BaseMessage], isInitialLoad: Bool) {
        guard let list = listComponent else { return }
        if list.state != .content { list.setState(.content) }
        list.reloadTableView()
        if isInitialLoad { list.scrollToBottom() }
        updateHeader()
    }

    open func baseChannelViewModel(_ viewModel: BaseChannelViewModel, didReceiveNewMessages count: Int) {
        listComponent?.newMessageCount += count
    }

    open func baseChannelViewModel(_ viewModel: BaseChannelViewModel, shouldDismissForChannelURL channelURL: String) {
        let presenter: ViewController = navigationController ?? self
        close()
        lastNotice = "This channel is no longer available."
        let alert = AlertController(title: "Channel closed", message: "This channel is no longer available.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .cancel))
        if presenter !== self || view.window != nil { presenter.present(alert) }
    }

    open func shouldUpdateLoadingState(_ isLoading: Bool) {
        if isLoading, viewModel?.fullMessageList.isEmpty ?? true { listComponent?.setState(.loading) }
    }

    open func didReceiveError(_ error: ChatError, isBlocker: Bool) {
        if isBlocker {
            if channel == nil { headerComponent?.title = "Channel unavailable" }
            listComponent?.setState(.error("Couldn't load this channel (\(error.code.rawValue))."))
        } else if error.code != .ackTimeout && error.code != .networkError {
            showNotice("Failed: \(error.message)")
        }
    }

    public func baseChannelViewModel(_ viewModel: BaseChannelViewModel, isScrollNearBottomInChannel channel: GroupChannel?) -> Bool {
        listComponent?.isScrolledToBottom ?? true
    }
}
