import Foundation
import Testing
import BanterChatSDKTestSupport
@testable import BanterChatSDK
@testable import BanterMatrix

/// On a live Synapse (gated as `MatrixIntegrationTests`): a quoted reply reaches the other
/// client in the channel, quoting its parent, while a thread-only reply stays in the thread;
/// an open channel everyone left is still listed, and entered.
@MainActor
@Suite(
    "Matrix replies in the channel and empty open channels on a live Synapse",
    .enabled(if: MatrixLive.url != nil, "set BANTER_MATRIX_URL to a running Synapse (see MatrixIntegrationTests.swift) to run it"),
    .serialized)
struct MatrixRepliesAndEmptyRoomsIntegrationTests {
    @Test("B sees A's quoted reply in the channel with its quote, and the thread holds both replies")
    func quotedReplyInTheChannel() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, channelB) = try await pair.room(named: "Quotes \(UUID().uuidString.prefix(6))")
        let heardByB = EventRecorder(pair.b)
        let root = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "Lunch at one?"))
        var quoted = UserMessageCreateParams(message: "Works for me")
        quoted.parentMessageId = root.messageId
        quoted.isReplyToChannel = true
        let reply = try await channelA.sendUserMessage(params: quoted)
        #expect(reply.parentMessageId == root.messageId)
        #expect(reply.isReplyToChannel)
        var threadOnly = UserMessageCreateParams(message: "Only in the thread")
        threadOnly.parentMessageId = root.messageId
        let inThread = try await channelA.sendUserMessage(params: threadOnly)
        #expect(!inThread.isReplyToChannel)

        try await MatrixLive.waitUntil("B hears the quoted reply") { heardByB.received.contains { $0.messageId == reply.messageId } }
        let heard = try #require(heardByB.received.first { $0.messageId == reply.messageId })
        #expect(heard.parentMessageId == root.messageId)
        #expect(heard.isReplyToChannel)
        #expect(heard.parentMessage?.message == "Lunch at one?")

        // The channel as B reads it (the default reply filter: the channel's replies only).
        var params = MessageListParams()
        params.previousResultSize = 10
        params.includeParentMessageInfo = true
        let history = try await channelB.getMessagesByTimestamp(.max, params: params)
        #expect(history.map(\.messageId) == [root.messageId, reply.messageId])
        #expect(history.last?.parentMessage?.messageId == root.messageId)

        let thread = try await channelB.getThreadedMessages(parentMessageId: root.messageId, timestamp: .max, params: params)
        #expect(thread.map(\.messageId) == [reply.messageId, inThread.messageId])
    }

    @Test("an open channel its creator left is still listed; another user finds it, enters and is its one participant")
    func emptyOpenChannelStaysListed() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let tag = "empty\(UUID().uuidString.prefix(8).lowercased())"
        let created = try await pair.a.createOpenChannel(params: OpenChannelCreateParams(name: "Room \(tag)"))
        #expect(created.participantCount == 1)
        try await created.exit()
        #expect(created.participantCount == 0)

        let query = pair.b.createOpenChannelListQuery()
        query.filter.nameKeyword = tag
        let found = try await query.loadNextPage()
        #expect(found.map(\.channelURL) == [created.channelURL])
        #expect(found.first?.participantCount == 0)

        let channelB = try await pair.b.getOpenChannel(url: created.channelURL)
        try await channelB.enter()
        #expect(channelB.participantCount == 1)
        #expect(try await channelB.createParticipantListQuery().loadNextPage().map(\.userId) == [pair.meB.userId])
        let sent = try await channelB.sendUserMessage(params: UserMessageCreateParams(message: "anyone here?"))
        #expect(sent.channelURL == created.channelURL)

        // The creator comes back, and B, leaving while the creator is in, leaves for real.
        try await created.enter()
        #expect(created.participantCount == 2)
        try await channelB.exit()
        #expect(channelB.participantCount == 1)
        try await created.exit()
        let again = pair.b.createOpenChannelListQuery()
        again.filter.nameKeyword = tag
        #expect(try await again.loadNextPage().map(\.channelURL) == [created.channelURL])
    }
}
