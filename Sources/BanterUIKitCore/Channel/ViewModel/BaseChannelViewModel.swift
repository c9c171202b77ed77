import BanterChatSDK

/// What every channel screen's model shares, typed on `BaseChannel`: the channel, the
/// messages shown (`fullMessageList`: sent ones oldest first, then pending, then failed),
/// and the actions on them: send (text or a file), resend, delete, edit, react.
///
/// How the channel and its history load is the subclass's: `GroupChannelViewModel` follows
/// a `MessageCollection`; an open channel model pages history itself. Subclasses implement
/// `loadChannel(channelURL:)`, `loadPrevMessages()`, `loadNextMessages()`, `hasPrevious()`,
/// `hasNext()` and call `updateMessageList(_:initialLoad:)` when the messages change.
///
/// Lifecycle: made by its view controller (`createViewModel`), loaded from `viewDidLoad`,
/// disposed when the controller goes. Errors reach the delegate as blocking (nothing to
/// show: the first load) or not (an action failed). Main actor only; every callback runs
/// on the client's scheduler.
@MainActor
open class BaseChannelViewModel: BaseViewModel {
    /// Hears the channel, the messages and errors. Held weakly.
    public weak var baseDelegate: BaseChannelViewModelDelegate?
    /// Answers questions about the screen. Held weakly.
    public weak var baseDataSource: BaseChannelViewModelDataSource?

    open override var commonDelegate: CommonViewModelDelegate? { baseDelegate }

    /// The channel's url.
    public let channelURL: String
    /// Where the history opens (milliseconds since 1970, `Int64.max` for the newest).
    public let startingPoint: Int64
    /// Page sizes and filters.
    public let messageListParams: MessageListParams
    /// How the screen behaves (reply type, typing indicators, reactions).
    public var configuration: ChannelConfiguration

    /// The channel, once loaded.
    public var channel: BaseChannel?
    /// The messages shown: sent ones oldest first, then pending, then failed.
    public private(set) var fullMessageList: [BaseMessage] = []
    /// The emoji reactions can use, once the client has answered `getAllEmojis` (asked by
    /// `loadChannel(channelURL:)`, where reactions are on); nil before, or after a refusal
    /// (the reaction menu then offers the built-in set's).
    public private(set) var emojiContainer: EmojiContainer?
    /// Whether the screen is visible (read marks and similar are sent only then).
    public var isVisible = false
    /// Whether the current user was banned while in the channel (the screen then closes,
    /// saying so: `BaseChannelViewController.channelClosedMessage`). Set by the subclass
    /// that hears the ban.
    public package(set) var wasBanned = false

    /// A model for the channel at `channelURL`; nothing loads until `loadChannel(channelURL:)`.
    public init(client: ChatClient?, channelURL: String, startingPoint: Int64 = .max,
                messageListParams: MessageListParams = MessageListParams(), configuration: ChannelConfiguration) {
        self.channelURL = channelURL
        self.startingPoint = startingPoint
        self.messageListParams = messageListParams
        self.configuration = configuration
        super.init(client: client)
    }

    /// The current user's id.
    public var currentUserId: String? { client?.currentUser?.userId }

    // MARK: Loading (the subclass's)

    /// Loads the channel at `channelURL`, then the messages around `startingPoint`. The base
    /// reports the missing client; subclasses call `super` first and load when it returns
    /// `true`.
    @discardableResult
    open func loadChannel(channelURL: String) -> Bool {
        guard !isDisposed else { return false }
        guard let client else {
            baseDelegate?.didReceiveError(Self.connectionRequiredError, isBlocker: true)
            return false
        }
        if configuration.isReactionsEnabled, emojiContainer == nil {
            client.getAllEmojis { [weak self] result in self?.emojiContainer = try? result.get() }
        }
        return true
    }

    /// Loads the page before the oldest message, when there is one.
    open func loadPrevMessages() {}
    /// Loads the page after the newest message, when the list is not at the live end.
    open func loadNextMessages() {}
    /// Whether older messages remain to be loaded.
    open func hasPrevious() -> Bool { false }
    /// Whether newer messages remain (the list is not at the live end).
    open func hasNext() -> Bool { false }
    /// Where the list opened: `startingPoint`, or nil for the newest messages.
    open func getStartingPoint() -> Int64? { startingPoint == .max ? nil : startingPoint }

    /// Shows `messages` and tells the delegate. `initialLoad` is true for the first page.
    open func updateMessageList(_ messages: [BaseMessage], initialLoad: Bool = false) {
        guard !isDisposed else { return }
        fullMessageList = messages
        baseDelegate?.baseChannelViewModel(self, didChangeMessageList: messages, needsToReload: initialLoad, initialLoad: initialLoad)
    }

    // MARK: Actions

    /// Sends `text`; with `parentMessage` a reply (a thread reply when the reply type is
    /// `.thread`, else quoted in the channel). `completion` hears the message once the
    /// service stored it. Returns the pending message, or nil when there is no channel.
    @discardableResult
    open func sendUserMessage(text: String, parentMessage: BaseMessage? = nil,
                              completion: (@MainActor (BaseMessage) -> Void)? = nil) -> UserMessage? {
        sendUserMessage(text: text, mentionedMessageTemplate: "", mentionedUserIds: [], parentMessage: parentMessage, completion: completion)
    }

    /// Sends `text` mentioning `mentionedUserIds` (the reference SDK's template alongside),
    /// as `sendUserMessage(text:parentMessage:completion:)` sends text; that one comes here
    /// with no mentions, so a subclass overrides this one to change how every text is sent.
    @discardableResult
    open func sendUserMessage(text: String, mentionedMessageTemplate: String, mentionedUserIds: [String], parentMessage: BaseMessage? = nil,
                              completion: (@MainActor (BaseMessage) -> Void)? = nil) -> UserMessage? {
        guard let channel, !isDisposed else { return nil }
        var params = UserMessageCreateParams(message: text)
        params.mentionedUserIds = mentionedUserIds
        params.mentionedMessageTemplate = mentionedMessageTemplate.isEmpty ? nil : mentionedMessageTemplate
        if let parentMessage, parentMessage.messageId != 0 {
            params.parentMessageId = parentMessage.messageId
            params.isReplyToChannel = configuration.replyType != .thread
        }
        return channel.sendUserMessage(params: params) { [weak self] message, error in
            if let error { self?.reportActionError(error) } else { completion?(message) }
        }
    }

    /// Sends a file message described by `messageParams`; with `parentMessage` a reply, as
    /// for text (`sendUserMessage`). The service simulates the upload from the size; the
    /// message shows as pending until it is stored, then as sent, or as failed (and can be
    /// resent). `completion` hears the message once stored. Returns the pending message, or
    /// nil when there is no channel.
    @discardableResult
    open func sendFileMessage(messageParams: FileMessageCreateParams, parentMessage: BaseMessage? = nil,
                              completion: (@MainActor (BaseMessage) -> Void)? = nil) -> FileMessage? {
        guard let channel, !isDisposed else { return nil }
        var params = messageParams
        if let parentMessage, parentMessage.messageId != 0 {
            params.parentMessageId = parentMessage.messageId
            params.isReplyToChannel = configuration.replyType != .thread
        }
        return channel.sendFileMessage(params: params, completion: { [weak self] message, error in
            if let error { self?.reportActionError(error) } else { completion?(message) }
        })
    }

    /// Sends several files as one message (`sendMultipleFilesMessage`); with `parentMessage`
    /// a reply, as `sendFileMessage`. `completion` hears the message once stored. Returns the
    /// pending message, or nil when there is no channel.
    @discardableResult
    open func sendMultipleFilesMessage(messageParams: MultipleFilesMessageCreateParams, parentMessage: BaseMessage? = nil,
                                       completion: (@MainActor (BaseMessage) -> Void)? = nil) -> MultipleFilesMessage? {
        guard let channel, !isDisposed else { return nil }
        var params = messageParams
        if let parentMessage, parentMessage.messageId != 0 {
            params.parentMessageId = parentMessage.messageId
            params.isReplyToChannel = configuration.replyType != .thread
        }
        return channel.sendMultipleFilesMessage(params: params, completionHandler: { [weak self] message, error in
            if let error { self?.reportActionError(error) } else { completion?(message) }
        })
    }

    /// Sends a failed message again (the service dedupes by its request id).
    open func resendMessage(_ message: BaseMessage) {
        guard let channel, message.sendingStatus == .failed else { return }
        if let user = message as? UserMessage {
            channel.resendUserMessage(user) { [weak self] _, error in
                if let error { self?.reportActionError(error) }
            }
        } else if let file = message as? FileMessage {
            channel.resendFileMessage(file) { [weak self] _, error in
                if let error { self?.reportActionError(error) }
            }
        } else if let files = message as? MultipleFilesMessage {
            channel.resendMultipleFilesMessage(files, completionHandler: { [weak self] _, error in
                if let error { self?.reportActionError(error) }
            })
        }
    }

    /// Deletes a sent message. A failed one is only removed from the list
    /// (`deleteFailedMessage`); a pending one waiting in the outbox is taken out before it
    /// goes (the collection then drops it).
    open func deleteMessage(_ message: BaseMessage) {
        if message.sendingStatus == .failed {
            deleteFailedMessage(message)
            return
        }
        if message.sendingStatus == .pending {
            channel?.cancelPendingMessage(requestId: message.requestId)
            return
        }
        guard let channel, message.messageId != 0 else { return }
        channel.deleteMessage(messageId: message.messageId) { [weak self] result in
            if case .failure(let error) = result { self?.reportActionError(error) }
        }
    }

    /// Removes a failed message from the list; the base has nowhere to keep failed
    /// messages, subclasses with a collection override it.
    open func deleteFailedMessage(_ message: BaseMessage) {
        updateMessageList(fullMessageList.filter { $0 !== message })
    }

    /// Replaces the text of one of the current user's messages; its mentions stay.
    open func updateUserMessage(_ message: BaseMessage, text: String) {
        guard message.messageId != 0, text != message.message else { return }
        var params = UserMessageUpdateParams()
        params.message = text
        updateUserMessage(message, params: params)
    }

    /// Replaces the text of one of the current user's messages and whom it mentions
    /// (`mentionedUserIds`, the reference SDK's template beside them; empty ids remove the
    /// mentions). Nothing is sent when neither the text nor the mentions changed.
    open func updateUserMessage(_ message: BaseMessage, text: String, mentionedMessageTemplate: String, mentionedUserIds: [String]) {
        guard message.messageId != 0, text != message.message || mentionedUserIds != message.mentionedUsers.map(\.userId) else { return }
        var params = UserMessageUpdateParams()
        params.message = text
        params.mentionedUserIds = mentionedUserIds
        params.mentionedMessageTemplate = mentionedUserIds.isEmpty || mentionedMessageTemplate.isEmpty ? nil : mentionedMessageTemplate
        updateUserMessage(message, params: params)
    }

    /// Sends an edit of `message`; a failure is reported (`reportActionError`).
    open func updateUserMessage(_ message: BaseMessage, params: UserMessageUpdateParams) {
        guard let channel, message.messageId != 0 else { return }
        channel.updateUserMessage(messageId: message.messageId, params: params) { [weak self] result in
            if case .failure(let error) = result { self?.reportActionError(error) }
        }
    }

    /// Adds the current user's `key` reaction (`selected`), or takes it back.
    open func setReaction(message: BaseMessage, emojiKey key: String, didSelect selected: Bool) {
        guard let channel, message.messageId != 0 else { return }
        let done: @MainActor (Result<ReactionEvent, ChatError>) -> Void = { [weak self] result in
            if case .failure(let error) = result { self?.reportActionError(error) }
        }
        if selected { channel.addReaction(messageId: message.messageId, key: key, completion: done) }
        else { channel.deleteReaction(messageId: message.messageId, key: key, completion: done) }
    }

    /// Whether the current user gave `key` to `message`.
    public func hasReacted(_ message: BaseMessage, key: String) -> Bool {
        guard let me = currentUserId else { return false }
        return message.reactions.contains { $0.key == key && $0.userIds.contains(me) }
    }

    /// Reports a failed action as a non-blocking error, unless the model is disposed.
    public func reportActionError(_ error: ChatError) {
        guard !isDisposed else { return }
        baseDelegate?.didReceiveError(error, isBlocker: false)
    }

    // MARK: Earlier messages while offline

    /// Whether loading the messages before the oldest shown failed for want of a
    /// connection (offline, past what the local cache holds). The list says so in its
    /// banner (`StringSet.channel.previousMessagesNeedConnection`) rather than as an error,
    /// and the load runs again once the client connects (`reloadAfterConnection()`).
    public private(set) var isWaitingForConnectionToLoadPrevious = false

    /// Handles a failed `loadPrevMessages()`: a failure for want of a connection (800101,
    /// 800120) while the client is not connected waits for the connection; any other is
    /// reported (`reportActionError(_:)`). Subclasses call it from their load's failure.
    open func didFailToLoadPrevMessages(_ error: ChatError) {
        let isOffline = client.map { $0.connectionState != .open } ?? true
        guard isOffline, error.code == .connectionRequired || error.code == .networkError else {
            reportActionError(error)
            return
        }
        setWaitingForConnectionToLoadPrevious(true)
    }

    /// Ends the wait for a connection after earlier messages loaded; subclasses call it
    /// from their load's success.
    public func didLoadPrevMessages() {
        setWaitingForConnectionToLoadPrevious(false)
    }

    private func setWaitingForConnectionToLoadPrevious(_ waiting: Bool) {
        guard waiting != isWaitingForConnectionToLoadPrevious, !isDisposed else { return }
        isWaitingForConnectionToLoadPrevious = waiting
        // The list reads the wait as it rebuilds (the banner), with nothing else changed.
        baseDelegate?.baseChannelViewModel(self, didChangeMessageList: fullMessageList, needsToReload: false, initialLoad: false)
    }

    /// Loads the channel again when its load failed (`super`), else the earlier messages
    /// that waited for the connection.
    open override func reloadAfterConnection() {
        super.reloadAfterConnection()
        if isWaitingForConnectionToLoadPrevious, !channelLoadFailed { loadPrevMessages() }
    }
}
