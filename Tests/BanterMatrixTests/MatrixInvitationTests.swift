import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// Invitations on the Matrix backend accepted at once, as the mock's auto-accept: the
/// session joins the room before telling the invitation, which then shows the channel
/// joined; a join that fails tells the invitation as it stands. On recorded `/sync` answers
/// (`MatrixSyncRecordings`) and a stand-in homeserver for `/join` and `/state`.
@MainActor
@Suite("Matrix invitations accepted at once")
struct MatrixInvitationTests {
    typealias R = MatrixSyncRecordings
    let alice = "@banter_a:localhost"
    let bob = "@banter_b:localhost"
    let stub = MatrixStubHomeserver(roomId: R.roomId)
    let account = MatrixAccount(userId: "@banter_b:localhost", accessToken: "token")
    let listener = RecordingListener()
    let session: MatrixSession

    /// The room's state once bob joined, with the creation's time.
    static let createdAt: Int64 = 1_795_786_866_638
    static let joinedState = """
        [{"type":"m.room.create","state_key":"","sender":"@banter_a:localhost","origin_server_ts":\(createdAt),"content":{"room_version":"12"}},
         {"type":"m.room.name","state_key":"","sender":"@banter_a:localhost","origin_server_ts":\(createdAt + 1),"content":{"name":"Lunch"}},
         {"type":"m.room.member","state_key":"@banter_a:localhost","sender":"@banter_a:localhost","origin_server_ts":\(createdAt + 2),"content":{"membership":"join"}},
         {"type":"m.room.member","state_key":"@banter_b:localhost","sender":"@banter_b:localhost","origin_server_ts":\(createdAt + 9),"content":{"membership":"join"}}]
        """

    init() throws {
        var http = MatrixHTTP(homeserver: stub.homeserver, session: stub.session)
        http.accessToken = "token"
        session = MatrixSession(account: account, http: http, listener: listener)
        _ = account.apply(try decode(R.first))
    }

    private func decode(_ json: String) throws -> MatrixSyncResponse {
        try JSONDecoder().decode(MatrixSyncResponse.self, from: Data(json.utf8))
    }

    /// The invitation's events, told through the session as the long poll tells them.
    private func tellInvitation() async throws {
        for event in account.apply(try decode(R.invite)) { session.tell(event) }
        try await listener.waitForEvents(1)
    }

    @Test("an invitation is joined, then told with the channel joined and dated by its creation")
    func acceptedAtOnce() async throws {
        stub.answer(String(R.roomId.dropFirst()), with: #"{"room_id":"\#(R.roomId)"}"#)
        stub.setState(Self.joinedState)
        try await tellInvitation()
        guard case .channelChanged(let channel, .invited(let inviter, let invitees)) = try #require(listener.events.first) else {
            Issue.record("expected an invitation, got \(listener.events)")
            return
        }
        #expect(channel.my?.state == .joined)
        #expect(channel.header.createdAt == Self.createdAt)
        #expect(inviter?.userId == alice)
        #expect(invitees.map(\.userId) == [bob])
        #expect(account.rooms[R.roomId]?.membership(of: bob) == "join")
        #expect(stub.count("state") == 1)
    }

    @Test("a join that fails tells the invitation as it stands, dated by when /sync brought it")
    func joinRefused() async throws {
        stub.answer(String(R.roomId.dropFirst()), status: 403, with: #"{"errcode":"M_FORBIDDEN","error":"You are banned from the room"}"#)
        let before = Int64(Date().timeIntervalSince1970 * 1000)
        try await tellInvitation()
        guard case .channelChanged(let channel, .invited) = try #require(listener.events.first) else {
            Issue.record("expected an invitation, got \(listener.events)")
            return
        }
        #expect(channel.my?.state == .invited)
        #expect(channel.header.createdAt >= before)
        #expect(listener.events.count == 1)
    }

    @Test("invitations pending at the first /sync are joined before the session opens")
    func pendingAtStart() async throws {
        stub.answer(String(R.roomId.dropFirst()), with: #"{"room_id":"\#(R.roomId)"}"#)
        stub.setState(Self.joinedState)
        _ = account.apply(try decode(R.invite))
        await withCheckedContinuation { done in session.acceptPendingInvitations { done.resume() } }
        #expect(account.rooms[R.roomId]?.membership(of: bob) == "join")
        #expect(listener.events.isEmpty)
    }

    @Test("an invited user's fetch before the acceptance is through answers the invitation's channel")
    func fetchWhileInvited() async throws {
        stub.answer("/state", status: 403, with: #"{"errcode":"M_FORBIDDEN","error":"User not in room, and room previews are disabled"}"#)
        _ = account.apply(try decode(R.invite))
        let channel = try await withCheckedContinuation { done in session.fetchChannel(url: R.roomId) { done.resume(returning: $0) } }.get()
        #expect(channel.header.name == "Lunch")
        #expect(channel.my?.state == .invited)
    }

    @Test("messages a join brings from before the invitation are history, those after it news")
    func historyOnJoin() throws {
        typealias H = MatrixHistoryRecordings
        let account = MatrixAccount(userId: H.bob, accessToken: "token")
        let before = H.message(1).replacingOccurrences(of: #""membership":"join""#, with: #""membership":"leave""#)
        let sync = H.sync([before, H.join(2), H.message(3)], limited: false, prevBatch: "t0")
        let told = account.apply(try decode(sync)).compactMap { event -> String? in
            guard case .messageReceived(_, let message) = event else { return nil }
            return message.record.text
        }
        #expect(told == ["message 3"])
        #expect(account.rooms[H.roomId]?.lastMessage?.record.text == "message 3")
    }
}

/// Keeps what a session tells, for tests that wait for it without the wall clock.
@MainActor
final class RecordingListener: ChatBackendListener {
    private(set) var events: [ServerEvent] = []
    private var waiters: [(count: Int, done: CheckedContinuation<Void, Never>)] = []

    func receive(_ event: ServerEvent) {
        events.append(event)
        let ready = waiters.filter { $0.count <= events.count }
        waiters.removeAll { $0.count <= events.count }
        for waiter in ready { waiter.done.resume() }
    }

    func connectionWasLost() {}

    /// Returns once `count` events were told.
    func waitForEvents(_ count: Int) async throws {
        guard events.count < count else { return }
        await withCheckedContinuation { waiters.append((count, $0)) }
    }
}
