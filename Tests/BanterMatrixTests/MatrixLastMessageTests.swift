import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// The channel list's previews on Matrix (`MatrixSession+LastMessages.swift`): a room whose
/// first `/sync` ended on an event that is no message still gets its newest message, read
/// with one filtered `/messages`, and a thread reply is never taken for it.
@MainActor
@Suite("Matrix last messages after the first /sync")
struct MatrixLastMessageTests {
    typealias R = MatrixHistoryRecordings
    let stub = MatrixStubHomeserver(roomId: R.roomId)
    let account = MatrixAccount(userId: R.bob, accessToken: "token")
    let session: MatrixSession

    init() {
        var http = MatrixHTTP(homeserver: stub.homeserver, session: stub.session)
        http.accessToken = "token"
        session = MatrixSession(account: account, http: http, listener: SilentListener())
    }

    /// Applies a first `/sync` whose timeline (bob's join, then `last`) ends on `last`.
    func firstSync(endingWith last: String) throws {
        let sync = R.sync([R.join(0), last], limited: true, prevBatch: "t0")
        _ = account.apply(try JSONDecoder().decode(MatrixSyncResponse.self, from: Data(sync.utf8)))
    }

    func load() async {
        await withCheckedContinuation { done in session.loadMissingLastMessages { done.resume() } }
    }

    @Test("a room whose last event is a membership change gets its newest message, not a thread reply")
    func readsNewestMessage() async throws {
        stub.append([R.message(1), R.message(2), R.message(3, threadRoot: 2), R.join(5)])
        try firstSync(endingWith: R.join(5))
        #expect(account.rooms[R.roomId]?.lastMessage == nil)

        await load()

        #expect(account.rooms[R.roomId]?.lastMessage?.record.text == "message 2")
        #expect(stub.count("messages") == 1)
    }

    @Test("a room the first /sync gave a message costs no request")
    func keepsSyncedMessage() async throws {
        stub.append([R.message(1)])
        try firstSync(endingWith: R.message(1))

        await load()

        #expect(account.rooms[R.roomId]?.lastMessage?.record.text == "message 1")
        #expect(stub.count("messages") == 0)
    }

    @Test("a read that fails leaves the room without a preview, and the session still opens")
    func failedReadIsHarmless() async throws {
        stub.answer("messages", with: #"{"errcode":"M_FORBIDDEN","error":"no"}"#)
        try firstSync(endingWith: R.join(5))

        await load()

        #expect(account.rooms[R.roomId]?.lastMessage == nil)
    }
}
