import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// The whole list of who reacted, asked for (`loadReactions`, as the reactions screen opens)
/// on a stand-in homeserver: Synapse no longer counts reactions with a message, so the
/// client cannot tell what it missed and reads every `/relations` page; what is new is merged
/// into the message and told once as `.messageUpdated`; a failure changes nothing.
@MainActor
@Suite("Matrix: the full reactions of a message on a stub homeserver")
struct MatrixLoadReactionsTests {
    typealias R = MatrixHistoryRecordings
    typealias P = MatrixLinkPreviewAndReactorTests
    /// A user this client never met: no member, no event of theirs seen.
    let stranger = "@zed:elsewhere.example"
    let carol = "@carol:localhost"
    let stub = MatrixStubHomeserver(roomId: R.roomId)
    let account = MatrixAccount(userId: R.bob, accessToken: "token")
    let listener = RecordingListener()
    let session: MatrixSession
    let relations = "m.annotation/m.reaction"

    init() {
        var http = MatrixHTTP(homeserver: stub.homeserver, session: stub.session)
        http.accessToken = "token"
        session = MatrixSession(account: account, http: http, listener: listener)
        account.since = "s10_1"
    }

    /// The message (event 1) from a `/sync`, with Alice's 🙋 (event 3) seen; its Banter id.
    private func messageWithOneReactionSeen() async throws -> Int64 {
        let events = [P.text(1, "who is in?"), P.reaction(3, on: 1, key: "🙋", from: R.alice)]
        let sync = try JSONDecoder().decode(MatrixSyncResponse.self, from: Data(R.sync(events, limited: false, prevBatch: "p1").utf8))
        await withCheckedContinuation { done in session.absorb(sync) { _ in done.resume() } }
        return try #require(account.rooms[R.roomId]?.ids.knownId(for: R.eventId(1)))
    }

    private func load(_ messageId: Int64) async -> Result<MessagePayload, ChatError> {
        await withCheckedContinuation { done in
            session.loadReactions(url: R.roomId, messageId: messageId) { done.resume(returning: $0) }
        }
    }

    /// The updates told after the first `seen` events.
    private func updates(after seen: Int) -> [MessagePayload] {
        listener.events.dropFirst(seen).compactMap { if case .messageUpdated(_, let payload) = $0 { payload } else { nil } }
    }

    @Test("every page is read; reactions the client missed, from users it never met, are merged and told once as the message updated")
    func pagedAnswer() async throws {
        let messageId = try await messageWithOneReactionSeen()
        let seen = listener.events.count
        stub.answer(relations, with: #"{"chunk":[\#(P.reaction(3, on: 1, key: "🙋", from: R.alice)),\#(P.reaction(10, on: 1, key: "🙋", from: stranger))],"next_batch":"p2"}"#)
        stub.answer(relations, query: "from=p2", with: #"{"chunk":[\#(P.reaction(11, on: 1, key: "👍", from: carol))],"next_batch":"p3"}"#)
        stub.answer(relations, query: "from=p3", with: #"{"chunk":[]}"#)

        let payload = try await load(messageId).get()
        #expect(payload.record.messageId == messageId)
        #expect(payload.extras?.reactions == ["🙋": [R.alice, stranger], "👍": [carol]])
        #expect(stub.paths.count { $0.hasSuffix(relations) } == 3, "pages are read until one comes back empty")
        let told = updates(after: seen)
        #expect(told.count == 1)
        #expect(told.first?.record.messageId == messageId)
        #expect(told.first?.extras?.reactions == payload.extras?.reactions)
        #expect(listener.events.count == seen + 1, "no reaction event besides the update")

        // Asked again with nothing new: the same answer, no news.
        let again = try await load(messageId).get()
        #expect(again.extras?.reactions == payload.extras?.reactions)
        #expect(updates(after: seen).count == 1)
    }

    @Test("a failed page answers the failure and tells nothing; the reactions stay as seen")
    func failure() async throws {
        let messageId = try await messageWithOneReactionSeen()
        let seen = listener.events.count
        stub.answer(relations, status: 500, with: #"{"errcode":"M_UNKNOWN","error":"database is on fire"}"#)
        switch await load(messageId) {
        case .success: Issue.record("a failed read answered a message")
        case .failure(let error): #expect(error.code != .messageNotFound)
        }
        #expect(listener.events.count == seen)
        #expect(account.rooms[R.roomId]?.relations.reactions(on: R.eventId(1)).byKey == ["🙋": [R.alice]])
    }

    @Test("a message this client never handed an id out for is 900300, with no request")
    func unknownMessage() async throws {
        _ = try await messageWithOneReactionSeen()
        guard case .failure(let error) = await load(42) else {
            Issue.record("an unknown message answered")
            return
        }
        #expect(error.code == .messageNotFound)
        #expect(!stub.paths.contains { $0.hasSuffix(relations) })
    }
}
