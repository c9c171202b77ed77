import Foundation
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// Replies shown in the channel on Matrix, both ways: a reply the SDK sends with
/// `isReplyToChannel` (a quoted reply, or a thread reply also sent to the channel) is a plain
/// `m.in_reply_to` reply, which every Matrix client shows in the room quoting its parent; a
/// plain reply from any client maps back to a reply in the channel, quoting its parent, and
/// joins its parent's thread as read here. A thread-only reply stays an `m.thread` reply. On
/// events in Synapse's shape and a stand-in homeserver.
@MainActor
@Suite("Matrix replies in the channel")
struct MatrixReplyMappingTests {
    static let roomId = "!replies:localhost"
    static let parentEvent = "$parent"
    let stub = MatrixStubHomeserver(roomId: Self.roomId)
    let account = MatrixAccount(userId: "@alice:localhost", accessToken: "token")
    let session: MatrixSession

    init() {
        var http = MatrixHTTP(homeserver: stub.homeserver, session: stub.session)
        http.accessToken = "token"
        session = MatrixSession(account: account, http: http, listener: RecordingListener())
    }

    static func event(_ id: String, at time: Int64, body: String, sender: String = "@bob:localhost", relatesTo: String? = nil) -> String {
        let relation = relatesTo.map { #","m.relates_to":\#($0)"# } ?? ""
        return #"{"type":"m.room.message","event_id":"\#(id)","sender":"\#(sender)","origin_server_ts":\#(time),"room_id":"\#(roomId)","content":{"msgtype":"m.text","body":"\#(body)"\#(relation)}}"#
    }

    static let parent = event(parentEvent, at: 1_795_800_000_000, body: "Lunch at one?", sender: "@alice:localhost")
    /// Another client's reply (Element's shape): `m.in_reply_to` alone.
    static let plainReply = event("$plain", at: 1_795_800_001_000, body: "Works for me",
                                  relatesTo: #"{"m.in_reply_to":{"event_id":"$parent"}}"#)
    /// A thread reply with its `m.in_reply_to` fallback.
    static let threadReply = event("$threaded", at: 1_795_800_002_000, body: "In the thread",
                                   relatesTo: #"{"rel_type":"m.thread","event_id":"$parent","is_falling_back":true,"m.in_reply_to":{"event_id":"$parent"}}"#)

    private func decode(_ json: String) throws -> MatrixRoomEvent {
        try JSONDecoder().decode(MatrixRoomEvent.self, from: Data(json.utf8))
    }

    /// The room with the parent and both replies mapped, as a timeline page leaves it.
    private func room() throws -> MatrixRoom {
        var room = MatrixRoom(roomId: Self.roomId)
        room.absorb(try [Self.parent, Self.plainReply, Self.threadReply].map(decode))
        account.rooms[Self.roomId] = room
        return room
    }

    @Test("another client's plain reply is a reply in the channel, quoting its parent")
    func plainReplyMapsToTheChannel() throws {
        var room = try room()
        let parentId = try #require(room.ids.knownId(for: Self.parentEvent))
        let reply = try #require(room.map(try decode(Self.plainReply)))
        #expect(reply.record.parentMessageId == parentId)
        #expect(reply.extras.isReplyToChannel)
        #expect(reply.threadRootEventId == nil)
        let payload = room.payload(reply)
        #expect(payload.parent?.record.messageId == parentId)
        #expect(payload.parent?.record.text == "Lunch at one?")

        let threaded = try #require(room.map(try decode(Self.threadReply)))
        #expect(threaded.record.parentMessageId == parentId)
        #expect(!threaded.extras.isReplyToChannel)

        // The channel's history with the default reply filter keeps the plain reply, not the thread's.
        var params = MessageListParams()
        params.replyType = .onlyReplyToChannel
        let filter = MatrixHistoryFilter(params)
        #expect(filter.admits(reply))
        #expect(!filter.admits(threaded))
    }

    @Test("a reply to the channel is sent as a plain m.in_reply_to, a thread reply as m.thread")
    func sentRelations() throws {
        let room = try room()
        let parentId = try #require(room.ids.knownId(for: Self.parentEvent))
        let toChannel = try session.replyRelation(url: Self.roomId, parentId: parentId, toChannel: true).get()
        #expect(toChannel == .object(["m.in_reply_to": .object(["event_id": .string(Self.parentEvent)])]))
        let toThread = try session.replyRelation(url: Self.roomId, parentId: parentId, toChannel: false).get()
        guard case .object(let thread) = toThread else { Issue.record("not an object: \(toThread)"); return }
        #expect(thread["rel_type"] == .string("m.thread"))
        #expect(thread["event_id"] == .string(Self.parentEvent))

        // Threads are one level deep, a plain reply's replies too (as on the mock).
        let plainId = try #require(room.ids.knownId(for: "$plain"))
        #expect(throws: ChatError.self) { try session.replyRelation(url: Self.roomId, parentId: plainId, toChannel: true).get() }
        #expect(throws: ChatError.self) { try session.replyRelation(url: Self.roomId, parentId: 42, toChannel: true).get() }
    }

    @Test("a thread read holds its m.thread replies and the plain replies to its root this client met")
    func threadHoldsPlainReplies() async throws {
        let room = try room()
        let parentId = try #require(room.ids.knownId(for: Self.parentEvent))
        stub.answer("m.thread", with: #"{"chunk":[\#(Self.threadReply)]}"#)
        var params = MessageListParams()
        params.previousResultSize = 10
        let replies = try await withCheckedThrowingContinuation { done in
            session.loadMessages(url: Self.roomId, anchor: .timestamp(.max), params: params, threadOf: parentId) { done.resume(with: $0) }
        }
        #expect(replies.map(\.record.text) == ["Works for me", "In the thread"])
        #expect(replies.allSatisfy { $0.record.parentMessageId == parentId })
    }
}
