import BanterChatSDK
import BanterScheduling
import BanterUIKitCore

/// The open channel screen's model: a `BaseChannelViewModel` that enters the channel, pages
/// its history itself (open channels have no message collection) and follows it through a
/// channel delegate. It loads the channel, enters it (`enter()`), then loads the newest
/// messages (or those around the starting point); messages arriving, changing or deleted,
/// the frozen and muted states, operators and participants entering and leaving all reach
/// the delegate. The current user's sends show as pending, then sent or failed.
///
/// Flood handling: messages from others are not shown one by one. They are queued and
/// flushed together on the next turn of the client's scheduler (`flushDelay`), so a burst
/// costs one list update, and the screen draws at most once per frame anyway. While the
/// list is scrolled up they are counted (`didReceiveNewMessages`) instead of moving it.
///
/// Lifecycle: made by the view controller (`createViewModel`), loaded from `viewDidLoad`.
/// `exitChannel()` leaves the channel (the view controller calls it when the screen
/// closes); `dispose()` exits too when still entered, and stops every callback. Subclass it
/// and assign `ViewModelSet.openChannelViewModel`. Main actor only.
@MainActor
open class OpenChannelViewModel: BaseChannelViewModel, OpenChannelDelegate {
    /// Hears the channel, messages and errors, and the open-channel news. Held weakly.
    public weak var delegate: OpenChannelViewModelDelegate? {
        didSet { baseDelegate = delegate }
    }
    /// Answers questions about the screen. Held weakly.
    public weak var dataSource: OpenChannelViewModelDataSource? {
        didSet { baseDataSource = dataSource }
    }

    /// The channel, once loaded.
    public var openChannel: OpenChannel? { channel as? OpenChannel }
    /// Whether the current user is in the channel (entered and not exited).
    public private(set) var isEntered = false
    /// Whether earlier messages are being loaded.
    public private(set) var isLoadingPrevious = false
    /// How long messages from others wait to be shown together.
    public var flushDelay: Duration = .milliseconds(16)

    /// Sent messages, oldest first.
    private var sentMessages: [BaseMessage] = []
    /// The current user's messages not stored yet (pending or failed), oldest first.
    private var localMessages: [BaseMessage] = []
    /// Messages from others waiting for the next flush.
    private var queuedMessages: [BaseMessage] = []
    private var flushTask: ScheduledTask?
    private var hasMorePrevious = true
    /// Whether the first page is shown (messages arriving before it wait for it).
    private var hasLoadedInitial = false
    /// Whether the channel's load failed while the client was connecting.

    /// A model for the open channel at `channelURL`; nothing loads until `loadChannel`.
    public required init(client: ChatClient?, channelURL: String, startingPoint: Int64 = .max,
                         messageListParams: MessageListParams = MessageListParams(),
                         delegate: OpenChannelViewModelDelegate? = nil, dataSource: OpenChannelViewModelDataSource? = nil) {
        super.init(client: client, channelURL: channelURL, startingPoint: startingPoint, messageListParams: messageListParams,
                   configuration: UIKitConfiguration.shared.openChannel.channel)
        self.delegate = delegate
        self.dataSource = dataSource
        baseDelegate = delegate
        baseDataSource = dataSource
    }

    private var identifier: String { "OpenChannelViewModel.\(ObjectIdentifier(self).hashValue)" }

    isolated deinit {
        flushTask?.cancel()
        client?.removeChannelDelegate(identifier: identifier)
    }

    /// Exits the channel when still in it, then stops: nothing more reaches the delegate.
    open override func dispose() {
        guard !isDisposed else { return }
        exitChannel()
        flushTask?.cancel()
        client?.removeChannelDelegate(identifier: identifier)
        super.dispose()
    }

    // MARK: Loading

    /// Loads the channel, enters it, then loads the messages around the starting point.
    /// Once entered (a retry after the history failed to load), only the history loads.
    @discardableResult
    open override func loadChannel(channelURL: String) -> Bool {
        guard super.loadChannel(channelURL: channelURL), let client else { return false }
        if isEntered, channel != nil {
            delegate?.shouldUpdateLoadingState(true)
            loadInitialMessages()
            return true
        }
        client.addChannelDelegate(self, identifier: identifier)
        delegate?.shouldUpdateLoadingState(true)
        client.getOpenChannel(url: channelURL) { [weak self] result in
            guard let self, !self.isDisposed else { return }
            switch result {
            case .failure(let error):
                self.failedLoad(error, channelURL: channelURL)
            case .success(let channel):
                self.channel = channel
                channel.enter { [weak self] result in
                    guard let self, !self.isDisposed else { return }
                    switch result {
                    case .failure(let error):
                        self.failedLoad(error, channelURL: channelURL)
                    case .success:
                        self.channelLoadFailed = false
                        self.isEntered = true
                        self.delegate?.baseChannelViewModel(self, didChangeChannel: channel, withContext: nil)
                        self.loadInitialMessages()
                        self.loadParticipants()
                    }
                }
            }
        }
        return true
    }

    private func failedLoad(_ error: ChatError, channelURL: String) {
        switch handling(ofFailedLoad: error) {
        case .retryNow:
            loadChannel(channelURL: channelURL)
        case .waitForConnection:
            channelLoadFailed = true
        case .report:
            delegate?.shouldUpdateLoadingState(false)
            delegate?.didReceiveError(error, isBlocker: true)
        }
    }

    /// Loads the page around the starting point (the newest messages by default).
    open func loadInitialMessages() {
        guard let channel, !isDisposed else { return }
        var params = messageListParams
        if startingPoint == .max { params.nextResultSize = 0 }
        channel.getMessagesByTimestamp(startingPoint, params: params) { [weak self] result in
            guard let self, !self.isDisposed else { return }
            self.delegate?.shouldUpdateLoadingState(false)
            switch result {
            case .failure(let error):
                self.delegate?.didReceiveError(error, isBlocker: true)
            case .success(let messages):
                self.sentMessages = messages
                self.hasMorePrevious = messages.count >= params.previousResultSize
                self.hasLoadedInitial = true
                self.publish(initialLoad: true)
                self.flushQueuedMessages()
            }
        }
    }

    /// Loads the page before the oldest message, when there is one and none is loading.
    open override func loadPrevMessages() {
        guard let channel, hasMorePrevious, !isLoadingPrevious, let oldest = sentMessages.first else { return }
        isLoadingPrevious = true
        var params = messageListParams
        params.nextResultSize = 0
        channel.getMessagesByTimestamp(oldest.createdAt, params: params) { [weak self] result in
            guard let self, !self.isDisposed else { return }
            self.isLoadingPrevious = false
            switch result {
            case .failure(let error):
                self.didFailToLoadPrevMessages(error)
            case .success(let messages):
                self.didLoadPrevMessages()
                let known = Set(self.sentMessages.map(\.messageId))
                let older = messages.filter { !known.contains($0.messageId) && $0.createdAt <= oldest.createdAt }
                self.hasMorePrevious = messages.count >= params.previousResultSize && !older.isEmpty
                self.sentMessages = older + self.sentMessages
                self.publish()
            }
        }
    }

    /// Whether older messages remain to be loaded.
    open override func hasPrevious() -> Bool { hasMorePrevious }

    /// Leaves the channel (once): the service counts one participant fewer.
    open func exitChannel() {
        guard isEntered, let channel = openChannel else { return }
        isEntered = false
        channel.exit()
    }

    // MARK: Sending

    /// Sends `text` mentioning `mentionedUserIds` (participants picked in the input, with
    /// the reference SDK's template), shown at once as pending, then as sent or failed (open
    /// channels have no replies, so `parentMessage` is ignored). Plain sends come here too.
    @discardableResult
    open override func sendUserMessage(text: String, mentionedMessageTemplate: String, mentionedUserIds: [String], parentMessage: BaseMessage? = nil,
                                       completion: (@MainActor (BaseMessage) -> Void)? = nil) -> UserMessage? {
        guard let channel, !isDisposed else { return nil }
        var params = UserMessageCreateParams(message: text)
        params.mentionedUserIds = mentionedUserIds
        params.mentionedMessageTemplate = mentionedMessageTemplate.isEmpty ? nil : mentionedMessageTemplate
        let pending = channel.sendUserMessage(params: params) { [weak self] message, error in
            self?.settled(message, error: error, completion: completion)
        }
        localMessages.append(pending)
        publish()
        return pending
    }

    /// Sends a file message, shown at once as pending, then as sent or failed.
    @discardableResult
    open override func sendFileMessage(messageParams: FileMessageCreateParams, parentMessage: BaseMessage? = nil,
                                       completion: (@MainActor (BaseMessage) -> Void)? = nil) -> FileMessage? {
        guard let channel, !isDisposed else { return nil }
        let pending = channel.sendFileMessage(params: messageParams, completion: { [weak self] message, error in
            self?.settled(message, error: error, completion: completion)
        })
        localMessages.append(pending)
        publish()
        return pending
    }

    /// Sends several files as one message, shown at once as pending, then as sent or failed.
    @discardableResult
    open override func sendMultipleFilesMessage(messageParams: MultipleFilesMessageCreateParams, parentMessage: BaseMessage? = nil,
                                                completion: (@MainActor (BaseMessage) -> Void)? = nil) -> MultipleFilesMessage? {
        guard let channel, !isDisposed else { return nil }
        let pending = channel.sendMultipleFilesMessage(params: messageParams, completionHandler: { [weak self] message, error in
            self?.settled(message, error: error, completion: completion)
        })
        localMessages.append(pending)
        publish()
        return pending
    }

    /// Sends a failed message again: the retry (same request id) takes its place as
    /// pending, then settles as a send does.
    open override func resendMessage(_ message: BaseMessage) {
        guard let channel, !isDisposed, message.sendingStatus == .failed else { return }
        let done: @MainActor (BaseMessage, ChatError?) -> Void = { [weak self] result, error in
            self?.settled(result, error: error, completion: nil)
        }
        let retry: BaseMessage
        if let user = message as? UserMessage {
            retry = channel.resendUserMessage(user, completion: done)
        } else if let file = message as? FileMessage {
            retry = channel.resendFileMessage(file, completion: done)
        } else if let files = message as? MultipleFilesMessage {
            retry = channel.resendMultipleFilesMessage(files, completionHandler: done)
        } else {
            return
        }
        if let index = localMessages.firstIndex(where: { $0 === message }) { localMessages[index] = retry }
        publish()
    }

    /// A send finished: the SDK hands back a new message (stored, or a failed copy) for the
    /// pending one, matched by request id. A stored one moves among the sent ones (unless
    /// its own event got there first); a failed one takes the pending one's place, and the
    /// error is reported.
    private func settled(_ message: BaseMessage, error: ChatError?, completion: (@MainActor (BaseMessage) -> Void)?) {
        guard !isDisposed else { return }
        let index = localMessages.firstIndex { $0 === message || (!message.requestId.isEmpty && $0.requestId == message.requestId) }
        if let error {
            if let index { localMessages[index] = message } else { localMessages.append(message) }
            reportActionError(error)
            publish()
            return
        }
        if let index { localMessages.remove(at: index) }
        if !sentMessages.contains(where: { $0.messageId == message.messageId }) { sentMessages.append(message) }
        publish()
        completion?(message)
    }

    // MARK: Publishing

    /// Shows sent messages, then the local ones.
    private func publish(initialLoad: Bool = false) {
        updateMessageList(sentMessages + localMessages, initialLoad: initialLoad)
    }

    /// Shows the queued messages from others in one update.
    open func flushQueuedMessages() {
        flushTask = nil
        guard !queuedMessages.isEmpty, !isDisposed, hasLoadedInitial else { return }
        let arrived = queuedMessages
        queuedMessages = []
        let known = Set(sentMessages.suffix(arrived.count + 50).map(\.messageId))
        let fresh = arrived.filter { !known.contains($0.messageId) }
        guard !fresh.isEmpty else { return }
        let atBottom = dataSource?.baseChannelViewModel(self, isScrollNearBottomInChannel: channel) ?? true
        sentMessages.append(contentsOf: fresh)
        publish()
        if let channel {
            for message in fresh { delegate?.baseChannelViewModel(self, didReceiveNewMessage: message, forChannel: channel) }
        }
        if !atBottom { delegate?.openChannelViewModel(self, didReceiveNewMessages: fresh.count) }
    }

    // MARK: OpenChannelDelegate

    private func isMine(_ channel: BaseChannel) -> Bool { channel.channelURL == channelURL && !isDisposed }

    /// A message from someone else: queued, shown with the others of the same moment.
    open func channel(_ channel: BaseChannel, didReceive message: BaseMessage) {
        guard isMine(channel) else { return }
        queuedMessages.append(message)
        if flushTask == nil, let scheduler = client?.scheduler {
            flushTask = scheduler.schedule(after: flushDelay) { [weak self] in self?.flushQueuedMessages() }
        }
    }

    /// A message changed (edited): shown again.
    open func channel(_ channel: BaseChannel, didUpdate message: BaseMessage) {
        guard isMine(channel), let index = sentMessages.firstIndex(where: { $0.messageId == message.messageId }) else { return }
        sentMessages[index] = message
        publish()
    }

    /// A message was deleted: removed from the list (and from the input's edit mode).
    open func channel(_ channel: BaseChannel, messageWasDeleted messageId: Int64) {
        guard isMine(channel), sentMessages.contains(where: { $0.messageId == messageId }) else { return }
        sentMessages.removeAll { $0.messageId == messageId }
        publish()
        delegate?.baseChannelViewModel(self, shouldFinishEditModeForChannel: channel)
    }

    private func channelStateChanged(_ channel: BaseChannel) {
        guard isMine(channel) else { return }
        delegate?.baseChannelViewModel(self, didChangeChannel: channel, withContext: nil)
    }

    /// The name, cover or description changed.
    open func channelWasChanged(_ channel: BaseChannel) { channelStateChanged(channel) }
    /// Frozen: the input disables for participants who are not operators.
    open func channelWasFrozen(_ channel: BaseChannel) { channelStateChanged(channel) }
    /// Unfrozen: the input enables again.
    open func channelWasUnfrozen(_ channel: BaseChannel) { channelStateChanged(channel) }
    /// Someone was muted (the input disables when it is the current user).
    open func channel(_ channel: BaseChannel, userWasMuted user: User) { channelStateChanged(channel) }
    /// Someone was unmuted.
    open func channel(_ channel: BaseChannel, userWasUnmuted user: User) { channelStateChanged(channel) }
    /// The operators changed (an operator may write while frozen).
    open func channelDidUpdateOperators(_ channel: BaseChannel) { channelStateChanged(channel) }

    /// The current user was banned: the screen closes; anyone else: nothing to show.
    open func channel(_ channel: BaseChannel, userWasBanned user: User) {
        guard isMine(channel), user.userId == currentUserId else { return }
        isEntered = false
        wasBanned = true
        delegate?.baseChannelViewModel(self, shouldDismissForChannel: channel)
    }

    /// The channel was deleted: the screen closes.
    open func channelWasDeleted(_ channelURL: String, channelType: ChannelType) {
        guard channelURL == self.channelURL, !isDisposed else { return }
        isEntered = false
        delegate?.baseChannelViewModel(self, shouldDismissForChannel: channel)
    }

    /// Someone entered: the header's count and the participants follow.
    open func channel(_ channel: OpenChannel, userDidEnter user: User) {
        guard isMine(channel) else { return }
        if !participants.contains(where: { $0.userId == user.userId }) { participants.append(user) }
        delegate?.openChannelViewModel(self, didChangeParticipantCount: channel)
    }

    /// Someone left: the header's count and the participants follow.
    open func channel(_ channel: OpenChannel, userDidExit user: User) {
        guard isMine(channel) else { return }
        participants.removeAll { $0.userId == user.userId }
        delegate?.openChannelViewModel(self, didChangeParticipantCount: channel)
    }

    // MARK: Participants

    /// The people in the channel, for the input's mention suggestions: loaded once entered
    /// (`loadParticipants()`), then kept as people enter and leave. The delegate hears each
    /// change with the count's (`didChangeParticipantCount`).
    public private(set) var participants: [User] = []

    /// The most participants `loadParticipants()` loads: past it, a mention is typed in full.
    open var participantLimit: Int { 1000 }

    /// Loads the participants, a page of 100 at a time up to `participantLimit`. A failure
    /// leaves those already known: the suggestions then offer fewer people, nothing else.
    open func loadParticipants() {
        guard let channel = openChannel, !isDisposed else { return }
        let query = channel.createParticipantListQuery()
        query.limit = 100
        loadParticipantPage(of: query, into: [])
    }

    private func loadParticipantPage(of query: ParticipantListQuery, into loaded: [User]) {
        query.loadNextPage { [weak self] result in
            guard let self, !self.isDisposed, let channel = self.openChannel, case .success(let users) = result else { return }
            let all = loaded + users
            if query.hasNext, !users.isEmpty, all.count < self.participantLimit {
                self.loadParticipantPage(of: query, into: all)
                return
            }
            // People who entered while the pages loaded are kept.
            let listed = Set(all.map(\.userId))
            self.participants = Array(all.prefix(self.participantLimit)) + self.participants.filter { !listed.contains($0.userId) }
            self.delegate?.openChannelViewModel(self, didChangeParticipantCount: channel)
        }
    }

    // MARK: Connection

    /// Loads the channel again, once connected, when its load failed before the connection
    /// came.
    open override func reloadChannel() {
        loadChannel(channelURL: channelURL)
    }
}
