import BanterCanvas
import BanterChatSDK
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One client's open connection to a Matrix homeserver: a `/sync` long poll that turns the
/// account's new timeline events into the SDK's events, and every request of
/// `ChatBackendSession` as client-server API calls. Here: creating, fetching, joining and
/// listing group channels, and sending. Each other area has its own extension
/// (`MatrixSession+History`, `+Gaps`, `+Edits`, `+Reactions`, `+Threads`, `+Files`,
/// `+Channels`, `+Members`, `+ReadState`, `+Moderation`, `+OpenChannels`, `+Search`, …).
/// What Matrix cannot do answers 800110 saying so (`unavailable`), never silence.
@MainActor
final class MatrixSession: ChatBackendSession {
    var userId: String { account.userId }
    private(set) var isOpen = true
    let account: MatrixAccount
    let http: MatrixHTTP
    private(set) weak var listener: (any ChatBackendListener)?
    private var poll: URLSessionDataTask?
    /// Set by `interruptPoll`: the poll in flight fails even if its answer already arrived.
    private var isInterrupted = false
    /// The rooms whose invitation is being accepted (`MatrixSession+Invitations`).
    var acceptingInvitations: Set<String> = []
    /// Rooms whose `banter.hidden` tag a new message removed and whose DELETE has not been
    /// answered yet, with what waits for it: a hide made meanwhile must reach the homeserver
    /// after that DELETE, or the DELETE (on another connection) could land last and undo it.
    var unhidesInFlight: [String: [() -> Void]] = [:]
    /// The start's window and background fill, until the fill is in (`MatrixSession+SlidingSync`).
    var slidingStart: MatrixSlidingStart?
    /// Rooms the homeserver said have no `m.room.encryption` this session
    /// (`MatrixSession+Encryption`): encryption cannot be turned off, and turning it on
    /// arrives by `/sync`, so they are not asked again before each send.
    var roomsKnownUnencrypted: Set<String> = []
    /// How many rooms each sliding sync page of the start's background fill reads
    /// (`MatrixSession+SlidingFill`): on 1,000 rooms, pages of 250 took half the time of
    /// pages of 100, and one page of all was no faster. Tests make it small.
    var fillPageSize = 250

    /// How long the homeserver holds a `/sync` with nothing to say, in milliseconds.
    static let pollTimeout = 30_000
    /// The first sync only needs each room's state and newest message; later ones must not
    /// cut a busy room's timeline short, or messages would be skipped.
    static let firstSyncFilter = #"{"room":{"timeline":{"limit":1}}}"#
    static let pollFilter = #"{"room":{"timeline":{"limit":100}}}"#

    init(account: MatrixAccount, http: MatrixHTTP, listener: any ChatBackendListener) {
        self.account = account
        self.http = http
        self.listener = listener
    }

    func close() {
        isOpen = false
        poll?.cancel()
        poll = nil
    }

    // MARK: Sync

    /// Opens the session: for a new account, on the most recent rooms while the first
    /// `/sync` brings every room's state (`MatrixSession+SlidingSync`; its events are
    /// history, told to nobody); for a resumed one, nothing to wait for. Then the long poll
    /// runs until the session closes or fails. An account restored from the local cache
    /// resumes from its stored token first (`MatrixSession+Resume`).
    func start(completion: @escaping BackendReply<Void>) {
        if account.isRestoredFromCache { return resume(completion: completion) }
        guard account.since == nil else {
            Task { @MainActor in
                completion(.success(()))
                self.longPoll()
            }
            return
        }
        startFromWindow(completion: completion)
    }

    func longPoll() {
        guard isOpen else { return }
        poll = sync(timeout: Self.pollTimeout, filter: Self.pollFilter) { [self] result in
            guard isOpen else { return }
            // An interruption that came while a finished poll's answer was on its way still fails it.
            let result = isInterrupted ? .failure(ChatError(transport: URLError(.cancelled))) : result
            switch result {
            case .success(let response):
                absorb(response) { [self] overflowing in
                    // A gap too long to fill: the collections catch up after the reconnection.
                    overflowing.isEmpty ? longPoll() : loseConnection()
                }
            case .failure:
                loseConnection()
            }
        }
    }

    /// Takes in one `/sync` answer of the long poll: fills its rooms' gaps, tells the listener
    /// what changed, and hands the live messages to the reads in flight. `done` gets the rooms
    /// whose gap was too long to fill; it is not called once the session closed meanwhile.
    func absorb(_ response: MatrixSyncResponse, then done: @escaping (_ overflowing: Set<String>) -> Void) {
        fillGaps(in: response) { [self] response, overflowing in
            guard isOpen else { return }
            let events = account.apply(response)
            for event in events where !Self.isMessage(event, inAny: overflowing) {
                guard isOpen else { return }
                tell(event)
            }
            account.history.noteSynced(response)
            noteLive(response, overflowing: overflowing)
            noteLiveChanges(events)
            resolveFollowUps()
            previewLinks(in: response)
            settleAutoUnhide()
            settleMarkedUnread()
            noteSyncedForCache()
            done(overflowing)
        }
    }

    /// The client reconnects with its backoff; the next session resumes from `since`.
    func loseConnection() {
        isOpen = false
        poll = nil
        listener?.connectionWasLost()
    }

    /// Fails the long poll as a dropped connection would, for tests of the reconnection.
    func interruptPoll() {
        isInterrupted = true
        poll?.cancel()
    }

    @discardableResult
    func sync(
        timeout: Int, filter: String, refusal syncRefusal: MatrixHTTP.Refusal? = nil,
        reply: @escaping BackendReply<MatrixSyncResponse>
    ) -> URLSessionDataTask? {
        var query = ["timeout": String(timeout), "filter": filter]
        if let since = account.since { query["since"] = since }
        return http.send(
            "GET", ["sync"], query: query, timeout: TimeInterval(timeout / 1000) + MatrixHTTP.requestTimeout,
            refusal: syncRefusal ?? refusal(.other(url: "")), reply: reply)
    }

    func refusal(_ refusal: ChatError.MatrixRefusal) -> MatrixHTTP.Refusal {
        let userId = userId
        return { ChatError(matrix: $0, refusing: refusal, userId: userId) }
    }

    // MARK: Channels

    func createGroupChannel(_ params: GroupChannelCreateParams, reply: @escaping BackendReply<ChannelPayload>) {
        if answerExistingDistinct(params, reply: reply) { return }
        var body: [String: MatrixJSON] = creationState(for: params).merging([
            "preset": .string(params.isPublic ? "public_chat" : "private_chat"),
            "invite": .array(params.userIds.filter { $0 != userId }.map(MatrixJSON.string)),
        ]) { $1 }
        if let name = params.name { body["name"] = .string(name) }
        let operators = params.operatorUserIds.filter { $0 != userId }
        if !operators.isEmpty {
            body["power_level_content_override"] = .object([
                "users": .object(Dictionary(uniqueKeysWithValues: operators.map { ($0, MatrixJSON.number(Double(MatrixPowerLevels.operatorLevel))) })),
                "events": .object(Self.operatorEvents),
            ])
        }
        http.send("POST", ["createRoom"], body: .object(body), refusal: refusal(.other(url: ""))) {
            [self] (result: Result<MatrixResponse.RoomId, ChatError>) in
            switch result {
            case .failure(let error): reply(.failure(error))
            case .success(let created): recordDirect(created.roomId, params: params) { [self] in fetchChannel(url: created.roomId, reply: reply) }
            }
        }
    }

    /// The room's full current state, read fresh: the channel as this user sees it now. An
    /// invited user may not read it until the invitation's acceptance (`MatrixSession+Invitations`)
    /// is through: meanwhile the channel is the invitation's state, as the mock shows it.
    func fetchChannel(url: String, reply: @escaping BackendReply<ChannelPayload>) {
        refreshRoom(url: url) { [self] result in
            if case .failure = result, let invited = account.rooms[url], invited.membership(of: userId) == "invite" {
                return reply(.success(invited.channelPayload(for: userId)))
            }
            reply(result.map { $0.channelPayload(for: userId) })
        }
    }

    /// The room's full state read fresh into the account: the channel as it stands now, and
    /// what moderation and refusals decide on rather than what the last `/sync` brought.
    func refreshRoom(url: String, reply: @escaping BackendReply<MatrixRoom>) {
        http.send("GET", ["rooms", url, "state"], refusal: refusal(.channel(url: url))) {
            [self] (result: Result<[MatrixStateEvent], ChatError>) in
            reply(result.map { account.applyFullState($0, of: url) })
        }
    }

    /// Joins a room this user is invited to (or a public one).
    func join(url: String, reply: @escaping BackendReply<ChannelPayload>) {
        http.send("POST", ["join", url], body: .object([:]), refusal: refusal(.channel(url: url))) {
            [self] (result: Result<MatrixResponse.RoomId, ChatError>) in
            switch result {
            case .failure(let error): reply(.failure(error))
            case .success: fetchChannel(url: url, reply: reply)
            }
        }
    }

    // MARK: Messages

    /// Sends with the request id as the transaction id: the homeserver answers a resend
    /// with the event it stored the first time. The reply needs the event's server
    /// timestamp for its id, which only reading the event back gives. A reply goes to its
    /// thread (`m.thread`), or to the channel too as a plain `m.in_reply_to` reply when it is
    /// `isReplyToChannel` (`replyRelation`).
    func sendMessage(url: String, _ outgoing: OutgoingMessage, reply: @escaping BackendReply<MessagePayload>) {
        if outgoing.kind == .admin { return refuseAdminMessage(reply) }
        whenUnencrypted(url, reply) { [self] in
            if outgoing.kind == .file, let files = outgoing.extras.files { return sendFileGroup(url: url, outgoing, files: files, reply: reply) }
            if outgoing.kind == .file { return uploadFile(url: url, outgoing, reply: reply) }
            sendMessage(url: url, outgoing, file: nil, reply: reply)
        }
    }

    /// Sends a text message, or a file message whose file is uploaded (`file` is its content).
    func sendMessage(url: String, _ outgoing: OutgoingMessage, file: [String: MatrixJSON]?, reply: @escaping BackendReply<MessagePayload>) {
        if let refusal = encryptionRefusal(url) { return refuse(refusal, reply) }
        let content: [String: MatrixJSON]
        switch messageContent(url: url, outgoing, file: file) {
        case .failure(let error): return refuse(error, reply)
        case .success(let made): content = made
        }
        put(url: url, content: content, transactionId: outgoing.requestId) { [self] result in
            switch result {
            case .failure(let error): refusePosting(error, in: url, reply)
            case .success(let eventId): readBackSent(url: url, eventId: eventId, reply: reply)
            }
        }
    }

    /// The content of the event that sends `outgoing`: its text (or `file`), mentions,
    /// Banter's custom fields and its reply relation.
    func messageContent(url: String, _ outgoing: OutgoingMessage, file: [String: MatrixJSON]?) -> Result<[String: MatrixJSON], ChatError> {
        var content: [String: MatrixJSON] = file ?? ["msgtype": .string("m.text"), "body": .string(outgoing.text)]
        var pills: [MarkdownMention] = []
        if !outgoing.extras.mentionedUserIds.isEmpty {
            content["m.mentions"] = .object(["user_ids": .array(outgoing.extras.mentionedUserIds.map(MatrixJSON.string))])
            pills = mentionPills(in: url, userIds: outgoing.extras.mentionedUserIds, text: outgoing.text)
        }
        if file == nil { MatrixFormattedBody.adding(to: &content, text: outgoing.text, mentions: pills) }
        if let customType = outgoing.extras.customType { content["banter.custom_type"] = .string(customType) }
        if let data = outgoing.extras.data { content["banter.data"] = .string(data) }
        if let parentId = outgoing.parentMessageId {
            switch replyRelation(url: url, parentId: parentId, toChannel: outgoing.extras.isReplyToChannel) {
            case .failure(let error): return .failure(error)
            case .success(let relation): content["m.relates_to"] = relation
            }
        }
        return .success(content)
    }

    /// The `matrix.to` pills for `userIds` written in `text` as `@` and their display name in
    /// the room (their localpart when the room does not name them), as new messages and
    /// edits both put them in `formatted_body`.
    func mentionPills(in url: String, userIds: [String], text: String) -> [MarkdownMention] {
        guard !userIds.isEmpty else { return [] }
        let room = account.rooms[url]
        let people = userIds.map { (userId: $0, name: room?.members[$0]?.displayName ?? MatrixRoom.localpart($0)) }
        return MatrixMentionPills.mentions(in: text, people: people)
    }

    /// Sends one `m.room.message` event with `transactionId`, answering with its event id.
    func put(url: String, content: [String: MatrixJSON], transactionId: String, reply: @escaping BackendReply<String>) {
        let room = account.rooms[url]
        let posting = refusal(.posting(url: url, membership: room?.membership(of: userId), powerLevels: room?.powerLevels ?? MatrixPowerLevels()))
        http.send("PUT", ["rooms", url, "send", "m.room.message", transactionId], body: .object(content), refusal: posting) {
            (result: Result<MatrixResponse.EventId, ChatError>) in
            reply(result.map(\.eventId))
        }
    }

    /// Reads a message this session sent back from the homeserver, for its id (which needs
    /// the event's server time) and the payload the sender's reply carries.
    func readBackSent(url: String, eventId: String, reply: @escaping BackendReply<MessagePayload>) {
        http.send("GET", ["rooms", url, "event", eventId], refusal: refusal(.channel(url: url))) {
            [self] (result: Result<MatrixRoomEvent, ChatError>) in
            reply(result.flatMap { event in
                var room = account.rooms[url] ?? MatrixRoom(roomId: url)
                guard let message = room.map(event) else {
                    return .failure(MatrixHTTP.Answer.notMatrix("read back a sent message as no message"))
                }
                if message.threadRootEventId == nil { room.note(message) }
                account.rooms[url] = room
                return .success(room.payload(message))
            })
        }
    }

    // MARK: Lists

    /// Every room this user has joined or is invited to, as one page in the query's order.
    func listMyGroupChannels(
        _ params: GroupChannelListQueryParams, after cursor: GroupChannelListSortKey?,
        through bound: GroupChannelListSortKey?, limit: Int?,
        reply: @escaping BackendReply<ChannelListPage>
    ) {
        let keyed = account.rooms.values
            .filter { ["join", "invite"].contains($0.membership(of: userId)) && $0.kind == .group && !$0.isDeleted }
            .filter { $0.isListed(by: params, for: userId) }
            .map { room in
                let payload = room.channelPayload(for: userId)
                let key = GroupChannelListSortKey(
                    order: params.order, url: room.roomId, name: room.name, createdAt: room.createdAt,
                    lastMessageAt: room.lastMessage?.record.createdAt)
                return (key, payload)
            }
            .filter { key, _ in cursor.map { key > $0 } ?? true }
            .sorted { $0.0 < $1.0 }
        if waitsForFill(cursor: cursor, order: params.order, available: keyed.count, limit: limit, answer: { [self] in
            listMyGroupChannels(params, after: cursor, through: bound, limit: limit, reply: reply)
        }) { return }
        let page = limit.map { Array(keyed.prefix($0)) } ?? keyed
        let hasNext = page.count < keyed.count || slidingStart?.isPartial == true
        let result = ChannelListPage(channels: page.map(\.1), next: page.last?.0, hasNext: hasNext)
        Task { @MainActor in reply(.success(result)) }
    }

    /// Answers, on the next turn, that `what` is not mapped to Matrix yet.
    func unavailable<T>(_ what: String, _ reply: @escaping BackendReply<T>) {
        Task { @MainActor in
            reply(.failure(.invalidParameter("\(what) are not available on the Matrix backend")))
        }
    }
}
