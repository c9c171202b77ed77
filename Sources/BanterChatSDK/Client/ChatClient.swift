import BanterScheduling
import Foundation

/// One user's SDK instance against a chat service: connection, the cache of channel and
/// user objects kept current by events, delegates, and every request the user can make.
///
/// Every operation offers a completion handler taking a `Result<_, ChatError>` and an
/// `async throws` form that throws `ChatError`. Completions and delegate calls run on the
/// main actor, later than the call (never inside it), in the order the service sent them.
///
/// The client reaches the service only through its `ChatBackend` (see there for the
/// contract): `ChatServer`, the in-process simulation (`init(server:)`), or a Matrix
/// homeserver (`init(homeserver:)`, partly mapped so far, from the BanterMatrix target).
@MainActor
public final class ChatClient: ChatBackendListener {
    /// The service this client talks to.
    package let backend: any ChatBackend
    /// The clock the client's requests and events run on; view models time their own work
    /// (typing that lapses) on it, so a test's manual clock drives both.
    public var scheduler: Scheduler { backend.scheduler }
    /// Retry timing after the connection drops.
    public var reconnectionPolicy = ReconnectionPolicy()
    /// The connected user; nil before the first successful `connect`.
    public internal(set) var currentUser: User?
    public private(set) var connectionState: ConnectionState = .closed
    /// The most files one multiple-files message may carry, as the service sets it (10 by default).
    public var multipleFilesMessageFileCountLimit: Int { backend.limits.maxFilesPerMessage }
    /// The largest file a file message (or one file of a multiple-files message) may be, in bytes.
    public var fileSizeLimit: Int { backend.limits.maxFileSize }

    private var session: (any ChatBackendSession)?
    /// The open session, for tests that speak to a backend directly.
    var currentSession: (any ChatBackendSession)? { session }
    private var inFlight = InFlightRequests()
    private var watchdog: ScheduledTask?
    private var reconnectAttempt = 0
    private var reconnectTask: ScheduledTask?
    /// The id a reconnection signs in with: as given to `connect` until the service answers
    /// with its own form of it (a Matrix id for its local part), which a client started
    /// offline from its cache has not heard yet.
    private var sessionUserId: String?
    private var nextRequestNumber = 0
    private var users: [String: User] = [:]
    private var channels: [String: BaseChannel] = [:]
    private var channelDelegates: [(identifier: String, delegate: WeakBox<BaseChannelDelegate>)] = []
    private var connectionDelegates: [(identifier: String, delegate: WeakBox<ConnectionDelegate>)] = []
    private var observers: [WeakBox<ClientObserver>] = []
    /// File uploads in progress, by request id.
    var uploads: [String: Upload] = [:]
    /// What this account sent and the service has not acknowledged; kept only with
    /// `params.isLocalCachingEnabled`, from the first `connect` on.
    private(set) var outbox: Outbox?
    /// How many requests (sends, edits, deletions, reactions) wait in the outbox for the
    /// service; 0 without local caching.
    public var pendingRequestCount: Int { outbox?.entries.count ?? 0 }

    /// Tells this client's request ids from those of other clients of the same user.
    private let requestIdPrefix: String
    /// What the client keeps on this machine; fixed for the client's life.
    public let params: InitParams
    /// The account's cache on disk, open from `connect` on when `params` enable caching.
    var localCache: LocalCache?
    /// The pending write of the cache, coalescing the changes of a burst of events.
    var localCacheFlush: ScheduledTask?
    /// Set while channel objects are made from the cache, so they are not written back to it.
    var isRestoringFromCache = false
    /// Makes the backend's state for the cache (`ChatBackendCache`), asked at the next write.
    var backendStateProvider: (@MainActor () -> Data?)?
    /// Whether the backend's state changed since it was last written.
    var backendStateChanged = false
    /// Said once when the account's local copy could not be used (a cache damaged, of
    /// another version or held by another process, discarded; an outbox that could not be
    /// opened or read, set aside): for the app to show, never an error. Nil when all was
    /// fine or caching is off.
    public internal(set) var localCacheNotice: String?

    /// A client of the in-process `server`, not yet connected.
    public convenience init(server: ChatServer, params: InitParams = InitParams()) {
        self.init(backend: server, params: params)
    }

    /// A client of `backend`, not yet connected: the one way in for a backend target of this
    /// package (BanterMatrix's `init(homeserver:)`), so the SDK never names one.
    package init(backend: any ChatBackend, params: InitParams = InitParams()) {
        self.backend = backend
        self.params = params
        requestIdPrefix = backend.makeRequestIdPrefix()
    }

    /// The service's clock, in milliseconds since 1970.
    public var serverTime: Int64 { backend.now }

    /// Which service this client talks to: the embedded service (`"embedded#1"`, one per
    /// `ChatServer` made in the process) or a homeserver's URL. With `currentUser` it names
    /// an account, so what is kept per account (drafts) never crosses to another.
    public var backendIdentity: String { backend.identity }

    // MARK: Connection

    /// Connects as `userId`, creating the user on first connection; a non-empty `nickname`
    /// replaces the stored one. Fails with 800110 for an id of nothing but whitespace and line
    /// breaks, 800120 when the network is down, and 800102 when `disconnect()` or another
    /// `connect` comes before the connection is made.
    public func connect(userId: String, nickname: String? = nil, completion: @escaping @MainActor (Result<User, ChatError>) -> Void) {
        do throws(ChatError) { try Validation.userId(userId) } catch {
            return fail(completion, error)
        }
        if let session, session.isOpen {
            // Already connected as this user: answer with the user, as the real SDK does,
            // rather than open a second session that would deliver every event twice.
            if session.userId == userId, connectionState == .open, let currentUser,
               nickname?.isEmpty != false || nickname == currentUser.nickname {
                scheduler.schedule(after: .zero) { completion(.success(currentUser)) }
                return
            }
            closeSession()
        }
        if params.isLocalCachingEnabled {
            let folder = accountFolder(of: userId)
            if LocalCopyClaims.holder(of: folder, other: self) != nil {
                return fail(completion, ChatError(.localCacheInUse, """
                    The local copy of \(userId) is open in another ChatClient of this process; \
                    call closeLocalCache() on that client, or release it, first.
                    """))
            }
            LocalCopyClaims.claim(folder, by: self)
        }
        connectionState = .connecting
        sessionUserId = userId
        openOutbox(userId: userId, creating: false)
        restoreLocalCache(userId: userId, creating: false)
        backend.openSession(userId: userId, nickname: nickname, listener: self) { [self] result in
            guard connectionState == .connecting else {
                if case .success(let (session, _)) = result { session.close() }
                return completion(.failure(ChatError(.connectionCanceled, "Connection canceled: disconnect() or another connect() came first.")))
            }
            switch result {
            case .success(let (session, record)):
                self.session = session
                connectionState = .open
                openOutbox(userId: userId, creating: true)
                // A user restored from the local cache returns too: their collections catch up.
                let returning = currentUser.map { $0.userId == userId || $0.userId == record.userId } ?? false
                let user = user(for: record.userId, updating: record)
                currentUser = user
                sessionUserId = record.userId
                restoreLocalCache(userId: userId, creating: true)
                localCache?.store(user: record)
                scheduleLocalCacheFlush()
                completion(.success(user))
                forEachConnectionDelegate { $0.didConnect(userId: userId) }
                outbox?.resume()
                // Collections kept across a disconnect catch up as after a reconnection.
                if returning { forEachObserver { $0.clientDidReconnect(self) } }
            case .failure(let error):
                if startsOffline(userId: userId, after: error, completion: completion) { return }
                connectionState = .closed
                completion(.failure(error))
            }
        }
    }

    /// The `async` form of `connect(userId:nickname:completion:)`.
    @discardableResult
    public func connect(userId: String, nickname: String? = nil) async throws(ChatError) -> User {
        try await awaiting { connect(userId: userId, nickname: nickname, completion: $0) }
    }

    /// Disconnects and stops reconnecting. Requests in flight fail with 800120; the cached
    /// channels stay, and `connect` may be called again.
    public func disconnect(completion: (@MainActor () -> Void)? = nil) {
        let userId = currentUser?.userId
        reconnectTask?.cancel()
        reconnectTask = nil
        let wasConnected = connectionState == .open
        connectionState = .closed
        closeSession()
        flushLocalCache()
        scheduler.schedule(after: .zero) { [self] in
            completion?()
            if wasConnected, let userId { forEachConnectionDelegate { $0.didDisconnect(userId: userId) } }
        }
    }

    /// The `async` form of `disconnect(completion:)`.
    public func disconnect() async {
        await withCheckedContinuation { continuation in
            disconnect { continuation.resume() }
        }
    }

    /// Opens the outbox of `userId` on this backend when caching is on: at `connect`, one
    /// already on disk, so what waited since the last run is held before the connection is
    /// made; once connected, a new one (so a sign-in that fails writes nothing). A folder
    /// that cannot be opened (another process of the same account holds it) leaves the
    /// client without an outbox: sends then fail as with caching off, and
    /// `localCacheNotice` says why.
    private func openOutbox(userId: String, creating: Bool) {
        guard params.isLocalCachingEnabled, outbox?.userId != userId else { return }
        let folder = accountFolder(of: userId).appendingPathComponent("outbox", isDirectory: true)
        guard creating || FileManager.default.fileExists(atPath: folder.path) else { return }
        do throws(ChatError) {
            outbox = try Outbox(client: self, userId: userId, directory: folder)
            localCacheNotice = outbox?.notice
        } catch {
            outbox = nil
            localCacheNotice = "Unsent messages cannot be kept: \(error.message)"
        }
    }

    /// Lets go of the outbox's folder (`closeLocalCache()`); what waits in it stays on disk.
    func closeOutbox() {
        outbox?.close()
        outbox = nil
    }

    private func closeSession() {
        session?.close()
        session = nil
        failInFlight(.networkError)
    }

    /// Called by the backend when the network or the connection fails under this client.
    package func connectionWasLost() {
        guard connectionState == .open else { return }
        session = nil
        failInFlight(.networkError)
        beginReconnecting()
    }

    /// Starts the reconnection loop of `reconnectionPolicy`, telling the connection delegates.
    func beginReconnecting() {
        connectionState = .reconnecting
        reconnectAttempt = 0
        forEachConnectionDelegate { $0.didStartReconnection() }
        scheduleReconnect()
    }

    private func scheduleReconnect() {
        reconnectAttempt += 1
        let delay = reconnectionPolicy.delay(beforeAttempt: reconnectAttempt)
        reconnectTask = scheduler.schedule(after: delay) { [self] in
            guard connectionState == .reconnecting, let userId = sessionUserId ?? currentUser?.userId else { return }
            backend.openSession(userId: userId, nickname: nil, listener: self) { [self] result in
                guard connectionState == .reconnecting else {
                    if case .success(let (session, _)) = result { session.close() }
                    return
                }
                switch result {
                case .success(let (session, record)):
                    self.session = session
                    // A client started offline from its cache learns the service's form of its id here.
                    sessionUserId = record.userId
                    connectionState = .open
                    forEachConnectionDelegate { $0.didSucceedReconnection() }
                    forEachObserver { $0.clientDidReconnect(self) }
                    outbox?.resume()
                case .failure:
                    if let limit = reconnectionPolicy.maximumAttempts, reconnectAttempt >= limit {
                        connectionState = .closed
                        forEachConnectionDelegate { $0.didFailReconnection() }
                    } else {
                        scheduleReconnect()
                    }
                }
            }
        }
    }

    // MARK: Delegates

    /// Registers a channel delegate under `identifier`, replacing any delegate registered
    /// under it before. Held weakly.
    public func addChannelDelegate(_ delegate: BaseChannelDelegate, identifier: String) {
        removeChannelDelegate(identifier: identifier)
        channelDelegates.append((identifier, WeakBox(delegate)))
    }

    public func removeChannelDelegate(identifier: String) {
        channelDelegates.removeAll { $0.identifier == identifier }
    }

    /// Registers a connection delegate under `identifier`, replacing any before it. Held weakly.
    public func addConnectionDelegate(_ delegate: ConnectionDelegate, identifier: String) {
        removeConnectionDelegate(identifier: identifier)
        connectionDelegates.append((identifier, WeakBox(delegate)))
    }

    public func removeConnectionDelegate(identifier: String) {
        connectionDelegates.removeAll { $0.identifier == identifier }
    }

    func forEachChannelDelegate(_ body: (BaseChannelDelegate) -> Void) {
        channelDelegates.removeAll { $0.delegate.value == nil }
        for entry in channelDelegates { entry.delegate.value.map(body) }
    }

    private func forEachConnectionDelegate(_ body: (ConnectionDelegate) -> Void) {
        connectionDelegates.removeAll { $0.delegate.value == nil }
        for entry in connectionDelegates { entry.delegate.value.map(body) }
    }

    func addObserver(_ observer: ClientObserver) {
        observers.removeAll { $0.value == nil || $0.value === observer }
        observers.append(WeakBox(observer))
    }

    func removeObserver(_ observer: ClientObserver) {
        observers.removeAll { $0.value == nil || $0.value === observer }
    }

    func forEachObserver(_ body: (ClientObserver) -> Void) {
        for box in observers { box.value.map(body) }
    }

    // MARK: Requests

    /// Sends a request over the open session (`send` makes it, passing on the reply), and
    /// reports its result: at once (on the next turn) with 800101 or 800120 when not
    /// connected, with 800180 when no acknowledgement comes within the ack timeout, with
    /// 800120 when the connection drops first.
    func perform<T>(
        _ send: (any ChatBackendSession, @escaping BackendReply<T>) -> Void,
        completion: @escaping @MainActor (Result<T, ChatError>) -> Void
    ) {
        guard let session, connectionState == .open else {
            return fail(completion, connectionState == .closed ? .connectionRequired : .networkError)
        }
        let token = inFlight.add(InFlightRequest(deadline: scheduler.now + backend.limits.ackTimeout) { error in
            completion(.failure(error))
        })
        armWatchdog()
        send(session) { [weak self] result in
            guard let self, inFlight.remove(token) != nil else { return }
            completion(result)
        }
    }

    /// One timer for all requests in flight, set for the oldest one's deadline: requests
    /// leave in about the order they were made, so this costs nothing per request.
    private func armWatchdog() {
        guard watchdog == nil, let oldest = inFlight.oldest else { return }
        watchdog = scheduler.schedule(after: oldest.request.deadline - scheduler.now) { [weak self] in
            guard let self else { return }
            watchdog = nil
            let now = scheduler.now
            while let oldest = inFlight.oldest, oldest.request.deadline <= now {
                _ = inFlight.remove(oldest.token)
                oldest.request.fail(ChatError(.ackTimeout, "Ack timeout: no reply from the service within \(backend.limits.ackTimeout)."))
            }
            armWatchdog()
        }
    }

    private func failInFlight(_ error: ChatError) {
        let failures = inFlight.removeAll()
        watchdog?.cancel()
        watchdog = nil
        for request in failures { request.fail(error) }
    }

    /// Reports a failure on the next turn, so completions never run inside the call.
    func fail<T>(_ completion: @escaping @MainActor (Result<T, ChatError>) -> Void, _ error: ChatError) {
        scheduler.schedule(after: .zero) { completion(.failure(error)) }
    }

    /// A fresh id for a message this client sends.
    func makeRequestId() -> String {
        nextRequestNumber += 1
        return "\(currentUser?.userId ?? "?")-\(requestIdPrefix)-\(nextRequestNumber)"
    }

    // MARK: Objects

    /// The one `User` object for `userId`, updated from `record` when given.
    func user(for userId: String, updating record: UserRecord? = nil) -> User {
        if let user = users[userId] {
            if let record { user.update(from: record) }
            return user
        }
        let user = User(record ?? backend.userRecord(userId))
        users[userId] = user
        return user
    }

    /// The one channel object for the payload's url, brought up to date.
    @discardableResult
    func channel(from payload: ChannelPayload) -> BaseChannel {
        let channel = channels[payload.header.url] ?? {
            let made: BaseChannel = payload.header.kind == .group
                ? GroupChannel(header: payload.header, client: self)
                : OpenChannel(header: payload.header, client: self)
            channels[payload.header.url] = made
            return made
        }()
        channel.apply(payload)
        if !isRestoringFromCache { cache(channel: payload) }
        return channel
    }

    /// The cached channel object for `url`, if this client has seen it.
    func cachedChannel(_ url: String) -> BaseChannel? { channels[url] }

    func forgetChannel(_ url: String) {
        channels[url] = nil
        if localCache?.channels[url] != nil {
            localCache?.removeChannel(url)
            scheduleLocalCacheFlush()
        }
    }

    func makeMessage(_ payload: MessagePayload) -> BaseMessage {
        switch payload.record.kind {
        case .user: UserMessage(payload, client: self)
        case .file: payload.extras?.files != nil ? MultipleFilesMessage(payload, client: self) : FileMessage(payload, client: self)
        case .admin: AdminMessage(payload, client: self)
        }
    }
}

/// A request waiting for its reply, and how to fail it.
struct InFlightRequest {
    let deadline: Duration
    let fail: @MainActor (ChatError) -> Void
}

/// Runs a completion-handler operation as `async`, for the `async throws` forms.
@MainActor
package func awaiting<T: Sendable>(_ start: (@escaping @MainActor (Result<T, ChatError>) -> Void) -> Void) async throws(ChatError) -> T {
    let result: Result<T, ChatError> = await withCheckedContinuation { continuation in
        start { continuation.resume(returning: $0) }
    }
    return try result.get()
}
