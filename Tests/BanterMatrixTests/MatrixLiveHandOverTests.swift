import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// The hand-over from a collection's history read to `/sync` on the Matrix backend
/// (`MatrixSession+LiveHandOver.swift`): a message `/sync` delivers while the read's answer
/// is held back by the stand-in homeserver ends up in the answer once, in order, whether or
/// not the homeserver's answer already had it. No server, no waiting on the clock.
@MainActor
@Suite("Matrix history handing over to /sync")
struct MatrixLiveHandOverTests {
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

    /// The room holds messages 1…`count`, and bob's account has seen them through `/sync`.
    func fill(_ count: Int) throws {
        stub.append((1...count).map { R.message($0) })
        try deliver(R.sync([R.message(count)], limited: false, prevBatch: "t\(count - 1)", nextBatch: "s\(count)"))
    }

    /// Applies a `/sync` answer as the long poll does, on this turn.
    func deliver(_ sync: String, overflowing: Set<String> = []) throws {
        let response = try JSONDecoder().decode(MatrixSyncResponse.self, from: Data(sync.utf8))
        for event in account.apply(response) { listener.receive(event) }
        account.history.noteSynced(response)
        session.noteLive(response, overflowing: overflowing)
    }

    /// Message `number` reaches the homeserver and then this account's `/sync`.
    func arrives(_ number: Int, sender: String = R.alice) throws {
        stub.append([R.message(number, sender: sender)])
        try deliver(R.sync([R.message(number, sender: sender)], limited: false, prevBatch: "t\(number - 1)", nextBatch: "s\(number)"))
    }

    func texts(_ payloads: [MessagePayload]) -> [String] {
        payloads.map(\.record.text)
    }

    func numbers(_ range: ClosedRange<Int>) -> [String] {
        range.map { "message \($0)" }
    }

    /// Asks for a window at once (as `MessageCollection.start` does), to await later.
    func askWindow(
        around time: Int64 = .max, previous: Int, next: Int = 0, _ params: MessageListParams = MessageListParams()
    ) -> Pending<HistoryWindow> {
        let pending = Pending<HistoryWindow>()
        session.loadHistoryWindow(url: R.roomId, around: time, previous: previous, next: next, params: params, reply: pending.resolve)
        return pending
    }

    /// Asks for a forward page at once (as `MessageCollection.loadNext` does), to await later.
    func askPage(_ boundary: HistoryBoundary, limit: Int, _ params: MessageListParams = MessageListParams()) -> Pending<HistoryPage> {
        let pending = Pending<HistoryPage>()
        session.loadHistoryPage(url: R.roomId, from: boundary, forward: true, limit: limit, params: params, reply: pending.resolve)
        return pending
    }

    func all(_ window: HistoryWindow) -> [String] {
        texts(window.previous.messages + window.next.messages)
    }

    @Test("a message /sync delivers while the first window's /messages is held back joins the window once, last")
    func windowTakesLiveMessage() async throws {
        try fill(10)
        stub.hold("messages")
        let window = askWindow(previous: 5)
        await stub.whenHeld()
        try arrives(11)
        stub.release()
        let answer = try await window.value()
        #expect(all(answer) == numbers(6...11))
        #expect(!answer.next.hasMore)
        #expect(answer.token.messageWatermark == account.rooms[R.roomId]?.ids.knownId(for: R.eventId(11)))
    }

    @Test("a message /sync delivers before the window's /messages is read is in the window once")
    func windowAlreadyHasLiveMessage() async throws {
        try fill(10)
        let window = askWindow(previous: 5)
        try arrives(11)
        try arrives(12)
        let answer = try await window.value()
        #expect(all(answer) == numbers(8...12))
    }

    @Test("a window away from the live end takes no live message; one after a past time takes it on its next side")
    func windowSides() async throws {
        try fill(10)
        stub.hold("context")
        let away = askWindow(around: R.time(3), previous: 1, next: 2)
        await stub.whenHeld()
        try arrives(11)
        stub.release()
        let awayAnswer = try await away.value()
        #expect(all(awayAnswer) == numbers(3...5))
        #expect(awayAnswer.next.hasMore)

        stub.hold("context")
        let reaching = askWindow(around: R.time(8), previous: 1, next: 10)
        await stub.whenHeld()
        try arrives(12)
        stub.release()
        let reachingAnswer = try await reaching.value()
        #expect(texts(reachingAnswer.previous.messages) == ["message 8"])
        #expect(texts(reachingAnswer.next.messages) == numbers(9...12))
        #expect(!reachingAnswer.next.hasMore)
    }

    @Test("a forward page reaching the live end takes the messages /sync delivered while it was held back, once, in order")
    func pageTakesLiveMessages() async throws {
        try fill(10)
        stub.hold("context")
        let page = askPage(.time(R.time(6)), limit: 10)
        await stub.whenHeld()
        try arrives(11)
        try arrives(12)
        stub.release()
        let answer = try await page.value()
        #expect(texts(answer.messages) == numbers(7...12))
        #expect(!answer.hasMore)
    }

    @Test("live messages the collection's filters leave out are not folded in")
    func filtered() async throws {
        try fill(10)
        var params = MessageListParams()
        params.senderUserIds = [R.alice]
        stub.hold("messages")
        let window = askWindow(previous: 3, params)
        await stub.whenHeld()
        try arrives(11, sender: R.bob)
        try arrives(12)
        stub.release()
        #expect(all(try await window.value()) == numbers(8...10) + ["message 12"])
    }

    @Test("after a poll that left the room's gap unfilled, nothing is folded in: the catch-up fills it")
    func brokenByGap() async throws {
        try fill(10)
        stub.hold("messages")
        let window = askWindow(previous: 3)
        await stub.whenHeld()
        stub.append((11...20).map { R.message($0) })
        try deliver(R.sync([R.message(20)], limited: true, prevBatch: "t19", nextBatch: "s20"), overflowing: [R.roomId])
        stub.release()
        #expect(all(try await window.value()) == numbers(8...10))
    }
}

/// A backend reply asked for now and awaited later.
@MainActor
final class Pending<T: Sendable> {
    private var result: Result<T, ChatError>?
    private var waiter: CheckedContinuation<Result<T, ChatError>, Never>?

    func resolve(_ result: Result<T, ChatError>) {
        if let waiter { waiter.resume(returning: result) } else { self.result = result }
    }

    func value() async throws -> T {
        if let result { return try result.get() }
        return try await withCheckedContinuation { waiter = $0 }.get()
    }
}
