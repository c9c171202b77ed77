import BanterCanvas
import BanterChatSDK
import BanterUIKitCore
import BanterViews

/// The screen for chatting in one group channel: a header (back, name, member count or who
/// is typing), the message list and the input (see `BaseChannelViewController` for the
/// shared behaviour and keys). Adds what only group channels have: typing indicators (the
/// header's subtitle and a bubble in the list), read marks (on appear, and for messages
/// arriving while at the bottom or when scrolled back to it), and the new-message count
/// while scrolled up.
///
/// - Components come from `ModuleSet.groupChannelModule` when the controller is
///   initialised; they are configured in `setupViews()`.
/// - The view model comes from `createViewModel(...)`, which asks
///   `ViewModelSet.groupChannelViewModel`, for `BanterUIKit.client`.
/// - `showInviteUser()` pushes `ViewControllerSet.inviteUserViewController` for the channel
///   (the settings screen's Invite users does the same); the member count in the header
///   follows the channel live.
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class GroupChannelViewController: BaseChannelViewController, GroupChannelModuleHeaderDelegate, GroupChannelModuleListDelegate,
    GroupChannelModuleListDataSource, GroupChannelModuleInputDelegate, GroupChannelModuleInputDataSource,
    GroupChannelViewModelDelegate, GroupChannelViewModelDataSource, ActionClosures, ReactionsViewControllerDelegate {
    /// The header component.
    public var headerComponent: GroupChannelModule.Header? {
        get { baseHeaderComponent as? GroupChannelModule.Header }
        set { baseHeaderComponent = newValue }
    }
    /// The list component.
    public var listComponent: GroupChannelModule.List? {
        get { baseListComponent as? GroupChannelModule.List }
        set { baseListComponent = newValue }
    }
    /// The input component.
    public var inputComponent: GroupChannelModule.Input? {
        get { baseInputComponent as? GroupChannelModule.Input }
        set { baseInputComponent = newValue }
    }
    /// The view model, made by `createViewModel(...)` in `init`.
    public var viewModel: GroupChannelViewModel? { baseViewModel as? GroupChannelViewModel }
    /// The channel, once loaded.
    public var groupChannel: GroupChannel? { channel as? GroupChannel }

    /// A screen for the channel at `channelURL`, loaded when the screen loads. Resolves the
    /// components and creates the view model.
    public required override init(channelURL: String, startingPoint: Int64 = .max, messageListParams: MessageListParams? = nil) {
        super.init(channelURL: channelURL, startingPoint: startingPoint, messageListParams: messageListParams)
        let module = ModuleSet.groupChannelModule
        baseHeaderComponent = module.headerComponent.init()
        baseListComponent = module.listComponent.init()
        baseInputComponent = module.inputComponent.init()
        baseViewModel = createViewModel(channelURL: channelURL, messageListParams: self.messageListParams, startingPoint: startingPoint)
    }

    /// A screen for `channel`.
    public convenience init(channel: GroupChannel, startingPoint: Int64 = .max, messageListParams: MessageListParams? = nil) {
        self.init(channelURL: channel.channelURL, startingPoint: startingPoint, messageListParams: messageListParams)
    }

    /// Makes the view model from `ViewModelSet.groupChannelViewModel`, for
    /// `BanterUIKit.client`. Override to make your own.
    open func createViewModel(channelURL: String, messageListParams: MessageListParams, startingPoint: Int64) -> GroupChannelViewModel {
        ViewModelSet.groupChannelViewModel.init(client: BanterUIKit.client, channelURL: channelURL, startingPoint: startingPoint,
                                                messageListParams: messageListParams, delegate: self, dataSource: self)
    }

    // MARK: Actions (the reference kit's optional closures)

    /// Runs in `viewDidLoad()`, once the components are configured and before the channel loads.
    public var componentDidLoad: (@MainActor (GroupChannelViewController) -> Void)?
    /// Runs when the screen is about to appear.
    public var componentWillAppear: (@MainActor (GroupChannelViewController) -> Void)?
    /// Runs when the screen is about to disappear.
    public var componentWillDisappear: (@MainActor (GroupChannelViewController) -> Void)?

    // MARK: Lifecycle

    /// Configures the components not configured yet (a subclass may configure one itself,
    /// before or after calling `super`), then adds them.
    open override func setupViews() {
        let theme = resolvedTheme
        if let header = headerComponent, header.baseDelegate == nil { header.configure(delegate: self, theme: theme.channelTheme) }
        if let list = listComponent, list.baseDelegate == nil {
            list.configuration = BanterUIKit.config.groupChannel.channel
            list.configure(delegate: self, dataSource: self, theme: theme.channelTheme, componentTheme: theme.componentTheme)
        }
        if let input = inputComponent, input.baseDelegate == nil { input.configure(delegate: self, dataSource: self, theme: theme.channelTheme) }
        super.setupViews()
    }

    /// Marks the channel read when messages show.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if viewModel?.fullMessageList.isEmpty == false { viewModel?.markAsRead() }
    }

    /// Ends typing.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        viewModel?.endTypingMessage()
    }

    /// Ends typing, then leaves.
    open override func close() {
        viewModel?.endTypingMessage()
        super.close()
    }

    // MARK: Keys

    /// `KeyBindingSet.current.channel.searchInChannel` (no key by default, `/` in the vi
    /// preset) opens the search in this channel; it reaches here only when no text field
    /// took the key, so the input still types a `/`.
    open override func handleKey(_ event: KeyEvent) -> Bool {
        if KeyBindingSet.current.channel.searchInChannel.matches(event) {
            showSearch()
            return true
        }
        return super.handleKey(event)
    }

    /// Opens the message search in this channel (`ViewControllerSet.messageSearchViewController`),
    /// on the navigation controller.
    open func showSearch() {
        let search = ViewControllerSet.messageSearchViewController.init(channelURL: channelURL, params: nil)
        navigationController?.pushViewController(search)
    }

    // MARK: Header

    /// Opens the channel's settings (`ViewControllerSet.groupChannelSettingsViewController`).
    open func showChannelSettings() {
        let settings = ViewControllerSet.groupChannelSettingsViewController.init(channelURL: channelURL)
        navigationController?.pushViewController(settings)
    }

    /// Pushes `ViewControllerSet.inviteUserViewController` for this channel on the
    /// navigation controller (nothing happens without one).
    open func showInviteUser() {
        let controller = ViewControllerSet.inviteUserViewController.init(channelURL: channelURL, users: nil)
        navigationController?.pushViewController(controller)
    }

    /// The right item (settings) was chosen: opens the settings.
    open override func baseChannelModule(_ headerComponent: BaseChannelModule.Header, didTapRightItem rightItem: View) {
        showChannelSettings()
    }

    /// The name the channel list shows: a one-to-one chat reads as the other person; an
    /// end-to-end encrypted channel is marked (`StringSet.Channel.encryptedName`).
    open override func channelName(for channel: BaseChannel) -> String {
        guard let channel = channel as? GroupChannel else { return super.channelName(for: channel) }
        let name = GroupChannelCell.displayName(of: channel, currentUserId: viewModel?.currentUserId)
        return channel.isEncrypted ? StringSet.current.channel.encryptedName(name) : name
    }

    /// The member count; in a broadcast channel, the kind as well ("Broadcast · 2 members").
    open override func channelSubtitle(for channel: BaseChannel) -> String {
        guard let channel = channel as? GroupChannel else { return super.channelSubtitle(for: channel) }
        if channel.isBroadcast { return StringSet.current.channel.broadcastMemberCount(channel.memberCount) }
        return StringSet.current.channel.memberCount(channel.memberCount)
    }

    /// The name, and the member count or (with text typing indicators) who is typing.
    open override func updateChannelTitle() {
        super.updateChannelTitle()
        guard let header = headerComponent, channel != nil else { return }
        let typing = viewModel?.typingUsers ?? []
        if BanterUIKit.config.groupChannel.channel.typingIndicatorTypes.contains(.text), !typing.isEmpty {
            header.subtitle = StringSet.current.channel.typing(typing.map { $0.nickname.isEmpty ? $0.userId : $0.nickname })
            header.isTypingSubtitle = true
        }
    }

    // MARK: Threads

    /// Pushes `ViewControllerSet.messageThreadViewController` for the thread of
    /// `parentMessageId` (the reference kit's name and parameters): `parentMessage` shows at
    /// once when given; `startingPoint` 0 opens at the first reply. Nothing happens without
    /// a navigation controller.
    open func showMessageThread(channelURL: String, parentMessageId: Int64, parentMessage: BaseMessage? = nil, startingPoint: Int64 = 0) {
        let controller = ViewControllerSet.messageThreadViewController.init(channelURL: channelURL, parentMessageId: parentMessageId,
                                                                            parentMessage: parentMessage, startingPoint: startingPoint,
                                                                            messageListParams: nil)
        navigationController?.pushViewController(controller)
    }

    /// The thread info under a bubble ("↳ 3 replies", clicked, or `t`): opens the thread.
    open override func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapThreadInfoView message: BaseMessage) {
        guard message.messageId != 0 else { return }
        showMessageThread(channelURL: channelURL, parentMessageId: message.messageId, parentMessage: message)
    }

    /// "Reply in thread" (the channel's reply with `replyType = .thread`): opens the thread.
    open override func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapReplyInThreadMessage message: BaseMessage) {
        guard message.messageId != 0 else { return }
        showMessageThread(channelURL: channelURL, parentMessageId: message.messageId, parentMessage: message)
    }

    // MARK: List

    /// "Mark as unread" was chosen: the view model marks the channel unread from `message`,
    /// and on success the unread line moves above it (`moveUnreadLineToReadState()`).
    open func groupChannelModule(_ listComponent: BaseChannelModule.List, didTapMarkAsUnread message: BaseMessage) {
        viewModel?.markMessageAsUnread(message) { [weak self] result in
            if case .success = result { self?.moveUnreadLineToReadState() }
        }
    }

    /// Moves the list's unread line to the current user's read time when it went back (marked
    /// unread here or on another of the user's clients); a read that moved forward leaves
    /// the line where the screen opened it.
    open func moveUnreadLineToReadState() {
        guard let list = listComponent, let channel = viewModel?.groupChannel, channel.unreadMessageCount > 0,
              let me = viewModel?.currentUserId, let read = channel.lastReadTimes[me] else { return }
        if let current = list.unreadLineAfter, current <= read { return }
        list.moveUnreadLine(after: read)
    }

    /// Updates as the base does; a change of read status may be the user marking the channel
    /// unread on another client, which moves the unread line here too.
    open override func baseChannelViewModel(_ viewModel: BaseChannelViewModel, didChangeChannel channel: BaseChannel?, withContext context: MessageContext?) {
        super.baseChannelViewModel(viewModel, didChangeChannel: channel, withContext: context)
        if context?.source == .eventReadStatusUpdated { moveUnreadLineToReadState() }
    }

    /// Who is typing, from the view model.
    open func groupChannelModule(_ listComponent: GroupChannelModule.List, typingUsersInTableView tableView: TableView) -> [User] {
        viewModel?.typingUsers ?? []
    }

    /// Marks the channel read when the list comes back to the bottom with new messages.
    open override func baseChannelModule(_ listComponent: BaseChannelModule.List, didScroll tableView: TableView) {
        if listComponent.isScrollNearByBottom, viewModel?.isVisible == true, listComponent.newMessageCount > 0 {
            viewModel?.markAsRead()
        }
    }

    /// Scrolls to the newest message and marks the channel read; when the list is not at
    /// the live end, reloads it there first.
    open override func baseChannelModuleDidTapScrollToButton(_ listComponent: BaseChannelModule.List, animated: Bool) {
        if viewModel?.hasNext() == true {
            viewModel?.startCollection(at: .max)
        }
        super.baseChannelModuleDidTapScrollToButton(listComponent, animated: animated)
        viewModel?.markAsRead()
    }

    // MARK: Input

    /// Keeps the current user marked as typing.
    open override func baseChannelModuleDidStartTyping(_ inputComponent: BaseChannelModule.Input) {
        viewModel?.startTypingMessage()
    }

    /// Ends typing.
    open override func baseChannelModuleDidEndTyping(_ inputComponent: BaseChannelModule.Input) {
        viewModel?.endTypingMessage()
    }

    // MARK: View model

    /// Counts messages that arrived while scrolled up on the new-message button.
    open func groupChannelViewModel(_ viewModel: GroupChannelViewModel, didReceiveNewMessages count: Int) {
        listComponent?.newMessageCount += count
    }

    /// Shows the messages, then the header (the typing people live in both).
    open override func baseChannelViewModel(_ viewModel: BaseChannelViewModel, didChangeMessageList messages: [BaseMessage], needsToReload: Bool, initialLoad: Bool) {
        super.baseChannelViewModel(viewModel, didChangeMessageList: messages, needsToReload: needsToReload, initialLoad: initialLoad)
        updateChannelTitle()
    }

    // MARK: Reactions

    /// Presents `ViewControllerSet.emojiListViewController` for `message`; the emoji chosen
    /// is added, or taken back (`didReactToMessage`).
    open override func showEmojiListModal(message: BaseMessage) {
        presentEmojiListThroughSet(message: message)
    }

    /// Pushes `ViewControllerSet.reactionsViewController` for `message`, on
    /// `selectedReaction`'s tab, this screen hearing the user chosen.
    open override func showReactions(message: BaseMessage, selectedReaction: Reaction?) {
        pushReactionsThroughSet(message: message, selectedReaction: selectedReaction, delegate: self)
    }

    /// A user chosen on the reactions screen: back to this screen, then their profile, as
    /// from a message (`didTapUserProfile`).
    open func reactionsViewController(_ viewController: ReactionsViewController, didTapUserProfile user: User) {
        guard let list = baseListComponent else { return }
        viewController.popToPrevious()
        baseChannelModule(list, didTapUserProfile: user)
    }

    // MARK: Profiles

    /// Opens the one-to-one channel a profile's "Message" made:
    /// `ViewControllerSet.groupChannelViewController`, pushed.
    open override func showChannel(channelURL: String) {
        pushGroupChannel(channelURL: channelURL)
    }
}
