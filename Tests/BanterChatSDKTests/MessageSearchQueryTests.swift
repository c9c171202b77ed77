import Testing
import BanterScheduling
@testable import BanterChatSDK

@Suite("Message search")
@MainActor
struct MessageSearchQueryTests {
    /// Alice in two channels, plus a channel she is not in, each with a few messages a
    /// millisecond apart so time order is well defined.
    private func workspace() throws -> (ChatTestHarness, ChatClient, GroupChannel, GroupChannel) {
        let harness = ChatTestHarness()
        let alice = try harness.connect("alice")
        let bob = try harness.connect("bob")
        _ = try harness.connect("carol")
        let team = try harness.groupChannel(alice, with: ["bob"], name: "Team")
        let trip = try harness.groupChannel(alice, with: ["bob"], name: "Trip")
        let secret = try harness.groupChannel(bob, with: ["carol"], name: "Secret")
        for (text, channel) in [
            ("The release goes out on Friday", team), ("Café at nine before the release?", trip),
            ("release notes are in the wiki", team), ("Releasing the hounds", trip),
            ("nothing to see here", team), ("the release party is a secret", secret),
        ] {
            _ = harness.send(text, in: channel)
            harness.scheduler.advance(by: .milliseconds(1))
        }
        return (harness, alice, team, trip)
    }

    private func search(_ harness: ChatTestHarness, _ client: ChatClient, _ configure: (inout MessageSearchQueryParams) -> Void) throws -> (MessageSearchQuery, [String]) {
        var params = MessageSearchQueryParams(keyword: "")
        configure(&params)
        let query = client.createMessageSearchQuery(params: params)
        let messages = try harness.run { query.loadNextPage(completion: $0) }.get()
        return (query, messages.map(\.message))
    }

    @Test func findsWholeWordsAndPrefixesOnlyInTheUsersChannelsNewestFirst() throws {
        let (harness, alice, _, _) = try workspace()
        let (query, found) = try search(harness, alice) {
            $0.keyword = "release"
            $0.order = .timestamp
        }
        #expect(found == ["release notes are in the wiki", "Café at nine before the release?", "The release goes out on Friday"])
        #expect(query.totalCount == 3)
        #expect(!query.hasNext)

        let (_, prefixed) = try search(harness, alice) {
            $0.keyword = "relea"
            $0.order = .timestamp
            $0.reverse = true
        }
        #expect(prefixed == ["The release goes out on Friday", "Café at nine before the release?", "release notes are in the wiki", "Releasing the hounds"])

        let (_, exact) = try search(harness, alice) {
            $0.keyword = "relea"
            $0.exactMatch = true
        }
        #expect(exact.isEmpty)
        let (_, folded) = try search(harness, alice) { $0.keyword = "CAFE" }
        #expect(folded == ["Café at nine before the release?"])
    }

    @Test func oneChannelOnlyAndPagesWithAStableTotal() throws {
        let (harness, alice, team, _) = try workspace()
        let (_, inTeam) = try search(harness, alice) {
            $0.keyword = "release"
            $0.channelURL = team.channelURL
            $0.order = .timestamp
        }
        #expect(inTeam == ["release notes are in the wiki", "The release goes out on Friday"])

        var params = MessageSearchQueryParams(keyword: "relea")
        params.limit = 2
        params.order = .timestamp
        let query = alice.createMessageSearchQuery(params: params)
        var pages: [[String]] = []
        while query.hasNext {
            pages.append(try harness.run { query.loadNextPage(completion: $0) }.get().map(\.message))
            #expect(query.totalCount == 4)
        }
        #expect(pages == [["Releasing the hounds", "release notes are in the wiki"],
                          ["Café at nine before the release?", "The release goes out on Friday"]])
    }

    @Test func editsAndDeletesReachTheIndex() throws {
        let (harness, alice, team, _) = try workspace()
        let (message, _) = harness.send("a typo in the relase", in: team)
        #expect(try search(harness, alice) { $0.keyword = "relase" }.1 == ["a typo in the relase"])
        _ = try harness.run { team.updateUserMessage(messageId: message.messageId, params: .init(message: "fixed: rollout"), completion: $0) }.get()
        #expect(try search(harness, alice) { $0.keyword = "relase" }.1.isEmpty)
        #expect(try search(harness, alice) { $0.keyword = "rollout" }.1 == ["fixed: rollout"])
        _ = try harness.run { team.deleteMessage(messageId: message.messageId, completion: $0) }.get()
        #expect(try search(harness, alice) { $0.keyword = "rollout" }.1.isEmpty)
    }

    @Test func badParametersAndStrangersChannelsAreRefusedWithTheQueryUnchanged() throws {
        let (harness, alice, _, _) = try workspace()
        for configure in [
            { (p: inout MessageSearchQueryParams) in p.keyword = "  " },
            { (p: inout MessageSearchQueryParams) in p.keyword = "release"; p.limit = 0 },
            { (p: inout MessageSearchQueryParams) in p.keyword = "release"; p.limit = 101 },
            { (p: inout MessageSearchQueryParams) in p.keyword = "release"; p.messageTimestampFrom = 10; p.messageTimestampTo = 5 },
        ] {
            var params = MessageSearchQueryParams(keyword: "")
            configure(&params)
            let query = alice.createMessageSearchQuery(params: params)
            #expect(harness.run { query.loadNextPage(completion: $0) }.failureCode == .invalidParameter)
            #expect(query.hasNext && query.totalCount == -1)
        }
        let secretURL = try #require(harness.server.state.allChannels.first { $0.header.name == "Secret" }?.url)
        var params = MessageSearchQueryParams(keyword: "release")
        params.channelURL = secretURL
        #expect(harness.run { alice.createMessageSearchQuery(params: params).loadNextPage(completion: $0) }.failureCode == .nonAuthorized)

        let busy = alice.createMessageSearchQuery(params: MessageSearchQueryParams(keyword: "release"))
        var second: Result<[BaseMessage], ChatError>?
        busy.loadNextPage { _ in }
        busy.loadNextPage { second = $0 }
        harness.settle()
        #expect(second?.failureCode == .queryInProgress)
    }
}
