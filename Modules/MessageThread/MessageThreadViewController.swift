import BanterCanvas
import BanterChatSDK
import BanterUIKitCore
import BanterViews

/// The screen for one message's thread: a header ("Thread" and the channel's name), a list
/// that begins with the parent message info view (sender, time, the whole message, its
/// reactions and reply count) followed by the replies, and an input that sends replies to
/// the thread. Everything the channel screen does with messages works on the replies:
/// grouping, receipts, reactions, edit, delete, pending and failed states, paging both ways
/// (see `BaseChannelViewController` for the keys).
///
/// - Components come from `ModuleSet.messageThreadModule` when the controller is
///   initialised; they are configured in `setupViews()`.
/// - The view model comes from `createViewModel(...)`, which asks
///   `ViewModelSet.messageThreadViewModel`, for `BanterUIKit.client`.
/// - Opened by `GroupChannelViewController.showMessageThread(...)` (the thread info under a
///   bubble, "Reply in thread", and with `replyType = .thread` the channel's reply), through
///   `ViewControllerSet.messageThreadViewController`.
/// - The parent's deletion closes the screen with a notice on the screen below
///   (`messageThreadViewModelShouldDismissMessageThread`).
/// - The draft is kept per thread, apart from the channel's.
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class MessageThreadViewController: BaseChannelViewController, MessageThreadModuleHeaderDelegate, MessageThreadModuleListDelegate,
    MessageThreadModuleListDataSource, MessageThreadModuleInputDelegate, MessageThreadModuleInputDataSource,
    MessageThreadViewModelDelegate, MessageThreadViewModelDataSource, ActionClosures, ReactionsViewControllerDelegate {
    /// The header component.
    public var headerComponent: MessageThreadModule.Header? {
        get { baseHeaderComponent as? MessageThreadModule.Header }
        set { baseHeaderComponent = newValue }
    }
    /// The list component.
    public var listComponent: MessageThreadModule.List? {
        get { baseListComponent as? MessageThreadModule.List }
        set { baseListComponent = newValue }
    }
    /// The input component.
    public var inputComponent: MessageThreadModule.Input? {
        get { baseInputComponent as? MessageThreadModule.Input }
        set { baseInputComponent = newValue }
    }
    /// The view model, made by `createViewModel(...)` in `init`.
    public var viewModel: MessageThreadViewModel? { baseViewModel as? MessageThreadViewModel }
    /// The channel, once loaded.
    public var groupChannel: GroupChannel? { channel as? GroupChannel }
    /// The id of the message the thread replies to.
    public let parentMessageId: Int64
    /// The message the thread replies to, as last heard.
    public var parentMessage: BaseMessage? { viewModel?.parentMessage }

    /// A screen for the thread of `parentMessageId` in the channel at `channelURL`, loaded
    /// when the screen loads. `parentMessage`, when the opener has it, shows at once;
    /// `startingPoint` 0 opens at the first reply, `Int64.max` at the newest. Resolves the
    /// components and creates the view model.
    public required init(channelURL: String, parentMessageId: Int64, parentMessage: BaseMessage? = nil, startingPoint: Int64 = 0,
                         messageListParams: MessageListParams? = nil) {
        self.parentMessageId = parentMessageId
        super.init(channelURL: channelURL, startingPoint: startingPoint, messageListParams: messageListParams)
        let module = ModuleSet.messageThreadModule
        baseHeaderComponent = module.headerComponent.init()
        baseListComponent = module.listComponent.init()
        baseInputComponent = module.inputComponent.init()
        baseViewModel = createViewModel(channelURL: channelURL, parentMessageId: parentMessageId, parentMessage: parentMessage,
                                        messageListParams: self.messageListParams, startingPoint: startingPoint)
    }

    /// Makes the view model from `ViewModelSet.messageThreadViewModel`, for
    /// `BanterUIKit.client`. Override to make your own.
    open func createViewModel(channelURL: String, parentMessageId: Int64, parentMessage: BaseMessage?,
                              messageListParams: MessageListParams, startingPoint: Int64) -> MessageThreadViewModel {
        ViewModelSet.messageThreadViewModel.init(client: BanterUIKit.client, channelURL: channelURL, parentMessageId: parentMessageId,
                                                 parentMessage: parentMessage, startingPoint: startingPoint,
                                                 messageListParams: messageListParams, delegate: self, dataSource: self)
    }

    // MARK: Actions (the reference kit's optional closures)

    /// Runs in `viewDidLoad()`, once the components are configured and before the thread loads.
    public var componentDidLoad: (@MainActor (MessageThreadViewController) -> Void)?
    /// Runs when the screen is about to appear.
    public var componentWillAppear: (@MainActor (MessageThreadViewController) -> Void)?
    /// Runs when the screen is about to disappear.
    public var componentWillDisappear: (@MainActor (MessageThreadViewController) -> Void)?

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
        if let input = inputComponent, input.baseDelegate == nil {
            input.configuration = BanterUIKit.config.groupChannel.channel
            input.configure(delegate: self, dataSource: self, theme: theme.channelTheme)
        }
        super.setupViews()
    }

    /// The key the thread's draft is kept under, apart from the channel's.
    open var draftKey: String { channelURL + "#thread-" + String(parentMessageId) }

    /// Keeps what the input holds (outside edit mode) as the thread's draft.
    open override func saveDraft() {
        guard let input = baseInputComponent, case .normal = input.mode, let text = input.messageInputView?.text else { return }
        MessageDraftStore.shared.setDraft(text, for: draftKey, account: draftAccount)
    }

    /// Puts the thread's draft back in an empty input.
    open override func restoreDraft() {
        guard let field = baseInputComponent?.messageInputView, field.text.isEmpty,
              let draft = MessageDraftStore.shared.draft(for: draftKey, account: draftAccount) else { return }
        field.text = draft
    }

    // MARK: Header

    /// "Thread", with the channel's name (or "Loading…" until it loads) under it.
    open override func updateChannelTitle() {
        guard let header = baseHeaderComponent else { return }
        header.title = StringSet.current.thread.title
        header.subtitle = channel.map { channelName(for: $0) } ?? StringSet.current.channel.loadingTitle
        header.isTypingSubtitle = false
    }

    /// The name the channel list shows: a one-to-one chat reads as the other person.
    open override func channelName(for channel: BaseChannel) -> String {
        guard let channel = channel as? GroupChannel else { return super.channelName(for: channel) }
        return GroupChannelCell.displayName(of: channel, currentUserId: viewModel?.currentUserId)
    }

    // MARK: List

    /// The parent message, from the view model.
    open func messageThreadModule(_ listComponent: MessageThreadModule.List, parentMessageInTableView tableView: TableView) -> BaseMessage? {
        viewModel?.parentMessage
    }

    /// Within a thread, the thread info of a reply means nothing more; the list never shows
    /// one (replies have no threads).
    open override func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapThreadInfoView message: BaseMessage) {}

    /// Scrolls to the newest reply; when the list is not at the newest, loads it there first.
    open override func baseChannelModuleDidTapScrollToButton(_ listComponent: BaseChannelModule.List, animated: Bool) {
        if viewModel?.hasNext() == true { viewModel?.loadInitialMessages(startingPoint: .max) }
        super.baseChannelModuleDidTapScrollToButton(listComponent, animated: animated)
    }

    // MARK: Input

    /// Sends the text as a reply to the thread's parent.
    open override func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didTapSend text: String, parentMessage: BaseMessage?) {
        super.baseChannelModule(inputComponent, didTapSend: text, parentMessage: parentMessage ?? self.parentMessage)
    }

    /// Sends the text and its mentions as a reply to the thread's parent.
    open override func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didTapSend text: String, mentionedMessageTemplate: String,
                                         mentionedUserIds: [String], parentMessage: BaseMessage?) {
        super.baseChannelModule(inputComponent, didTapSend: text, mentionedMessageTemplate: mentionedMessageTemplate,
                                mentionedUserIds: mentionedUserIds, parentMessage: parentMessage ?? self.parentMessage)
    }

    /// Sends the file as a reply to the thread's parent.
    open override func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didPickFile file: LocalFile, parentMessage: BaseMessage?) {
        super.baseChannelModule(inputComponent, didPickFile: file, parentMessage: parentMessage ?? self.parentMessage)
    }

    /// Sends the files as one reply to the thread's parent.
    open override func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didPickMultipleFiles files: [LocalFile], parentMessage: BaseMessage?) {
        super.baseChannelModule(inputComponent, didPickMultipleFiles: files, parentMessage: parentMessage ?? self.parentMessage)
    }

    /// Keeps the view model's option in step with the input's.
    open func messageThreadModule(_ inputComponent: MessageThreadModule.Input, didChangeReplyToChannel isReplyToChannel: Bool) {
        viewModel?.isReplyToChannel = isReplyToChannel
    }

    // MARK: View model

    /// Shows the parent at the top of the list.
    open func messageThreadViewModel(_ viewModel: MessageThreadViewModel, didLoadParentMessage parentMessage: BaseMessage?) {
        listComponent?.updateParentInfoView(parentMessage: parentMessage)
    }

    /// Shows the parent again (an edit, a reaction, its reply count).
    open func messageThreadViewModel(_ viewModel: MessageThreadViewModel, didUpdateParentMessage parentMessage: BaseMessage?) {
        listComponent?.updateParentInfoView(parentMessage: parentMessage)
    }

    /// The parent was deleted: closes the screen and says so on the screen below.
    open func messageThreadViewModelShouldDismissMessageThread(_ viewModel: MessageThreadViewModel) {
        let below = navigationController.flatMap { navigation -> BaseViewController? in
            guard let index = navigation.viewControllers.firstIndex(where: { $0 === self }), index > 0 else { return nil }
            return navigation.viewControllers[index - 1] as? BaseViewController
        }
        close()
        below?.showNotice(StringSet.current.thread.parentDeleted)
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
