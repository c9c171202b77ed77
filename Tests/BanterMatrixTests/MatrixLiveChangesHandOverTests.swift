import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// Changes to messages across the hand-over from a history read to `/sync`
/// (`MatrixSession+LiveHandOver.swift`): an edit, a deletion or a reaction `/sync` delivers
/// while the read's answer is held back by the stand-in homeserver shows in the answer, which
/// the homeserver read before the change. No server, no waiting on the clock.
@MainActor
@Suite("Matrix history handing over changes from /sync")
struct MatrixLiveChangesHandOverTests {
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
        try deliver([R.message(count)], nextBatch: "s\(count)")
    }

    /// Applies a `/sync` answer holding `events` as the long poll does, on this turn.
    func deliver(_ events: [String], nextBatch: String) throws {
        let sync = R.sync(events, limited: false, prevBatch: "p\(nextBatch)", nextBatch: nextBatch)
        let response = try JSONDecoder().decode(MatrixSyncResponse.self, from: Data(sync.utf8))
        let told = account.apply(response)
        for event in told { listener.receive(event) }
        account.history.noteSynced(response)
        session.noteLive(response, overflowing: [])
        session.noteLiveChanges(told)
    }

    /// A reaction `key` of alice's on message `target`, itself event `number`.
    func reaction(_ number: Int, on target: Int, key: String = "👍") -> String {
        #"{"content":{"m.relates_to":{"event_id":"\#(R.eventId(target))","key":"\#(key)","rel_type":"m.annotation"}},"event_id":"\#(R.eventId(number))","origin_server_ts":\#(R.time(number)),"room_id":"\#(R.roomId)","sender":"\#(R.alice)","type":"m.reaction","unsigned":{"age":100}}"#
    }

    func askWindow(previous: Int) -> Pending<HistoryWindow> {
        let pending = Pending<HistoryWindow>()
        session.loadHistoryWindow(url: R.roomId, around: .max, previous: previous, next: 0, params: MessageListParams(), reply: pending.resolve)
        return pending
    }

    func texts(_ window: HistoryWindow) -> [String] {
        (window.previous.messages + window.next.messages).map(\.record.text)
    }

    func held(_ window: HistoryWindow, _ number: Int) -> MessagePayload? {
        let id = account.rooms[R.roomId]?.ids.knownId(for: R.eventId(number))
        return (window.previous.messages + window.next.messages).first { $0.record.messageId == id }
    }

    @Test("an edit /sync delivers while the first window's /messages is held back shows in the window")
    func windowTakesEdit() async throws {
        try fill(10)
        stub.hold("messages")
        let window = askWindow(previous: 5)
        await stub.whenHeld()
        try deliver([R.edit(11, of: 10, to: "message 10, edited")], nextBatch: "s11")
        stub.release()
        let answer = try await window.value()
        #expect(texts(answer) == ["message 6", "message 7", "message 8", "message 9", "message 10, edited"])
        #expect(held(answer, 10)?.record.updatedAt == R.time(11))
    }

    @Test("a deletion /sync delivers while the first window's /messages is held back drops the message from the window")
    func windowDropsDeleted() async throws {
        try fill(10)
        stub.hold("messages")
        let window = askWindow(previous: 5)
        await stub.whenHeld()
        try deliver([R.redaction(11, of: 9)], nextBatch: "s11")
        stub.release()
        let answer = try await window.value()
        #expect(texts(answer) == ["message 6", "message 7", "message 8", "message 10"])
    }

    @Test("a reaction /sync delivers while the first window's /messages is held back shows in the window")
    func windowTakesReaction() async throws {
        try fill(10)
        stub.hold("messages")
        let window = askWindow(previous: 5)
        await stub.whenHeld()
        try deliver([reaction(11, on: 10)], nextBatch: "s11")
        stub.release()
        let answer = try await window.value()
        #expect(held(answer, 10)?.extras?.reactions == ["👍": [R.alice]])
    }

    @Test("a reaction /sync removes while the first window's /messages is held back is gone from the window")
    func windowDropsRemovedReaction() async throws {
        try fill(10)
        stub.append([reaction(11, on: 10)])
        try deliver([reaction(11, on: 10)], nextBatch: "s11")
        stub.hold("messages")
        let window = askWindow(previous: 5)
        await stub.whenHeld()
        try deliver([R.redaction(12, of: 11)], nextBatch: "s12")
        stub.release()
        let answer = try await window.value()
        #expect(texts(answer) == ["message 6", "message 7", "message 8", "message 9", "message 10"])
        #expect(held(answer, 10)?.extras?.reactions ?? [:] == [:])
    }

    @Test("an edit and a deletion /sync delivers while a forward page's read is held back show in the page")
    func pageTakesEdit() async throws {
        try fill(10)
        stub.hold("context")
        let page = Pending<HistoryPage>()
        session.loadHistoryPage(url: R.roomId, from: .time(R.time(6)), forward: true, limit: 10, params: MessageListParams(), reply: page.resolve)
        await stub.whenHeld()
        try deliver([R.edit(11, of: 10, to: "message 10, edited"), R.redaction(12, of: 8)], nextBatch: "s12")
        stub.release()
        let answer = try await page.value()
        #expect(answer.messages.map(\.record.text) == ["message 7", "message 9", "message 10, edited"])
    }
}
