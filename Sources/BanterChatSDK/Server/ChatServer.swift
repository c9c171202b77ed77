import BanterScheduling
import Foundation

/// The simulated chat service, in process: users, channels, members, messages, reactions,
/// read and delivery state and restrictions, behind realistic latency and injectable faults.
///
/// Several `ChatClient`s connect to one server to play several users. Everything runs on the
/// main actor and on the injected `Scheduler`: a `ManualScheduler` makes a whole
/// conversation, faults included, repeat exactly in a test.
@MainActor
public final class ChatServer {
    /// The clock that drives latency, typing expiry and the simulated users.
    public let scheduler: any Scheduler
    /// Latency, faults and limits; changes apply to requests made afterwards.
    public var configuration: ServerConfiguration
    private(set) var state = ServerState()
    private var store: WorkspaceStore?
    private var generator: SeededRandomNumberGenerator
    private(set) var sessions: [ObjectIdentifier: ClientSession] = [:]
    /// Channel url → who is typing, in the order they started, with the task that expires them.
    private var typing: [String: [(userId: String, expiry: ScheduledTask)]] = [:]
    /// Open channel url → participants in the order they entered.
    var participants: [String: [String]] = [:]
    private var messageTimes: [String: [Int64]] = [:]
    private var requestTimes: [String: [Int64]] = [:]
    private var clientsRegistered = 0
    /// Makes request ids unique across restarts of a persistent server, whose stored
    /// messages keep the ids of earlier runs; empty (and so deterministic) in memory.
    private(set) var requestIdSalt = ""
    /// This server among those the process made (`ChatBackend.identity`): two in-process
    /// services may hold the same user ids and channel URLs.
    package let identity: String
    private static var serversMade = 0

    /// Warnings from opening the store, such as a torn last journal line that was dropped.
    public private(set) var storeWarnings: [String] = []
    /// Whether the store holds a snapshot: one was loaded when it opened, or written since.
    /// A store whose state is only a journal was never compacted; `seedStore(_:)` always
    /// leaves a snapshot, so an app that seeds that way can tell an interrupted first run of
    /// an older version (a journal and no snapshot) from a complete workspace.
    public private(set) var storeHasSnapshot = false

    /// A server with no users or channels.
    public init(scheduler: any Scheduler, configuration: ServerConfiguration = ServerConfiguration()) {
        self.scheduler = scheduler
        self.configuration = configuration
        generator = SeededRandomNumberGenerator(seed: configuration.seed)
        Self.serversMade += 1
        identity = "embedded#\(Self.serversMade)"
    }

    /// A server that keeps its state in `directory` (created if missing): the saved state is
    /// loaded now, and every change is journaled before it is acknowledged. Fails with 800130
    /// naming the file and line when a store file is corrupt (the files are left untouched),
    /// and with 800110 when the directory cannot be used.
    public convenience init(
        scheduler: any Scheduler, configuration: ServerConfiguration = ServerConfiguration(),
        storeDirectory: String
    ) throws(ChatError) {
        self.init(scheduler: scheduler, configuration: configuration)
        let (store, mutations, warnings) = try WorkspaceStore.open(directory: URL(fileURLWithPath: storeDirectory))
        for mutation in mutations.all { state.apply(mutation) }
        self.store = store
        storeWarnings = warnings
        storeHasSnapshot = mutations.fromSnapshot
        requestIdSalt = String(UInt64.random(in: 1...UInt64.max), radix: 36) + "-"
    }

    /// Whether the service holds no users and no channels (a new store, say).
    public var isEmpty: Bool {
        state.users.isEmpty && state.slotCount == 0
    }

    /// Writes a snapshot of the whole state and starts a new journal; the server also does
    /// this on its own once the journal is long.
    public func compactStore() throws(ChatError) {
        guard let store else { return }
        try store.compact(self)
        storeHasSnapshot = true
    }

    /// Builds the first state of a new store in one step, so it is complete or absent:
    /// `build` runs with journaling suspended, and everything it made is then written as
    /// one snapshot that a rename installs. A crash, a Ctrl-C or an error before that leaves
    /// the store as empty as it was, and the next start can seed again; seeding in memory is
    /// also far faster than journaling each change.
    ///
    /// Fails with 800110, calling nothing, unless the server is empty. An error thrown by
    /// `build` is rethrown with nothing written (the server keeps what was built, in memory).
    /// On a server without a store, `build` simply runs.
    public func seedStore<Result>(_ build: () throws(ChatError) -> Result) throws(ChatError) -> Result {
        guard isEmpty else {
            throw .invalidParameter("the store already holds users or channels; only an empty one is seeded")
        }
        let suspended = store
        store = nil
        let result: Result
        do throws(ChatError) {
            result = try build()
        } catch {
            store = suspended
            throw error
        }
        store = suspended
        try compactStore()
        return result
    }

    /// Releases the store (its lock on the directory); later changes stay in memory only.
    public func closeStore() {
        store?.close()
        store = nil
    }

    /// Whether the network works. Setting it to false drops every connection (clients start
    /// reconnecting) and fails requests in flight; setting it back lets reconnection succeed.
    public var isNetworkAvailable = true {
        didSet {
            guard oldValue, !isNetworkAvailable else { return }
            for session in sessions.values { drop(session) }
        }
    }

    /// The service's current time in milliseconds since 1970.
    public var now: Int64 {
        let (seconds, attoseconds) = scheduler.now.components
        return configuration.clockOrigin + seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }

    /// How many messages the service stores in all channels.
    public var messageCount: Int {
        state.allChannels.reduce(0) { $0 + $1.messages.count }
    }

    // MARK: Faults

    /// Drops the connections of `userId` (every client of theirs) as a network glitch would;
    /// the clients reconnect on their own.
    public func dropConnections(of userId: String) {
        for session in sessions.values where session.userId == userId { drop(session) }
    }

    private func drop(_ session: ClientSession) {
        sessions[ObjectIdentifier(session)] = nil
        session.markClosed()
        session.listener?.connectionWasLost()
    }

    // MARK: Sessions

    /// A request-id prefix for a new client: its number on this server, after the salt
    /// that keeps ids unique across restarts of a persistent one (`ChatBackend`).
    package func makeRequestIdPrefix() -> String {
        clientsRegistered += 1
        return "\(requestIdSalt)\(clientsRegistered)"
    }

    /// Opens a session as `userId`, creating the user on first connection as the real
    /// service does, and updating the nickname when one is given (`ChatBackend.openSession`).
    package func openSession(
        userId: String, nickname: String?, listener: any ChatBackendListener,
        completion: @escaping BackendReply<(session: any ChatBackendSession, user: UserRecord)>
    ) {
        let delay = jittered(configuration.latency(of: .connect))
        scheduler.schedule(after: delay) { [self] in
            guard isNetworkAvailable else {
                completion(.failure(.networkError))
                return
            }
            var user = state.users[userId] ?? UserRecord(userId: userId, nickname: userId, profileURL: nil)
            if let nickname, !nickname.isEmpty { user.nickname = nickname }
            if user != state.users[userId] {
                do throws(ChatError) { try commit([.user(user)]) } catch {
                    completion(.failure(error))
                    return
                }
            }
            let session = ClientSession(userId: userId, server: self, listener: listener)
            session.upstreamClock = scheduler.now
            session.downstreamClock = scheduler.now
            sessions[ObjectIdentifier(session)] = session
            completion(.success((session, user)))
        }
    }

    /// Ends a session the client closed itself.
    func closeSession(_ session: ClientSession) {
        sessions[ObjectIdentifier(session)] = nil
        session.markClosed()
    }

    // MARK: Requests

    /// Carries one request to the service and its reply back, each way after half the
    /// operation's latency, applying rate limits and injected faults on the way. A lost
    /// request or acknowledgement simply never replies: the client's ack timer reports it.
    func submit<T>(
        _ operation: ChatOperation,
        from session: ClientSession,
        handler: @escaping @MainActor (RequestContext) throws(ChatError) -> T,
        reply: @escaping @MainActor (Result<T, ChatError>) -> Void
    ) {
        let half = configuration.latency(of: operation) / 2
        session.upstreamClock = max(session.upstreamClock, scheduler.now + jittered(half))
        scheduler.schedule(after: session.upstreamClock - scheduler.now) { [self] in
            guard session.isOpen, isNetworkAvailable else { return }
            let fault = rollFault(for: operation)
            if fault == .requestLost { return }
            let context = RequestContext(server: self, userId: session.userId, now: now, session: session)
            var result: Result<T, ChatError>
            if let limit = rateLimitError(for: operation, userId: session.userId, at: context.now) {
                result = .failure(limit)
            } else {
                do throws(ChatError) {
                    result = .success(try handler(context))
                } catch {
                    result = .failure(error)
                }
                // A request refused for its parameters did nothing, so it does not count
                // against the limit, as with the client SDK's own checks.
                if case .failure(let error) = result, error.code == .invalidParameter {} else {
                    countRequest(operation, userId: session.userId, at: context.now)
                }
            }
            if fault == .acknowledgementLost { return }
            deliver(to: session, after: half) { reply(result) }
        }
    }

    /// Queues work for a client behind everything already sent to it.
    private func deliver(to session: ClientSession, after delay: Duration, _ work: @escaping @MainActor () -> Void) {
        session.downstreamClock = max(session.downstreamClock, scheduler.now + jittered(delay))
        scheduler.schedule(after: session.downstreamClock - scheduler.now) {
            guard session.isOpen else { return }
            work()
        }
    }

    private enum Fault { case none, requestLost, acknowledgementLost }

    private func rollFault(for operation: ChatOperation) -> Fault {
        guard let rate = configuration.failureRates[operation], rate > 0 else { return .none }
        guard generator.nextUnit() < rate else { return .none }
        return generator.nextUnit() < configuration.lostAcknowledgementShare ? .acknowledgementLost : .requestLost
    }

    /// Whether the service's own work of `operation` (not a client's request) fails this
    /// time, by `failureRates`.
    func rollsFailure(of operation: ChatOperation) -> Bool {
        guard let rate = configuration.failureRates[operation], rate > 0 else { return false }
        return generator.nextUnit() < rate
    }

    private func isMessage(_ operation: ChatOperation) -> Bool {
        operation == .sendMessage || operation == .sendFileMessage
    }

    /// The error for a request over its per-second limit, or nil; counts nothing.
    private func rateLimitError(for operation: ChatOperation, userId: String, at time: Int64) -> ChatError? {
        let isMessage = isMessage(operation)
        guard let limit = isMessage ? configuration.messagesPerSecond : configuration.requestsPerSecond else { return nil }
        let recent = ((isMessage ? messageTimes : requestTimes)[userId] ?? []).filter { $0 > time - 1000 }
        guard recent.count >= limit else { return nil }
        return isMessage
            ? ChatError(.tooManyMessages, "Too many messages: at most \(limit) a second per user.")
            : ChatError(.rateLimitExceeded, "Rate limit exceeded: at most \(limit) requests a second per user.")
    }

    /// Counts a request the service handled against its per-second limit.
    private func countRequest(_ operation: ChatOperation, userId: String, at time: Int64) {
        let isMessage = isMessage(operation)
        guard (isMessage ? configuration.messagesPerSecond : configuration.requestsPerSecond) != nil else { return }
        var times = (isMessage ? messageTimes : requestTimes)[userId] ?? []
        times.removeAll { $0 <= time - 1000 }
        times.append(time)
        if isMessage { messageTimes[userId] = times } else { requestTimes[userId] = times }
    }

    func jittered(_ delay: Duration) -> Duration {
        guard configuration.jitter > 0, delay > .zero else { return delay }
        let factor = 1 + configuration.jitter * (2 * generator.nextUnit() - 1)
        return delay * factor
    }

    // MARK: State

    /// Journals (when persistent) and then applies mutations; the only way state changes.
    func commit(_ mutations: [ServerMutation]) throws(ChatError) {
        if let store {
            try store.append(mutations)
        }
        for mutation in mutations { state.apply(mutation) }
        store?.compactIfNeeded(self)
    }

    /// Every mutation that rebuilds the current state from nothing, for a snapshot.
    ///
    /// Messages come before members, and thread counters are left out, because applying a
    /// message recounts both: members' unread counts are then set by their own records, and
    /// each parent's reply count is rebuilt from its replies.
    func snapshotMutations() -> [ServerMutation] {
        var mutations: [ServerMutation] = state.users.values.sorted { $0.userId < $1.userId }.map { .user($0) }
        for channel in state.allChannels {
            mutations.append(.channel(channel.header))
            for message in channel.messages {
                var extras = channel.extras[message.messageId]
                extras?.replyCount = 0
                extras?.lastRepliedAt = 0
                mutations.append(.message(url: channel.url, message, extras))
            }
            for member in channel.members.values.sorted(by: { $0.userId < $1.userId }) {
                mutations.append(.member(url: channel.url, member))
            }
        }
        for (userId, blocked) in state.blocks.sorted(by: { $0.key < $1.key }) {
            mutations += blocked.sorted().map { .blocked(userId: userId, blockedUserId: $0, blocked: true) }
        }
        mutations += state.reports.map { .report($0) }
        return mutations
    }

    // MARK: Events

    /// Sends an event to every open session of the given users, each with its own view of
    /// the channel, except the session that caused it.
    func broadcast(
        to userIds: some Sequence<String>, except origin: ClientSession? = nil,
        _ makeEvent: (_ recipient: String) -> ServerEvent?
    ) {
        let audience = Set(userIds)
        broadcast(where: { audience.contains($0) }, except: origin, makeEvent)
    }

    /// Sends an event to everyone who hears about `channel` (see `audience(of:)`).
    func broadcast(in channel: ChannelRecord, except origin: ClientSession? = nil, _ makeEvent: (_ recipient: String) -> ServerEvent?) {
        if channel.header.kind == .group {
            broadcast(where: { channel.members[$0] != nil }, except: origin, makeEvent)
        } else {
            broadcast(to: participants[channel.url] ?? [], except: origin, makeEvent)
        }
    }

    private func broadcast(
        where isRecipient: (String) -> Bool, except origin: ClientSession?,
        _ makeEvent: (_ recipient: String) -> ServerEvent?
    ) {
        // Most events in a busy service reach nobody else; skip the bookkeeping then.
        guard sessions.count > (origin == nil ? 0 : 1) else { return }
        let recipients = sessions.values
            .filter { $0 !== origin && isRecipient($0.userId) }
            .sorted { $0.userId < $1.userId }
        var built: [String: ServerEvent] = [:]
        for session in recipients {
            let event: ServerEvent
            if let cached = built[session.userId] {
                event = cached
            } else {
                guard let made = makeEvent(session.userId) else { continue }
                built[session.userId] = made
                event = made
            }
            deliver(to: session, after: configuration.eventLatency) { [weak session] in
                session?.listener?.receive(event)
            }
        }
    }

    /// Whether `userId` has an open session now.
    func isConnected(_ userId: String) -> Bool {
        sessions.values.contains { $0.userId == userId }
    }

    /// Who hears about a channel: its members (joined or invited) or an open channel's participants.
    func audience(of channel: ChannelRecord) -> [String] {
        channel.header.kind == .group
            ? Array(channel.members.keys)
            : participants[channel.url] ?? []
    }

    /// Tells a channel's audience that it changed, each with their own view of it.
    func announce(_ change: ChannelChange, in url: String, except origin: ClientSession? = nil, alsoTo extra: [String] = []) {
        guard let channel = state[url] else { return }
        let makeEvent = { (recipient: String) -> ServerEvent? in
            .channelChanged(self.channelPayload(channel, for: recipient), change)
        }
        if extra.isEmpty {
            broadcast(in: channel, except: origin, makeEvent)
        } else {
            broadcast(to: audience(of: channel) + extra, except: origin, makeEvent)
        }
    }

    /// The users with at least one open session.
    var sessionUserIds: [String] { sessions.values.map(\.userId) }

    func session(for listener: any ChatBackendListener) -> ClientSession? {
        sessions.values.first { $0.listener === listener }
    }

    // MARK: Typing and participants

    func setTyping(_ isTyping: Bool, userId: String, in url: String) {
        var list = typing[url] ?? []
        if let index = list.firstIndex(where: { $0.userId == userId }) {
            list[index].expiry.cancel()
            list.remove(at: index)
        }
        let changed: Bool
        if isTyping {
            let expiry = scheduler.schedule(after: configuration.typingExpiry) { [weak self] in
                self?.setTyping(false, userId: userId, in: url)
            }
            changed = !(typing[url] ?? []).contains { $0.userId == userId }
            list.append((userId, expiry))
        } else {
            changed = (typing[url] ?? []).contains { $0.userId == userId }
        }
        typing[url] = list.isEmpty ? nil : list
        if changed { announce(.typingStatus, in: url) }
    }

    func typingUserIds(in url: String) -> [String] {
        typing[url]?.map(\.userId) ?? []
    }

    func setParticipant(_ userId: String, in url: String, entered: Bool) {
        var list = participants[url] ?? []
        list.removeAll { $0 == userId }
        if entered { list.append(userId) }
        participants[url] = list
    }
}
