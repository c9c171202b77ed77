/// A live window on one group channel's messages, the model of a chat screen. Made by
/// `ChatClient.createMessageCollection(channel:startingPoint:params:)`.
///
/// `start` loads the messages around the starting point (`params.previousResultSize` at or
/// before it, `nextResultSize` after it); `loadPrevious` and `loadNext` extend the window a
/// page at a time. The collection then keeps three lists true as events arrive:
///
/// - `succeededMessages`: messages the service stored, oldest first. New messages join only
///   while the window reaches the live end (`hasNext` false); away from it they wait for
///   `loadNext`. Edits, reactions and thread summaries replace held messages with new objects.
/// - `pendingMessages`: this client's sends on their way. A send moves to
///   `succeededMessages` when the service stores it, or to `failedMessages` when it fails,
///   each reported as an update of the same message (matched by `requestId`).
/// - `failedMessages`: failed sends, until resent or removed with `removeFailedMessages`.
///
/// `params`' filters apply to live messages as to loaded ones: thread-only replies, say, are
/// left out unless `replyType` asks for them. After a reconnection the collection catches up:
/// messages edited or deleted meanwhile are reported with `.messageChangelog`, and at the live
/// end the missed messages are added with `.messageFill`, or, beyond `hugeGapThreshold` of
/// them, `didDetectHugeGap` is called instead.
///
/// Main actor only. Completions run on a later turn of the scheduler. Call `dispose()` when
/// done: afterwards every call fails with 800600 and the delegate is never called again.
@MainActor
public final class MessageCollection {
    /// The most missed messages a reconnection fills in; beyond it the delegate hears
    /// `didDetectHugeGap` and the collection stops short of the live end.
    public static let hugeGapThreshold = 300

    /// Hears the collection's changes. Held weakly.
    public weak var delegate: MessageCollectionDelegate?
    /// The channel whose messages these are; the client's own object, updated in place.
    public let channel: GroupChannel
    /// Where the window was opened, in milliseconds since 1970; `Int64.max` for the live end.
    public let startingPoint: Int64
    /// The sizes and filters the collection loads and admits messages with. Loads are always
    /// oldest first, whatever `reverse` says.
    public let params: MessageListParams
    /// Whether older messages remain to be loaded; known after `start`.
    public private(set) var hasPrevious = true
    /// Whether newer messages remain to be loaded; false when the window reaches the live end,
    /// where new messages join as they arrive. Known after `start`.
    public private(set) var hasNext = true
    /// Messages the service stored, oldest first (by creation time, then id).
    public private(set) var succeededMessages: [BaseMessage] = []
    /// This client's messages on their way to the service, in the order they were sent.
    public private(set) var pendingMessages: [BaseMessage] = []
    /// This client's messages that failed, in the order they failed.
    public private(set) var failedMessages: [BaseMessage] = []

    let client: ChatClient
    private enum Phase { case created, starting, started, disposed }
    private var phase = Phase.created
    private var isLoadingPrevious = false
    private var isLoadingNext = false
    /// The oldest and newest messages ever loaded (deleting them does not move the
    /// boundaries), or the starting point while none is.
    private var previousBoundary: HistoryBoundary
    private var nextBoundary: HistoryBoundary
    private var syncToken: HistorySyncToken?
    /// This client's send steps while `start` is loading, applied once it has.
    private var deferredLocalChanges: [(message: BaseMessage, change: LocalMessageChange)] = []
    private var catchUpGeneration = 0
    /// Whether the window came from the local cache (the client was not connected at
    /// `start`) and still waits for the service's own version.
    private var isFromLocalCache = false

    init(client: ChatClient, channel: GroupChannel, startingPoint: Int64, params: MessageListParams) {
        self.client = client
        self.channel = channel
        self.startingPoint = startingPoint
        var params = params
        params.reverse = false
        self.params = params
        previousBoundary = .time(startingPoint)
        nextBoundary = .time(startingPoint)
        client.addObserver(self)
    }

    /// Whether `dispose()` was called.
    public var isDisposed: Bool { phase == .disposed }

    // MARK: Loading

    /// Loads the window around the starting point and starts following the channel; the
    /// completion gets the loaded messages, oldest first. The delegate is not called for
    /// them. May be called once; fails with 800110 for a negative result size, 800170 while
    /// starting, 800600 after `dispose()`, or with the request's error (after which `start`
    /// may be called again).
    public func start(completion: (@MainActor (Result<[BaseMessage], ChatError>) -> Void)? = nil) {
        switch phase {
        case .disposed: return fail(completion, Self.disposedError)
        case .starting: return fail(completion, Self.inProgressError)
        case .started: return fail(completion, .invalidParameter("the collection has already started"))
        case .created: break
        }
        for (size, name) in [(params.previousResultSize, "previousResultSize"), (params.nextResultSize, "nextResultSize")] where size < 0 {
            return fail(completion, .invalidParameter("\(name) is \(size); it must not be negative"))
        }
        let url = channel.channelURL, time = startingPoint, params = params
        if client.connectionState != .open, time == .max, let cached = client.cachedMessages(of: url) {
            return startFromLocalCache(cached, completion: completion)
        }
        phase = .starting
        client.perform({
            $0.loadHistoryWindow(
                url: url, around: time, previous: params.previousResultSize, next: params.nextResultSize, params: params, reply: $1)
        }) { [self] result in
            guard phase == .starting else {
                completion?(.failure(Self.disposedError))
                return
            }
            switch result {
            case .failure(let error):
                phase = .created
                deferredLocalChanges = []
                completion?(.failure(error))
            case .success(let window):
                let messages = (window.previous.messages + window.next.messages).map(client.makeMessage)
                succeededMessages = messages
                hasPrevious = window.previous.hasMore
                hasNext = window.next.hasMore
                if let first = messages.first, let last = messages.last {
                    previousBoundary = .message(first.messageId)
                    nextBoundary = .message(last.messageId)
                }
                syncToken = window.token
                // Sends waiting in the outbox from before this collection (or this process)
                // was made show as pending until they go.
                if let outbox = client.outbox {
                    pendingMessages = outbox.sends(in: channel.channelURL)
                        .map { $0.pendingMessage(in: channel, sender: outbox.sender) }
                        .filter(params.includes)
                }
                phase = .started
                if !hasNext { client.cache(messages: window.previous.messages + window.next.messages, of: url) }
                completion?(.success(messages))
                let deferred = deferredLocalChanges
                deferredLocalChanges = []
                for step in deferred where phase == .started { applyLocal(step.message, step.change) }
            }
        }
    }

    /// The `async` form of `start(completion:)`.
    @discardableResult
    public func start() async throws(ChatError) -> [BaseMessage] {
        try await awaiting { start(completion: $0) }
    }

    /// Loads the page before the oldest held message (`previousResultSize` messages, or
    /// `nextResultSize` when that is 0) and puts it at the front of `succeededMessages`; the
    /// completion gets the messages added, and is empty once `hasPrevious` is false. Fails
    /// with 800170 while `start` or another `loadPrevious` runs, 800110 before `start`, and
    /// 800600 after `dispose()`; a failed load changes nothing.
    public func loadPrevious(completion: (@MainActor (Result<[BaseMessage], ChatError>) -> Void)? = nil) {
        load(forward: false, completion: completion)
    }

    /// The `async` form of `loadPrevious(completion:)`.
    @discardableResult
    public func loadPrevious() async throws(ChatError) -> [BaseMessage] {
        try await awaiting { loadPrevious(completion: $0) }
    }

    /// Loads the page after the newest held message (`nextResultSize` messages, or
    /// `previousResultSize` when that is 0) and appends it; when it reaches the live end,
    /// `hasNext` turns false and new messages join as they arrive. Fails like `loadPrevious`.
    public func loadNext(completion: (@MainActor (Result<[BaseMessage], ChatError>) -> Void)? = nil) {
        load(forward: true, completion: completion)
    }

    /// The `async` form of `loadNext(completion:)`.
    @discardableResult
    public func loadNext() async throws(ChatError) -> [BaseMessage] {
        try await awaiting { loadNext(completion: $0) }
    }

    /// Forgets failed messages (matched by `requestId`) so they are not shown again; the
    /// completion gets the request ids removed. The delegate is not called. Fails with 800600
    /// after `dispose()`.
    public func removeFailedMessages(_ messages: [BaseMessage], completion: (@MainActor (Result<[String], ChatError>) -> Void)? = nil) {
        guard phase != .disposed else { return fail(completion, Self.disposedError) }
        let requestIds = Set(messages.map(\.requestId))
        let removed = failedMessages.map(\.requestId).filter { requestIds.contains($0) }
        failedMessages.removeAll { requestIds.contains($0.requestId) }
        client.scheduler.schedule(after: .zero) { completion?(.success(removed)) }
    }

    /// The `async` form of `removeFailedMessages(_:completion:)`.
    @discardableResult
    public func removeFailedMessages(_ messages: [BaseMessage]) async throws(ChatError) -> [String] {
        try await awaiting { removeFailedMessages(messages, completion: $0) }
    }

    /// Forgets every failed message.
    public func removeAllFailedMessages(completion: (@MainActor (Result<[String], ChatError>) -> Void)? = nil) {
        removeFailedMessages(failedMessages, completion: completion)
    }

    /// Stops following the channel. Afterwards every call fails with 800600, loads still
    /// running report 800600, and the delegate is never called again; the lists keep their
    /// last state.
    public func dispose() {
        phase = .disposed
        deferredLocalChanges = []
        client.removeObserver(self)
    }

    static let disposedError = ChatError(.collectionDisposed, "Collection disposed: this MessageCollection was disposed; create a new one.")
    static let inProgressError = ChatError(.queryInProgress, "Query in progress: the collection is already loading in that direction.")

    private func load(forward: Bool, completion: (@MainActor (Result<[BaseMessage], ChatError>) -> Void)?) {
        switch phase {
        case .disposed: return fail(completion, Self.disposedError)
        case .created: return fail(completion, .invalidParameter("the collection has not started; call start(completion:) first"))
        case .starting: return fail(completion, Self.inProgressError)
        case .started: break
        }
        guard !(forward ? isLoadingNext : isLoadingPrevious) else { return fail(completion, Self.inProgressError) }
        guard forward ? hasNext : hasPrevious else {
            client.scheduler.schedule(after: .zero) { completion?(.success([])) }
            return
        }
        setLoading(true, forward: forward)
        let url = channel.channelURL, params = params, boundary = forward ? nextBoundary : previousBoundary
        let own = forward ? params.nextResultSize : params.previousResultSize
        let other = forward ? params.previousResultSize : params.nextResultSize
        let limit = own > 0 ? own : other > 0 ? other : 20
        client.perform({ $0.loadHistoryPage(url: url, from: boundary, forward: forward, limit: limit, params: params, reply: $1) }) { [self] result in
            setLoading(false, forward: forward)
            guard phase == .started else {
                completion?(.failure(Self.disposedError))
                return
            }
            switch result {
            case .failure(let error):
                completion?(.failure(error))
            case .success(let page):
                let messages = page.messages.map(client.makeMessage)
                let added: [BaseMessage]
                if forward {
                    if let last = messages.last { nextBoundary = .message(last.messageId) }
                    hasNext = page.hasMore
                    added = appendPage(messages)
                } else {
                    if let first = messages.first { previousBoundary = .message(first.messageId) }
                    hasPrevious = page.hasMore
                    added = prependPage(messages)
                }
                completion?(.success(added))
            }
        }
    }

    private func setLoading(_ loading: Bool, forward: Bool) {
        if forward { isLoadingNext = loading } else { isLoadingPrevious = loading }
    }

    private func fail<T>(_ completion: (@MainActor (Result<T, ChatError>) -> Void)?, _ error: ChatError) {
        client.scheduler.schedule(after: .zero) { completion?(.failure(error)) }
    }

    // MARK: The sorted list

    /// Puts an older page in front: one block move when it is older than everything held, as
    /// a page from `loadPrevious` is, so a page costs the same whatever the collection holds.
    private func prependPage(_ page: [BaseMessage]) -> [BaseMessage] {
        guard let last = page.last, let first = succeededMessages.first, !last.precedes(first) else {
            succeededMessages.insert(contentsOf: page, at: 0)
            return page
        }
        return page.filter { insertSucceeded($0) == nil }
    }

    private func appendPage(_ page: [BaseMessage]) -> [BaseMessage] {
        guard let first = page.first, let last = succeededMessages.last, !last.precedes(first) else {
            succeededMessages.append(contentsOf: page)
            return page
        }
        return page.filter { insertSucceeded($0) == nil }
    }

    /// Inserts `message` in order by binary search, or replaces the held message with its id
    /// and returns the one replaced.
    @discardableResult
    private func insertSucceeded(_ message: BaseMessage) -> BaseMessage? {
        var low = 0, high = succeededMessages.count
        while low < high {
            let mid = (low + high) / 2
            if succeededMessages[mid].precedes(message) { low = mid + 1 } else { high = mid }
        }
        if low < succeededMessages.count, succeededMessages[low].messageId == message.messageId {
            let old = succeededMessages[low]
            succeededMessages[low] = message
            return old
        }
        if let index = indexOfSucceeded(id: message.messageId) {
            // Only a message whose creation time changed lands here; keep one copy.
            let old = succeededMessages.remove(at: index)
            insertSucceeded(message)
            return old
        }
        succeededMessages.insert(message, at: low)
        // A message joining at the live end moves the boundary `loadNext` would start from
        // should a huge gap later reopen the way forward.
        switch nextBoundary {
        case .message(let newest) where newest < message.messageId: nextBoundary = .message(message.messageId)
        case .time where !hasNext: nextBoundary = .message(message.messageId)
        default: break
        }
        return nil
    }

    /// The position of the held message with `id`. The service hands out ids in creation
    /// order within a channel, so the time order is also the id order and a binary search
    /// finds it; a linear scan covers messages imported out of order.
    func indexOfSucceeded(id: Int64) -> Int? {
        var low = 0, high = succeededMessages.count
        while low < high {
            let mid = (low + high) / 2
            if succeededMessages[mid].messageId < id { low = mid + 1 } else { high = mid }
        }
        if low < succeededMessages.count, succeededMessages[low].messageId == id { return low }
        return succeededMessages.firstIndex { $0.messageId == id }
    }

    // MARK: Events

    private var currentUserId: String? { client.currentUser?.userId }

    private func receive(_ message: BaseMessage, _ payload: MessagePayload) {
        guard params.includes(message), !hasNext else { return }
        client.cache(message: payload, of: channel.channelURL)
        if insertSucceeded(message) != nil {
            notifyUpdated([message], .eventMessageReceived, .succeeded)
        } else {
            notifyAdded([message], .eventMessageReceived, .succeeded)
        }
    }

    /// Replaces the held message with `id` by `next(held)`, reporting it as updated.
    private func replaceHeld(_ id: Int64, source: CollectionEventSource, _ next: (BaseMessage) -> BaseMessage) {
        guard let index = indexOfSucceeded(id: id) else { return }
        let message = next(succeededMessages[index])
        succeededMessages[index] = message
        notifyUpdated([message], source, .succeeded)
    }

    private func deleteHeld(_ id: Int64, source: CollectionEventSource) {
        guard let index = indexOfSucceeded(id: id) else { return }
        let removed = succeededMessages.remove(at: index)
        notifyDeleted([removed], source, .succeeded)
    }

    /// One step of a message this client is sending.
    private func applyLocal(_ message: BaseMessage, _ change: LocalMessageChange) {
        let pendingIndex = pendingMessages.firstIndex { $0.requestId == message.requestId }
        let failedIndex = failedMessages.firstIndex { $0.requestId == message.requestId }
        switch change {
        case .pendingCreated:
            guard params.includes(message), pendingIndex == nil else { return }
            pendingMessages.append(message)
            notifyAdded([message], .localMessagePendingCreated, .pending)
        case .resendStarted:
            if let failedIndex {
                failedMessages.remove(at: failedIndex)
                pendingMessages.append(message)
                notifyUpdated([message], .localMessageResendStarted, .pending)
            } else if params.includes(message), pendingIndex == nil {
                pendingMessages.append(message)
                notifyAdded([message], .localMessageResendStarted, .pending)
            }
        case .failed:
            if let pendingIndex {
                pendingMessages.remove(at: pendingIndex)
                failedMessages.append(message)
                notifyUpdated([message], .localMessageFailed, .failed)
            } else if params.includes(message), failedIndex == nil {
                failedMessages.append(message)
                notifyAdded([message], .localMessageFailed, .failed)
            }
        case .canceled:
            guard let pendingIndex else { return }
            pendingMessages.remove(at: pendingIndex)
            notifyDeleted([message], .localMessageCanceled, .canceled)
        case .sent:
            if let pendingIndex { pendingMessages.remove(at: pendingIndex) }
            guard params.includes(message) else { return }
            if hasNext {
                // Away from the live end the stored message waits for `loadNext`, like any other.
                if pendingIndex != nil { notifyDeleted([message], .eventMessageSent, .succeeded) }
                return
            }
            let replaced = insertSucceeded(message)
            if pendingIndex != nil || replaced != nil {
                notifyUpdated([message], .eventMessageSent, .succeeded)
            } else {
                notifyAdded([message], .eventMessageSent, .succeeded)
            }
        }
    }

    private func isCurrentUser(removedBy change: ChannelChange) -> Bool {
        switch change {
        case .userLeft(let user), .userBanned(let user): user.userId == currentUserId
        default: false
        }
    }

    // MARK: The local cache

    /// Starts on the cached newest messages while the client is not connected: readable and
    /// scrollable at once; older ones need the connection (loading them fails with 800120
    /// until it is back), and the service's version replaces these when it is.
    private func startFromLocalCache(_ cached: [MessagePayload], completion: (@MainActor (Result<[BaseMessage], ChatError>) -> Void)?) {
        let messages = cached.map(client.makeMessage).filter(params.includes)
        succeededMessages = messages
        hasPrevious = true
        hasNext = false
        if let first = messages.first, let last = messages.last {
            previousBoundary = .message(first.messageId)
            nextBoundary = .message(last.messageId)
        }
        isFromLocalCache = true
        phase = .started
        client.scheduler.schedule(after: .zero) { [self] in
            completion?(isDisposed ? .failure(Self.disposedError) : .success(messages))
        }
    }

    /// Loads the live end from the service and puts it in place of the cached copy, telling
    /// the delegate what differs: the service is trusted over the cache.
    private func replaceLocalCopy() {
        guard phase == .started else { return }
        catchUpGeneration += 1
        let generation = catchUpGeneration
        let url = channel.channelURL, params = params
        client.perform({
            $0.loadHistoryWindow(url: url, around: .max, previous: max(params.previousResultSize, 1), next: 0, params: params, reply: $1)
        }) { [self] result in
            guard phase == .started, generation == catchUpGeneration, isFromLocalCache else { return }
            guard case .success(let window) = result else { return }
            isFromLocalCache = false
            let payloads = window.previous.messages + window.next.messages
            let fresh = payloads.map(client.makeMessage)
            let freshIds = Set(fresh.map(\.messageId))
            let heldIds = Set(succeededMessages.map(\.messageId))
            let deleted = succeededMessages.filter { !freshIds.contains($0.messageId) }
            let added = fresh.filter { !heldIds.contains($0.messageId) }
            let updated = fresh.filter { message in
                guard let index = indexOfSucceeded(id: message.messageId) else { return false }
                return !succeededMessages[index].hasSameContent(as: message)
            }
            succeededMessages = fresh
            hasPrevious = window.previous.hasMore
            hasNext = false
            if let first = fresh.first, let last = fresh.last {
                previousBoundary = .message(first.messageId)
                nextBoundary = .message(last.messageId)
            }
            syncToken = window.token
            client.cache(messages: payloads, of: url, replacing: true)
            notifyDeleted(deleted, .messageChangelog, .succeeded)
            notifyUpdated(updated, .messageChangelog, .succeeded)
            notifyAdded(added, .messageFill, .succeeded)
        }
    }

    // MARK: Catching up

    private func catchUp() {
        guard phase == .started, let token = syncToken else { return }
        catchUpGeneration += 1
        let generation = catchUpGeneration
        let url = channel.channelURL, params = params
        let newestLoaded: Int64 = if case .message(let id) = nextBoundary { id } else { 0 }
        let fillAfter: Int64? = hasNext ? nil : newestLoaded
        var held: ClosedRange<Int64>?
        if let first = succeededMessages.first?.messageId, let last = succeededMessages.last?.messageId {
            held = min(first, last)...max(first, last)
        }
        let failedRequestIds = failedMessages.map(\.requestId).filter { !$0.isEmpty }
        client.perform({
            $0.catchUpHistory(
                url: url, token: token, fillAfter: fillAfter, fillLimit: Self.hugeGapThreshold,
                held: held, params: params, failedRequestIds: failedRequestIds, reply: $1)
        }) { [self] result in
            guard phase == .started, generation == catchUpGeneration else { return }
            switch result {
            case .success(let catchUp):
                apply(catchUp, filling: fillAfter.map { max($0, token.messageWatermark) })
            case .failure(let error) where error.code == .channelNotFound || error.code == .nonAuthorized:
                notifyDeletedChannel(.channelChangelog)
            case .failure:
                break
            }
        }
    }

    private func apply(_ catchUp: HistoryCatchUp, filling anchor: Int64?) {
        syncToken = catchUp.token
        let before = channel.collectionFingerprint
        client.channel(from: catchUp.channel)
        if channel.collectionFingerprint != before {
            notify { $0.messageCollection(self, context: MessageContext(source: .channelChangelog, sendingStatus: .none), updatedChannel: channel) }
        }
        client.uncache(messageIds: Set(catchUp.deletedIds), of: channel.channelURL)
        var deleted: [BaseMessage] = []
        for id in catchUp.deletedIds {
            if let index = indexOfSucceeded(id: id) { deleted.append(succeededMessages.remove(at: index)) }
        }
        notifyDeleted(deleted, .messageChangelog, .succeeded)
        var updated: [BaseMessage] = []
        for payload in catchUp.updated {
            let message = client.makeMessage(payload)
            guard let index = indexOfSucceeded(id: message.messageId), !succeededMessages[index].hasSameContent(as: message) else { continue }
            succeededMessages[index] = message
            updated.append(message)
        }
        notifyUpdated(updated, .messageChangelog, .succeeded)
        resolveStoredFailures(catchUp.stored.map(client.makeMessage))
        guard let anchor, !hasNext, phase == .started else { return }
        if catchUp.missed.hasMore {
            hasNext = true
            nextBoundary = .message(anchor)
            notify { $0.didDetectHugeGap(self) }
            return
        }
        // A send that failed after the catch-up was asked for may be among the missed.
        client.cache(messages: catchUp.missed.messages, of: channel.channelURL)
        let missed = catchUp.missed.messages.map(client.makeMessage)
        resolveStoredFailures(missed)
        var added: [BaseMessage] = []
        for message in missed where insertSucceeded(message) == nil { added.append(message) }
        notifyAdded(added, .messageFill, .succeeded)
    }

    // MARK: Telling the delegate

    /// Calls the delegate unless the collection was disposed, perhaps by an earlier call.
    private func notify(_ call: (MessageCollectionDelegate) -> Void) {
        guard phase != .disposed, let delegate else { return }
        call(delegate)
    }

    private func notifyAdded(_ messages: [BaseMessage], _ source: CollectionEventSource, _ status: SendingStatus) {
        guard !messages.isEmpty else { return }
        notify { $0.messageCollection(self, context: MessageContext(source: source, sendingStatus: status), channel: channel, addedMessages: messages) }
    }

    private func notifyUpdated(_ messages: [BaseMessage], _ source: CollectionEventSource, _ status: SendingStatus) {
        guard !messages.isEmpty else { return }
        notify { $0.messageCollection(self, context: MessageContext(source: source, sendingStatus: status), channel: channel, updatedMessages: messages) }
    }

    private func notifyDeleted(_ messages: [BaseMessage], _ source: CollectionEventSource, _ status: SendingStatus) {
        guard !messages.isEmpty else { return }
        notify { $0.messageCollection(self, context: MessageContext(source: source, sendingStatus: status), channel: channel, deletedMessages: messages) }
    }

    /// Moves those of `messages` that are this user's failed sends, which the service turns
    /// out to have stored, into the succeeded list wherever they fall in it: a lost
    /// acknowledgement leaves no other trace.
    private func resolveStoredFailures(_ messages: [BaseMessage]) {
        var resolved: [BaseMessage] = []
        for message in messages where !message.requestId.isEmpty && message.sender?.userId == currentUserId {
            guard let failed = failedMessages.firstIndex(where: { $0.requestId == message.requestId }) else { continue }
            failedMessages.remove(at: failed)
            insertSucceeded(message)
            resolved.append(message)
        }
        notifyUpdated(resolved, .messageFill, .succeeded)
    }

    private func notifyDeletedChannel(_ source: CollectionEventSource) {
        let url = channel.channelURL
        notify { $0.messageCollection(self, context: MessageContext(source: source, sendingStatus: .none), deletedChannel: url) }
    }
}

extension MessageCollection: ClientObserver {
    func client(_ client: ChatClient, didReceive event: ServerEvent, channel eventChannel: BaseChannel?) {
        guard phase == .started, let source = CollectionEventSource(event) else { return }
        if case .channelDeleted(let url, _) = event {
            if url == channel.channelURL { notifyDeletedChannel(source) }
            return
        }
        guard eventChannel?.channelURL == channel.channelURL else { return }
        switch event {
        case .messageReceived(_, let payload):
            receive(client.makeMessage(payload), payload)
        case .messageUpdated(_, let payload):
            let message = client.makeMessage(payload)
            if indexOfSucceeded(id: message.messageId) != nil { client.cache(message: payload, of: channel.channelURL) }
            replaceHeld(message.messageId, source: source) { _ in message }
        case .messageDeleted(_, let messageId):
            client.uncache(messageIds: [messageId], of: channel.channelURL)
            deleteHeld(messageId, source: source)
        case .reactionUpdated(_, let reaction):
            replaceHeld(reaction.messageId, source: source) { $0.applying(reaction) }
        case .threadInfoUpdated(_, let parentId, let info):
            replaceHeld(parentId, source: source) { $0.applying(info) }
        case .channelChanged(_, let change):
            if isCurrentUser(removedBy: change) {
                notifyDeletedChannel(source)
            } else {
                notify { $0.messageCollection(self, context: MessageContext(source: source, sendingStatus: .none), updatedChannel: channel) }
            }
        case .mentioned, .channelDeleted:
            break
        }
    }

    func client(_ client: ChatClient, didChangeLocalMessage message: BaseMessage, in channel: BaseChannel, change: LocalMessageChange) {
        guard channel.channelURL == self.channel.channelURL else { return }
        switch phase {
        case .starting: deferredLocalChanges.append((message, change))
        case .started: applyLocal(message, change)
        case .created, .disposed: break
        }
    }

    func clientDidReconnect(_ client: ChatClient) {
        if isFromLocalCache { return replaceLocalCopy() }
        catchUp()
    }
}
