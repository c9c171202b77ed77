import BanterChatSDK
import BanterScheduling
import BanterUIKitCore

/// The group channel screen's model: a `BaseChannelViewModel` on a `MessageCollection`.
/// It loads the channel and the messages around the starting point, pages both ways, keeps
/// the list current as events arrive, and adds what only group channels have: typing
/// indicators (`startTypingMessage()` on keystrokes, ending after `typingIdleTimeout` or on
/// send), read marks (on appear, and for new messages while at the bottom), and the
/// receipts and typing people the rows show. A huge gap after a reconnection rebuilds the
/// collection at the live end; the channel going away asks the screen to close.
///
/// Subclass it and assign `ViewModelSet.groupChannelViewModel`, or return it from the view
/// controller's `createViewModel`. Main actor only; call `dispose()` when the screen goes.
@MainActor
open class GroupChannelViewModel: BaseChannelViewModel, MessageCollectionDelegate {
    /// Hears the channel, messages and errors, and the group news. Held weakly.
    public weak var delegate: GroupChannelViewModelDelegate? {
        didSet { baseDelegate = delegate }
    }
    /// Answers questions about the screen. Held weakly.
    public weak var dataSource: GroupChannelViewModelDataSource? {
        didSet { baseDataSource = dataSource }
    }

    /// The channel, once loaded.
    public var groupChannel: GroupChannel? { channel as? GroupChannel }
    /// The live collection, once the channel loaded.
    public private(set) var messageCollection: MessageCollection?
    /// Whether the current user is marked as typing.
    public private(set) var isTyping = false
    /// How long after the last keystroke typing ends.
    public var typingIdleTimeout: Duration = .seconds(3)
    /// Whether earlier messages are being loaded.
    public private(set) var isLoadingPrevious = false
    /// Whether later messages are being loaded.
    public private(set) var isLoadingNext = false
    /// True after "Mark as unread" until the user sends a message: the automatic
    /// `markAsRead()` (on showing the screen, new messages at the bottom) holds off, so the
    /// unread state the user asked for stays while they look at the channel.
    public private(set) var isMarkedUnread = false

    private var typingTask: ScheduledTask?
    /// Whether the channel's load failed while the client was connecting, so the connection
    /// loads it again.

    /// A model for the group channel at `channelURL`; nothing loads until `loadChannel`.
    public required init(client: ChatClient?, channelURL: String, startingPoint: Int64 = .max,
                         messageListParams: MessageListParams = MessageListParams(),
                         delegate: GroupChannelViewModelDelegate? = nil, dataSource: GroupChannelViewModelDataSource? = nil) {
        super.init(client: client, channelURL: channelURL, startingPoint: startingPoint, messageListParams: messageListParams,
                   configuration: UIKitConfiguration.shared.groupChannel.channel)
        self.delegate = delegate
        self.dataSource = dataSource
        baseDelegate = delegate
        baseDataSource = dataSource
    }

    /// Others typing now (none when typing indicators are off).
    open var typingUsers: [User] {
        guard let channel = groupChannel, !configuration.typingIndicatorTypes.isEmpty else { return [] }
        return channel.typingUsers.filter { $0.userId != currentUserId }
    }

    // MARK: Loading

    /// Loads the channel, then the messages around the starting point.
    @discardableResult
    open override func loadChannel(channelURL: String) -> Bool {
        guard super.loadChannel(channelURL: channelURL), let client else { return false }
        delegate?.shouldUpdateLoadingState(true)
        client.getGroupChannel(url: channelURL) { [weak self] result in
            guard let self, !self.isDisposed else { return }
            switch result {
            case .failure(let error):
                switch self.handling(ofFailedLoad: error) {
                case .retryNow:
                    self.loadChannel(channelURL: channelURL)
                case .waitForConnection:
                    self.channelLoadFailed = true
                case .report:
                    self.delegate?.shouldUpdateLoadingState(false)
                    self.delegate?.didReceiveError(error, isBlocker: true)
                }
            case .success(let channel):
                self.channelLoadFailed = false
                self.channel = channel
                self.delegate?.baseChannelViewModel(self, didChangeChannel: channel, withContext: nil)
                self.startCollection(at: self.startingPoint)
            }
        }
        return true
    }

    /// Makes and starts a collection at `point`, replacing any earlier one.
    open func startCollection(at point: Int64) {
        guard let client, let channel = groupChannel, !isDisposed else { return }
        messageCollection?.dispose()
        let collection = client.createMessageCollection(channel: channel, startingPoint: point, params: messageListParams)
        collection.delegate = self
        messageCollection = collection
        collection.start { [weak self, weak collection] result in
            guard let self, let collection, collection === self.messageCollection, !self.isDisposed else { return }
            self.delegate?.shouldUpdateLoadingState(false)
            switch result {
            case .failure(let error):
                self.delegate?.didReceiveError(error, isBlocker: true)
            case .success:
                self.refreshMessageList(initialLoad: true)
                if self.isVisible { self.markAsRead() }
            }
        }
    }

    /// Loads the page before the oldest message, when there is one and none is loading.
    open override func loadPrevMessages() {
        guard let collection = messageCollection, collection.hasPrevious, !isLoadingPrevious, !fullMessageList.isEmpty else { return }
        isLoadingPrevious = true
        collection.loadPrevious { [weak self] result in
            guard let self, !self.isDisposed else { return }
            self.isLoadingPrevious = false
            switch result {
            case .failure(let error): self.didFailToLoadPrevMessages(error)
            case .success(let messages):
                self.didLoadPrevMessages()
                if !messages.isEmpty { self.refreshMessageList() }
            }
        }
    }

    /// Loads the page after the newest message, when the window is not at the live end.
    open override func loadNextMessages() {
        guard let collection = messageCollection, collection.hasNext, !isLoadingNext, !fullMessageList.isEmpty else { return }
        isLoadingNext = true
        collection.loadNext { [weak self] result in
            guard let self, !self.isDisposed else { return }
            self.isLoadingNext = false
            switch result {
            case .failure(let error): self.reportActionError(error)
            case .success(let messages): if !messages.isEmpty { self.refreshMessageList() }
            }
        }
    }

    /// Where the current collection opened: the starting point, or, once the list went
    /// back to the live end (`startCollection(at: .max)`), nil for the newest messages.
    open override func getStartingPoint() -> Int64? {
        guard let collection = messageCollection else { return super.getStartingPoint() }
        return collection.startingPoint == .max ? nil : collection.startingPoint
    }

    open override func hasPrevious() -> Bool { messageCollection?.hasPrevious ?? false }
    open override func hasNext() -> Bool { messageCollection?.hasNext ?? false }

    /// Reads the collection's lists into `fullMessageList` and tells the delegate.
    open func refreshMessageList(initialLoad: Bool = false) {
        guard let collection = messageCollection else { return }
        rowInputs = currentRowInputs
        updateMessageList(collection.succeededMessages + unsentInSendOrder(pending: collection.pendingMessages, failed: collection.failedMessages),
                          initialLoad: initialLoad)
    }

    /// When each unsent message (by request id) was first seen pending: the order it was
    /// sent in.
    private var sendRank: [String: Int] = [:]
    private var nextSendRank = 0

    /// Pending and failed messages together, in the order they were sent. The collection
    /// lists failures in the order they failed, and a lost request fails ten seconds after
    /// one the rate limit refused at once.
    private func unsentInSendOrder(pending: [BaseMessage], failed: [BaseMessage]) -> [BaseMessage] {
        for message in pending where sendRank[message.requestId] == nil {
            sendRank[message.requestId] = nextSendRank
            nextSendRank += 1
        }
        guard !failed.isEmpty else { return pending }
        let unsent = pending + failed
        if sendRank.count > 2 * unsent.count + 32 {
            let kept = Set(unsent.map(\.requestId))
            sendRank = sendRank.filter { kept.contains($0.key) }
        }
        return unsent.enumerated()
            .sorted { (sendRank[$0.element.requestId] ?? .max, $0.offset) < (sendRank[$1.element.requestId] ?? .max, $1.offset) }
            .map(\.element)
    }

    // MARK: Actions

    /// Sends `text` (see `BaseChannelViewModel`); typing ends.
    @discardableResult
    open override func sendUserMessage(text: String, parentMessage: BaseMessage? = nil,
                                       completion: (@MainActor (BaseMessage) -> Void)? = nil) -> UserMessage? {
        endTypingMessage()
        // Writing in the channel reads it: automatic reads resume.
        isMarkedUnread = false
        return super.sendUserMessage(text: text, parentMessage: parentMessage, completion: completion)
    }

    /// Removes a failed message from the collection.
    open override func deleteFailedMessage(_ message: BaseMessage) {
        messageCollection?.removeFailedMessages([message]) { [weak self] _ in self?.refreshMessageList() }
    }

    /// Marks the channel read, unless the user marked it unread on this screen
    /// (`isMarkedUnread`).
    open func markAsRead() {
        guard let channel = groupChannel, !isDisposed, !isMarkedUnread else { return }
        channel.markAsRead { _ in }
    }

    /// Marks the channel unread from `message` on (the reference kit's
    /// `markMessageAsUnread(_:completionHandler:)`): `GroupChannel.markAsUnread(message:)`,
    /// then `completion` with the result (the list moves its line on success; a refusal is
    /// also reported through `didReceiveError`). Holds off automatic reads (`isMarkedUnread`).
    open func markMessageAsUnread(_ message: BaseMessage, completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil) {
        guard let channel = groupChannel, !isDisposed else { return }
        isMarkedUnread = true
        channel.markAsUnread(message: message) { [weak self] result in
            guard let self, !self.isDisposed else { return }
            if case .failure(let error) = result {
                self.isMarkedUnread = false
                self.delegate?.didReceiveError(error, isBlocker: false)
            }
            completion?(result)
        }
    }

    // MARK: Typing

    /// The current user is typing: tells the service on the first keystroke and ends it
    /// after `typingIdleTimeout` without another.
    open func startTypingMessage() {
        guard let channel = groupChannel, let scheduler = client?.scheduler, !isDisposed else { return }
        typingTask?.cancel()
        if !isTyping {
            isTyping = true
            channel.startTyping { _ in }
        }
        typingTask = scheduler.schedule(after: typingIdleTimeout) { [weak self] in self?.endTypingMessage() }
    }

    /// Ends typing now, if it was on.
    open func endTypingMessage() {
        typingTask?.cancel()
        typingTask = nil
        guard isTyping else { return }
        isTyping = false
        groupChannel?.endTyping { _ in }
    }

    /// Ends typing and stops following the channel.
    open override func dispose() {
        endTypingMessage()
        messageCollection?.dispose()
        messageCollection = nil
        super.dispose()
    }

    // MARK: MessageCollectionDelegate

    open func messageCollection(_ collection: MessageCollection, context: MessageContext, channel: GroupChannel, addedMessages messages: [BaseMessage]) {
        guard collection === messageCollection else { return }
        refreshMessageList()
        guard context.sendingStatus == .succeeded else { return }
        let fromOthers = messages.filter { $0.sender?.userId != currentUserId }
        guard !fromOthers.isEmpty else { return }
        for message in fromOthers { delegate?.baseChannelViewModel(self, didReceiveNewMessage: message, forChannel: channel) }
        if dataSource?.baseChannelViewModel(self, isScrollNearBottomInChannel: channel) ?? true {
            if isVisible { markAsRead() }
        } else {
            delegate?.groupChannelViewModel(self, didReceiveNewMessages: fromOthers.count)
        }
    }

    open func messageCollection(_ collection: MessageCollection, context: MessageContext, channel: GroupChannel, updatedMessages messages: [BaseMessage]) {
        guard collection === messageCollection else { return }
        refreshMessageList()
    }

    open func messageCollection(_ collection: MessageCollection, context: MessageContext, channel: GroupChannel, deletedMessages messages: [BaseMessage]) {
        guard collection === messageCollection else { return }
        refreshMessageList()
        // A message being edited may be among them.
        delegate?.baseChannelViewModel(self, shouldFinishEditModeForChannel: channel)
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
        guard let channel = groupChannel else { return nil }
        return RowInputs(read: channel.readWatermark(excluding: currentUserId), delivered: channel.deliveryWatermark(excluding: currentUserId),
                         typing: typingUsers.map(\.userId))
    }

    open func messageCollection(_ collection: MessageCollection, context: MessageContext, deletedChannel channelURL: String) {
        guard collection === messageCollection else { return }
        let gone = channel
        // The collection says a channel is gone for the current user however they lost it;
        // a ban is worth saying as such.
        if context.source == .eventUserBanned { wasBanned = true }
        dispose()
        delegate?.baseChannelViewModel(self, shouldDismissForChannel: gone)
    }

    /// Loads the channel again, once connected, when its load failed while the client was
    /// connecting or reconnecting.
    open override func reloadChannel() {
        loadChannel(channelURL: channelURL)
    }

    open func didDetectHugeGap(_ collection: MessageCollection) {
        guard collection === messageCollection else { return }
        startCollection(at: .max)
    }
}
