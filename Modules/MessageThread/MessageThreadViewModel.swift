import BanterChatSDK
import BanterUIKitCore

/// The message thread screen's model: a `BaseChannelViewModel` whose messages are the
/// replies to one parent message, with the parent beside them.
///
/// - Loading: the channel, then the parent (`parentMessage` when given is shown at once and
///   refreshed), then the replies around `startingPoint` with the SDK's
///   `getThreadedMessages`; `loadPrevMessages()` and `loadNextMessages()` page both ways.
///   0 opens at the first reply, `Int64.max` at the newest.
/// - Live, as a `GroupChannelDelegate` of the client: others' replies join while the list
///   reaches the newest reply (`hasNext()` false), edits and reactions replace replies,
///   deletions remove them; the parent follows its edits, reactions and thread summary
///   (`didUpdateParentMessage`); the parent's deletion ends the thread
///   (`messageThreadViewModelShouldDismissMessageThread`), and the channel's deletion, or
///   the current user leaving or being banned, closes the screen. After a reconnection the
///   parent is read again and the replies missed at the end are filled in.
/// - Sending: every message is a reply to the parent (`parentMessageId`), a reply to the
///   channel too when `isReplyToChannel` is set. This model keeps its own pending and
///   failed replies (the list shows them after the sent ones) and settles them as the
///   service answers; a failed one can be resent or removed.
///
/// Subclass it and assign `ViewModelSet.messageThreadViewModel`, or return it from the view
/// controller's `createViewModel`. Main actor only; every callback runs on the client's
/// scheduler; call `dispose()` when the screen goes.
@MainActor
open class MessageThreadViewModel: BaseChannelViewModel, GroupChannelDelegate {
    /// Hears the channel, the replies, the parent and errors. Held weakly.
    public weak var delegate: MessageThreadViewModelDelegate? {
        didSet { baseDelegate = delegate }
    }
    /// Answers questions about the screen. Held weakly.
    public weak var dataSource: MessageThreadViewModelDataSource? {
        didSet { baseDataSource = dataSource }
    }

    /// The id of the message the thread replies to.
    public let parentMessageId: Int64
    /// The message the thread replies to, as last heard.
    public private(set) var parentMessage: BaseMessage?
    /// The channel, once loaded.
    public var groupChannel: GroupChannel? { channel as? GroupChannel }
    /// Whether replies sent next are replies to the channel too.
    public var isReplyToChannel = false

    /// The replies the service stored, oldest first.
    public private(set) var succeededMessages: [BaseMessage] = []
    /// Replies being sent, in the order they were sent.
    public private(set) var pendingMessages: [BaseMessage] = []
    /// Replies that failed, in the order they failed.
    public private(set) var failedMessages: [BaseMessage] = []
    /// Whether older replies remain to be loaded.
    public private(set) var hasPreviousReplies = false
    /// Whether newer replies remain (the list does not reach the newest reply).
    public private(set) var hasNextReplies = false
    /// Whether earlier replies are being loaded.
    public private(set) var isLoadingPrevious = false
    /// Whether later replies are being loaded.
    public private(set) var isLoadingNext = false

    /// Bumped by each load from scratch, so the answer to an older one is dropped.
    private var generation = 0
    private var delegateIdentifier: String { "MessageThreadViewModel.\(ObjectIdentifier(self).hashValue)" }

    /// A model for the thread of `parentMessageId` in the channel at `channelURL`; nothing
    /// loads until `loadChannel(channelURL:)`. `parentMessage`, when the opener has it, is
    /// shown before the service answers.
    public required init(client: ChatClient?, channelURL: String, parentMessageId: Int64, parentMessage: BaseMessage? = nil,
                         startingPoint: Int64 = 0, messageListParams: MessageListParams = MessageListParams(previousResultSize: 40, nextResultSize: 40),
                         delegate: MessageThreadViewModelDelegate? = nil, dataSource: MessageThreadViewModelDataSource? = nil) {
        self.parentMessageId = parentMessageId
        self.parentMessage = parentMessage
        super.init(client: client, channelURL: channelURL, startingPoint: startingPoint, messageListParams: messageListParams,
                   configuration: UIKitConfiguration.shared.groupChannel.channel)
        self.delegate = delegate
        self.dataSource = dataSource
        baseDelegate = delegate
        baseDataSource = dataSource
        client?.addChannelDelegate(self, identifier: delegateIdentifier)
    }

    isolated deinit {
        client?.removeChannelDelegate(identifier: delegateIdentifier)
    }

    /// Stops following the channel.
    open override func dispose() {
        client?.removeChannelDelegate(identifier: delegateIdentifier)
        super.dispose()
    }

    // MARK: Loading

    /// Loads the channel, then the parent, then the replies around the starting point.
    @discardableResult
    open override func loadChannel(channelURL: String) -> Bool {
        guard super.loadChannel(channelURL: channelURL), let client else { return false }
        delegate?.shouldUpdateLoadingState(true)
        if let parentMessage { delegate?.messageThreadViewModel(self, didLoadParentMessage: parentMessage) }
        client.getGroupChannel(url: channelURL) { [weak self] result in
            guard let self, !self.isDisposed else { return }
            switch result {
            case .failure(let error):
                switch self.handling(ofFailedLoad: error) {
                case .retryNow: self.loadChannel(channelURL: channelURL)
                case .waitForConnection: self.channelLoadFailed = true
                case .report:
                    self.delegate?.shouldUpdateLoadingState(false)
                    self.delegate?.didReceiveError(error, isBlocker: true)
                }
            case .success(let channel):
                self.channelLoadFailed = false
                self.channel = channel
                self.delegate?.baseChannelViewModel(self, didChangeChannel: channel, withContext: nil)
                self.loadParentMessage { [weak self] in self?.loadInitialMessages(startingPoint: self?.startingPoint ?? 0) }
            }
        }
        return true
    }

    /// Reads the parent from the service; a parent that is gone ends the thread.
    open func loadParentMessage(then next: (@MainActor () -> Void)? = nil) {
        guard let channel, !isDisposed else { return }
        var params = MessageListParams(previousResultSize: 0, nextResultSize: 1)
        params.isInclusive = true
        params.replyType = .none
        channel.getMessagesByMessageId(parentMessageId, params: params) { [weak self] result in
            guard let self, !self.isDisposed else { return }
            switch result {
            case .success(let messages):
                guard let parent = messages.first(where: { $0.messageId == self.parentMessageId }) else {
                    self.dismissThread()
                    return
                }
                let first = self.parentMessage == nil
                self.parentMessage = parent
                if first { self.delegate?.messageThreadViewModel(self, didLoadParentMessage: parent) }
                else { self.delegate?.messageThreadViewModel(self, didUpdateParentMessage: parent) }
                next?()
            case .failure(let error) where error.code == .messageNotFound:
                self.dismissThread()
            case .failure(let error):
                self.delegate?.shouldUpdateLoadingState(false)
                self.delegate?.didReceiveError(error, isBlocker: self.succeededMessages.isEmpty)
            }
        }
    }

    /// Loads the replies around `point` from scratch (0: the first replies, `Int64.max`: the
    /// newest), replacing those shown.
    open func loadInitialMessages(startingPoint point: Int64) {
        guard let channel, !isDisposed else { return }
        generation += 1
        let current = generation
        var params = messageListParams
        params.isInclusive = true
        params.reverse = false
        params.replyType = .all
        let before = point == 0 ? 0 : params.previousResultSize
        let after = point == .max ? 0 : params.nextResultSize
        params.previousResultSize = before
        params.nextResultSize = after
        channel.getThreadedMessages(parentMessageId: parentMessageId, timestamp: point, params: params) { [weak self] result in
            guard let self, !self.isDisposed, current == self.generation else { return }
            self.delegate?.shouldUpdateLoadingState(false)
            switch result {
            case .failure(let error):
                if error.code == .messageNotFound { self.dismissThread() } else { self.delegate?.didReceiveError(error, isBlocker: true) }
            case .success(let messages):
                let older = messages.filter { $0.createdAt <= point }.count
                self.succeededMessages = messages
                self.hasPreviousReplies = before > 0 && older >= before
                self.hasNextReplies = after > 0 && messages.count - older >= after
                self.refreshMessageList(initialLoad: true)
            }
        }
    }

    /// Loads the page before the oldest reply, when there is one and none is loading.
    open override func loadPrevMessages() {
        guard let channel, hasPreviousReplies, !isLoadingPrevious, let oldest = succeededMessages.first else { return }
        isLoadingPrevious = true
        let current = generation
        var params = MessageListParams(previousResultSize: messageListParams.previousResultSize, nextResultSize: 0)
        params.replyType = .all
        channel.getThreadedMessages(parentMessageId: parentMessageId, timestamp: oldest.createdAt, params: params) { [weak self] result in
            guard let self, !self.isDisposed, current == self.generation else { return }
            self.isLoadingPrevious = false
            switch result {
            case .failure(let error): self.didFailToLoadPrevMessages(error)
            case .success(let messages):
                self.didLoadPrevMessages()
                let known = Set(self.succeededMessages.map(\.messageId))
                let fresh = messages.filter { !known.contains($0.messageId) }
                self.hasPreviousReplies = messages.count >= params.previousResultSize
                self.succeededMessages = fresh + self.succeededMessages
                if !fresh.isEmpty { self.refreshMessageList() }
            }
        }
    }

    /// Loads the page after the newest reply, when the list does not reach the newest.
    open override func loadNextMessages() {
        guard hasNextReplies, !isLoadingNext else { return }
        loadNewer { _ in }
    }

    /// Reads the replies after the newest one shown (a page), then hands over how many
    /// came.
    private func loadNewer(completion: @escaping @MainActor (Int) -> Void) {
        guard let channel, let newest = succeededMessages.last else {
            completion(0)
            return
        }
        isLoadingNext = true
        let current = generation
        var params = MessageListParams(previousResultSize: 0, nextResultSize: messageListParams.nextResultSize)
        params.replyType = .all
        channel.getThreadedMessages(parentMessageId: parentMessageId, timestamp: newest.createdAt, params: params) { [weak self] result in
            guard let self, !self.isDisposed, current == self.generation else { return }
            self.isLoadingNext = false
            switch result {
            case .failure(let error):
                self.reportActionError(error)
                completion(0)
            case .success(let messages):
                let known = Set(self.succeededMessages.map(\.messageId))
                let fresh = messages.filter { !known.contains($0.messageId) }
                self.hasNextReplies = messages.count >= params.nextResultSize
                self.succeededMessages += fresh
                if !fresh.isEmpty { self.refreshMessageList() }
                completion(fresh.count)
            }
        }
    }

    open override func hasPrevious() -> Bool { hasPreviousReplies }
    open override func hasNext() -> Bool { hasNextReplies }

    /// The list shows the replies, then the pending and the failed ones.
    open func refreshMessageList(initialLoad: Bool = false) {
        updateMessageList(succeededMessages + pendingMessages + failedMessages, initialLoad: initialLoad)
    }

    /// Closes the thread: its parent is gone.
    private func dismissThread() {
        delegate?.shouldUpdateLoadingState(false)
        dispose()
        delegate?.messageThreadViewModelShouldDismissMessageThread(self)
    }

    // MARK: Sending

    /// Sends `text` as a reply to the parent (`parentMessage` is ignored: every message here
    /// replies to the thread's parent), to the channel too when `isReplyToChannel`.
    @discardableResult
    open override func sendUserMessage(text: String, mentionedMessageTemplate: String, mentionedUserIds: [String], parentMessage: BaseMessage? = nil,
                                       completion: (@MainActor (BaseMessage) -> Void)? = nil) -> UserMessage? {
        guard let channel, !isDisposed else { return nil }
        var params = UserMessageCreateParams(message: text)
        params.mentionedUserIds = mentionedUserIds
        params.mentionedMessageTemplate = mentionedMessageTemplate.isEmpty ? nil : mentionedMessageTemplate
        params.parentMessageId = parentMessageId
        params.isReplyToChannel = isReplyToChannel
        let pending = channel.sendUserMessage(params: params) { [weak self] message, error in
            self?.settle(message, error: error, completion: completion)
        }
        track(pending)
        return pending
    }

    /// Sends a file as a reply to the parent, as `sendUserMessage` does text.
    @discardableResult
    open override func sendFileMessage(messageParams: FileMessageCreateParams, parentMessage: BaseMessage? = nil,
                                       completion: (@MainActor (BaseMessage) -> Void)? = nil) -> FileMessage? {
        guard let channel, !isDisposed else { return nil }
        var params = messageParams
        params.parentMessageId = parentMessageId
        params.isReplyToChannel = isReplyToChannel
        let pending = channel.sendFileMessage(params: params, completion: { [weak self] message, error in
            self?.settle(message, error: error, completion: completion)
        })
        track(pending)
        return pending
    }

    /// Sends several files as one reply to the parent.
    @discardableResult
    open override func sendMultipleFilesMessage(messageParams: MultipleFilesMessageCreateParams, parentMessage: BaseMessage? = nil,
                                                completion: (@MainActor (BaseMessage) -> Void)? = nil) -> MultipleFilesMessage? {
        guard let channel, !isDisposed else { return nil }
        var params = messageParams
        params.parentMessageId = parentMessageId
        params.isReplyToChannel = isReplyToChannel
        let pending = channel.sendMultipleFilesMessage(params: params, completionHandler: { [weak self] message, error in
            self?.settle(message, error: error, completion: completion)
        })
        track(pending)
        return pending
    }

    /// Sends a failed reply again.
    open override func resendMessage(_ message: BaseMessage) {
        guard let channel, message.sendingStatus == .failed, !isDisposed else { return }
        failedMessages.removeAll { $0.requestId == message.requestId }
        let retry: BaseMessage?
        if let user = message as? UserMessage {
            retry = channel.resendUserMessage(user) { [weak self] sent, error in self?.settle(sent, error: error, completion: nil) }
        } else if let file = message as? FileMessage {
            retry = channel.resendFileMessage(file) { [weak self] sent, error in self?.settle(sent, error: error, completion: nil) }
        } else if let files = message as? MultipleFilesMessage {
            retry = channel.resendMultipleFilesMessage(files, completionHandler: { [weak self] sent, error in self?.settle(sent, error: error, completion: nil) })
        } else {
            retry = nil
        }
        if let retry { track(retry) } else { refreshMessageList() }
    }

    /// Removes a failed reply from the list.
    open override func deleteFailedMessage(_ message: BaseMessage) {
        failedMessages.removeAll { $0.requestId == message.requestId }
        refreshMessageList()
    }

    /// Shows a reply on its way; away from the newest replies the list first moves there,
    /// where the reply will be.
    private func track(_ pending: BaseMessage) {
        if pending.sendingStatus == .pending, !pendingMessages.contains(where: { $0.requestId == pending.requestId }) {
            pendingMessages.append(pending)
        }
        if hasNextReplies {
            loadInitialMessages(startingPoint: .max)
        } else {
            refreshMessageList()
        }
    }

    /// A reply the service answered for: stored (it joins the replies) or failed.
    private func settle(_ message: BaseMessage, error: ChatError?, completion: (@MainActor (BaseMessage) -> Void)?) {
        guard !isDisposed else { return }
        pendingMessages.removeAll { $0.requestId == message.requestId }
        if let error {
            if message.sendingStatus == .failed, !failedMessages.contains(where: { $0.requestId == message.requestId }) {
                failedMessages.append(message)
            }
            reportActionError(error)
        } else {
            if !hasNextReplies { insert(message) }
            completion?(message)
        }
        refreshMessageList()
    }

    /// Puts a stored reply in place by time (or replaces the one with its id).
    private func insert(_ message: BaseMessage) {
        if let index = succeededMessages.firstIndex(where: { $0.messageId == message.messageId }) {
            succeededMessages[index] = message
            return
        }
        let position = succeededMessages.lastIndex { ($0.createdAt, $0.messageId) < (message.createdAt, message.messageId) }.map { $0 + 1 } ?? 0
        succeededMessages.insert(message, at: position)
    }

    // MARK: GroupChannelDelegate

    /// Whether an event is about this thread's channel.
    private func isMine(_ channel: BaseChannel) -> Bool { !isDisposed && channel.channelURL == channelURL }

    /// Another person's reply joins at the end, when the list reaches the newest reply.
    open func channel(_ channel: BaseChannel, didReceive message: BaseMessage) {
        guard isMine(channel), message.parentMessageId == parentMessageId, !hasNextReplies else { return }
        insert(message)
        refreshMessageList()
        delegate?.baseChannelViewModel(self, didReceiveNewMessage: message, forChannel: channel)
    }

    /// An edited reply (or parent) replaces the one shown.
    open func channel(_ channel: BaseChannel, didUpdate message: BaseMessage) {
        guard isMine(channel) else { return }
        if message.messageId == parentMessageId {
            parentMessage = message
            delegate?.messageThreadViewModel(self, didUpdateParentMessage: message)
        } else if let index = succeededMessages.firstIndex(where: { $0.messageId == message.messageId }) {
            succeededMessages[index] = message
            refreshMessageList()
        }
    }

    /// A deleted reply goes; a deleted parent ends the thread.
    open func channel(_ channel: BaseChannel, messageWasDeleted messageId: Int64) {
        guard isMine(channel) else { return }
        if messageId == parentMessageId {
            dismissThread()
        } else if let index = succeededMessages.firstIndex(where: { $0.messageId == messageId }) {
            succeededMessages.remove(at: index)
            refreshMessageList()
            delegate?.baseChannelViewModel(self, shouldFinishEditModeForChannel: channel)
        }
    }

    /// A reaction changes the reply (or the parent) it was given to.
    open func channel(_ channel: BaseChannel, updatedReaction reactionEvent: ReactionEvent) {
        guard isMine(channel) else { return }
        if reactionEvent.messageId == parentMessageId, let parent = parentMessage {
            parentMessage = parent.applying(reactionEvent)
            delegate?.messageThreadViewModel(self, didUpdateParentMessage: parentMessage)
        } else if let index = succeededMessages.firstIndex(where: { $0.messageId == reactionEvent.messageId }) {
            succeededMessages[index] = succeededMessages[index].applying(reactionEvent)
            refreshMessageList()
        }
    }

    /// The parent's reply count and last reply time move.
    open func channel(_ channel: BaseChannel, didUpdateThreadInfo threadInfo: ThreadInfo, parentMessageId: Int64) {
        guard isMine(channel), parentMessageId == self.parentMessageId, let parent = parentMessage else { return }
        self.parentMessage = parent.applying(threadInfo)
        delegate?.messageThreadViewModel(self, didUpdateParentMessage: self.parentMessage)
    }

    /// The channel's settings changed (its name): the screen hears the channel again.
    open func channelWasChanged(_ channel: BaseChannel) { channelDidChange(channel) }
    /// The channel was frozen: the input follows.
    open func channelWasFrozen(_ channel: BaseChannel) { channelDidChange(channel) }
    /// The channel was unfrozen: the input follows.
    open func channelWasUnfrozen(_ channel: BaseChannel) { channelDidChange(channel) }
    /// Someone was muted (perhaps the current user): the input follows.
    open func channel(_ channel: BaseChannel, userWasMuted user: User) { channelDidChange(channel) }
    /// Someone was unmuted: the input follows.
    open func channel(_ channel: BaseChannel, userWasUnmuted user: User) { channelDidChange(channel) }
    /// The operators changed (a frozen channel lets operators send).
    open func channelDidUpdateOperators(_ channel: BaseChannel) { channelDidChange(channel) }

    /// Receipts move on the current user's replies.
    open func channelDidUpdateReadStatus(_ channel: GroupChannel) {
        guard isMine(channel) else { return }
        refreshMessageList()
    }

    /// The current user banned: the screen closes.
    open func channel(_ channel: BaseChannel, userWasBanned user: User) {
        guard isMine(channel) else { return }
        if user.userId == currentUserId { closeForChannel() } else { channelDidChange(channel) }
    }

    /// The current user left: the screen closes.
    open func channel(_ channel: GroupChannel, userDidLeave user: User) {
        guard isMine(channel), user.userId == currentUserId else { return }
        closeForChannel()
    }

    /// The channel was deleted: the screen closes.
    open func channelWasDeleted(_ channelURL: String, channelType: ChannelType) {
        guard !isDisposed, channelURL == self.channelURL else { return }
        closeForChannel()
    }

    private func channelDidChange(_ channel: BaseChannel) {
        guard isMine(channel) else { return }
        self.channel = channel
        delegate?.baseChannelViewModel(self, didChangeChannel: channel, withContext: nil)
    }

    private func closeForChannel() {
        let gone = channel
        dispose()
        delegate?.baseChannelViewModel(self, shouldDismissForChannel: gone)
    }

    // MARK: Connection

    /// Loads the channel again, once connected, when its load failed while the client was
    /// connecting or reconnecting.
    open override func reloadChannel() {
        loadChannel(channelURL: channelURL)
    }

    /// Reads the parent again and fills in the replies missed at the end (the base loads a
    /// channel whose load failed; one not loaded yet for another reason loads here).
    open override func didSucceedReconnection() {
        let reloadsChannel = channelLoadFailed
        super.didSucceedReconnection()
        guard !isDisposed, !reloadsChannel else { return }
        if channel == nil {
            loadChannel(channelURL: channelURL)
            return
        }
        loadParentMessage { [weak self] in
            guard let self, !self.hasNextReplies else { return }
            self.loadNewer { _ in }
        }
    }
}
