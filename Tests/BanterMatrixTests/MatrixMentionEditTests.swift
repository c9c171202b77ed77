import Foundation
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// Mentions in edits on Matrix: the edit's `m.new_content` carries `m.mentions` and the
/// `matrix.to` pills as a new message does, the edit event itself mentions only the users
/// new to the message (so their homeserver notifies them once), and an edit from another
/// client with `m.mentions` changes whom the message mentions.
@MainActor
@Suite("Matrix mentions in edits")
struct MatrixMentionEditTests {
    typealias R = MatrixHistoryRecordings
    let stub = MatrixStubHomeserver(roomId: R.roomId)
    let account = MatrixAccount(userId: R.bob, accessToken: "token")
    let session: MatrixSession

    init() throws {
        var http = MatrixHTTP(homeserver: stub.homeserver, session: stub.session)
        http.accessToken = "token"
        session = MatrixSession(account: account, http: http, listener: SilentListener())
        account.since = "s0"
        let join = #"{"content":{"displayname":"Alice A","membership":"join"},"event_id":"$alice-join","origin_server_ts":\#(R.time(0) - 1),"room_id":"\#(R.roomId)","sender":"\#(R.alice)","state_key":"\#(R.alice)","type":"m.room.member","unsigned":{"age":300}}"#
        let sync = R.sync([join, R.join(0)], limited: false, prevBatch: "t0")
        _ = account.apply(try JSONDecoder().decode(MatrixSyncResponse.self, from: Data(sync.utf8)))
    }

    private func send(_ text: String, mentioning ids: [String] = [], requestId: String = "r1") async throws -> MessagePayload {
        var extras = MessageExtras()
        extras.mentionedUserIds = ids
        let pending = Pending<MessagePayload>()
        session.sendMessage(url: R.roomId, OutgoingMessage(requestId: requestId, kind: .user, text: text, extras: extras), reply: pending.resolve)
        return try await pending.value()
    }

    private func edit(_ message: MessagePayload, _ params: UserMessageUpdateParams, requestId: String) async throws -> MessagePayload {
        let pending = Pending<MessagePayload>()
        session.updateMessage(url: R.roomId, messageId: message.record.messageId, params, requestId: requestId, reply: pending.resolve)
        return try await pending.value()
    }

    private func mentions(_ content: [String: Any]?) -> [String]? {
        (content?["m.mentions"] as? [String: Any]).map { $0["user_ids"] as? [String] ?? [] }
    }

    @Test("an edit adding a mention: m.new_content has m.mentions and the pill; the edit event mentions only the new user")
    func editAddsMention() async throws {
        let sent = try await send("lunch?")
        let edited = try await edit(sent, UserMessageUpdateParams(message: "@Alice A lunch?", mentionedUserIds: [R.alice],
                                                                  mentionedMessageTemplate: "@{\(R.alice)} lunch?"), requestId: "e1")
        #expect(edited.extras?.mentionedUserIds == [R.alice])
        #expect(edited.record.text == "@Alice A lunch?")
        let content = try #require(stub.sent.last?.content)
        let new = content["m.new_content"] as? [String: Any]
        #expect(mentions(new) == [R.alice])
        #expect(new?["format"] as? String == "org.matrix.custom.html")
        #expect(new?["formatted_body"] as? String == #"<a href="https://matrix.to/#/\#(R.alice)">Alice A</a> lunch?"#)
        #expect(mentions(content) == [R.alice], "the edit event mentions the user new to the message")
        #expect(content["body"] as? String == "* @Alice A lunch?")
        #expect((content["formatted_body"] as? String)?.hasPrefix("* <a href=") == true)
    }

    @Test("an edit keeping a mention does not mention it again; one removing it sends empty m.mentions")
    func editKeepsAndRemovesMention() async throws {
        let sent = try await send("@Alice A hi", mentioning: [R.alice])
        _ = try await edit(sent, UserMessageUpdateParams(message: "@Alice A hi!", mentionedUserIds: [R.alice]), requestId: "e1")
        var content = try #require(stub.sent.last?.content)
        #expect(mentions(content["m.new_content"] as? [String: Any]) == [R.alice])
        #expect(mentions(content) == [], "no one is new to the message")

        // Leaving the mentions (nil) keeps them in the new content, pill included.
        let kept = try await edit(sent, UserMessageUpdateParams(message: "@Alice A hi!!"), requestId: "e2")
        #expect(kept.extras?.mentionedUserIds == [R.alice])
        content = try #require(stub.sent.last?.content)
        #expect(mentions(content["m.new_content"] as? [String: Any]) == [R.alice])
        #expect(((content["m.new_content"] as? [String: Any])?["formatted_body"] as? String)?.contains("matrix.to") == true)

        let removed = try await edit(sent, UserMessageUpdateParams(message: "hi", mentionedUserIds: []), requestId: "e3")
        #expect(removed.extras?.mentionedUserIds ?? [] == [])
        content = try #require(stub.sent.last?.content)
        #expect(mentions(content["m.new_content"] as? [String: Any]) == [])
        #expect(mentions(content) == [])
    }

    @Test("another client's edit with m.mentions changes the mentions and tells a newly mentioned user")
    func receivedEditWithMentions() throws {
        let receiver = MatrixAccount(userId: R.bob, accessToken: "token")
        receiver.since = "s0"
        func apply(_ events: [String], batch: String) throws -> [ServerEvent] {
            let sync = R.sync(events, limited: false, prevBatch: "t0", nextBatch: batch)
            return receiver.apply(try JSONDecoder().decode(MatrixSyncResponse.self, from: Data(sync.utf8)))
        }
        _ = try apply([R.join(0), R.message(1)], batch: "s1")
        func edit(_ number: Int, text: String, mentions: String) -> String {
            #"{"content":{"body":"* \#(text)","m.mentions":{},"m.new_content":{"body":"\#(text)","msgtype":"m.text","m.mentions":\#(mentions)},"m.relates_to":{"event_id":"\#(R.eventId(1))","rel_type":"m.replace"},"msgtype":"m.text"},"event_id":"\#(R.eventId(number))","origin_server_ts":\#(R.time(number)),"room_id":"\#(R.roomId)","sender":"\#(R.alice)","type":"m.room.message","unsigned":{"age":500}}"#
        }
        var events = try apply([edit(2, text: "banter_b: look", mentions: #"{"user_ids":["\#(R.bob)"]}"#)], batch: "s2")
        let updated = events.compactMap { if case .messageUpdated(_, let payload) = $0 { payload } else { nil } }
        #expect(updated.map { $0.extras?.mentionedUserIds ?? [] } == [[R.bob]])
        #expect(events.contains { if case .mentioned(_, let payload) = $0 { payload.record.text == "banter_b: look" } else { false } })

        // Still mentioned: not told again. An edit whose m.mentions names no one removes it.
        events = try apply([edit(3, text: "banter_b: look!", mentions: #"{"user_ids":["\#(R.bob)"]}"#)], batch: "s3")
        #expect(!events.contains { if case .mentioned = $0 { true } else { false } })
        events = try apply([edit(4, text: "look", mentions: "{}")], batch: "s4")
        let last = events.compactMap { if case .messageUpdated(_, let payload) = $0 { payload } else { nil } }.last
        #expect(last?.extras?.mentionedUserIds ?? [] == [])
    }
}
