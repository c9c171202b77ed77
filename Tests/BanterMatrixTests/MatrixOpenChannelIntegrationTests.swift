import Foundation
import Testing
import BanterChatSDKTestSupport
@testable import BanterChatSDK
@testable import BanterMatrix

/// Open channels and message search on a live Synapse (see `MatrixIntegrationTests` for how
/// to run it): A creates an open channel, B finds it in the room directory, enters, chats
/// and leaves; B finds A's message by a keyword.
@MainActor
@Suite(
    "Matrix open channels and search on a live Synapse",
    .enabled(if: MatrixLive.url != nil, "set BANTER_MATRIX_URL to a running Synapse (see MatrixIntegrationTests.swift) to run it"),
    .serialized)
struct MatrixOpenChannelIntegrationTests {
    @Test("A creates an open channel; B finds it in the directory, enters, chats, is counted, and exits")
    func openChannel() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let tag = UUID().uuidString.prefix(8).lowercased()
        var params = OpenChannelCreateParams(name: "Open \(tag)")
        params.customType = "banter-test-\(tag)"
        params.data = "{\"tag\":\"\(tag)\"}"
        let created = try await pair.a.createOpenChannel(params: params)
        #expect(created.channelType == .open)
        #expect(created.customType == params.customType)
        #expect(created.isOperator(userId: pair.meA.userId))
        #expect(created.participantCount == 1)
        let heardByA = EventRecorder(pair.a)

        // Synapse fills its room directory after the room is made (its stats run apart from
        // the request), so a loaded homeserver may list a new room a moment later.
        var found: [OpenChannel] = []
        let deadline = ContinuousClock.now + .seconds(15)
        repeat {
            let query = pair.b.createOpenChannelListQuery()
            query.filter.nameKeyword = "open \(tag)"
            query.filter.customTypes = [params.customType!]
            found = try await query.loadNextPage()
            if found.isEmpty { try await Task.sleep(for: .milliseconds(250)) }
        } while found.isEmpty && ContinuousClock.now < deadline
        #expect(found.map(\.channelURL) == [created.channelURL])
        #expect(found.first?.data == params.data)
        var other = OpenChannelListQuery.Filter()
        other.customTypes = ["no-such-type-\(tag)"]
        let none = pair.b.createOpenChannelListQuery()
        none.filter = other
        #expect(try await none.loadNextPage().isEmpty)

        let channelB = try await pair.b.getOpenChannel(url: created.channelURL)
        #expect(channelB.name == params.name)
        try await channelB.enter()
        #expect(channelB.participantCount == 2)
        try await MatrixLive.waitUntil("A hears B enter") { heardByA.events.contains("entered \(pair.meB.userId)") }
        #expect(created.participantCount == 2)
        let participants = try await created.createParticipantListQuery().loadNextPage()
        #expect(Set(participants.map(\.userId)) == [pair.meA.userId, pair.meB.userId])

        let sent = try await channelB.sendUserMessage(params: UserMessageCreateParams(message: "hello, open world"))
        #expect(sent.channelType == .open)
        try await MatrixLive.waitUntil("A hears B") { heardByA.received.contains { $0.messageId == sent.messageId } }
        #expect(heardByA.received.first { $0.messageId == sent.messageId }?.channelType == .open)

        try await created.muteUser(userId: pair.meB.userId)
        try await MatrixLive.waitUntil("B knows it is muted") { channelB.myMutedState == .muted }
        do {
            _ = try await channelB.sendUserMessage(params: UserMessageCreateParams(message: "mmph"))
            Issue.record("a muted participant posted")
        } catch {
            #expect(error.code == .mutedInChannel)
        }
        try await created.unmuteUser(userId: pair.meB.userId)

        try await channelB.exit()
        try await MatrixLive.waitUntil("A hears B exit") { heardByA.events.contains("exited \(pair.meB.userId)") }
        #expect(created.participantCount == 1)
        await #expect(throws: ChatError.self) { _ = try await pair.b.getGroupChannel(url: created.channelURL) }
        #expect(try await pair.b.createMyGroupChannelListQuery().loadNextPage().allSatisfy { $0.channelURL != created.channelURL })

        // A participant who is not in the channel can still be banned, and may not enter then.
        try await created.banUser(userId: pair.meB.userId)
        do {
            try await channelB.enter()
            Issue.record("a banned user entered")
        } catch {
            #expect(error.code == .bannedFromChannel)
        }
        try await created.unbanUser(userId: pair.meB.userId)
        try await channelB.enter()
        #expect(channelB.participantCount == 2)
    }

    @Test("the directory pages by its own token: three open channels two a page, none twice; the creator counts as a participant")
    func directoryPaging() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let tag = "page\(UUID().uuidString.prefix(8).lowercased())"
        var created: [String] = []
        for number in 1...3 {
            let channel = try await pair.a.createOpenChannel(params: OpenChannelCreateParams(name: "\(tag) \(number)"))
            #expect(channel.participantCount == 1)
            created.append(channel.channelURL)
        }
        // The directory is read where the homeserver serves reads; behind workers it can list a
        // room a moment after its creation returned. Paging is what is checked, once all three
        // are listed.
        let deadline = ContinuousClock.now + .seconds(30)
        while true {
            let probe = pair.b.createOpenChannelListQuery()
            probe.limit = 10
            probe.filter.nameKeyword = tag
            if try await probe.loadNextPage().count == 3 { break }
            guard ContinuousClock.now < deadline else { throw ChatError(.ackTimeout, "Timed out waiting until the directory lists all three.") }
            try await Task.sleep(for: .milliseconds(100))
        }
        let query = pair.b.createOpenChannelListQuery()
        query.limit = 2
        query.filter.nameKeyword = tag
        let first = try await query.loadNextPage()
        #expect(first.count == 2)
        #expect(query.hasNext)
        let second = try await query.loadNextPage()
        #expect(Set((first + second).map(\.channelURL)) == Set(created))
        #expect(first.count + second.count == 3)
    }

    @Test("B finds A's message by a keyword, in the room and everywhere, newest first")
    func search() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, channelB) = try await pair.room(named: "Search \(UUID().uuidString.prefix(6))")
        try await channelB.join()
        let word = "zebra\(UUID().uuidString.prefix(6).lowercased())"
        let first = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "Café \(word) at noon"))
        let second = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "no, \(word) at one"))
        _ = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "something else"))

        var params = MessageSearchQueryParams(keyword: word)
        params.order = .timestamp
        let everywhere = try await pair.b.createMessageSearchQuery(params: params).loadNextPage()
        #expect(everywhere.map(\.messageId) == [second.messageId, first.messageId])
        #expect(everywhere.first?.channelURL == channelA.channelURL)

        params.channelURL = channelA.channelURL
        params.reverse = true
        params.limit = 1
        let query = pair.b.createMessageSearchQuery(params: params)
        #expect(try await query.loadNextPage().map(\.messageId) == [first.messageId])
        #expect(query.totalCount == 2)
        #expect(try await query.loadNextPage().map(\.messageId) == [second.messageId])

        var range = MessageSearchQueryParams(keyword: word)
        range.messageTimestampFrom = second.createdAt
        #expect(try await pair.b.createMessageSearchQuery(params: range).loadNextPage().map(\.messageId) == [second.messageId])
        range.messageTimestampFrom = nil
        range.messageTimestampTo = second.createdAt
        #expect(try await pair.b.createMessageSearchQuery(params: range).loadNextPage().map(\.messageId) == [first.messageId])

        var both = MessageSearchQueryParams(keyword: "café \(word)")
        both.order = .score
        #expect(try await pair.b.createMessageSearchQuery(params: both).loadNextPage().map(\.messageId) == [first.messageId])
        // The homeserver does not fold accents as the mock does (a difference, not a requirement).
        let folded = try await pair.b.createMessageSearchQuery(params: MessageSearchQueryParams(keyword: "cafe \(word)")).loadNextPage()
        print("Matrix search: \"cafe\" finds \"Café\": \(folded.map(\.messageId) == [first.messageId])")
    }
}
