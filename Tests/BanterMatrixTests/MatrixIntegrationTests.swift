import Foundation
import Testing
import BanterChatSDKTestSupport
@testable import BanterChatSDK
@testable import BanterMatrix

/// The Matrix backend against a real Synapse on loopback: two users chat through two
/// clients. It runs only when `BANTER_MATRIX_URL` is set, and waits on real time (bounded).
///
/// To run it:
///
///     Scripts/matrix-dev-server install          # once, about 35 s
///     Scripts/matrix-dev-server start
///     Scripts/matrix-dev-server register banter_a pass-banter_a
///     Scripts/matrix-dev-server register banter_b pass-banter_b
///     BANTER_MATRIX_URL=$(Scripts/matrix-dev-server url) swift test --filter Matrix
///     Scripts/matrix-dev-server stop
///
/// Other users: `BANTER_MATRIX_USERS="name1:password1,name2:password2"`. Registering an
/// existing user fails harmlessly; each run creates a new room, so runs do not interfere.
@MainActor
@Suite(
    "Matrix backend on a live Synapse",
    .enabled(if: MatrixLive.url != nil, "set BANTER_MATRIX_URL to a running Synapse (see MatrixIntegrationTests.swift) to run it"),
    .serialized)
struct MatrixIntegrationTests {
    @Test("A creates a room inviting B; B is a member at once, hears A's message through /sync, and loads it from history")
    func twoClientsChat() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (b, meA, meB) = (pair.b, pair.meA, pair.meB)
        #expect(meA.userId.hasPrefix("@\(MatrixLive.users[0].name):"))
        let heardByB = EventRecorder(b)

        let name = "Banter \(UUID().uuidString.prefix(6))"
        let (channelA, channelB) = try await pair.room(named: name)
        #expect(channelA.name == name)
        #expect(channelA.members.filter { $0.role == .operator }.map(\.userId) == [meA.userId])
        #expect(heardByB.events.contains { $0.hasPrefix("invited [\"\(meB.userId)\"]") })
        // Invitations are accepted at once, as the mock's auto-accept does.
        #expect(channelB.myMemberState == .joined)
        #expect(channelB.memberCount == 2)

        let probe = ArrivalProbe(b)
        let sentAt = ContinuousClock.now
        let sent = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "Lunch at one?"))
        let acknowledged = ContinuousClock.now - sentAt
        try await MatrixLive.waitUntil("B hears the message") { heardByB.received.contains { $0.messageId == sent.messageId } }
        print("Matrix loopback: send acknowledged after \(acknowledged), heard by the other client after \(try #require(probe.arrivals[sent.messageId]) - sentAt)")
        let heard = try #require(heardByB.received.first { $0.messageId == sent.messageId })
        #expect(heard.message == "Lunch at one?")
        #expect(heard.sender?.userId == meA.userId)
        #expect(heard.createdAt == sent.createdAt)

        var params = MessageListParams()
        params.previousResultSize = 10
        let history = try await channelB.getMessagesByTimestamp(.max, params: params)
        #expect(history.map(\.messageId) == [sent.messageId])
        #expect(history.first?.message == "Lunch at one?")

        let listed = try await b.createMyGroupChannelListQuery().loadNextPage()
        #expect(listed.contains { $0.channelURL == channelA.channelURL })
    }

    @Test("send-to-other-client latency over 50 messages, and a resend with the same request id stores nothing twice")
    func latencyAndResend() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (a, b) = (pair.a, pair.b)
        let (channelA, channelB) = try await pair.room(named: "Latency")
        try await channelB.join()

        let probe = ArrivalProbe(b)
        var latencies: [Duration] = []
        for number in 1...50 {
            let sentAt = ContinuousClock.now
            let sent = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "ping \(number)"))
            try await MatrixLive.waitUntil("B hears ping \(number)") { probe.arrivals[sent.messageId] != nil }
            latencies.append(try #require(probe.arrivals[sent.messageId]) - sentAt)
        }
        latencies.sort()
        print("Matrix loopback, send to other client over 50 messages: median \(latencies[25]), p90 \(latencies[45]), max \(latencies[49])")

        // A resend after a lost acknowledgement carries the same request id, hence the same transaction id.
        let session = try #require(a.currentSession as? MatrixSession)
        let outgoing = OutgoingMessage(requestId: "resend-\(UUID().uuidString)", kind: .user, text: "once", extras: MessageExtras(), parentMessageId: nil)
        let first: MessagePayload = try await withCheckedThrowingContinuation { done in
            session.sendMessage(url: channelA.channelURL, outgoing) { done.resume(with: $0) }
        }
        let second: MessagePayload = try await withCheckedThrowingContinuation { done in
            session.sendMessage(url: channelA.channelURL, outgoing) { done.resume(with: $0) }
        }
        #expect(first.record.messageId == second.record.messageId)
        #expect(first.record.requestId == outgoing.requestId)
        var params = MessageListParams()
        params.previousResultSize = 5
        let newest = try await channelA.getMessagesByTimestamp(.max, params: params)
        #expect(newest.filter { $0.message == "once" }.count == 1)
    }

    @Test("after the long poll drops, B reconnects and hears what A sent meanwhile, once")
    func reconnection() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let b = pair.b
        b.reconnectionPolicy = ReconnectionPolicy(initialDelay: .milliseconds(200))
        let (channelA, channelB) = try await pair.room(named: "Reconnect")
        try await channelB.join()
        let heardByB = EventRecorder(b)

        try #require(b.currentSession as? MatrixSession).interruptPoll()
        try await MatrixLive.waitUntil("B notices") { b.connectionState == .reconnecting }
        let meanwhile = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "while you were away"))
        try await MatrixLive.waitUntil("B reconnects") { b.connectionState == .open }
        try await MatrixLive.waitUntil("B hears the message") { heardByB.received.contains { $0.messageId == meanwhile.messageId } }
        let after = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "welcome back"))
        try await MatrixLive.waitUntil("B hears the next one") { heardByB.received.contains { $0.messageId == after.messageId } }
        // B is in other suites' rooms too (invitations are accepted at once): this room's only.
        #expect(heardByB.received.filter { $0.channelURL == channelA.channelURL }.map(\.messageId) == [meanwhile.messageId, after.messageId])
        #expect(heardByB.events.contains("reconnection started"))
        #expect(heardByB.events.contains("reconnection succeeded"))
    }

    @Test("a wrong password is refused with 400108, and the right one still connects")
    func refusals() async throws {
        let url = try #require(MatrixLive.url)
        let (user, password) = MatrixLive.users[0]
        let wrong = ChatClient(homeserver: url)
        await #expect(throws: ChatError.self) { try await wrong.connect(userId: user, credential: .password(password + "-wrong")) }
        do {
            try await wrong.connect(userId: user, credential: .password(password + "-wrong"))
        } catch {
            #expect(error.code == .nonAuthorized)
        }
        let client = ChatClient(homeserver: url)
        try await client.connect(userId: user, credential: .password(password))
        defer { client.disconnect() }
        #expect(client.currentUser?.userId.hasPrefix("@\(user):") == true)
    }

    @Test("a server that is not there is a network error")
    func unreachable() async throws {
        let client = ChatClient(homeserver: URL(string: "http://127.0.0.1:9")!)
        do {
            try await client.connect(userId: "nobody", credential: .password("x"))
            Issue.record("connected to nothing")
        } catch {
            #expect(error.code == .networkError)
        }
    }
}

/// When each message reached a client's channel delegate, by message id.
@MainActor
final class ArrivalProbe: BaseChannelDelegate {
    private(set) var arrivals: [Int64: ContinuousClock.Instant] = [:]

    init(_ client: ChatClient) {
        client.addChannelDelegate(self, identifier: "arrival-probe-\(ObjectIdentifier(self).hashValue)")
    }

    func channel(_ channel: BaseChannel, didReceive message: BaseMessage) {
        arrivals[message.messageId] = arrivals[message.messageId] ?? ContinuousClock.now
    }
}

/// The live server and its users, from the environment.
enum MatrixLive {
    /// The first two users, each connected on a client of their own.
    @MainActor
    struct Pair {
        let a: ChatClient, b: ChatClient
        let meA: User, meB: User

        /// A and B signed in; `paramsA` sets up A (an outbox, for the restart suite).
        init(paramsA: InitParams = InitParams()) async throws {
            let url = try #require(MatrixLive.url)
            let (nameA, passwordA) = MatrixLive.users[0], (nameB, passwordB) = MatrixLive.users[1]
            a = ChatClient(homeserver: url, params: paramsA)
            b = ChatClient(homeserver: url)
            meA = try await a.connect(userId: nameA, credential: .password(passwordA))
            meB = try await b.connect(userId: nameB, credential: .password(passwordB))
            try await MatrixLive.waitUntilStarted(a, b)
        }

        /// A new room A creates inviting B, as each client sees it once B heard the invitation
        /// (which B's session accepted before telling it).
        func room(named name: String) async throws -> (GroupChannel, GroupChannel) {
            let channelA = try await a.createGroupChannel(params: GroupChannelCreateParams(userIds: [meB.userId], name: name))
            try await MatrixLive.waitUntil("B is invited") { b.cachedChannel(channelA.channelURL) != nil }
            return (channelA, try #require(b.cachedChannel(channelA.channelURL) as? GroupChannel))
        }

        /// A room named `name` and a unique tail, which A created and B has joined.
        func joinedRoom(named name: String) async throws -> (GroupChannel, GroupChannel) {
            let (channelA, channelB) = try await room(named: "\(name) \(UUID().uuidString.prefix(6))")
            try await channelB.join()
            try await MatrixLive.waitUntil("A sees B joined") { channelA.memberCount == 2 }
            return (channelA, channelB)
        }

        func disconnect() {
            a.disconnect()
            b.disconnect()
        }
    }

    static let url: URL? = ProcessInfo.processInfo.environment["BANTER_MATRIX_URL"].flatMap(URL.init(string:))

    /// Two users with their passwords: `BANTER_MATRIX_USERS`, or banter_a and banter_b.
    static let users: [(name: String, password: String)] = {
        let spec = ProcessInfo.processInfo.environment["BANTER_MATRIX_USERS"] ?? "banter_a:pass-banter_a,banter_b:pass-banter_b"
        return spec.split(separator: ",").map { pair in
            let parts = pair.split(separator: ":", maxSplits: 1).map(String.init)
            return (parts[0], parts.count > 1 ? parts[1] : "")
        }
    }()

    /// One raw client-server API request, as another Matrix client makes it, answered decoded.
    @MainActor
    static func raw<Reply: Decodable & Sendable>(
        _ http: MatrixHTTP, _ method: String, _ path: [String], query: [String: String] = [:], body: MatrixJSON? = nil
    ) async throws -> Reply {
        try await withCheckedContinuation { (done: CheckedContinuation<Result<Reply, ChatError>, Never>) in
            http.send(method, path, query: query, body: body, refusal: { ChatError(.internalServerError, "\($0.errcode): \($0.message)") }) {
                done.resume(returning: $0)
            }
        }.get()
    }

    /// A raw client signed in as `users[index]`, with a device of its own.
    @MainActor
    static func rawClient(of index: Int) async throws -> MatrixHTTP {
        var http = MatrixHTTP(homeserver: try #require(url))
        let login: MatrixResponse.Login = try await raw(http, "POST", ["login"], body: .object([
            "type": .string("m.login.password"),
            "identifier": .object(["type": .string("m.id.user"), "user": .string(users[index].name)]),
            "password": .string(users[index].password),
        ]))
        let token: String = try #require(login.accessToken)
        http.accessToken = token
        return http
    }

    /// The server admin `Scripts/matrix-dev-server register-test-users` registers, for the
    /// admin API: `BANTER_MATRIX_ADMIN` (NAME:PASSWORD), or banter_admin.
    static let admin: (name: String, password: String) = {
        let spec = ProcessInfo.processInfo.environment["BANTER_MATRIX_ADMIN"] ?? "banter_admin:pass-banter_admin"
        let parts = spec.split(separator: ":", maxSplits: 1).map(String.init)
        return (parts.first ?? "", parts.count > 1 ? parts[1] : "")
    }()

    /// Waits until each client's start is complete: connected on the sliding sync window,
    /// the rest of the account (the fill) is in and the long poll runs. Until then nothing
    /// that happens to the account is told live (the fill brings it), and on an account of
    /// hundreds of rooms the fill takes seconds, tens of them when several suites start
    /// clients at once on a scaled-out homeserver: a test that acts before it would wait on
    /// the fill, not on what it checks. So every live wait counts from here. The limit is
    /// for a homeserver that never answers, not a pace.
    @MainActor
    static func waitUntilStarted(_ clients: ChatClient..., within limit: Duration = .seconds(180)) async throws {
        for client in clients {
            try await waitUntil("the client's start is complete", within: limit) {
                (client.currentSession as? MatrixSession).map { $0.isOpen && $0.slidingStart == nil } ?? false
            }
        }
    }

    /// Polls `condition` on the main actor every 2 ms, for at most `limit`.
    @MainActor
    static func waitUntil(_ what: String, within limit: Duration = .seconds(10), _ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + limit
        while !condition() {
            guard ContinuousClock.now < deadline else { throw ChatError(.ackTimeout, "Timed out waiting until \(what).") }
            try await Task.sleep(for: .milliseconds(2))
        }
    }
}
