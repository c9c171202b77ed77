import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// What the outbox needs of the Matrix backend, on a stand-in homeserver: a homeserver that
/// is down or behind a proxy that says so answers an error that passes (the send waits), a
/// refusal does not, and a send made again carries the same transaction id, so the
/// homeserver stores it once.
@MainActor
@Suite("Matrix outbox: passing errors and transaction ids")
struct MatrixOutboxTests {
    typealias R = MatrixHistoryRecordings
    let stub = MatrixStubHomeserver(roomId: R.roomId)
    let account = MatrixAccount(userId: R.bob, accessToken: "token")
    let session: MatrixSession

    init() throws {
        session = try MatrixPostingRefusalTests.session(of: account, on: stub)
    }

    func send(_ requestId: String) async -> ChatError? {
        let outgoing = OutgoingMessage(requestId: requestId, kind: .user, text: "hello", extras: MessageExtras(), parentMessageId: nil)
        let result = await withCheckedContinuation { done in
            session.sendMessage(url: R.roomId, outgoing) { done.resume(returning: $0) }
        }
        guard case .failure(let error) = result else { return nil }
        return error
    }

    @Test("a homeserver unavailable behind its proxy (502, 503, 504) is a network error the outbox waits out")
    func unavailableIsPassing() async {
        for status in [502, 503, 504] {
            stub.answer("/send/m.room.message/request-\(status)", status: status, with: "<html>Bad Gateway</html>")
            let error = await send("request-\(status)")
            #expect(error?.code == .networkError)
            #expect(error?.isAutoResendable == true)
        }
    }

    @Test("a refusal (M_FORBIDDEN as a non-member) fails at once; a rate limit waits")
    func refusalFailsRateLimitWaits() async {
        stub.setState(MatrixPostingRefusalTests.state(levels: #"{"users":{"@banter_a:localhost":100},"users_default":0,"events_default":0}"#, membership: "leave"))
        stub.answer("/send/m.room.message/refused", status: 403, with: #"{"errcode":"M_FORBIDDEN","error":"not in room"}"#)
        let refused = await send("refused")
        #expect(refused?.code == .nonAuthorized)
        #expect(refused?.isAutoResendable == false)
        stub.answer("/send/m.room.message/limited", status: 429, with: #"{"errcode":"M_LIMIT_EXCEEDED","error":"slow down","retry_after_ms":100}"#)
        let limited = await send("limited")
        #expect(limited?.code == .tooManyMessages)
        #expect(limited?.isAutoResendable == true)
    }

    @Test("a send made again after the homeserver came back reuses the transaction id")
    func resendReusesTransactionId() async {
        stub.answer("/send/m.room.message/alice-x-7", status: 503, with: "")
        #expect(await send("alice-x-7")?.code == .networkError)
        stub.answer("/send/m.room.message/alice-x-7", status: 200, with: #"{"event_id":"$sent"}"#)
        _ = await send("alice-x-7")
        let puts = stub.paths.filter { $0.contains("/send/m.room.message/") }
        #expect(puts.count == 2)
        #expect(puts.allSatisfy { $0.hasSuffix("/send/m.room.message/alice-x-7") })
    }
}
