import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One client's open connection to a Matrix homeserver: a `/sync` long poll that turns the
/// account's new timeline events into the SDK's events, and the requests mapped so far
/// (creating, fetching, joining and listing group channels, sending text; history and the
/// gaps of a limited `/sync` in `MatrixSession+History.swift` and `MatrixSession+Gaps.swift`).
/// The rest answer 800110, "not available on the Matrix backend yet", in
/// `MatrixSession+Unavailable.swift`.
@MainActor
final class MatrixSession: ChatBackendSession {
    var userId: String { account.userId }
    private(set) var isOpen = true
    let account: MatrixAccount
    let http: MatrixHTTP
    private weak var listener: (any ChatBackendListener)?
    private var poll: URLSessionDataTask?

    /// How long the homeserver holds a `/sync` with nothing to say, in milliseconds.
    static let pollTimeout = 30_000
    /// The first sync only needs each room's state and newest message; later ones must not
    /// cut a busy room's timeline short, or messages would be skipped.
    private static let firstSyncFilter = #"{"room":{"timeline":{"limit":1}}}"#
    private static let pollFilter = #"{"room":{"timeline":{"limit":100}}}"#

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

    /// Opens the session: for a new account, a first `/sync` with every room's state (its
    /// events are history, told to nobody); for a resumed one, nothing to wait for. Then
    /// the long poll runs until the session closes or fails.
    func start(completion: @escaping BackendReply<Void>) {
        guard account.since == nil else {
            Task { @MainActor in
                completion(.success(()))
                self.longPoll()
            }
            return
        }
        sync(timeout: 0, filter: Self.firstSyncFilter) { [self] result in
            switch result {
            case .failure(let error):
                completion(.failure(error))
            case .success(let response):
                _ = account.apply(response)
                account.history.noteSynced(response)
                completion(.success(()))
                longPoll()
            }
        }
    }

    private func longPoll() {
        guard isOpen else { return }
        poll = sync(timeout: Self.pollTimeout, filter: Self.pollFilter) { [self] result in
            guard isOpen else { return }
            switch result {
            case .success(let response):
                fillGaps(in: response) { [self] response, overflowing in
                    guard isOpen else { return }
                    for event in account.apply(response) where !Self.isMessage(event, inAny: overflowing) {
                        guard isOpen else { return }
                        listener?.receive(event)
                    }
                    account.history.noteSynced(response)
                    noteLive(response, overflowing: overflowing)
                    // A gap too long to fill: the collections catch up after the reconnection.
                    overflowing.isEmpty ? longPoll() : loseConnection()
                }
            case .failure:
                loseConnection()
            }
        }
    }

    /// The client reconnects with its backoff; the next session resumes from `since`.
    private func loseConnection() {
        isOpen = false
        poll = nil
        listener?.connectionWasLost()
    }

    /// Fails the long poll as a dropped connection would, for tests of the reconnection.
    func interruptPoll() {
        poll?.cancel()
    }

    @discardableResult
    private func sync(timeout: Int, filter: String, reply: @escaping BackendReply<MatrixSyncResponse>) -> URLSessionDataTask? {
        var query = ["timeout": String(timeout), "filter": filter]
        if let since = account.since { query["since"] = since }
        return http.send(
            "GET", ["sync"], query: query, timeout: TimeInterval(timeout / 1000) + MatrixHTTP.requestTimeout,
            refusal: refusal(.other(url: "")), reply: reply)
    }

    func refusal(_ refusal: ChatError.MatrixRefusal) -> MatrixHTTP.Refusal {
        let userId = userId
        return { ChatError(matrix: $0, refusing: refusal, userId: userId) }
    }

    // MARK: Channels

    func createGroupChannel(_ params: GroupChannelCreateParams, reply: @escaping BackendReply<ChannelPayload>) {
        var body: [String: MatrixJSON] = [
            "preset": .string(params.isPublic ? "public_chat" : "private_chat"),
            "invite": .array(params.userIds.filter { $0 != userId }.map(MatrixJSON.string)),
        ]
        if let name = params.name { body["name"] = .string(name) }
        let operators = params.operatorUserIds.filter { $0 != userId }
        if !operators.isEmpty {
            body["power_level_content_override"] = .object([
                "users": .object(Dictionary(uniqueKeysWithValues: operators.map { ($0, MatrixJSON.number(Double(MatrixPowerLevels.operatorLevel))) })),
            ])
        }
        http.send("POST", ["createRoom"], body: .object(body), refusal: refusal(.other(url: ""))) {
            [self] (result: Result<MatrixResponse.RoomId, ChatError>) in
            switch result {
            case .failure(let error): reply(.failure(error))
            case .success(let created): fetchChannel(url: created.roomId, reply: reply)
            }
        }
    }

    /// The room's full current state, read fresh: the channel as this user sees it now.
    func fetchChannel(url: String, reply: @escaping BackendReply<ChannelPayload>) {
        http.send("GET", ["rooms", url, "state"], refusal: refusal(.channel(url: url))) {
            [self] (result: Result<[MatrixStateEvent], ChatError>) in
            reply(result.map { account.applyFullState($0, of: url).channelPayload(for: userId) })
        }
    }

    func lookUpChannel(url: String, kind: ChannelType, reply: @escaping BackendReply<ChannelPayload>) {
        guard kind == .group else { return unavailable("open channels", reply) }
        fetchChannel(url: url) { result in
            // A lookup by URL answers 400201 for a missing channel, as the mock's does.
            reply(result.mapError { $0.code == .channelNotFound ? ChatError(.notFoundInDatabase, $0.message) : $0 })
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
    /// timestamp for its id, which only reading the event back gives.
    func sendMessage(url: String, _ outgoing: OutgoingMessage, reply: @escaping BackendReply<MessagePayload>) {
        guard outgoing.kind == .user, outgoing.parentMessageId == nil else {
            return unavailable(outgoing.kind == .user ? "thread replies" : "file and admin messages", reply)
        }
        var content: [String: MatrixJSON] = ["msgtype": .string("m.text"), "body": .string(outgoing.text)]
        if let customType = outgoing.extras.customType { content["banter.custom_type"] = .string(customType) }
        if let data = outgoing.extras.data { content["banter.data"] = .string(data) }
        if !outgoing.extras.mentionedUserIds.isEmpty {
            content["m.mentions"] = .object(["user_ids": .array(outgoing.extras.mentionedUserIds.map(MatrixJSON.string))])
        }
        let room = account.rooms[url]
        let posting = refusal(.posting(url: url, membership: room?.membership(of: userId), powerLevels: room?.powerLevels ?? MatrixPowerLevels()))
        http.send("PUT", ["rooms", url, "send", "m.room.message", outgoing.requestId], body: .object(content), refusal: posting) {
            [self] (result: Result<MatrixResponse.EventId, ChatError>) in
            switch result {
            case .failure(let error):
                reply(.failure(error))
            case .success(let sent):
                http.send("GET", ["rooms", url, "event", sent.eventId], refusal: refusal(.channel(url: url))) {
                    [self] (result: Result<MatrixRoomEvent, ChatError>) in
                    reply(result.flatMap { event in
                        var room = account.rooms[url] ?? MatrixRoom(roomId: url)
                        guard let message = MatrixMessageMapping.message(from: event, ids: &room.ids) else {
                            return .failure(MatrixHTTP.Answer.notMatrix("read back a sent message as no message"))
                        }
                        room.note(message)
                        account.rooms[url] = room
                        return .success(room.payload(message))
                    })
                }
            }
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
            .filter { ["join", "invite"].contains($0.membership(of: userId)) }
            .map { room in
                let payload = room.channelPayload(for: userId)
                let key = GroupChannelListSortKey(
                    order: params.order, url: room.roomId, name: room.name, createdAt: room.createdAt,
                    lastMessageAt: room.lastMessage?.record.createdAt)
                return (key, payload)
            }
            .filter { key, _ in cursor.map { key > $0 } ?? true }
            .sorted { $0.0 < $1.0 }
        let page = limit.map { Array(keyed.prefix($0)) } ?? keyed
        let result = ChannelListPage(channels: page.map(\.1), next: page.last?.0, hasNext: page.count < keyed.count)
        Task { @MainActor in reply(.success(result)) }
    }

    /// Answers, on the next turn, that `what` is not mapped to Matrix yet.
    func unavailable<T>(_ what: String, _ reply: @escaping BackendReply<T>) {
        Task { @MainActor in
            reply(.failure(.invalidParameter("\(what) are not available on the Matrix backend yet")))
        }
    }
}
