import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// Issue 24 item 14: one's own exit from an open channel is told as an event (`userExited`,
/// with the new participant count) when `enter(entering: false)` is answered, as the mock
/// tells it, so a list showing the channel redraws its count. On a stand-in homeserver.
@MainActor
@Suite("Matrix tells one's own exit from an open channel")
struct MatrixOwnExitTests {
    typealias R = MatrixHistoryRecordings

    /// Hears the session's events.
    final class RecordingListener: ChatBackendListener {
        var events: [ServerEvent] = []
        func receive(_ event: ServerEvent) { events.append(event) }
        func connectionWasLost() {}
    }

    /// An open channel's state with alice joined and bob `membership`.
    static func state(bob membership: String) -> String {
        """
        [{"type":"m.room.create","state_key":"","sender":"\(R.alice)","origin_server_ts":1,"content":{"room_version":"10","creator":"\(R.alice)","type":"banter.open_channel"}},
         {"type":"m.room.name","state_key":"","sender":"\(R.alice)","origin_server_ts":2,"content":{"name":"Town square"}},
         {"type":"m.room.member","state_key":"\(R.alice)","sender":"\(R.alice)","origin_server_ts":3,"content":{"membership":"join"}},
         {"type":"m.room.member","state_key":"\(R.bob)","sender":"\(R.bob)","origin_server_ts":4,"content":{"membership":"\(membership)"}},
         {"type":"m.room.power_levels","state_key":"","sender":"\(R.alice)","origin_server_ts":5,"content":{"users":{"\(R.alice)":100},"users_default":0,"events_default":0}}]
        """
    }

    @Test("bob exits: he hears userExited with one participant left, before the reply")
    func ownExitIsTold() async throws {
        let stub = MatrixStubHomeserver(roomId: R.roomId)
        let account = MatrixAccount(userId: R.bob, accessToken: "token")
        var http = MatrixHTTP(homeserver: stub.homeserver, session: stub.session)
        http.accessToken = "token"
        let listener = RecordingListener()
        let session = MatrixSession(account: account, http: http, listener: listener)
        stub.setState(Self.state(bob: "join"))
        stub.answer("/leave", with: "{}")
        stub.hold("leave")
        let exiting = Task { @MainActor in
            await withCheckedContinuation { done in
                session.enter(url: R.roomId, entering: false) { done.resume(returning: $0) }
            }
        }
        await stub.whenHeld()
        stub.setState(Self.state(bob: "leave"))
        stub.release()
        let result = await exiting.value
        guard case .success(let payload) = result else {
            Issue.record("the exit failed: \(result)")
            return
        }
        #expect(payload.participantCount == 1)
        let told = listener.events.compactMap { event -> String? in
            guard case .channelChanged(let channel, .userExited(let user)) = event else { return nil }
            return "exited \(user.userId) \(channel.participantCount)"
        }
        #expect(told == ["exited \(R.bob) 1"])
    }
}
