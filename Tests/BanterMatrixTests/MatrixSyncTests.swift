import Foundation
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// The Matrix backend's reading of logins, room creation and `/sync`, on recorded Synapse
/// answers (`MatrixSyncRecordings`): which SDK events banter_b's client would be told.
@MainActor
@Suite("Matrix login, createRoom and sync on recorded responses")
struct MatrixSyncTests {
    let alice = "@banter_a:localhost"
    let bob = "@banter_b:localhost"

    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    /// bob's account after his first sync, the invitation and his join.
    private func joinedAccount() throws -> MatrixAccount {
        let account = MatrixAccount(userId: bob, accessToken: "token")
        for json in [MatrixSyncRecordings.first, MatrixSyncRecordings.invite, MatrixSyncRecordings.joined] {
            _ = account.apply(try decode(MatrixSyncResponse.self, json))
        }
        return account
    }

    @Test("a login answers the full user id and an access token")
    func login() throws {
        let login = try decode(MatrixResponse.Login.self, MatrixSyncRecordings.login)
        #expect(login.userId == alice)
        #expect(login.accessToken == "syt_recorded_token")
        #expect(login.deviceId?.isEmpty == false)
    }

    @Test("createRoom answers the room id, which is the channel URL")
    func createRoom() throws {
        #expect(try decode(MatrixResponse.RoomId.self, MatrixSyncRecordings.createRoom).roomId == MatrixSyncRecordings.roomId)
    }

    @Test("the first sync tells nothing and keeps the token for the next poll")
    func firstSync() throws {
        let account = MatrixAccount(userId: bob, accessToken: "token")
        let response = try decode(MatrixSyncResponse.self, MatrixSyncRecordings.first)
        #expect(account.apply(response).isEmpty)
        #expect(account.since == response.nextBatch)
    }

    @Test("an invitation is an invited channel event, named, with the inviter and the invitee")
    func invitation() throws {
        let account = MatrixAccount(userId: bob, accessToken: "token")
        _ = account.apply(try decode(MatrixSyncResponse.self, MatrixSyncRecordings.first))
        let events = account.apply(try decode(MatrixSyncResponse.self, MatrixSyncRecordings.invite))
        guard events.count == 1, case .channelChanged(let channel, .invited(let inviter, let invitees)) = events[0] else {
            Issue.record("expected one invitation, got \(events)")
            return
        }
        #expect(channel.header.url == MatrixSyncRecordings.roomId)
        #expect(channel.header.name == "Lunch")
        #expect(channel.my?.state == .invited)
        #expect(inviter?.userId == alice)
        #expect(invitees.map(\.userId) == [bob])
    }

    @Test("joining tells nothing of one's own join; the channel lists both members and the creator as operator")
    func join() throws {
        let account = MatrixAccount(userId: bob, accessToken: "token")
        for json in [MatrixSyncRecordings.first, MatrixSyncRecordings.invite] {
            _ = account.apply(try decode(MatrixSyncResponse.self, json))
        }
        #expect(account.apply(try decode(MatrixSyncResponse.self, MatrixSyncRecordings.joined)).isEmpty)
        let channel = try #require(account.rooms[MatrixSyncRecordings.roomId]).channelPayload(for: bob)
        #expect(channel.my?.state == .joined)
        #expect(channel.joinedMemberCount == 2)
        #expect(Set(channel.members.map(\.user.userId)) == [alice, bob])
        // Room version 12: the creator outranks everyone without being listed in the power levels.
        #expect(channel.header.operatorIds == [alice])
        #expect(channel.header.createdBy == alice)
        #expect(!channel.isOperator)
        #expect(channel.members.first { $0.user.userId == alice }?.user.nickname == "banter_a")
    }

    @Test("another member's message is a received message, with an id from its server time")
    func message() throws {
        let account = try joinedAccount()
        let events = account.apply(try decode(MatrixSyncResponse.self, MatrixSyncRecordings.message))
        guard events.count == 1, case .messageReceived(let channel, let message) = events[0] else {
            Issue.record("expected one message, got \(events)")
            return
        }
        #expect(message.record.text == "Lunch at one?")
        #expect(message.record.senderId == alice)
        #expect(message.sender?.nickname == "banter_a")
        #expect(message.record.kind == .user)
        #expect(message.record.messageId >> MatrixMessageIds.slotBits == message.record.createdAt)
        #expect(channel.lastMessage?.record.messageId == message.record.messageId)
    }

    @Test("one's own message, back with its transaction id, is not echoed but becomes the last message")
    func ownEcho() throws {
        let account = try joinedAccount()
        let echo = MatrixSyncRecordings.message.replacingOccurrences(
            of: #""unsigned":{"#, with: #""unsigned":{"transaction_id":"banter_b-x-1","#)
        #expect(account.apply(try decode(MatrixSyncResponse.self, echo)).isEmpty)
        #expect(account.rooms[MatrixSyncRecordings.roomId]?.lastMessage?.record.requestId == "banter_b-x-1")
    }

    @Test("a room's full state gives the same channel as the sync did")
    func fullState() throws {
        let account = MatrixAccount(userId: bob, accessToken: "token")
        let room = account.applyFullState(
            try decode([MatrixStateEvent].self, MatrixSyncRecordings.state), of: MatrixSyncRecordings.roomId)
        let channel = room.channelPayload(for: bob)
        #expect(channel.header.name == "Lunch")
        #expect(channel.header.operatorIds == [alice])
        #expect(channel.joinedMemberCount == 2)
        #expect(channel.header.createdAt > 0)
        #expect(!channel.header.isFrozen)
    }

    /// Behind a scaled-out homeserver, `/rooms/{id}/state` is read on a worker that may lag
    /// the `/sync` another worker serves.
    @Test("a full state older than a membership /sync told keeps the newer membership; a newer one wins")
    func staleFullState() throws {
        let account = MatrixAccount(userId: bob, accessToken: "token")
        let roomId = MatrixSyncRecordings.roomId
        let state = try decode([MatrixStateEvent].self, MatrixSyncRecordings.state)
        _ = account.applyFullState(state, of: roomId)
        let carol = "@carol:localhost"
        func member(_ membership: String, at time: Int64) -> MatrixStateEvent {
            MatrixStateEvent(type: "m.room.member", stateKey: carol, sender: carol, originServerTimestamp: time,
                             content: .object(["membership": .string(membership)]))
        }
        // /sync told carol's join at 2,000; the state read answers her invitation at 1,000.
        account.rooms[roomId]?.apply(member("join", at: 2_000))
        var room = account.applyFullState(state + [member("invite", at: 1_000)], of: roomId)
        #expect(room.members[carol]?.membership == "join")
        #expect(room.channelPayload(for: bob).joinedMemberCount == 3)
        // An answer without her at all (read before she was invited) keeps her too.
        room = account.applyFullState(state, of: roomId)
        #expect(room.members[carol]?.membership == "join")
        // A later answer (she left at 3,000) replaces what /sync told.
        room = account.applyFullState(state + [member("leave", at: 3_000)], of: roomId)
        #expect(room.members[carol]?.membership == "leave")
        #expect(room.channelPayload(for: bob).joinedMemberCount == 2)
    }

    @Test("ids in a request path are percent-encoded segment by segment")
    func paths() throws {
        let url = try #require(MatrixHTTP.url(
            URL(string: "http://127.0.0.1:8008/")!, path: ["rooms", "!a/b:localhost", "send", "m.room.message", "@u:h-1"],
            query: ["dir": "b"]))
        #expect(url.absoluteString == "http://127.0.0.1:8008/_matrix/client/v3/rooms/%21a%2Fb%3Alocalhost/send/m.room.message/%40u%3Ah-1?dir=b")
    }
}
