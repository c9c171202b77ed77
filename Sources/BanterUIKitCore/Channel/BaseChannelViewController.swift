import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterViews
import BanterScheduling

/// What every channel screen shares, typed on `BaseChannel`: a header (back, the channel's
/// name, a subtitle), a message list and an input, driven by a `BaseChannelViewModel`.
/// `GroupChannelViewController` (and the open channel and thread screens) subclass it,
/// supply their components and view model, and add what only they have.
///
/// - Components: a subclass assigns `baseHeaderComponent`, `baseListComponent` and
///   `baseInputComponent` (from its module) in `init` and configures them in
///   `setupViews()`; this class adds them to the view and places them with constraints in
///   `setupLayouts()`: the header on top, the input at the bottom, the list between.
/// - Every delegate and data-source method of the components and the view model is
///   `open`, with the default behaviour documented on each; override any of them.
/// - Keys: typing goes to the input and Enter sends (Alt-Enter starts a new line, and the
///   input grows, the list giving way); Ctrl-O asks for a file to send
///   (`showFilePrompt()`); Up from an empty input moves focus into the list (Enter there
///   opens a message's menu, Esc comes back); Esc from the input goes back; PgUp/PgDn
///   scroll the list from anywhere.
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class BaseChannelViewController: BaseViewController, BaseChannelModuleHeaderDelegate, BaseChannelModuleListDelegate,
    BaseChannelModuleListDataSource, BaseChannelModuleInputDelegate, BaseChannelModuleInputDataSource,
    BaseChannelViewModelDelegate, BaseChannelViewModelDataSource {
    /// The url of the channel shown.
    public let channelURL: String
    /// Where the history starts: a time in milliseconds since 1970, `Int64.max` for the newest.
    public let startingPoint: Int64
    /// How the history loads.
    public let messageListParams: MessageListParams

    /// The header component.
    public var baseHeaderComponent: BaseChannelModule.Header?
    /// The list component.
    public var baseListComponent: BaseChannelModule.List?
    /// The input component.
    public var baseInputComponent: BaseChannelModule.Input?
    /// The view model.
    public var baseViewModel: BaseChannelViewModel?
    /// The channel, once loaded.
    public var channel: BaseChannel? { baseViewModel?.channel }
    /// Enter was pressed before the channel loaded: the input is sent once it has.
    private var sendsInputWhenLoaded = false

    // MARK: Actions (the reference kit's optional closures; each channel screen adds
    // `componentDidLoad`, `componentWillAppear` and `componentWillDisappear`, typed on it)

    /// Runs with the text of a message about to be sent.
    public var messageWillSend: (@MainActor (String) -> Void)?
    /// Runs with a message once the service stored it.
    public var messageDidSend: (@MainActor (BaseMessage) -> Void)?

    /// A screen for the channel at `channelURL`; the subclass supplies components and view
    /// model.
    public init(channelURL: String, startingPoint: Int64 = .max, messageListParams: MessageListParams? = nil) {
        self.channelURL = channelURL
        self.startingPoint = startingPoint
        self.messageListParams = messageListParams ?? MessageListParams(previousResultSize: 40, nextResultSize: 40)
        super.init()
    }

    /// A screen that goes away stops following its channel, so a popped screen costs
    /// nothing when later events arrive.
    isolated deinit {
        baseViewModel?.dispose()
    }

    // MARK: Lifecycle

    /// Adds the components to the view; subclasses configure them before or after calling
    /// `super`.
    open override func setupViews() {
        super.setupViews()
        addComponents([baseListComponent, baseInputComponent, baseHeaderComponent])
        updateChannelTitle()
    }

    /// The header, placed on top by the base (`placeComponents`, `placeHeader`).
    open override var moduleHeaderComponent: (any NavigationHeaderComponent)? { baseHeaderComponent }
    /// The list, placed between the header and the input by the base.
    open override var moduleContentComponent: View? { baseListComponent }
    /// The input, placed at the bottom by the base.
    open override var moduleFooterComponent: View? { baseInputComponent }
    /// The background and navigation bar follow the channel theme.
    open override var screenStyle: ScreenStyle? { resolvedTheme.channelTheme.screenStyle }

    /// Puts the draft back, shows the loading state and loads the channel.
    open override func viewDidLoad() {
        super.viewDidLoad()
        restoreDraft()
        baseListComponent?.setState(.loading)
        baseViewModel?.loadChannel(channelURL: channelURL)
    }

    /// Marks the screen visible (the base placed the header's items).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        baseViewModel?.isVisible = true
    }

    /// Gives the input the focus.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        focusInput()
    }

    /// Marks the screen hidden and keeps the draft.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        baseViewModel?.isVisible = false
        saveDraft()
    }

    /// Keeps what the input holds (outside edit mode) as the channel's draft.
    open func saveDraft() {
        guard let input = baseInputComponent, case .normal = input.mode, let text = input.messageInputView?.text else { return }
        MessageDraftStore.shared.setDraft(text, for: channelURL, account: draftAccount)
    }

    /// Puts the channel's draft back in an empty input.
    open func restoreDraft() {
        guard let field = baseInputComponent?.messageInputView, field.text.isEmpty,
              let draft = MessageDraftStore.shared.draft(for: channelURL, account: draftAccount) else { return }
        field.text = draft
        baseInputComponent?.updateMentions()
    }

    /// Whose drafts this screen keeps: the account its view model's client is signed in as.
    public var draftAccount: MessageDraftStore.Account? { MessageDraftStore.Account(client: baseViewModel?.client) }

    /// Passes this screen's theme (its own or the global one) to the components.
    open override func updateStyles() {
        let theme = resolvedTheme
        baseHeaderComponent?.updateStyles(theme: theme.channelTheme)
        baseListComponent?.updateStyles(theme: theme.channelTheme, componentTheme: theme.componentTheme)
        baseInputComponent?.updateStyles(theme: theme.channelTheme)
        super.updateStyles()
    }

    /// Notices show on the list's bottom row, above the input.
    open override var noticeArea: Rect {
        guard let list = baseListComponent, list.superview === view else { return super.noticeArea }
        return Rect(x: 0, y: max(0, list.frame.maxY - 1), width: view.bounds.width, height: min(1, list.frame.height))
    }

    // MARK: Focus and keys

    /// Puts focus in the input, or in the list while the input is disabled.
    open func focusInput() {
        guard let input = baseInputComponent else { return }
        if input.isEnabled { input.focus() } else { baseListComponent?.tableView.becomeFirstResponder() }
    }

    /// PgUp/PgDn scroll the list from anywhere on the screen; `KeyBindingSet.current.channel.newest`
    /// (Ctrl-End), or a `common.last` key (End) nothing before took, goes back to the newest
    /// message, as they do in the message list; `channel.firstUnread` (Alt-U) goes back to
    /// the unread line (`scrollToFirstUnread()`).
    open override func handleKey(_ event: KeyEvent) -> Bool {
        let keys = KeyBindingSet.current
        if let list = baseListComponent, keys.channel.newest.matches(event) || keys.common.last.matches(event) {
            list.onTapScrollToBottom()
            return true
        }
        if keys.channel.firstUnread.matches(event), scrollToFirstUnread() { return true }
        guard let list = baseListComponent, event.modifiers.isEmpty else { return super.handleKey(event) }
        let page = max(1, list.bounds.height - 1)
        switch event.key {
        case .pageUp: list.tableView.scroll(by: -page); return true
        case .pageDown: list.tableView.scroll(by: page); return true
        default: return super.handleKey(event)
        }
    }

    /// Scrolls the list to the unread line placed when the channel opened, selecting the
    /// first unread message and moving focus to the list; false when there is no line.
    @discardableResult
    open func scrollToFirstUnread() -> Bool {
        guard let list = baseListComponent, list.scrollToUnreadLine() else { return false }
        list.tableView.becomeFirstResponder()
        return true
    }

    /// Leaves the screen (`popToPrevious()`); subclasses end what the screen started.
    open func close() {
        popToPrevious()
    }

    // MARK: Header

    /// Shows the channel's name (or "Loading…" until it loads) and its subtitle.
    open func updateChannelTitle() {
        guard let header = baseHeaderComponent else { return }
        guard let channel else {
            header.title = StringSet.current.channel.loadingTitle
            header.subtitle = ""
            return
        }
        header.title = channelName(for: channel)
        header.subtitle = channelSubtitle(for: channel)
        header.isTypingSubtitle = false
    }

    /// The name the header shows; the channel's own by default.
    open func channelName(for channel: BaseChannel) -> String { channel.name }

    /// The subtitle the header shows; none by default.
    open func channelSubtitle(for channel: BaseChannel) -> String { "" }

    /// Shows or hides the "Connecting…" banner as the connection goes and comes back.
    open override func connectionStateDidChange(_ isConnected: Bool) {
        super.connectionStateDidChange(isConnected)
        guard isViewLoaded else { return }
        baseListComponent?.updateChannelStateBanner()
        view.setNeedsLayout()
    }

    /// Disables the input when the current user cannot send (muted, frozen for
    /// non-operators) and moves the focus to match; shows the frozen banner.
    open func updateChannelStatus() {
        guard let input = baseInputComponent else { return }
        let wasFocused = input.messageInputView?.isFirstResponder ?? false
        input.updateMessageInputModeState()
        baseListComponent?.updateChannelStateBanner()
        view.setNeedsLayout()
        if input.isEnabled, isVisible, view.window?.firstResponder == nil || wasFocused { input.focus() }
        if !input.isEnabled, wasFocused { baseListComponent?.tableView.becomeFirstResponder() }
    }

    /// Places the header's items again (`headerDidUpdateItems`).
    open func baseChannelModule(_ headerComponent: BaseChannelModule.Header, didUpdateTitleView titleView: View?) { headerDidUpdateItems(headerComponent) }

    /// Places the header's items again (`headerDidUpdateItems`).
    open func baseChannelModule(_ headerComponent: BaseChannelModule.Header, didUpdateLeftItem leftItem: View?) { headerDidUpdateItems(headerComponent) }

    /// Places the header's items again (`headerDidUpdateItems`).
    open func baseChannelModule(_ headerComponent: BaseChannelModule.Header, didUpdateRightItem rightItem: View?) { headerDidUpdateItems(headerComponent) }

    /// The title view was chosen; nothing by default.
    open func baseChannelModule(_ headerComponent: BaseChannelModule.Header, didTapTitleView titleView: View?) {}

    /// Back: closes the screen.
    open func baseChannelModule(_ headerComponent: BaseChannelModule.Header, didTapLeftItem leftItem: View) {
        close()
    }

    /// The right item was chosen; nothing by default (the settings screen will open here).
    open func baseChannelModule(_ headerComponent: BaseChannelModule.Header, didTapRightItem rightItem: View) {}

    // MARK: List delegate

    /// Loads earlier messages near the top, later ones near the bottom.
    open func baseChannelModule(_ listComponent: BaseChannelModule.List, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        if indexPath.row < 2 { baseViewModel?.loadPrevMessages() }
        if indexPath.row >= listComponent.rows.count - 2 { baseViewModel?.loadNextMessages() }
    }

    /// A message was chosen; nothing more by default (the list shows its menu).
    open func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapMessage message: BaseMessage, forRowAt indexPath: IndexPath) {}

    /// Shows the person's profile card (`showUserProfile(user:)`), with Message, Block and
    /// Report.
    open func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapUserProfile user: User) {
        showUserProfile(user: user)
    }

    // MARK: User profiles

    /// The channel's view model: the profile's actions go through it.
    open override var userProfileViewModel: BaseViewModel? { baseViewModel }

    /// The channel shown: the profile's marks come from it and reports are filed in it.
    open override var userProfileChannel: BaseChannel? { channel }

    /// The list component's card (`BaseChannelModule.List.createDefaultUserProfileView()`).
    open override func createUserProfileView() -> UserProfileView {
        baseListComponent?.createDefaultUserProfileView() ?? super.createUserProfileView()
    }

    /// The profile closed (or its action ran): the list takes the keys back.
    open override func dismissUserProfile() {
        let wasShown = presentedViewController is UserProfileSheet
        super.dismissUserProfile()
        if wasShown { baseListComponent?.tableView.becomeFirstResponder() }
    }

    /// Builds the rows again, so the user's messages hide behind (or come out of) the
    /// "messages from a blocked user" line.
    open override func userDidChangeBlock(_ user: User, blocked: Bool) {
        baseListComponent?.reloadTableView()
    }

    /// Scrolls to the quoted message and selects it, when it is loaded.
    open func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapQuotedMessageView message: BaseMessage) {
        if let parent = message.parentMessage { listComponent.scrollToMessage(parent) }
    }

    /// Starts a reply in `message`'s thread.
    open func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapThreadInfoView message: BaseMessage) {
        setMessageInputViewMode(.quoteReply(message))
    }

    /// The list scrolled; nothing by default.
    open func baseChannelModule(_ listComponent: BaseChannelModule.List, didScroll tableView: TableView) {}

    /// Scrolls to the newest message.
    open func baseChannelModuleDidTapScrollToButton(_ listComponent: BaseChannelModule.List, animated: Bool) {
        listComponent.scrollToBottom()
    }

    /// Loads the channel again.
    open func baseChannelModuleDidSelectRetry(_ listComponent: BaseChannelModule.List) {
        listComponent.setState(.loading)
        baseViewModel?.loadChannel(channelURL: channelURL)
    }

    /// Esc in the list: back to the input, or out of the screen while the input is off.
    open func baseChannelModuleDidRequestInputFocus(_ listComponent: BaseChannelModule.List) {
        focusInput()
        if baseInputComponent?.isEnabled == false { close() }
    }

    /// The menu closed; the list keeps the focus.
    open func baseChannelModuleDidDismissMenu(_ listComponent: BaseChannelModule.List) {
        listComponent.tableView.becomeFirstResponder()
    }

    /// Copy: puts the message's text (a file's url or name) on the clipboard.
    open func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapCopyMessage message: BaseMessage) {
        let file = message as? FileMessage
        let files = (message as? MultipleFilesMessage)?.files.map { $0.url.isEmpty ? $0.fileName : $0.url }
        Pasteboard.general.string = file.map { $0.url.isEmpty ? $0.name : $0.url } ?? files?.joined(separator: "\n") ?? message.message
        showNotice(StringSet.current.message.copied)
    }

    /// A file of a multiple-files message chosen from its menu: puts its address (its name
    /// while it has none) on the clipboard, as Copy does for a single file message.
    open func baseChannelModule(_ listComponent: BaseChannelModule.List, didSelectFileAt index: Int, of message: MultipleFilesMessage) {
        guard message.files.indices.contains(index) else { return }
        let file = message.files[index]
        Pasteboard.general.string = file.url.isEmpty ? file.fileName : file.url
        showNotice(StringSet.current.message.copied)
    }

    /// Copy link: puts the link on the clipboard (the terminal's too, through OSC 52).
    open func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapCopyLink url: String, of message: BaseMessage) {
        Pasteboard.general.string = url
        showNotice(StringSet.current.message.copied)
    }

    /// Report: asks for a category and a description, then reports the message in this
    /// channel (`showReport(user:message:)`); a message without a sender is not reported.
    open func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapReportMessage message: BaseMessage) {
        guard let sender = message.sender else { return }
        showReport(user: sender, message: message)
    }

    /// Edit: the input switches to edit mode with the message's text.
    open func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapEditMessage message: BaseMessage) {
        setMessageInputViewMode(.edit(message))
    }

    /// Delete: asks first, then deletes the message; the list keeps the keys either way.
    open func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapDeleteMessage message: BaseMessage) {
        let strings = StringSet.current.message
        let alert = AlertController(title: strings.deleteConfirmTitle, message: strings.deleteConfirmMessage, preferredStyle: .alert)
        alert.appearance = resolvedTheme.componentTheme.alertAppearance
        // Cancel comes first, so the highlighted choice (and an Enter pressed once too often)
        // keeps the message.
        alert.addAction(AlertAction(title: StringSet.current.common.cancel, style: .cancel) { [weak listComponent] _ in
            listComponent?.tableView.becomeFirstResponder()
        })
        alert.addAction(AlertAction(title: strings.delete, style: .destructive) { [weak self, weak listComponent] _ in
            self?.baseViewModel?.deleteMessage(message)
            listComponent?.tableView.becomeFirstResponder()
        })
        present(alert)
    }

    /// Read by: lists who has read the message (`showReadMembers(of:)`).
    open func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapReadByMessage message: BaseMessage) {
        showReadMembers(of: message)
    }

    /// Shows who has read `message` (a group channel's members other than its sender, never
    /// the current user): a sheet titled "Read by 3" with one row per reader, by name,
    /// where choosing one shows their profile (`didTapUserProfile`) and Close closes; or, when
    /// no one has, an alert saying "No one yet". The list keeps the keys afterwards.
    open func showReadMembers(of message: BaseMessage) {
        guard let channel = channel as? GroupChannel else { return }
        let strings = StringSet.current.message
        let me = baseViewModel?.currentUserId
        let readers = channel.readMembers(of: message).filter { $0.userId != me }
        func name(_ user: User) -> String { user.nickname.isEmpty ? user.userId : user.nickname }
        guard !readers.isEmpty else {
            presentAlert(title: strings.readByTitle, message: strings.readByNoOne)
            return
        }
        let sheet = AlertController(title: strings.readBy(readers.count), message: nil, preferredStyle: .actionSheet)
        sheet.appearance = resolvedTheme.componentTheme.alertAppearance
        for reader in readers.sorted(by: { name($0).lowercased() < name($1).lowercased() }) {
            sheet.addAction(AlertAction(title: name(reader)) { [weak self] _ in
                guard let self, let list = self.baseListComponent else { return }
                self.baseChannelModule(list, didTapUserProfile: reader)
            })
        }
        sheet.addAction(AlertAction(title: StringSet.current.common.close, style: .cancel))
        present(sheet)
    }

    /// Reply: the input switches to quote-reply mode.
    open func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapReplyMessage message: BaseMessage) {
        setMessageInputViewMode(.quoteReply(message))
    }

    /// Reply in thread: the input replies to the message (sent as a thread reply).
    open func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapReplyInThreadMessage message: BaseMessage) {
        setMessageInputViewMode(.quoteReply(message))
    }

    /// Every emoji was asked for: shows the emoji list (`showEmojiListModal(message:)`).
    open func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapMoreEmojisOnMessage message: BaseMessage) {
        showEmojiListModal(message: message)
    }

    /// Who reacted was asked for: shows the reactions screen (`showReactions(message:selectedReaction:)`)
    /// on the `emojiKey` tab.
    open func baseChannelModule(_ listComponent: BaseChannelModule.List, didLongTapEmoji emojiKey: String, message: BaseMessage) {
        showReactions(message: message, selectedReaction: message.reactions.first { $0.key == emojiKey })
    }

    /// Shows every emoji for `message` to react with. The kit's group channel and thread
    /// screens push `ViewControllerSet.emojiListViewController`; this base, which cannot
    /// reach the sets, shows the quick reaction menu instead.
    open func showEmojiListModal(message: BaseMessage) {
        baseListComponent?.showEmojiMenu(for: message)
    }

    /// Shows who reacted to `message`, by reaction, `selectedReaction`'s tab first chosen.
    /// The kit's group channel and thread screens push
    /// `ViewControllerSet.reactionsViewController`; this base does nothing.
    open func showReactions(message: BaseMessage, selectedReaction: Reaction?) {}

    /// The view model's emoji container.
    open func baseChannelModule(_ listComponent: BaseChannelModule.List, emojiContainerForTableView tableView: TableView) -> EmojiContainer? {
        baseViewModel?.emojiContainer
    }

    /// Adds or takes back the reaction.
    open func baseChannelModule(_ listComponent: BaseChannelModule.List, didReactToMessage message: BaseMessage, withEmoji key: String, selected: Bool) {
        baseViewModel?.setReaction(message: message, emojiKey: key, didSelect: selected)
    }

    /// Sends the failed message again.
    open func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapRetryFailedMessage failedMessage: BaseMessage) {
        baseViewModel?.resendMessage(failedMessage)
    }

    /// Removes the failed message.
    open func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapDeleteFailedMessage failedMessage: BaseMessage) {
        baseViewModel?.deleteFailedMessage(failedMessage)
    }

    /// Switches the input to `mode` and gives it the focus.
    open func setMessageInputViewMode(_ mode: MessageInputMode) {
        baseInputComponent?.updateMessageInputMode(mode)
        focusInput()
    }

    // MARK: List data source

    /// The view model's channel.
    open func baseChannelModule(_ listComponent: BaseChannelModule.List, channelForTableView tableView: TableView) -> BaseChannel? {
        channel
    }

    /// The view model's messages.
    open func baseChannelModule(_ listComponent: BaseChannelModule.List, fullMessagesInTableView tableView: TableView) -> [BaseMessage] {
        baseViewModel?.fullMessageList ?? []
    }

    /// The connected user's id.
    open func baseChannelModule(_ listComponent: BaseChannelModule.List, currentUserIdForTableView tableView: TableView) -> String? {
        baseViewModel?.currentUserId
    }

    /// Whether the view model has newer messages to load.
    open func baseChannelModule(_ listComponent: BaseChannelModule.List, hasNextInTableView tableView: TableView) -> Bool {
        baseViewModel?.hasNext() ?? false
    }

    /// The view model's starting point.
    open func baseChannelModule(_ listComponent: BaseChannelModule.List, startingPointIn tableView: TableView) -> Int64? {
        baseViewModel?.getStartingPoint()
    }

    /// This screen presents the menus.
    open func baseChannelModule(_ listComponent: BaseChannelModule.List, parentViewControllerDisplayMenuItems menuItems: [MenuItem]) -> BaseViewController? {
        self
    }

    // MARK: Input

    /// Sends the text (a reply when `parentMessage` is set) and scrolls to the bottom.
    ///
    /// Before the channel has loaded (a key typed right after opening it, on a slow
    /// connection), the text goes back into the input, in reply mode again for a reply, and
    /// is sent as soon as the channel loads; if it never does, it stays there as a draft.
    open func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didTapSend text: String, parentMessage: BaseMessage?) {
        baseChannelModule(inputComponent, didTapSend: text, mentionedMessageTemplate: "", mentionedUserIds: [], parentMessage: parentMessage)
    }

    /// Sends the text with its mentions (`mentionedUserIds`, and the reference SDK's
    /// template), as `didTapSend:parentMessage:` sends text; without mentions, through the
    /// view model's `sendUserMessage(text:parentMessage:completion:)`.
    open func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didTapSend text: String, mentionedMessageTemplate: String,
                                mentionedUserIds: [String], parentMessage: BaseMessage?) {
        guard channel != nil else {
            if let parentMessage { inputComponent.updateMessageInputMode(.quoteReply(parentMessage)) }
            inputComponent.messageInputView?.text = text
            sendsInputWhenLoaded = true
            return
        }
        messageWillSend?(text)
        let sent: @MainActor (BaseMessage) -> Void = { [weak self] message in self?.messageDidSend?(message) }
        let pending = mentionedUserIds.isEmpty
            ? baseViewModel?.sendUserMessage(text: text, parentMessage: parentMessage, completion: sent)
            : baseViewModel?.sendUserMessage(text: text, mentionedMessageTemplate: mentionedMessageTemplate, mentionedUserIds: mentionedUserIds,
                                             parentMessage: parentMessage, completion: sent)
        if pending != nil { baseListComponent?.scrollToBottom() }
    }

    /// Saves the edit, leaving the message's mentions as they are.
    open func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didTapEdit text: String, message: BaseMessage) {
        baseViewModel?.updateUserMessage(message, text: text)
    }

    /// Saves the edit with the mentions its text now has (none: the message mentions no one
    /// any more), through the view model's
    /// `updateUserMessage(_:text:mentionedMessageTemplate:mentionedUserIds:)`.
    open func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didTapEdit text: String, mentionedMessageTemplate: String,
                                mentionedUserIds: [String], message: BaseMessage) {
        baseViewModel?.updateUserMessage(message, text: text, mentionedMessageTemplate: mentionedMessageTemplate, mentionedUserIds: mentionedUserIds)
    }

    /// The text changed; nothing by default (typing indicators are the group screen's).
    open func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didChangeText text: String) {}

    /// Typing started; nothing by default.
    open func baseChannelModuleDidStartTyping(_ inputComponent: BaseChannelModule.Input) {}

    /// Typing ended; nothing by default.
    open func baseChannelModuleDidEndTyping(_ inputComponent: BaseChannelModule.Input) {}

    /// The mode is about to change; nothing by default.
    open func baseChannelModule(_ inputComponent: BaseChannelModule.Input, willChangeMode mode: MessageInputMode, message: BaseMessage?) {}

    /// The mode changed: lays the screen out again.
    open func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didChangeMode mode: MessageInputMode, message: BaseMessage?) {
        view.setNeedsLayout()
    }

    /// The frozen state changed; nothing more by default (the list shows its banner).
    open func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didUpdateFrozenState isFrozen: Bool) {}

    /// The input's file key: asks for a file's path (`showFilePrompt()`).
    open func baseChannelModuleDidTapAdd(_ inputComponent: BaseChannelModule.Input) {
        showFilePrompt()
    }

    /// Presents the prompt for files' paths, styled from the component theme. Enter hands
    /// what was typed to the input (`pickDocumentFiles(typedPaths:)`), which sends one file
    /// as a file message and several as one multiple-files message; a path that cannot be
    /// sent (or too many) keeps the prompt up with the reason under the field, naming the
    /// path, and sends nothing. Esc closes it. The focus goes back to the input either way.
    /// Returns the prompt, presented (nil when something else is presented).
    @discardableResult
    open func showFilePrompt() -> TextPromptViewController? {
        guard presentedViewController == nil else { return nil }
        let strings = StringSet.current.channel
        let prompt = TextPromptViewController(title: strings.filePromptTitle, message: strings.filePromptMessage,
                                              placeholder: strings.filePromptPlaceholder)
        prompt.hint = strings.filePromptHint
        prompt.appearance = resolvedTheme.componentTheme.alertAppearance
        prompt.onSubmit = { [weak self] prompt, path in
            guard let self, let input = self.baseInputComponent else {
                prompt.dismiss()
                return
            }
            do throws(LocalFileError) {
                try input.pickDocumentFiles(typedPaths: path)
                prompt.dismiss()
            } catch {
                prompt.errorText = self.fileErrorMessage(for: error)
            }
        }
        present(prompt)
        return prompt
    }

    /// What the file prompt says about a path that cannot be sent, from `StringSet`.
    open func fileErrorMessage(for error: LocalFileError) -> String {
        let strings = StringSet.current.channel
        switch error {
        case .emptyPath: return strings.filePathEmpty
        case .notFound(let path): return strings.fileNotFound(path)
        case .isDirectory(let path): return strings.fileIsDirectory(path)
        case .notRegularFile(let path): return strings.fileNotRegular(path)
        case .unreadable(let path): return strings.fileUnreadable(path)
        case .empty(let path): return strings.fileEmpty(path)
        case .tooManyFiles(let count, let limit): return strings.tooManyFiles(count, limit)
        }
    }

    /// Sends the file (a reply when `parentMessage` is set) and scrolls to the bottom;
    /// `messageDidSend` hears it once stored.
    open func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didPickFile file: LocalFile, parentMessage: BaseMessage?) {
        var params = FileMessageCreateParams(fileName: file.name, fileSize: file.size, mimeType: file.mimeType)
        if let bytes = file.contents() {
            params.fileData = bytes
            params.fileSize = bytes.count  // what is sent, should the file have changed since it was picked
        }
        let pending = baseViewModel?.sendFileMessage(messageParams: params, parentMessage: parentMessage) { [weak self] message in
            self?.messageDidSend?(message)
        }
        if pending != nil { baseListComponent?.scrollToBottom() }
    }

    /// Sends several files as one message (a reply when `parentMessage` is set) and scrolls
    /// to the bottom; `messageDidSend` hears it once stored.
    open func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didPickMultipleFiles files: [LocalFile], parentMessage: BaseMessage?) {
        let infos = files.map { file in
            let bytes = file.contents()
            return UploadableFileInfo(fileName: file.name, fileSize: bytes?.count ?? file.size, mimeType: file.mimeType, fileData: bytes)
        }
        let params = MultipleFilesMessageCreateParams(uploadableFileInfoList: infos)
        let pending = baseViewModel?.sendMultipleFilesMessage(messageParams: params, parentMessage: parentMessage) { [weak self] message in
            self?.messageDidSend?(message)
        }
        if pending != nil { baseListComponent?.scrollToBottom() }
    }

    /// Up from an empty input: the list takes the focus.
    open func baseChannelModuleDidRequestListFocus(_ inputComponent: BaseChannelModule.Input) {
        baseListComponent?.tableView.becomeFirstResponder()
    }

    /// The view model's channel.
    open func baseChannelModule(_ inputComponent: BaseChannelModule.Input, channelForInputView messageInputView: View?) -> BaseChannel? {
        channel
    }

    // MARK: View model

    /// Updates the title and the input's state, and sends what Enter sent before the
    /// channel had loaded.
    open func baseChannelViewModel(_ viewModel: BaseChannelViewModel, didChangeChannel channel: BaseChannel?, withContext context: MessageContext?) {
        updateChannelTitle()
        updateChannelStatus()
        if channel != nil, sendsInputWhenLoaded {
            sendsInputWhenLoaded = false
            baseInputComponent?.sendCurrentText()
        }
    }

    /// Shows the messages: the list applies the difference; the first page opens at the
    /// starting point, where the message is highlighted (selected) for
    /// `startingPointHighlightDuration`, unless the person moves into the list meanwhile.
    open func baseChannelViewModel(_ viewModel: BaseChannelViewModel, didChangeMessageList messages: [BaseMessage], needsToReload: Bool, initialLoad: Bool) {
        guard let list = baseListComponent else { return }
        if list.state != .content { list.setState(.content) }
        list.reloadTableView()
        // The offline banner counts the messages waiting to be sent, and says when earlier
        // ones wait for the connection.
        list.isWaitingForConnectionToLoadPrevious = viewModel.isWaitingForConnectionToLoadPrevious
        list.updateChannelStateBanner()
        if initialLoad {
            list.scrollToInitialPosition()
            if viewModel.getStartingPoint() != nil, let highlighted = list.selectedMessage, let scheduler = view.window?.scheduler {
                highlightTask?.cancel()
                highlightTask = scheduler.schedule(after: startingPointHighlightDuration) { [weak list] in
                    guard let list, !list.tableView.isFirstResponder, list.selectedMessage === highlighted else { return }
                    list.tableView.selectRow(at: nil)
                }
            }
        }
    }

    /// How long the message at the starting point stays highlighted.
    open var startingPointHighlightDuration: Duration { .seconds(3) }
    private var highlightTask: ScheduledTask?

    /// A message from someone else arrived in the channel (after the list shows it);
    /// nothing by default (the list counts what arrives while it is scrolled up).
    open func baseChannelViewModel(_ viewModel: BaseChannelViewModel, didReceiveNewMessage message: BaseMessage, forChannel channel: BaseChannel) {}

    /// The input leaves edit (or reply) mode when its message is no longer in the list.
    open func baseChannelViewModel(_ viewModel: BaseChannelViewModel, shouldFinishEditModeForChannel channel: BaseChannel) {
        guard let input = baseInputComponent, let message = input.mode.message else { return }
        if !viewModel.fullMessageList.contains(where: { $0.messageId == message.messageId }) { input.updateMessageInputMode(.normal) }
    }

    /// Closes the screen (and any screen of the channel pushed over it) and says why in an
    /// alert. While another screen is over this one (the channel's settings), that screen
    /// speaks for the channel: it was the one used to leave, or it says why it closed.
    open func baseChannelViewModel(_ viewModel: BaseChannelViewModel, shouldDismissForChannel channel: BaseChannel?) {
        let navigation = navigationController
        let presenter: BaseViewController? = navigation == nil ? self : nil
        let strings = StringSet.current.channel
        let isCovered = navigation.map { $0.topViewController !== self && $0.viewControllers.contains { $0 === self } } ?? false
        close()
        if isCovered { return }
        if let navigationController = navigation {
            showChannelClosedAlert(on: navigationController, message: channelClosedMessage)
        } else if let presenter, presenter.view.window != nil {
            presenter.presentAlert(title: strings.closedTitle, message: channelClosedMessage)
        }
    }

    /// Why the channel closed, as its alert says: `StringSet.current.channel.banned` when
    /// the user was banned (`BaseChannelViewModel.wasBanned`), else `closedMessage`.
    open var channelClosedMessage: String {
        baseViewModel?.wasBanned == true ? StringSet.current.channel.banned : StringSet.current.channel.closedMessage
    }

    /// Shows the loading state while nothing is shown yet.
    open func shouldUpdateLoadingState(_ isLoading: Bool) {
        if isLoading, baseViewModel?.fullMessageList.isEmpty ?? true { baseListComponent?.setState(.loading) }
    }

    /// A blocking error shows in the list with a retry; any other shows as a notice (a
    /// lost acknowledgement or network error is left to the message's failed mark).
    open func didReceiveError(_ error: ChatError, isBlocker: Bool) {
        if isBlocker {
            if channel == nil { baseHeaderComponent?.title = StringSet.current.channel.unavailableTitle }
            let banned = error.code == .bannedFromChannel
            baseListComponent?.setState(.error(banned ? StringSet.current.channel.banned : StringSet.current.channel.loadFailed(error.code.rawValue)))
            if banned { baseInputComponent?.setDisabledState(.banned) }
            // The list takes the keys, so Enter retries.
            baseListComponent?.tableView.becomeFirstResponder()
        } else if error.code != .ackTimeout && error.code != .networkError {
            showNotice(StringSet.current.common.failedNotice(ChannelErrorText.reason(for: error, in: channel)), kind: .error)
        }
    }

    /// Whether the list shows its newest message.
    open func baseChannelViewModel(_ viewModel: BaseChannelViewModel, isScrollNearBottomInChannel channel: BaseChannel?) -> Bool {
        baseListComponent?.isScrollNearByBottom ?? true
    }
}
