import Foundation
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// A listener that is also the client's cache of the backend's state, as `ChatClient` is:
/// it hears the session's events, keeps what the session stores, and writes it on `write()`.
@MainActor
final class RecordingBackendCache: ChatBackendListener, ChatBackendCache {
    var received: [ServerEvent] = []
    var notices: [String] = []
    var cachedSyncToken: String?
    var cachedBackendState: Data?
    private var make: (@MainActor () -> Data?)?

    func receive(_ event: ServerEvent) { received.append(event) }
    func connectionWasLost() {}
    func cache(syncToken: String?) { cachedSyncToken = syncToken }
    func cacheBackendState(_ make: @escaping @MainActor () -> Data?) { self.make = make }
    func noteLocalCacheNotice(_ notice: String) { notices.append(notice) }

    /// Writes the state as the client's cache does at its next flush.
    func write() { cachedBackendState = make?() }

    var receivedTexts: [String] {
        received.compactMap { if case .messageReceived(_, let message) = $0 { message.record.text } else { nil } }
    }
}

/// Resuming `/sync` from the local cache, on the stand-in homeserver: the account's rooms
/// survive the snapshot, a restored account's start is one `/sync` from the stored token
/// (what came since is news), a refused token falls back to an initial sync with one notice,
/// and an unreachable homeserver fails the start so the client starts offline.
@MainActor
@Suite("Matrix resume from the local cache")
struct MatrixResumeTests {
    typealias R = MatrixHistoryRecordings
    let stub = MatrixStubHomeserver(roomId: R.roomId)
    let cache = RecordingBackendCache()

    /// An account that synced the room (state, a named member, power levels, two messages)
    /// up to `s99_1`, written to `cache` as a session writes it.
    func syncedAccount() throws -> MatrixAccount {
        let account = MatrixAccount(userId: R.bob, accessToken: "old-token")
        let levels = #"{"users":{"@banter_a:localhost":100},"users_default":0,"events_default":0}"#
        _ = account.applyFullState(
            try JSONDecoder().decode([MatrixStateEvent].self, from: Data(MatrixPostingRefusalTests.state(levels: levels).utf8)), of: R.roomId)
        let named = #"{"content":{"name":"Planning"},"event_id":"$name","origin_server_ts":5,"sender":"\#(R.alice)","state_key":"","type":"m.room.name"}"#
        let sync = R.sync([named, R.join(0), R.message(1), R.message(2, sender: R.bob)], limited: false, prevBatch: "t0")
        _ = account.apply(try JSONDecoder().decode(MatrixSyncResponse.self, from: Data(sync.utf8)))
        account.history.noteSynced(try JSONDecoder().decode(MatrixSyncResponse.self, from: Data(sync.utf8)))
        cache.cacheBackendState { [account] in MatrixAccountSnapshot(account)?.encoded() }
        cache.write()
        return account
    }

    func session(_ account: MatrixAccount) -> MatrixSession {
        var http = MatrixHTTP(homeserver: stub.homeserver, session: stub.session)
        http.accessToken = account.accessToken
        return MatrixSession(account: account, http: http, listener: cache)
    }

    func start(_ session: MatrixSession) async -> Result<Void, ChatError> {
        let result = await withCheckedContinuation { done in session.start { done.resume(returning: $0) } }
        session.close()
        return result
    }

    var syncs: [[String: String]] { stub.requests.filter { $0.endpoint == "sync" }.map(\.query) }

    @Test("the rooms survive the snapshot: name, members, operators, last message, read state, ids, sync position")
    func snapshotRoundTrip() throws {
        let original = try syncedAccount()
        let restored = try #require(MatrixAccount.restored(from: cache, userId: R.bob, accessToken: "new-token"))
        #expect(restored.isRestoredFromCache)
        #expect(restored.since == "s99_1")
        #expect(restored.accessToken == "new-token")
        let (before, after) = (original.rooms[R.roomId]!.channelPayload(for: R.bob), restored.rooms[R.roomId]!.channelPayload(for: R.bob))
        #expect(after.header.name == "Planning")
        #expect(after.header.name == before.header.name)
        #expect(after.members.map(\.user) == before.members.map(\.user))
        #expect(after.header.operatorIds == [R.alice])
        #expect(after.lastMessage?.record == before.lastMessage?.record)
        #expect(after.lastMessage?.record.text == "message 2")
        let id = try #require(original.rooms[R.roomId]?.ids.knownId(for: R.eventId(1)))
        #expect(restored.rooms[R.roomId]?.ids.eventId(for: id) == R.eventId(1))
        #expect(restored.history.lastSynced[R.roomId]?.eventId == R.eventId(2))
        #expect(MatrixAccount.restored(from: cache, userId: R.alice, accessToken: "t") == nil, "another user's snapshot is not used")
    }

    @Test("a restored account starts with one /sync from the stored token, and what came since is news")
    func resumesFromToken() async throws {
        _ = try syncedAccount()
        let account = try #require(MatrixAccount.restored(from: cache, userId: R.bob, accessToken: "new-token"))
        stub.answer("/sync", with: R.sync([R.message(3)], limited: false, prevBatch: "t2", nextBatch: "s100_1"))
        stub.answer("/sync", query: "since=s100_1", status: 503, with: "")  // the long poll after: the test is done
        let result = await start(session(account))
        #expect(throws: Never.self) { try result.get() }
        #expect(syncs.first?["since"] == "s99_1")
        #expect(syncs.first?["timeout"] == "0")
        #expect(!syncs.contains { $0["since"] == nil }, "no initial sync")
        #expect(cache.receivedTexts.first == "message 3")
        #expect(cache.notices.isEmpty)
        #expect(!account.isRestoredFromCache)
        #expect(cache.cachedSyncToken == "s100_1")
        cache.write()
        #expect(MatrixAccount.restored(from: cache, userId: R.bob, accessToken: "t")?.since == "s100_1")
    }

    @Test("a token the homeserver refuses falls back to an initial sync, with one notice and no error")
    func staleTokenFallsBack() async throws {
        _ = try syncedAccount()
        let account = try #require(MatrixAccount.restored(from: cache, userId: R.bob, accessToken: "new-token"))
        stub.answer("/sync", with: R.sync([R.join(0), R.message(1), R.message(2, sender: R.bob)], limited: false, prevBatch: "t0", nextBatch: "s7_1"))
        stub.answer("/sync", query: "since=s99_1", status: 400, with: #"{"errcode":"M_UNKNOWN","error":"Unknown stream token"}"#)
        stub.answer("/sync", query: "since=s7_1", status: 503, with: "")  // the long poll after: the test is done
        let result = await start(session(account))
        #expect(throws: Never.self) { try result.get() }
        #expect(syncs.count >= 2)
        #expect(syncs.first?["since"] == "s99_1")
        #expect(syncs.dropFirst().first?["since"] == nil, "the fallback is an initial sync")
        #expect(cache.notices.count == 1)
        #expect(cache.receivedTexts.isEmpty, "the initial sync's events are history, told to nobody")
        #expect(account.rooms[R.roomId]?.lastMessage?.record.text == "message 2")
    }

    @Test("an unreachable homeserver fails the start with a network error; the account still resumes later")
    func unreachable() async throws {
        _ = try syncedAccount()
        let account = try #require(MatrixAccount.restored(from: cache, userId: R.bob, accessToken: "new-token"))
        stub.answer("/sync", status: 503, with: "")
        let result = await start(session(account))
        #expect(throws: ChatError.self) { try result.get() }
        if case .failure(let error) = result { #expect(error.code == .networkError) }
        #expect(account.isRestoredFromCache)
        #expect(account.since == "s99_1")
        #expect(cache.notices.isEmpty)
    }
}
