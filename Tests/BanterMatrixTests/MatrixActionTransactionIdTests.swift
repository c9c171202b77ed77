import Foundation
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// Edits, deletions and reactions queued offline are retried by the outbox with the request
/// id it wrote to disk; on Matrix that id is the transaction id of the `PUT`, and a homeserver
/// answers a `PUT` whose transaction id it saw from the same access token with the event it
/// stored the first time. So the retried request below, which failed as the homeserver went
/// down and is made again with the same request id, reaches the same path: one stored copy.
@MainActor
@Suite("Matrix edits, deletions and reactions: a retry reuses the transaction id")
struct MatrixActionTransactionIdTests {
    typealias R = MatrixHistoryRecordings
    let stub = MatrixStubHomeserver(roomId: R.roomId)
    let account = MatrixAccount(userId: R.bob, accessToken: "token")
    let session: MatrixSession
    let messageId: Int64

    init() throws {
        var http = MatrixHTTP(homeserver: stub.homeserver, session: stub.session)
        http.accessToken = "token"
        session = MatrixSession(account: account, http: http, listener: SilentListener())
        account.since = "s0"
        stub.append([R.message(1, sender: R.bob)])
        let response = try JSONDecoder().decode(
            MatrixSyncResponse.self, from: Data(R.sync([R.join(0), R.message(1, sender: R.bob)], limited: false, prevBatch: "t0").utf8))
        _ = account.apply(response)
        messageId = try #require(account.rooms[R.roomId]?.ids.knownId(for: R.eventId(1)))
    }

    /// The `PUT`s made so far whose path contains `marker`.
    func puts(_ marker: String) -> [String] { stub.paths.filter { $0.contains(marker) } }

    @Test("an edit retried after a 503 goes to the same transaction id")
    func edit() async throws {
        stub.answer("/send/m.room.message/edit-7", status: 503, with: "")
        let first = Pending<MessagePayload>()
        session.updateMessage(url: R.roomId, messageId: messageId, UserMessageUpdateParams(message: "edited"), requestId: "edit-7", reply: first.resolve)
        await #expect(throws: ChatError.self) { try await first.value() }
        stub.clearAnswers()
        stub.append([R.edit(2, of: 1, to: "edited")])
        stub.answer("/send/m.room.message/edit-7", with: #"{"event_id":"\#(R.eventId(2))"}"#)
        let second = Pending<MessagePayload>()
        session.updateMessage(url: R.roomId, messageId: messageId, UserMessageUpdateParams(message: "edited"), requestId: "edit-7", reply: second.resolve)
        #expect(try await second.value().record.text == "edited")
        let sent = puts("/send/m.room.message/")
        #expect(sent.count == 2)
        #expect(Set(sent).count == 1, "both attempts name one transaction: \(sent)")
    }

    @Test("a deletion retried after a 503 redacts with the same transaction id")
    func deletion() async throws {
        stub.answer("/delete-8", status: 503, with: "")
        let first = Pending<Void>()
        session.deleteMessage(url: R.roomId, messageId: messageId, requestId: "delete-8", reply: first.resolve)
        do { try await first.value(); Issue.record("the 503 passed") } catch { #expect((error as? ChatError)?.code == .networkError) }
        stub.clearAnswers()
        stub.answer("/delete-8", with: #"{"event_id":"$redaction"}"#)
        let second = Pending<Void>()
        session.deleteMessage(url: R.roomId, messageId: messageId, requestId: "delete-8", reply: second.resolve)
        try await second.value()
        let sent = puts("/redact/")
        #expect(sent.count == 2)
        #expect(Set(sent).count == 1 && sent.allSatisfy { $0.hasSuffix("/delete-8") }, "\(sent)")
    }

    @Test("a reaction retried after a 503 goes to the same transaction id")
    func reaction() async throws {
        stub.answer("/send/m.reaction/react-9", status: 503, with: "")
        let first = Pending<ReactionEvent>()
        session.react(url: R.roomId, messageId: messageId, key: "👍", add: true, requestId: "react-9", reply: first.resolve)
        do { _ = try await first.value(); Issue.record("the 503 passed") } catch { #expect((error as? ChatError)?.isAutoResendable == true) }
        stub.clearAnswers()
        stub.answer("/send/m.reaction/react-9", with: #"{"event_id":"$reaction"}"#)
        let second = Pending<ReactionEvent>()
        session.react(url: R.roomId, messageId: messageId, key: "👍", add: true, requestId: "react-9", reply: second.resolve)
        #expect(try await second.value().key == "👍")
        let sent = puts("/send/m.reaction/")
        #expect(sent.count == 2)
        #expect(Set(sent).count == 1, "\(sent)")
    }
}
