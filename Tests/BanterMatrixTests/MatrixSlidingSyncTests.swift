import Foundation
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// The start on a large account, on the stand-in homeserver: the session opens on the
/// sliding sync window while sliding sync pages, read after the long poll's token (held back
/// here), fill in the rest; the list's first page comes from the window, the next waits for
/// the fill; what changed in between is told; rooms a move up the list skipped are read by
/// subscription; and a homeserver without sliding sync gets the classic start.
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

    /// The window (or a page of the fill, in `list` "fill"): rooms `numbers`, of `total` in
    /// the list (`newer` for rooms to have a later message).
    static func window(_ numbers: [Int], total: Int, list: String = "recent", newer: [Int: String] = [:]) -> String {
        let rooms = numbers.map { number in
            let last = newer[number].map { message(number, text: $0, minutes: number + 100) } ?? message(number)
            return #""\#(roomId(number))":{"initial":true,"required_state":[\#(state(number).joined(separator: ","))],"timeline":[\#(last)],"prev_batch":"t0","limited":true,"notification_count":1,"highlight_count":0}"#
        }
        return #"{"pos":"p1","lists":{"\#(list)":{"count":\#(total),"ops":[]}},"rooms":{\#(rooms.joined(separator: ","))},"extensions":{"account_data":{"global":[],"rooms":{}}}}"#
    }

    /// A page of the background fill.
    static func page(_ numbers: [Int], total: Int, newer: [Int: String] = [:]) -> String {
        window(numbers, total: total, list: "fill", newer: newer)
    }

    static let token = #"{"next_batch":"s_token"}"#

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

    @Test("the session opens on the window; its first page needs no fill, the next waits for it; then the long poll goes on from the token")
    func windowFirst() async throws {
        stub.answer("msc3575/sync", with: Self.window([3, 2], total: 3))
        stub.answer("msc3575/sync", request: #""fill""#, with: Self.page([3, 2, 1], total: 3, newer: [2: "said meanwhile"]))
        stub.answer("v3/sync", with: Self.token)
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
        #expect(account.since == "s_token")
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
        stub.answer("msc3575/sync", request: #""fill""#, with: Self.page([4, 3, 2, 1], total: 4))
        stub.answer("v3/sync", with: Self.token)
        stub.answer("v3/sync", query: "since=", status: 403, with: #"{"errcode":"M_FORBIDDEN","error":"stop"}"#)
        // The fill's pages wait for the token.
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
        stub.answer("msc3575/sync", request: #""fill""#, with: Self.page([2, 1], total: 2))
        stub.answer("v3/sync", with: Self.token)
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

    /// Pages of two rooms: the window, each page in turn (`pages`), the token, and a refusal
    /// that ends the long poll.
    private func answerPagedStart(window: [Int], pages: [[Int]], total: Int) {
        session.fillPageSize = 2
        stub.answer("msc3575/sync", with: Self.window(window, total: total))
        for (index, rooms) in pages.enumerated() {
            stub.answer("msc3575/sync", request: "[[\(index * 2),\(index * 2 + 1)]]", with: Self.page(rooms, total: total))
        }
        stub.answer("v3/sync", with: Self.token)
        stub.answer("v3/sync", query: "since=", status: 403, with: #"{"errcode":"M_FORBIDDEN","error":"stop"}"#)
    }

    @Test("the fill reads the list in pages, each after the token, and the long poll starts from the token")
    func pages() async throws {
        answerPagedStart(window: [5, 4], pages: [[5, 4], [3, 2], [1]], total: 5)
        stub.hold("v3/sync")
        try await start().get()
        let first = try await list(limit: 2).value()
        let rest = list(after: first.next, limit: 10)
        await stub.whenHeld()
        stub.release()
        let second = try await rest.value()
        #expect((first.channels + second.channels).map(\.header.name) == ["Room 5", "Room 4", "Room 3", "Room 2", "Room 1"])
        #expect(account.since == "s_token")
        let requests = stub.requests
        let tokenAt = requests.firstIndex { $0.endpoint == "sync" && $0.query["since"] == nil && $0.query["filter"]?.contains(#""rooms":[]"#) == true }
        let sliding = requests.indices.filter { requests[$0].endpoint == "sync" && requests[$0].query["filter"] == nil }
        // The window and three pages, each page after the token; no classic initial sync.
        #expect(sliding.count == 4, "\(requests)")
        #expect(tokenAt.map { $0 < sliding[1] } == true)
        #expect(!requests.contains { $0.query["filter"] == MatrixSession.firstSyncFilter })
        #expect(stub.count("joined_rooms") == 0)
    }

    @Test("a room that moved up the list between two pages is read by subscription")
    func skippedRoom() async throws {
        // Room 1 moved up between the pages: the second page reads room 3 again and misses it.
        answerPagedStart(window: [4, 3], pages: [[4, 3], [3, 2]], total: 4)
        stub.answer("joined_rooms", with: #"{"joined_rooms":["\#(Self.roomId(1))","\#(Self.roomId(2))","\#(Self.roomId(3))","\#(Self.roomId(4))"]}"#)
        stub.answer("msc3575/sync", request: "room_subscriptions", with: Self.page([1], total: 0))
        try await start().get()
        let page = try await list(after: try await list(limit: 2).value().next, limit: 10).value()
        #expect(page.channels.map(\.header.name) == ["Room 2", "Room 1"])
        #expect(stub.count("joined_rooms") == 1)
    }

    @Test("a count that keeps growing over pages of the same rooms ends the fill at the first page with nothing new")
    func endlessCount() async throws {
        session.fillPageSize = 2
        stub.answer("msc3575/sync", with: Self.window([2, 1], total: 1_000_000))
        stub.answer("msc3575/sync", request: #""fill""#, with: Self.page([2, 1], total: 1_000_000))
        stub.answer("joined_rooms", with: #"{"joined_rooms":["\#(Self.roomId(1))","\#(Self.roomId(2))"]}"#)
        stub.answer("v3/sync", with: Self.token)
        stub.answer("v3/sync", query: "since=", status: 403, with: #"{"errcode":"M_FORBIDDEN","error":"stop"}"#)
        try await start().get()
        let page = try await list(after: try await list(limit: 2).value().next, limit: 10).value()
        #expect(page.channels.isEmpty)
        // The window, the first page and the one that brought nothing new.
        #expect(stub.requests.filter { $0.endpoint == "sync" && $0.query["filter"] == nil }.count == 3)
    }

    @Test("a token that fails after the window loses the connection and answers the waiting pages")
    func tokenFails() async throws {
        stub.answer("msc3575/sync", with: Self.window([3, 2], total: 3))
        stub.answer("v3/sync", status: 500, with: #"{"errcode":"M_UNKNOWN","error":"boom"}"#)
        try await start().get()
        _ = try await list(after: try await list(limit: 2).value().next, limit: 10).value()
        #expect(!session.isOpen)
        #expect(session.slidingStart == nil)
    }
}
