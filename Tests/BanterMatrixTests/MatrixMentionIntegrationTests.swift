import Foundation
import Testing
import BanterChatSDKTestSupport
@testable import BanterChatSDK
@testable import BanterMatrix

/// Mentions on a live Synapse (gated as `MatrixIntegrationTests`), between users A and B:
/// Banter's mention reaches B styled and counted, and other Matrix clients in `m.mentions`
/// with a `matrix.to` pill; a raw client's pill mentions B in Banter; an edit that adds a
/// mention reaches B as one.
@MainActor
@Suite(
    "Matrix mentions on a live Synapse",
    .enabled(if: MatrixLive.url != nil, "set BANTER_MATRIX_URL to a running Synapse (see MatrixIntegrationTests.swift) to run it"),
    .serialized)
struct MatrixMentionIntegrationTests {
    /// The newest `m.room.message` events of `roomId` as the raw client reads them, newest first.
    private func newestEvents(_ http: MatrixHTTP, in roomId: String) async throws -> [MatrixJSON] {
        let page: MatrixJSON = try await MatrixLive.raw(http, "GET", ["rooms", roomId, "messages"],
                                             query: ["dir": "b", "limit": "20", "filter": #"{"types":["m.room.message"]}"#])
        guard case .array(let events) = page["chunk"] else { return [] }
        return events
    }

    /// The users a content's `m.mentions` names.
    private func mentioned(_ content: MatrixJSON?) -> [String] {
        guard case .array(let ids) = content?["m.mentions"]?["user_ids"] else { return [] }
        return ids.compactMap(\.string)
    }

    @Test("A mentions B as the input sends it: B gets it with B mentioned and counts it; a raw client sees m.mentions and the pill")
    func banterMentionReachesBAndOtherClients() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, channelB) = try await pair.joinedRoom(named: "Mentions")
        let heard = EventRecorder(pair.b)
        let name = pair.meB.nickname.isEmpty ? MatrixRoom.localpart(pair.meB.userId) : pair.meB.nickname
        var params = UserMessageCreateParams(message: "@\(name) lunch?")
        params.mentionedUserIds = [pair.meB.userId]
        params.mentionedMessageTemplate = "@{\(pair.meB.userId)} lunch?"
        let sent = try await channelA.sendUserMessage(params: params)
        #expect(sent.mentionedUsers.map(\.userId) == [pair.meB.userId])

        try await MatrixLive.waitUntil("B receives the mention") { heard.received.contains { $0.messageId == sent.messageId } }
        let received = try #require(heard.received.first { $0.messageId == sent.messageId })
        #expect(received.mentionedUsers.map(\.userId) == [pair.meB.userId])
        try await MatrixLive.waitUntil("B counts an unread mention") { channelB.unreadMentionCount == 1 }

        let http = try await MatrixLive.rawClient(of: 0)
        let event = try #require(try await newestEvents(http, in: channelA.channelURL).first)
        #expect(mentioned(event["content"]) == [pair.meB.userId])
        #expect(event["content"]?["format"]?.string == "org.matrix.custom.html")
        #expect(event["content"]?["formatted_body"]?.string == #"<a href="https://matrix.to/#/\#(pair.meB.userId)">\#(name)</a> lunch?"#)
    }

    @Test("a raw client's message with a pill and m.mentions shows as a mention of B in Banter")
    func rawPillMentionsB() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, channelB) = try await pair.joinedRoom(named: "Pills")
        let heard = EventRecorder(pair.b)
        let http = try await MatrixLive.rawClient(of: 0)
        let _: MatrixResponse.EventId = try await MatrixLive.raw(http, "PUT", ["rooms", channelA.channelURL, "send", "m.room.message", "txn-\(UUID().uuidString)"], body: .object([
            "msgtype": .string("m.text"), "body": .string("Bee: have a look"),
            "format": .string("org.matrix.custom.html"),
            "formatted_body": .string(#"<a href="https://matrix.to/#/\#(pair.meB.userId)">Bee</a>: have a <b>look</b>"#),
            "m.mentions": .object(["user_ids": .array([.string(pair.meB.userId)])]),
        ]))
        try await MatrixLive.waitUntil("B receives the raw message") { heard.received.contains { $0.message.contains("look") } }
        let received = try #require(heard.received.first { $0.message.contains("look") })
        #expect(received.mentionedUsers.map(\.userId) == [pair.meB.userId])
        #expect(received.message.contains("Bee"))
        try await MatrixLive.waitUntil("B counts an unread mention") { channelB.unreadMentionCount == 1 }
    }

    @Test("an edit that adds a mention: B's message mentions B, B hears of the mention, the homeserver counts it; other clients see m.new_content's m.mentions")
    func editAddsMention() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, channelB) = try await pair.joinedRoom(named: "Edit mentions")
        let heard = EventRecorder(pair.b)
        let sent = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "lunch?"))
        try await MatrixLive.waitUntil("B receives the message") { heard.received.contains { $0.messageId == sent.messageId } }
        #expect(channelB.unreadMentionCount == 0)

        let name = pair.meB.nickname.isEmpty ? MatrixRoom.localpart(pair.meB.userId) : pair.meB.nickname
        let edited = try await channelA.updateUserMessage(messageId: sent.messageId, params: UserMessageUpdateParams(
            message: "@\(name) lunch?", mentionedUserIds: [pair.meB.userId], mentionedMessageTemplate: "@{\(pair.meB.userId)} lunch?"))
        #expect(edited.mentionedUsers.map(\.userId) == [pair.meB.userId])
        try await MatrixLive.waitUntil("B hears the edit as a mention") { heard.events.contains("mentioned in @\(name) lunch?") }
        #expect(heard.events.contains("updated @\(name) lunch?"))
        try await MatrixLive.waitUntil("B counts an unread mention") { channelB.unreadMentionCount == 1 }
        let stored = try await channelB.getMessagesByTimestamp(.max, params: MessageListParams())
        #expect(stored.first { $0.messageId == sent.messageId }?.mentionedUsers.map(\.userId) == [pair.meB.userId])

        let http = try await MatrixLive.rawClient(of: 0)
        let edit = try #require(try await newestEvents(http, in: channelA.channelURL).first { $0["content"]?["m.new_content"] != nil })
        #expect(mentioned(edit["content"]?["m.new_content"]) == [pair.meB.userId])
        #expect(mentioned(edit["content"]) == [pair.meB.userId], "the edit event names the user new to the message")
        #expect(edit["content"]?["m.new_content"]?["formatted_body"]?.string?.contains("https://matrix.to/#/\(pair.meB.userId)") == true)
    }
}
