import Foundation
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// The start on a large account, on the stand-in homeserver: the session opens on the
/// sliding sync window while the classic initial sync (held back here) fills in the rest;
/// the list's first page comes from the window, the next waits for the fill; what changed in
/// between is told; and a homeserver without sliding sync gets the classic start.
@MainActor
@Suite("Matrix start on the sliding sync window")
struct MatrixSlidingSyncTests {
    typealias R = MatrixHistoryRecordings
    let stub = MatrixStubHomeserver(roomId: R.roomId)
    let account = MatrixAccount(userId: R.bob, accessToken: "token")
    let listener = RecordingListener()
    let session: MatrixSession

    init() {
        var http = MatrixHTTP(homeserver: stub.homeserver, session: stub.session)
        http.accessToken = "token"
        session = MatrixSession(account: account, http: http, listener: listener)
    }

    static func roomId(_ number: Int) -> String { "!room\(number):localhost" }

    /// Room `number`'s state and its message at minute `number` (a later room is more recent).
    static func state(_ number: Int) -> [String] {
        let time = R.firstTime + Int64(number) * 60_000
        return [
            #"{"content":{"room_version":"10","creator":"\#(R.alice)"},"event_id":"$c\#(number)","origin_server_ts":\#(time - 1000),"sender":"\#(R.alice)","state_key":"","type":"m.room.create"}"#,
            #"{"content":{"name":"Room \#(number)"},"event_id":"$n\#(number)","origin_server_ts":\#(time - 900),"sender":"\#(R.alice)","state_key":"","type":"m.room.name"}"#,
            #"{"content":{"membership":"join"},"event_id":"$a\#(number)","origin_server_ts":\#(time - 800),"sender":"\#(R.alice)","state_key":"\#(R.alice)","type":"m.room.member"}"#,
            #"{"content":{"membership":"join"},"event_id":"$b\#(number)","origin_server_ts":\#(time - 700),"sender":"\#(R.bob)","state_key":"\#(R.bob)","type":"m.room.member"}"#,
        ]
    }

    static func message(_ number: Int, text: String? = nil, minutes: Int? = nil) -> String {
        let time = R.firstTime + Int64(minutes ?? number) * 60_000
        return #"{"content":{"body":"\#(text ?? "hello \(number)")","msgtype":"m.text"},"event_id":"$m\#(number)_\#(minutes ?? number)","origin_server_ts":\#(time),"sender":"\#(R.alice)","type":"m.room.message"}"#
    }

    /// The window: rooms `numbers`, of `total` in the list.
    static func window(_ numbers: [Int], total: Int) -> String {
        let rooms = numbers.map { number in
            #""\#(roomId(number))":{"initial":true,"required_state":[\#(state(number).joined(separator: ","))],"timeline":[\#(message(number))],"prev_batch":"t0","limited":true,"notification_count":1,"highlight_count":0}"#
        }
        return #"{"pos":"p1","lists":{"recent":{"count":\#(total),"ops":[]}},"rooms":{\#(rooms.joined(separator: ","))},"extensions":{"account_data":{"global":[],"rooms":{}}}}"#
    }

    /// The classic initial sync: rooms `numbers`, each with its last message (`newer` for rooms to have a later one).
    static func fill(_ numbers: [Int], newer: [Int: String] = [:]) -> String {
        let rooms = numbers.map { number in
            let last = newer[number].map { message(number, text: $0, minutes: number + 100) } ?? message(number)
            return #""\#(roomId(number))":{"state":{"events":[\#(state(number).joined(separator: ","))]},"timeline":{"events":[\#(last)],"prev_batch":"t0","limited":true}}"#
        }
        return #"{"next_batch":"s_fill","rooms":{"join":{\#(rooms.joined(separator: ","))}}}"#
    }

    // Each test answers the long poll after the start (`since=`) with a refusal that ends the
    // session at once, after its other answers (the last matching answer wins): these tests
    // are about the start.

    private func start() async -> Result<Void, ChatError> {
        await withCheckedContinuation { done in session.start { done.resume(returning: $0) } }
    }

    private func list(after cursor: GroupChannelListSortKey? = nil, limit: Int) -> Pending<ChannelListPage> {
        var params = GroupChannelListQueryParams()
        params.order = .latestLastMessage
        params.limit = limit
        let page = Pending<ChannelListPage>()
        session.listMyGroupChannels(params, after: cursor, through: nil, limit: limit, reply: page.resolve)
        return page
    }

    @Test("the session opens on the window; its first page needs no fill, the next waits for it; then the long poll goes on from the fill's token")
    func windowFirst() async throws {
        stub.answer("msc3575/sync", with: Self.window([3, 2], total: 3))
        stub.answer("v3/sync", with: Self.fill([1, 2, 3], newer: [2: "said meanwhile"]))
        stub.answer("v3/sync", query: "since=", status: 403, with: #"{"errcode":"M_FORBIDDEN","error":"stop"}"#)
        stub.hold("v3/sync")
        try await start().get()
        #expect(account.since == nil)
        #expect(Set(account.rooms.keys) == [Self.roomId(2), Self.roomId(3)])
        let first = try await list(limit: 2).value()
        #expect(first.channels.map(\.header.name) == ["Room 3", "Room 2"])
        #expect(first.hasNext)
        let rest = list(after: first.next, limit: 2)
        await stub.whenHeld()
        stub.release()
        let second = try await rest.value()
        #expect(second.channels.map(\.header.name) == ["Room 1"])
        #expect(!second.hasNext)
        #expect(account.since == "s_fill")
        #expect(session.slidingStart == nil)
        // Room 2's message came between the window and the fill: it is news; room 3 is told updated.
        try await listener.waitForEvents(2)
        let told = listener.events.prefix(2).map { event -> String in
            switch event {
            case .messageReceived(let channel, let message): "\(channel.header.name): \(message.record.text)"
            case .channelChanged(let channel, .updated): "\(channel.header.name) updated"
            default: "\(event)"
            }
        }
        #expect(told == ["Room 2: said meanwhile", "Room 3 updated"])
        #expect(stub.paths.contains { $0.hasSuffix("/_matrix/client/unstable/org.matrix.simplified_msc3575/sync") })
    }

    @Test("a room this session made while the fill was on its way is told what the fill brings: the invitee who joined meanwhile")
    func roomMadeDuringTheFill() async throws {
        stub.answer("msc3575/sync", with: Self.window([3, 2], total: 3))
        stub.answer("v3/sync", with: Self.fill([1, 2, 3, 4]))
        stub.answer("v3/sync", query: "since=", status: 403, with: #"{"errcode":"M_FORBIDDEN","error":"stop"}"#)
        stub.hold("v3/sync")
        try await start().get()
        // Bob's new room 4, read back after its creation: Alice is invited.
        let time = R.firstTime + 4 * 60_000
        let made = Self.state(4).prefix(2) + [
            #"{"content":{"membership":"join"},"event_id":"$b4","origin_server_ts":\#(time - 700),"sender":"\#(R.bob)","state_key":"\#(R.bob)","type":"m.room.member"}"#,
            #"{"content":{"membership":"invite"},"event_id":"$i4","origin_server_ts":\#(time - 850),"sender":"\#(R.bob)","state_key":"\#(R.alice)","type":"m.room.member"}"#,
        ]
        _ = account.applyFullState(try JSONDecoder().decode([MatrixStateEvent].self, from: Data("[\(made.joined(separator: ","))]".utf8)), of: Self.roomId(4))
        await stub.whenHeld()
        stub.release()
        // The fill, answered after Alice joined, is the only answer that says so.
        try await listener.waitForEvents(4)
        let joined = listener.events.compactMap { event -> String? in
            guard case .channelChanged(let channel, .userJoined(let user)) = event else { return nil }
            return "\(channel.header.name): \(user.userId) of \(channel.joinedMemberCount)"
        }
        #expect(joined == ["Room 4: \(R.alice) of 2"])
    }

    @Test("a window that is the whole account answers every page at once")
    func wholeAccountInWindow() async throws {
        stub.answer("msc3575/sync", with: Self.window([2, 1], total: 2))
        stub.answer("v3/sync", with: Self.fill([1, 2]))
        stub.answer("v3/sync", query: "since=", status: 403, with: #"{"errcode":"M_FORBIDDEN","error":"stop"}"#)
        stub.hold("v3/sync")
        try await start().get()
        let page = try await list(limit: 5).value()
        #expect(page.channels.map(\.header.name) == ["Room 2", "Room 1"])
        #expect(!page.hasNext)
        stub.release()
    }

    @Test("without sliding sync (404 M_UNRECOGNIZED) the classic initial sync is the whole start")
    func fallback() async throws {
        stub.answer("msc3575/sync", status: 404, with: #"{"errcode":"M_UNRECOGNIZED","error":"Unrecognized request"}"#)
        stub.answer("v3/sync", with: Self.fill([1, 2, 3]))
        stub.answer("v3/sync", query: "since=", status: 403, with: #"{"errcode":"M_FORBIDDEN","error":"stop"}"#)
        try await start().get()
        #expect(account.since == "s_fill")
        #expect(session.slidingStart == nil)
        let page = try await list(limit: 2).value()
        #expect(page.channels.map(\.header.name) == ["Room 3", "Room 2"])
        #expect(page.hasNext)
        #expect(listener.events.isEmpty)
    }

    @Test("an answer that is no sliding sync (a proxy's page) also falls back; a failing classic sync fails the start")
    func fallbackFails() async throws {
        stub.answer("msc3575/sync", status: 200, with: #"{"unexpected":true}"#)
        stub.answer("v3/sync", status: 500, with: #"{"errcode":"M_UNKNOWN","error":"boom"}"#)
        let result = await start()
        guard case .failure = result else {
            Issue.record("the start succeeded without the account")
            return
        }
        #expect(session.slidingStart == nil)
    }
}
