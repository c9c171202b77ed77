import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// History on the Matrix backend against a stand-in homeserver serving recorded events
/// (`MatrixStubHomeserver`, `MatrixHistoryRecordings`): anchors, sides and sizes as the mock
/// answers them, collection pages continuing from kept walks, filters, the catch-up, and
/// the filling of a limited `/sync`'s gap. No server, no waiting on the clock.
@MainActor
@Suite("Matrix history on recorded events")
struct MatrixHistoryTests {
    typealias R = MatrixHistoryRecordings
    let stub = MatrixStubHomeserver(roomId: R.roomId)
    let account = MatrixAccount(userId: R.bob, accessToken: "token")
    let listener = SilentListener()
    let session: MatrixSession

    init() {
        var http = MatrixHTTP(homeserver: stub.homeserver, session: stub.session)
        http.accessToken = "token"
        session = MatrixSession(account: account, http: http, listener: listener)
        account.since = "s10_1"
    }

    /// The room holds messages 1…`count`, from alice.
    func fill(_ count: Int) {
        stub.append((1...count).map { R.message($0) })
    }

    func texts(_ payloads: [MessagePayload]) -> [String] {
        payloads.map(\.record.text)
    }

    func numbers(_ range: ClosedRange<Int>) -> [String] {
        range.map { "message \($0)" }
    }

    func load(_ anchor: HistoryAnchor, _ params: MessageListParams) async -> Result<[MessagePayload], ChatError> {
        await withCheckedContinuation { done in
            session.loadMessages(url: R.roomId, anchor: anchor, params: params, threadOf: nil) { done.resume(returning: $0) }
        }
    }

    func window(around time: Int64 = .max, previous: Int, next: Int = 0, _ params: MessageListParams = MessageListParams()) async throws -> HistoryWindow {
        try await withCheckedContinuation { done in
            session.loadHistoryWindow(url: R.roomId, around: time, previous: previous, next: next, params: params) { done.resume(returning: $0) }
        }.get()
    }

    func page(_ boundary: HistoryBoundary, forward: Bool, limit: Int, _ params: MessageListParams = MessageListParams()) async throws -> HistoryPage {
        try await withCheckedContinuation { done in
            session.loadHistoryPage(url: R.roomId, from: boundary, forward: forward, limit: limit, params: params) { done.resume(returning: $0) }
        }.get()
    }

    func id(of number: Int) -> Int64? {
        account.rooms[R.roomId]?.ids.knownId(for: R.eventId(number))
    }

    // MARK: Collections

    @Test("a collection's first window at the live end is one /messages page, in a room of any length")
    func firstWindow() async throws {
        fill(500)
        let window = try await window(previous: 30)
        #expect(texts(window.previous.messages) == numbers(471...500))
        #expect(window.previous.hasMore)
        #expect(window.next.messages.isEmpty)
        #expect(!window.next.hasMore)
        #expect(stub.requests.map(\.endpoint) == ["messages"])
        #expect(stub.requests.first?.query["dir"] == "b")
        #expect(stub.requests.first?.query["from"] == nil)
        #expect(window.token.messageWatermark == id(of: 500))
        #expect(account.history.requestCounts["messages"] == 1)
    }

    @Test("paging back continues the window's walk: no message twice, none skipped, and the last page says so")
    func pagingBack() async throws {
        fill(75)
        let window = try await window(previous: 20)
        var held = window.previous.messages
        var hasMore = window.previous.hasMore
        while hasMore {
            let page = try await page(.message(held[0].record.messageId), forward: false, limit: 20)
            held = page.messages + held
            hasMore = page.hasMore
        }
        #expect(texts(held) == numbers(1...75))
        #expect(held.map(\.record.messageId) == held.map(\.record.messageId).sorted())
        // The window read 42 events, then each page reads on from where the last stopped.
        #expect(stub.count("context") == 0)
        #expect(stub.count("messages") <= 3)
    }

    /// A scaled-out homeserver (`matrix-dev-server start --scale-out`) persists events sent
    /// at once in another order than their timestamps; ids follow the timestamps.
    @Test("a timeline whose order differs from its timestamps pages back and forth with no message lost or twice")
    func timelineOutOfTimeOrder() async throws {
        // Each run of seven is stored in reverse time order (message 7 is the oldest of 1…7),
        // so runs straddle the pages of 20.
        stub.append((1...75).map { R.message($0, time: R.time(($0 - 1) / 7 * 7 + 7 - ($0 - 1) % 7)) })
        let window = try await window(previous: 20)
        var held = window.previous.messages
        var hasMore = window.previous.hasMore
        while hasMore {
            let page = try await page(.message(held[0].record.messageId), forward: false, limit: 20)
            held = page.messages + held
            hasMore = page.hasMore
        }
        let ids = held.map(\.record.messageId)
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == 75)
        #expect(Set(texts(held)) == Set(numbers(1...75)))
        // Forward from the oldest, as a collection opened in the past pages on.
        var onward: [MessagePayload] = []
        var boundary = try #require(held.first).record.messageId
        hasMore = true
        while hasMore {
            let page = try await page(.message(boundary), forward: true, limit: 20)
            onward += page.messages
            hasMore = page.hasMore
            guard let last = page.messages.last else { break }
            boundary = last.record.messageId
        }
        #expect(onward.map(\.record.messageId) == Array(ids.dropFirst()))
    }

    @Test("a page from a boundary with no kept walk finds its place with /context, forward and back")
    func pageWithoutWalk() async throws {
        fill(40)
        _ = try await window(previous: 40)
        let middle = try #require(id(of: 20))
        let older = try await page(.message(middle), forward: false, limit: 5, MessageListParams(previousResultSize: 5))
        #expect(texts(older.messages) == numbers(15...19))
        #expect(older.hasMore)
        let newer = try await page(.message(middle), forward: true, limit: 5, MessageListParams(previousResultSize: 5))
        #expect(texts(newer.messages) == numbers(21...25))
        #expect(newer.hasMore)
        let last = try await page(.message(try #require(id(of: 38))), forward: true, limit: 5, MessageListParams(previousResultSize: 5))
        #expect(texts(last.messages) == numbers(39...40))
        #expect(!last.hasMore)
        #expect(stub.count("context") == 3)
    }

    @Test("a window around a past time splits at it: at or before on the previous side, after on the next")
    func pastWindow() async throws {
        fill(60)
        let window = try await window(around: R.time(30), previous: 5, next: 5)
        #expect(texts(window.previous.messages) == numbers(26...30))
        #expect(texts(window.next.messages) == numbers(31...35))
        #expect(window.previous.hasMore && window.next.hasMore)
        #expect(stub.count("timestamp_to_event") == 1)
        // Loading next from the window's newest continues the forward walk.
        let next = try await page(.message(try #require(window.next.messages.last).record.messageId), forward: true, limit: 30)
        #expect(texts(next.messages) == numbers(36...60))
        #expect(!next.hasMore)
    }

    // MARK: Direct reads

    @Test("by timestamp: exclusive leaves the anchor's millisecond out, inclusive gives it to the previous side, or the next when no previous is asked")
    func byTimestamp() async throws {
        fill(30)
        var params = MessageListParams(previousResultSize: 3, nextResultSize: 3)
        #expect(texts(try await load(.timestamp(R.time(10)), params).get()) == numbers(7...9) + numbers(11...13))
        params.isInclusive = true
        #expect(texts(try await load(.timestamp(R.time(10)), params).get()) == numbers(8...10) + numbers(11...13))
        params.previousResultSize = 0
        #expect(texts(try await load(.timestamp(R.time(10)), params).get()) == numbers(10...12))
        params = MessageListParams(previousResultSize: 4)
        params.reverse = true
        #expect(texts(try await load(.timestamp(.max), params).get()) == numbers(27...30).reversed())
        // Before the first message: nothing before, the first ones after.
        params = MessageListParams(previousResultSize: 2, nextResultSize: 2)
        #expect(texts(try await load(.timestamp(R.firstTime - 5000), params).get()) == numbers(1...2))
    }

    @Test("by message id: a known id reads /context around its event")
    func byKnownMessageId() async throws {
        fill(30)
        _ = try await load(.timestamp(.max), MessageListParams(previousResultSize: 30)).get()
        var params = MessageListParams(previousResultSize: 2, nextResultSize: 2)
        params.isInclusive = true
        #expect(texts(try await load(.messageId(try #require(id(of: 15))), params).get()) == numbers(14...17))
        #expect(stub.count("context") == 1)
        #expect(stub.count("timestamp_to_event") == 0)
    }

    @Test("by message id: an id never seen is found from its millisecond, as another client's id is")
    func byUnseenMessageId() async throws {
        fill(30)
        // The id another client computed for message 12: the same, from the same event.
        var ids = MatrixMessageIds()
        let id = ids.id(for: R.eventId(12), originServerTimestamp: R.time(12))
        let messages = try await load(.messageId(id), MessageListParams(previousResultSize: 1, nextResultSize: 1)).get()
        #expect(texts(messages) == ["message 11", "message 13"])
        #expect(stub.count("timestamp_to_event") == 1)
        #expect(stub.requests.first { $0.endpoint == "timestamp_to_event" }?.query["ts"] == String(R.time(12)))
    }

    @Test("a message id that names no message is 900300; a negative size 800110, before any request")
    func badAnchors() async throws {
        fill(5)
        let missing = (R.time(3) + 1) << MatrixMessageIds.slotBits
        let notFound = await load(.messageId(missing), MessageListParams())
        #expect(throws: ChatError.messageNotFound(missing)) { try notFound.get() }
        let negative = await load(.timestamp(.max), MessageListParams(previousResultSize: -1))
        #expect(throws: ChatError.self) { try negative.get() }
        if case .failure(let error) = negative { #expect(error.code == .invalidParameter) }
    }

    @Test("a room this user left is refused with 400108, as the mock refuses it, though the homeserver would still serve it")
    func departed() async throws {
        fill(5)
        var room = MatrixRoom(roomId: R.roomId)
        room.members[R.bob] = ("leave", nil, 0)
        account.rooms[R.roomId] = room
        let result = await load(.timestamp(.max), MessageListParams())
        #expect(throws: ChatError.self) { try result.get() }
        if case .failure(let error) = result { #expect(error.code == .nonAuthorized) }
        #expect(stub.requests.isEmpty)
    }

    // MARK: Filters

    @Test("filters: message type, custom type, sender (sent to the homeserver), thread replies, and edits take no place")
    func filters() async throws {
        stub.append([
            R.message(1), R.message(2, msgtype: "m.notice"), R.message(3, customType: "poll"), R.message(4, sender: R.bob),
            R.message(5, threadRoot: 1), R.edit(6, of: 1, to: "message 1 edited"), R.message(7), R.join(8),
        ])
        var params = MessageListParams(previousResultSize: 10)
        #expect(texts(try await load(.timestamp(.max), params).get()) == ["message 1 edited", "message 2", "message 3", "message 4", "message 7"])
        params.messageTypeFilter = .admin
        #expect(texts(try await load(.timestamp(.max), params).get()) == ["message 2"])
        params.messageTypeFilter = .all
        params.customTypes = ["poll"]
        #expect(texts(try await load(.timestamp(.max), params).get()) == ["message 3"])
        params.customTypes = nil
        params.senderUserIds = [R.bob]
        #expect(texts(try await load(.timestamp(.max), params).get()) == ["message 4"])
        #expect(stub.requests.last?.query["filter"]?.contains(R.bob) == true)
        params.senderUserIds = nil
        params.replyType = .all
        #expect(texts(try await load(.timestamp(.max), params).get()).contains("message 5"))
        params.customTypes = []
        let before = stub.requests.count
        #expect(try await load(.timestamp(.max), params).get().isEmpty)
        #expect(stub.requests.count == before + 1)
    }

    @Test("a sparse filter reads on, page after page, until it has enough")
    func sparseFilter() async throws {
        stub.append((1...300).map { R.message($0, customType: $0 % 50 == 0 ? "rare" : nil) })
        var params = MessageListParams(previousResultSize: 4)
        params.customTypes = ["rare"]
        let window = try await window(previous: 4, params)
        #expect(texts(window.previous.messages) == ["message 100", "message 150", "message 200", "message 250", "message 300"].suffix(4))
        #expect(window.previous.hasMore)
        let page = try await page(.message(window.previous.messages[0].record.messageId), forward: false, limit: 4, params)
        #expect(texts(page.messages) == ["message 50", "message 100"])
        #expect(!page.hasMore)
    }

    // MARK: Catch-up

    @Test("the catch-up fills after the newest held, tells edits and deletions of held messages, and finds stored failed sends")
    func catchUp() async throws {
        stub.setState(MatrixSyncRecordings.state)
        fill(10)
        let window = try await window(previous: 10)
        stub.append([
            R.message(11), R.edit(12, of: 3, to: "three, edited"), R.redaction(13, of: 5),
            R.message(14, sender: R.bob, transactionId: "req-lost"), R.message(15),
        ])
        let held = try #require(window.previous.messages.first?.record.messageId)...(try #require(window.previous.messages.last?.record.messageId))
        let result = try await withCheckedContinuation { done in
            session.catchUpHistory(
                url: R.roomId, token: window.token, fillAfter: held.upperBound, fillLimit: 300, held: held,
                params: MessageListParams(), failedRequestIds: ["req-lost", "req-never"]) { done.resume(returning: $0) }
        }.get()
        #expect(texts(result.missed.messages) == ["message 11", "message 14", "message 15"])
        #expect(!result.missed.hasMore)
        #expect(result.deletedIds == [try #require(id(of: 5))])
        #expect(result.updated.map(\.record.text) == ["three, edited"])
        #expect(result.stored.map(\.record.requestId) == ["req-lost"])
        #expect(result.token.messageWatermark == id(of: 15))
        #expect(result.channel.header.url == R.roomId)
        // The change walk started at the window's /sync position.
        #expect(stub.requests.contains { $0.endpoint == "messages" && $0.query["from"] == "s10_1" && $0.query["dir"] == "f" })
    }

    @Test("a catch-up with more missed messages than its limit says so: a huge gap")
    func hugeGap() async throws {
        stub.setState(MatrixSyncRecordings.state)
        fill(5)
        let window = try await window(previous: 5)
        stub.append((6...20).map { R.message($0) })
        let result = try await withCheckedContinuation { done in
            session.catchUpHistory(
                url: R.roomId, token: window.token, fillAfter: window.previous.messages.last?.record.messageId, fillLimit: 10,
                held: nil, params: MessageListParams(), failedRequestIds: []) { done.resume(returning: $0) }
        }.get()
        #expect(texts(result.missed.messages) == numbers(6...15))
        #expect(result.missed.hasMore)
    }

    // MARK: Gaps

    /// bob's account has seen the room up to message `last` through `/sync`.
    func synced(through last: Int) throws {
        let sync = R.sync([R.message(last)], limited: false, prevBatch: "t\(last - 1)", nextBatch: "s\(last)")
        _ = account.apply(try JSONDecoder().decode(MatrixSyncResponse.self, from: Data(sync.utf8)))
        account.history.noteSynced(try JSONDecoder().decode(MatrixSyncResponse.self, from: Data(sync.utf8)))
    }

    func filled(_ sync: String) async throws -> (MatrixSyncResponse, Set<String>) {
        let response = try JSONDecoder().decode(MatrixSyncResponse.self, from: Data(sync.utf8))
        return await withCheckedContinuation { done in
            session.fillGaps(in: response) { done.resume(returning: ($0, $1)) }
        }
    }

    @Test("a limited /sync's gap is read back from prev_batch to the last event synced, and told first, in order, once")
    func gapFilled() async throws {
        fill(10)
        try synced(through: 10)
        // 150 more arrive; the poll's timeline holds only the newest 3, from prev_batch t157.
        stub.append((11...157).map { R.message($0) } + [R.join(158)] + (159...160).map { R.message($0) })
        let limited = R.sync([R.join(158), R.message(159), R.message(160)], limited: true, prevBatch: "t157")
        let (response, overflowing) = try await filled(limited)
        #expect(overflowing.isEmpty)
        let told = account.apply(response).compactMap { event -> String? in
            if case .messageReceived(_, let message) = event { message.record.text } else { nil }
        }
        #expect(told == numbers(11...157) + numbers(159...160))
        #expect(stub.requests.allSatisfy { $0.endpoint == "messages" && $0.query["filter"] == nil })
        #expect(stub.requests.first?.query["from"] == "t157")
    }

    @Test("a poll that is not limited, or a room never synced before, costs no request")
    func noGap() async throws {
        fill(3)
        _ = try await filled(R.sync([R.message(3)], limited: false, prevBatch: "t2"))
        _ = try await filled(R.sync([R.message(3)], limited: true, prevBatch: "t2"))
        #expect(stub.requests.isEmpty)
    }

    @Test("a gap longer than the fill limit is left to the reconnection's catch-up, and its messages are not told")
    func gapTooLong() async throws {
        fill(5)
        try synced(through: 5)
        stub.append((6...1200).map { R.message($0) })
        let (response, overflowing) = try await filled(R.sync([R.message(1200)], limited: true, prevBatch: "t1199"))
        #expect(overflowing == [R.roomId])
        let events = account.apply(response)
        #expect(events.contains { MatrixSession.isMessage($0, inAny: overflowing) })
        #expect(!events.contains { !MatrixSession.isMessage($0, inAny: overflowing) && { if case .messageReceived = $0 { true } else { false } }($0) })
    }
}

/// A listener that hears nothing worth keeping: the history tests call the session directly.
@MainActor
final class SilentListener: ChatBackendListener {
    func receive(_ event: ServerEvent) {}
    func connectionWasLost() {}
}
