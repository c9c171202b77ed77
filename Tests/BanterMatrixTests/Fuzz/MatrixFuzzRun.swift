import BanterUIKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import BanterChatSDK
@testable import BanterMatrix

/// One seed's fuzz run: bob's session on a stand-in homeserver takes the generated events
/// as `/sync` answers, batch by batch (the long poll's own path, `MatrixSession.absorb`),
/// while the stub serves the same timeline to `/messages`, `/context` and `/relations`;
/// then the session reads windows, pages and threads as a channel screen does, some of them
/// against whole answers of the wrong shape. Every read must answer (a page or a typed
/// error), and every page must be in order without duplicates. With a `MatrixFuzzScreen`
/// the session is that client's, so each answer also reaches a shown channel screen, which
/// is checked after each step (and scrolled back now and then).
@MainActor
final class MatrixFuzzRun {
    typealias R = MatrixHistoryRecordings
    let seed: UInt64
    let eventCount: Int
    let stub: MatrixStubHomeserver
    let account: MatrixAccount
    let listener = SilentListener()
    let session: MatrixSession
    /// The channel screen that shows the room, when the run has one.
    let screen: MatrixFuzzScreen?
    var generator: MatrixFuzzGenerator
    /// The messages the reads answered, newest read last: what a channel screen would show.
    private(set) var shown: [MessagePayload] = []
    /// What went wrong, with the step it went wrong at.
    private(set) var failures: [String] = []

    init(seed: UInt64, eventCount: Int, on screen: MatrixFuzzScreen? = nil) {
        self.seed = seed
        self.eventCount = eventCount
        self.screen = screen
        generator = MatrixFuzzGenerator(seed: seed)
        if let screen {
            stub = screen.stub
            session = screen.session
            account = session.account
            return
        }
        stub = MatrixStubHomeserver(roomId: R.roomId)
        account = MatrixAccount(userId: R.bob, accessToken: "token")
        var http = MatrixHTTP(homeserver: stub.homeserver, session: stub.session)
        http.accessToken = "token"
        session = MatrixSession(account: account, http: http, listener: listener)
        account.since = "s0"
    }

    /// Runs the whole sequence; the failures found (none is a pass).
    func run() async -> [String] {
        let state = R.sync([R.join(0)], limited: false, prevBatch: "t0", nextBatch: "s0")
        if let response = try? JSONDecoder().decode(MatrixSyncResponse.self, from: Data(state.utf8)) {
            await absorb(response)
        }
        var batch = 0
        while generator.eventIds.count < eventCount {
            batch += 1
            let events = generator.events(Int.random(in: 1...8, using: &generator.random))
            stub.append(events.map(Self.json))
            let answer = Self.json(generator.sync(events, batch: batch))
            do {
                await absorb(try JSONDecoder().decode(MatrixSyncResponse.self, from: Data(answer.utf8)))
            } catch {
                failures.append("batch \(batch): a /sync answer with odd events did not decode, so the account would stall on it: \(error)")
            }
            guard session.isOpen else {
                failures.append("batch \(batch): the session closed")
                break
            }
            if let screen {
                if generator.random.oneIn(4) { await screen.loadPrevious() }
                failures += screen.check("batch \(batch)")
            }
            if batch % 3 == 0 { await read(step: "batch \(batch)") }
        }
        await read(step: "the end")
        if let screen {
            failures += screen.check("the end")
            screen.resize(to: Size(width: 200, height: 60))
            failures += screen.check("the end at 200x60")
        }
        return failures
    }

    private func absorb(_ response: MatrixSyncResponse) async {
        guard session.isOpen else { return }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            session.absorb(response) { _ in done.resume() }
        }
    }

    /// The reads of a channel screen (and its thread screen) at this point.
    private func read(step: String) async {
        if generator.random.oneIn(5) {
            let endpoint = generator.random.pick(["messages", "m.thread", "timestamp_to_event", ""])
            stub.answer(endpoint, with: generator.random.pick([
                "not json", "[]", #"{"chunk":5}"#, #"{"chunk":[{"type":7}],"end":{"x":1}}"#, #"{"event":null,"events_before":"no"}"#,
            ]))
        }
        var params = MessageListParams(previousResultSize: 30, nextResultSize: 0)
        params.includeParentMessageInfo = true
        params.includeThreadInfo = true
        let live = await answer { self.session.loadHistoryWindow(url: R.roomId, around: .max, previous: 30, next: 0, params: params, reply: $0) }
        if case .success(let window) = live {
            check(window.previous.messages + window.next.messages, "\(step): the window at the live end")
            shown = window.previous.messages + window.next.messages
            if let oldest = window.previous.messages.first {
                let page = await answer {
                    self.session.loadHistoryPage(url: R.roomId, from: .message(oldest.record.messageId), forward: false, limit: 20, params: params, reply: $0)
                }
                if case .success(let older) = page {
                    check(older.messages + [oldest], "\(step): the page before the window")
                }
            }
            if let middle = shown.isEmpty ? nil : generator.random.pick(shown) {
                let around = await answer {
                    self.session.loadHistoryWindow(url: R.roomId, around: middle.record.createdAt, previous: 10, next: 10, params: params, reply: $0)
                }
                if case .success(let window) = around { check(window.previous.messages + window.next.messages, "\(step): a window inside") }
                let thread = await answer {
                    self.session.loadThreadMessages(
                        url: R.roomId, anchor: .timestamp(.max), params: params, threadOf: middle.record.messageId, reply: $0)
                }
                if case .success(let replies) = thread { check(replies, "\(step): a thread") }
            }
        }
        stub.clearAnswers()
    }

    private func answer<T: Sendable>(_ ask: (@escaping BackendReply<T>) -> Void) async -> Result<T, ChatError> {
        await withCheckedContinuation { (done: CheckedContinuation<Result<T, ChatError>, Never>) in
            ask { done.resume(returning: $0) }
        }
    }

    /// In order (ids rising, times not falling) and without duplicates, as a collection keeps them.
    private func check(_ messages: [MessagePayload], _ what: String) {
        let ids = messages.map(\.record.messageId)
        if Set(ids).count != ids.count { failures.append("\(what): duplicate message ids \(ids)") }
        if ids != ids.sorted() { failures.append("\(what): out of order, ids \(ids)") }
        let times = messages.map(\.record.createdAt)
        if times != times.sorted() { failures.append("\(what): times out of order \(times)") }
    }

    static func json(_ object: [String: Any]) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: object)) ?? Data(), as: UTF8.self)
    }
}
