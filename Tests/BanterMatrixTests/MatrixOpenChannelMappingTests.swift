import Foundation
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// Open channels and search on answers recorded from Synapse (`MatrixModerationRecordings`)
/// and on hand-made room state: the kind comes from the room type, the payload is shaped
/// as the mock's open channels, membership is entering and exiting, and directory and
/// search pages decode and filter as the mock's lists do.
@MainActor
@Suite("Matrix open channel and search mapping on recorded responses")
struct MatrixOpenChannelMappingTests {
    private let alice = "@banter_a:localhost", bob = "@banter_b:localhost", carol = "@banter_c:localhost"
    private let roomId = "!open:localhost"

    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    private func state(_ type: String, key: String = "", _ content: String, sender: String? = nil, at time: Int64 = 1) -> String {
        #"{"type": "\#(type)", "state_key": "\#(key)", "sender": "\#(sender ?? alice)", "origin_server_ts": \#(time), "content": \#(content)}"#
    }

    /// An open channel alice created, with custom fields, bob in it and carol gone.
    private func openRoom() throws -> MatrixRoom {
        let events = "[" + [
            state("m.room.create", #"{"room_version": "12", "type": "banter.open_channel"}"#),
            state("m.room.name", #"{"name": "Lobby"}"#),
            state("banter.open_channel", #"{"custom_type": "lobby", "data": "{\"floor\":1}", "cover_url": "https://example.com/c.png"}"#),
            state("m.room.power_levels", #"{"users": {"@banter_b:localhost": 50}, "events": {"m.room.power_levels": 50}}"#),
            state("m.room.member", key: alice, #"{"membership": "join"}"#),
            state("m.room.member", key: bob, #"{"membership": "join"}"#, sender: bob),
            state("m.room.member", key: carol, #"{"membership": "leave"}"#, sender: carol),
        ].joined(separator: ",") + "]"
        let account = MatrixAccount(userId: carol, accessToken: "token")
        return account.applyFullState(try decode([MatrixStateEvent].self, events), of: roomId)
    }

    @Test("a room of type banter.open_channel is an open channel: no member list, joined users as participants, operators from the power levels")
    func openPayload() throws {
        let room = try openRoom()
        #expect(room.kind == .open)
        let channel = room.channelPayload(for: carol)
        #expect(channel.header.kind == .open)
        #expect(channel.header.name == "Lobby")
        #expect(channel.header.customType == "lobby")
        #expect(channel.header.data == #"{"floor":1}"#)
        #expect(channel.header.coverURL == "https://example.com/c.png")
        #expect(channel.header.operatorIds == [alice, bob])
        #expect(channel.members.isEmpty)
        #expect(channel.participantCount == 2)
        #expect(channel.my == nil)
        #expect(!channel.isOperator)
        #expect(room.channelPayload(for: bob).isOperator)
        let event = try decode(MatrixRoomEvent.self, #"{"event_id": "$m", "type": "m.room.message", "sender": "@banter_b:localhost", "origin_server_ts": 5, "content": {"msgtype": "m.text", "body": "hi"}}"#)
        var ids = room.ids
        let message = try #require(MatrixMessageMapping.message(from: event, ids: &ids))
        #expect(room.payload(message).channelType == .open)
    }

    @Test("a room without the type is a group channel, as before")
    func groupPayload() throws {
        let events = "[" + state("m.room.create", #"{"room_version": "12"}"#) + "," + state("m.room.member", key: alice, #"{"membership": "join"}"#) + "]"
        let room = MatrixAccount(userId: alice, accessToken: "t").applyFullState(try decode([MatrixStateEvent].self, events), of: roomId)
        #expect(room.kind == .group)
        #expect(room.channelPayload(for: alice).members.map(\.user.userId) == [alice])
    }

    @Test("in an open channel, joining is entering and leaving is exiting; nobody joins or leaves")
    func enterAndExit() throws {
        let account = MatrixAccount(userId: bob, accessToken: "token")
        account.rooms[roomId] = try openRoom()
        let sync = #"{"next_batch": "s2", "rooms": {"join": {"\#(roomId)": {"timeline": {"events": ["#
            + #"{"event_id": "$1", "type": "m.room.member", "state_key": "\#(carol)", "sender": "\#(carol)", "origin_server_ts": 10, "content": {"membership": "join"}},"#
            + #"{"event_id": "$2", "type": "m.room.member", "state_key": "\#(carol)", "sender": "\#(carol)", "origin_server_ts": 11, "content": {"membership": "leave"}}"#
            + "]}}}}}"
        let events = account.apply(try decode(MatrixSyncResponse.self, sync))
        let told = events.compactMap { event -> String? in
            guard case .channelChanged(let channel, let change) = event else { return nil }
            switch change {
            case .userEntered(let user): return "entered \(user.userId) \(channel.participantCount)"
            case .userExited(let user): return "exited \(user.userId) \(channel.participantCount)"
            default: return "other"
            }
        }
        #expect(told == ["entered \(carol) 3", "exited \(carol) 2"])
    }

    @Test("the last one out stays joined marked banter.exited: exited, not counted nor listed; their plain join again is entering")
    func lastOneOutStaysMarked() throws {
        let account = MatrixAccount(userId: carol, accessToken: "token")
        account.rooms[roomId] = try openRoom()
        let member = { (id: String, ts: Int, content: String) in
            #"{"event_id": "$\#(ts)", "type": "m.room.member", "state_key": "\#(id)", "sender": "\#(id)", "origin_server_ts": \#(ts), "content": \#(content)}"#
        }
        let sync = #"{"next_batch": "s2", "rooms": {"join": {"\#(roomId)": {"timeline": {"events": ["#
            + member(bob, 10, #"{"membership": "leave"}"#) + ","
            + member(alice, 11, #"{"membership": "join", "banter.exited": true}"#) + ","
            + member(alice, 12, #"{"membership": "join"}"#)
            + "]}}}}}"
        let response = try decode(MatrixSyncResponse.self, sync)
        let told = account.moderationEvents(in: response).compactMap { event -> String? in
            guard case .channelChanged(let channel, let change) = event else { return nil }
            switch change {
            case .userEntered(let user): return "entered \(user.userId) \(channel.participantCount)"
            case .userExited(let user): return "exited \(user.userId) \(channel.participantCount)"
            default: return "other"
            }
        }
        #expect(told == ["exited \(bob) 1", "exited \(alice) 0", "entered \(alice) 1"])

        var room = try openRoom()
        room.apply(try decode(MatrixStateEvent.self, #"{"type": "m.room.member", "state_key": "\#(bob)", "sender": "\#(bob)", "origin_server_ts": 5, "content": {"membership": "join", "banter.exited": true}}"#))
        #expect(room.membership(of: bob) == MatrixModeration.exitedMembership)
        #expect(room.channelPayload(for: carol).participantCount == 1)
    }

    @Test("a directory page decodes with room types and the next token; the filter checks name, URL and custom type as the mock does")
    func directoryPage() throws {
        let page = try decode(MatrixResponse.PublicRooms.self, MatrixModerationRecordings.publicRooms)
        #expect(page.chunk.map(\.name) == ["Open 02c45342", "Open rec"])
        #expect(page.chunk.allSatisfy { $0.roomType == MatrixModeration.openChannelType })
        #expect(page.nextBatch == "p3")
        let channel = try openRoom().channelPayload(for: carol)
        var filter = OpenChannelListQuery.Filter()
        #expect(MatrixSession.passes(channel, filter))
        filter.nameKeyword = "LOB"
        filter.urlKeyword = "open"
        filter.customTypes = ["lobby", "hall"]
        #expect(MatrixSession.passes(channel, filter))
        filter.customTypes = ["hall"]
        #expect(!MatrixSession.passes(channel, filter))
        filter.customTypes = nil
        filter.nameKeyword = "topic words"
        #expect(!MatrixSession.passes(channel, filter))
    }

    @Test("a search page decodes with its room, count and next token, and maps to a message of that room")
    func searchPage() throws {
        let page = try decode(MatrixResponse.Search.self, MatrixModerationRecordings.search)
        let events = try #require(page.searchCategories.roomEvents)
        #expect(events.count == 2)
        #expect(events.nextBatch == "YWxsCgoxNzk1NzkyNjY1MjkxLDEzNg")
        let event = try #require(events.results?.first?.result)
        #expect(event.roomId == "!1a02Nw4_lfuv9r0JOLHyK78Nr7B060wfT0_DL89ucNE")
        var ids = MatrixMessageIds()
        let message = try #require(MatrixMessageMapping.message(from: event, ids: &ids))
        #expect(message.record.text == "another quokka")
        #expect(message.record.createdAt == 1_795_792_665_291)
    }

    @Test("the keyword loses Synapse's operators; matching is by folded words, the last a prefix unless exact")
    func keywordMatching() {
        #expect(MatrixSession.searchTerm(#"lunch or "dinner" -late"#) == "lunch dinner late")
        #expect(MatrixSession.searchTerm("  --  ").isEmpty)
        #expect(MatrixSession.matches("Café au lait", keyword: "cafe", exactMatch: true))
        #expect(MatrixSession.matches("hello world", keyword: "world hel", exactMatch: false))
        #expect(!MatrixSession.matches("hello world", keyword: "world hel", exactMatch: true))
        #expect(!MatrixSession.matches("hello world", keyword: "hel world", exactMatch: false))
    }
}
