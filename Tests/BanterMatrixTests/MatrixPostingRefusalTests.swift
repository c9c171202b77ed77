import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// A send refused right after a mute, freeze or ban, before `/sync` brought it: the backend
/// reads the room's state fresh and answers the moderation's code, not 400108; when that read
/// fails or shows no moderation, the refusal stays 400108. On a stand-in homeserver.
@MainActor
@Suite("Matrix posting refusals read the room fresh")
struct MatrixPostingRefusalTests {
    typealias R = MatrixHistoryRecordings
    let stub = MatrixStubHomeserver(roomId: R.roomId)
    let account = MatrixAccount(userId: R.bob, accessToken: "token")
    let session: MatrixSession

    init() throws {
        session = try Self.session(of: account, on: stub)
        stub.answer(
            "/send/m.room.message/request-1", status: 403,
            with: #"{"errcode":"M_FORBIDDEN","error":"You don't have permission to post that to the room."}"#)
    }

    /// Bob's session on `stub`, holding what the client holds: bob a member, nobody
    /// muted, the room open to all.
    static func session(of account: MatrixAccount, on stub: MatrixStubHomeserver) throws -> MatrixSession {
        var http = MatrixHTTP(homeserver: stub.homeserver, session: stub.session)
        http.accessToken = "token"
        let session = MatrixSession(account: account, http: http, listener: SilentListener())
        account.since = "s10_1"
        let held = state(levels: #"{"users":{"@banter_a:localhost":100},"users_default":0,"events_default":0}"#)
        _ = account.applyFullState(try JSONDecoder().decode([MatrixStateEvent].self, from: Data(held.utf8)), of: R.roomId)
        return session
    }

    /// The room's state with bob `membership` and the power levels `levels`.
    static func state(levels: String, membership: String = "join") -> String {
        """
        [{"type":"m.room.create","state_key":"","sender":"\(R.alice)","origin_server_ts":1,"content":{"room_version":"10","creator":"\(R.alice)"}},
         {"type":"m.room.member","state_key":"\(R.alice)","sender":"\(R.alice)","origin_server_ts":2,"content":{"membership":"join"}},
         {"type":"m.room.member","state_key":"\(R.bob)","sender":"\(R.bob)","origin_server_ts":3,"content":{"membership":"\(membership)"}},
         {"type":"m.room.power_levels","state_key":"","sender":"\(R.alice)","origin_server_ts":4,"content":\(levels)}]
        """
    }

    func send() async -> ChatError.Code? {
        let outgoing = OutgoingMessage(requestId: "request-1", kind: .user, text: "hello", extras: MessageExtras(), parentMessageId: nil)
        let result = await withCheckedContinuation { done in
            session.sendMessage(url: R.roomId, outgoing) { done.resume(returning: $0) }
        }
        guard case .failure(let error) = result else { return nil }
        return error.code
    }

    @Test("a mute the client has not synced yet: 900041 from the fresh state")
    func mutedMeanwhile() async {
        stub.setState(Self.state(levels: #"{"users":{"@banter_a:localhost":100,"@banter_b:localhost":-1},"users_default":0,"events_default":0}"#))
        #expect(await send() == .mutedInChannel)
        // One read of the full state (the encryption check before the send reads one state event).
        #expect(stub.paths.count { $0.hasSuffix("/state") } == 1)
        #expect(account.rooms[R.roomId]?.powerLevels.isMuted(R.bob) == true)
    }

    @Test("a mute the client knows, lifted and followed by a freeze it has not synced: 900050 from the fresh state")
    func unmutedThenFrozenMeanwhile() async throws {
        let muted = Self.state(levels: #"{"users":{"@banter_a:localhost":100,"@banter_b:localhost":-1},"users_default":0,"events_default":0}"#)
        _ = account.applyFullState(try JSONDecoder().decode([MatrixStateEvent].self, from: Data(muted.utf8)), of: R.roomId)
        stub.setState(Self.state(levels: #"{"users":{"@banter_a:localhost":100},"users_default":0,"events_default":1}"#))
        #expect(await send() == .channelFrozen)
    }

    @Test("a freeze the client has not synced yet: 900050")
    func frozenMeanwhile() async {
        stub.setState(Self.state(levels: #"{"users":{"@banter_a:localhost":100},"users_default":0,"events_default":1}"#))
        #expect(await send() == .channelFrozen)
    }

    @Test("a ban the client has not synced yet: 900100")
    func bannedMeanwhile() async {
        stub.setState(Self.state(levels: #"{"users":{"@banter_a:localhost":100},"users_default":0,"events_default":0}"#, membership: "ban"))
        #expect(await send() == .bannedFromChannel)
    }

    @Test("no moderation in the fresh state, or no state to read: the refusal stays 400108")
    func nothingFound() async {
        stub.setState(Self.state(levels: #"{"users":{"@banter_a:localhost":100},"users_default":0,"events_default":0}"#))
        #expect(await send() == .nonAuthorized)
        stub.answer("/state", status: 403, with: #"{"errcode":"M_FORBIDDEN","error":"You are not in the room."}"#)
        #expect(await send() == .nonAuthorized)
        #expect(stub.paths.count { $0.hasSuffix("/state") } == 2)
    }
}
