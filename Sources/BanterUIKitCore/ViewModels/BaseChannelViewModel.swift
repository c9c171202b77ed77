import BanterChatSDK
import BanterScheduling

/// The model of a channel screen, on a `MessageCollection`: loads the channel and its
/// messages around the starting point, pages both ways, keeps the message list (sent
/// messages oldest first, then pending, then failed) current as events arrive, and runs
/// the actions: send, resend, delete, edit, react, reply (quote or thread), typing
/// indicators (started on the first keystroke, ended after `typingIdleTimeout` or on
/// send), and read marks (on appear, and for new messages while at the bottom).
///
/// A huge gap after a reconnection rebuilds the collection at the live end; the channel
/// going away tells the delegate to close the screen. Main actor only; all callbacks run on
/// the client's scheduler. Call `dispose()` when the screen goes.
@MainActor
open class BaseChannelViewModel: MessageCollectionDelegate {
    /// Hears the changes.
    public weak var delegate: BaseChannelViewModelDelegate?
    /// Answers questions about the screen.
    public weak var dataSource: BaseChannelViewModelDataSource?

    /// The client the model talks to; nil fails the load with 800101.
    public let client: ChatClient?
    /// The channel's url.
    public let channelURL: String
    /// Where the history opens (milliseconds since 1970, `Int64.max` for the newest).
    public let startingPoint: Int64
    /// Page sizes and filters.
    public let messageListParams: MessageListParams
    /// The configuration (reply type, typing indicators).
    public var configuration: ChannelConfiguration = UIKitConfiguration.shared.groupChannel.channel
    /// How long after the last keystroke typing ends.
    public var typingIdleTimeout: Duration = .seconds(3)

    /// The channel, once loaded.
    public private(set) var channel: GroupChannel?
    /// The live collection, once the channel loaded.
    public private(set) var messageCollection: MessageCollection?
    /// The messages shown: sent ones oldest first, then pending, then failed.
    public private(set) var fullMessageList: [BaseMessage] = []
    /// Whether the current user is marked as typing.
    public private(set) var isTyping = false
    /// Whether earlier messages are being loaded.
    public private(set) var isLoadingPrevious = false
    /// Whether later messages are being loaded.
    public private(set) var isLoadingNext = false
    /// Whether the screen is visible (read marks are sent only then).
    public var isVisible = false

    private var typingTask: ScheduledTask?

    /// A model for the channel at `channelURL`; nothing loads until `loadChannel()`.
    public required init(client: ChatClient?, channelURL: String, startingPoint: Int64 = .max, messageListParams: MessageListParams = MessageListParams()) {
        self.client = client
        self.channelURL = channelURL
        self.startingPoint = startingPoint
        self.messageListParams = messageListParams
    }

    /// The current user's id.
    public var currentUserId: String? { client?.currentUser?.userId }

    /// Others typing now.
    open var typingUsers: [User] {
        guard let channel, configuration.typingIndicatorTypes.isEmpty == false else { return [] }
        return channel.typingUsers.filter { $0.userId != currentUserId }
    }

    /// Whether older messages remain.
    public var hasPrevious: Bool { messageCollection?.hasPrevious ?? false }
    /// Whether newer messages remain.
    public var hasNext: Bool { messageCollection?.hasNext ?? false }

    // MARK: Loading

    /// Loads the channel, then the messages around the starting point.
    open func loadChannel() {
        guard let client else {
            delegate?.didReceiveError(ChatError(.connectionRequired, "Connection required: call BanterUIKit.initialize(client:) first."), isBlocker: true)
            return
        }
        delegate?.shouldUpdateLoadingState(true)
        client.getGroupChannel(url: channelURL) { [weak self] result in
            guard let self else { return }
            switch result {
            case .failure(let error):
                self.delegate?.shouldUpdateLoadingState(false)
                self.delegate?.didReceiveError(error, isBlocker: true)
            case .success(let channel):
                self.channel = channel
                self.delegate?.baseChannelViewModel(self, didChangeChannel: channel, withContext: nil)
                self.startCollection(at: self.startingPoint)
            }
        }
    }

    /// Makes and starts a collection at `point`, replacing any earlier one.
    open func startCollection(at point: Int64) {
        guard let client, let channel else { return }
        messageCollection?.dispose()
        let collection = client.createMessageCollection(channel: channel, startingPoint: point, params: messageListParams)
        collection.delegate = self
        messageCollection = collection
        collection.start { [weak self, weak collection] result in
            guard let self, let collection, collection === self.messageCollection else { return }
            self.delegate?.shouldUpdateLoadingState(false)
            switch result {
            case .failure(let error):
                self.delegate?.didReceiveError(error, isBlocker: true)
            case .success:
                self.refreshMessageList(isInitialLoad: true)
                if self.isVisible { self.markAsRead() }
            }
        }
    }

    /// Loads the page before the oldest message, when there is one and none is loading.
    open func loadPrevious() {
        guard let collection = messageCollection, collection.hasPrevious, !isLoadingPrevious, !fullMessageList.isEmpty else { return }
        isLoadingPrevious = true
        collection.loadPrevious { [weak self] result in
            guard let self else { return }
            self.isLoadingPrevious = false
            switch result {
            case .failure(let error): self.delegate?.didReceiveError(error, isBlocker: false)
            case .success(let messages): if !messages.isEmpty { self.refreshMessageList() }
            }
        }
    }

    /// Loads the page after the newest message, when the window is not at the live end.
    open func loadNext() {
        guard let collection = messageCollection, collection.hasNext, !isLoadingNext, !fullMessageList.isEmpty else { return }
        isLoadingNext = true
        collection.loadNext { [weak self] result in
            guard let self else { return }
            self.isLoadingNext = false
            switch result {
            case .failure(let error): self.delegate?.didReceiveError(error, isBlocker: false)
            case .success(let messages): if !messages.isEmpty { self.refreshMessageList() }
            }
        }
    }

    /// Reads the collection's lists into `fullMessageList` and tells the delegate.
    open func refreshMessageList(isInitialLoad: Bool = false) {
        guard let collection = messageCollection else { return }
        rowInputs = currentRowInputs
        fullMessageList = collection.succeededMessages + collection.pendingMessages + collection.failedMessages
        delegate?.baseChannelViewModel(self, didChangeMessageList: fullMessageList, isInitialLoad: isInitialLoad)
    }

    // MARK: Actions

    /// Sends `text`; with `parentMessage` a quote reply, or a thread reply when the reply
    /// type is `.thread`. Typing ends.
    /// `completion` hears the message once the service stored it.
    @discardableResult
    open func sendUserMessage(text: String, parentMessage: BaseMessage? = nil,
                              completion: (@MainActor (BaseMessage) -> Void)? = nil) -> UserMessage? {
        guard let channel else { return nil }
        var params = UserMessageCreateParams(message: text)
        if let parentMessage, parentMessage.messageId != 0 {
            params.parentMessageId = parentMessage.messageId
            params.isReplyToChannel = configuration.replyType != .thread
        }
        endTyping()
        return channel.sendUserMessage(params: params) { [weak self] message, error in
            if let error { self?.delegate?.didReceiveError(error, isBlocker: false) } else { completion?(message) }
        }
    }

    /// Sends a failed message again.
    open func resendMessage(_ message: BaseMessage) {
        guard let channel, message.sendingStatus == .failed else { return }
        if let user = message as? UserMessage {
            channel.resendUserMessage(user) { [weak self] _, error in
                if let error { self?.delegate?.didReceiveError(error, isBlocker: false) }
            }
        } else if let file = message as? FileMessage {
            channel.resendFileMessage(file) { [weak self] _, error in
                if let error { self?.delegate?.didReceiveError(error, isBlocker: false) }
            }
        }
    }

    /// Deletes a sent message, or removes a failed one from the list.
    open func deleteMessage(_ message: BaseMessage) {
        if message.sendingStatus == .failed {
            messageCollection?.removeFailedMessages([message]) { [weak self] _ in self?.refreshMessageList() }
            return
        }
        guard let channel, message.messageId != 0 else { return }
        channel.deleteMessage(messageId: message.messageId) { [weak self] result in
            if case .failure(let error) = result { self?.delegate?.didReceiveError(error, isBlocker: false) }
        }
    }

    /// Replaces the text of one of the current user's messages.
    open func updateUserMessage(_ message: BaseMessage, text: String) {
        guard let channel, message.messageId != 0, text != message.message else { return }
        var params = UserMessageUpdateParams()
        params.message = text
        channel.updateUserMessage(messageId: message.messageId, params: params) { [weak self] result in
            if case .failure(let error) = result { self?.delegate?.didReceiveError(error, isBlocker: false) }
        }
    }

    /// Adds the current user's `key` reaction, or takes it back if they already gave it.
    open func toggleReaction(_ message: BaseMessage, key: String) {
        guard let channel, message.messageId != 0, let me = currentUserId else { return }
        let given = message.reactions.contains { $0.key == key && $0.userIds.contains(me) }
        let done: @MainActor (Result<ReactionEvent, ChatError>) -> Void = { [weak self] result in
            if case .failure(let error) = result { self?.delegate?.didReceiveError(error, isBlocker: false) }
        }
        if given { channel.deleteReaction(messageId: message.messageId, key: key, completion: done) }
        else { channel.addReaction(messageId: message.messageId, key: key, completion: done) }
    }

    /// Marks the channel read.
    open func markAsRead() {
        guard let channel else { return }
        channel.markAsRead { _ in }
    }

    // MARK: Typing

    /// The input's text changed: typing starts on the first keystroke and ends after
    /// `typingIdleTimeout` without one, or when the text is cleared.
    open func textDidChange(_ text: String) {
        guard let channel, let scheduler = client?.server.scheduler else { return }
        typingTask?.cancel()
        if text.isEmpty {
            endTyping()
            return
        }
        if !isTyping {
            isTyping = true
            channel.startTyping { _ in }
        }
        typingTask = scheduler.schedule(after: typingIdleTimeout) { [weak self] in self?.endTyping() }
    }

    /// Ends typing now, if it was on.
    open func endTyping() {
        typingTask?.cancel()
        typingTask = nil
        guard isTyping else { return }
        isTyping = false
        channel?.endTyping { _ in }
    }

    /// Ends typing and stops following the channel.
    open func dispose() {
        endTyping()
        messageCollection?.dispose()
        messageCollection = nil
    }

    // MARK: MessageCollectionDelegate

    open func messageCollection(_ collection: MessageCollection, context: MessageContext, channel: GroupChannel, addedMessages messages: [BaseMessage]) {
        guard collection === messageCollection else { return }
        refreshMessageList()
        guard context.sendingStatus == .succeeded else { return }
        let fromOthers = messages.filter { $0.sender?.userId != currentUserId }
        guard !fromOthers.isEmpty else { return }
        if dataSource?.baseChannelViewModel(self, isScrollNearBottomInChannel: channel) ?? true {
            if isVisible { markAsRead() }
        } else {
            delegate?.baseChannelViewModel(self, didReceiveNewMessages: fromOthers.count)
        }
    }

    open func messageCollection(_ collection: MessageCollection, context: MessageContext, channel: GroupChannel, updatedMessages messages: [BaseMessage]) {
        guard collection === messageCollection else { return }
        refreshMessageList()
    }

    open func messageCollection(_ collection: MessageCollection, context: MessageContext, channel: GroupChannel, deletedMessages messages: [BaseMessage]) {
        guard collection === messageCollection else { return }
        refreshMessageList()
    }

    open func messageCollection(_ collection: MessageCollection, context: MessageContext, updatedChannel channel: GroupChannel) {
        guard collection === messageCollection else { return }
        self.channel = channel
        delegate?.baseChannelViewModel(self, didChangeChannel: channel, withContext: context)
        // Receipts and the typing bubble live in the rows; most channel changes (a read by
        // the current user, a member's unread count) touch neither.
        if currentRowInputs != rowInputs { refreshMessageList() }
    }

    /// What the rows take from the channel rather than from the messages: how far the
    /// others have read and received, and who is typing.
    private struct RowInputs: Equatable {
        var read: Int64
        var delivered: Int64
        var typing: [String]
    }

    /// The row inputs the message list was last built with.
    private var rowInputs: RowInputs?

    private var currentRowInputs: RowInputs? {
        guard let channel else { return nil }
        return RowInputs(read: channel.readWatermark(excluding: currentUserId), delivered: channel.deliveryWatermark(excluding: currentUserId),
                         typing: typingUsers.map(\.userId))
    }

    open func messageCollection(_ collection: MessageCollection, context: MessageContext, deletedChannel channelURL: String) {
        guard collection === messageCollection else { return }
        dispose()
        delegate?.baseChannelViewModel(self, shouldDismissForChannelURL: channelURL)
    }

    open func didDetectHugeGap(_ collection: MessageCollection) {
        guard collection === messageCollection else { return }
        startCollection(at: .max)
    }
}
