import Testing
import BanterScheduling
@testable import BanterChatSDK

@Suite("Group channel list query")
@MainActor
struct GroupChannelListQueryTests {
    let harness = ChatTestHarness()

    /// Alice and Bob, with channels Alice creates with Bob in the given order, 10 ms apart.
    func aliceWithChannels(_ names: [String]) throws -> (alice: ChatClient, bob: ChatClient, channels: [GroupChannel]) {
        let alice = try harness.connect("alice")
        let bob = try harness.connect("bob")
        var channels: [GroupChannel] = []
        for name in names {
            harness.scheduler.advance(by: .milliseconds(10))
            channels.append(try harness.groupChannel(alice, with: ["bob"], name: name))
        }
        harness.settle()
        return (alice, bob, channels)
    }

    func query(_ client: ChatClient, _ configure: (inout GroupChannelListQueryParams) -> Void = { _ in }) -> GroupChannelListQuery {
        var params = GroupChannelListQueryParams()
        configure(&params)
        return client.createMyGroupChannelListQuery(params: params)
    }

    func nextPage(_ query: GroupChannelListQuery) throws -> [String] {
        try harness.run { query.loadNextPage(completion: $0) }.get().map(\.name)
    }

    func allNames(_ client: ChatClient, _ configure: (inout GroupChannelListQueryParams) -> Void = { _ in }) throws -> [String] {
        try nextPage(query(client, configure))
    }

    /// Bob sends a message in `channel` 10 ms from now.
    func bobSends(_ text: String, in channel: GroupChannel, bob: ChatClient) throws {
        harness.scheduler.advance(by: .milliseconds(10))
        let bobs = try harness.run { bob.getGroupChannel(url: channel.channelURL, completion: $0) }.get()
        #expect(harness.send(text, in: bobs).1 == nil)
        harness.settle()
    }

    // MARK: Orders

    @Test func theDefaultOrderIsChronologicalNewestChannelFirst() throws {
        let (alice, _, _) = try aliceWithChannels(["first", "second", "third"])
        let query = query(alice)
        #expect(query.order == .chronological)
        #expect(query.limit == 20)
        #expect(try nextPage(query) == ["third", "second", "first"])
        #expect(!query.hasNext)
    }

    @Test func latestLastMessageOrdersByTheLastMessageAndPlacesEmptyChannelsByCreationTime() throws {
        let (alice, bob, channels) = try aliceWithChannels(["A", "B", "C", "D"])
        try bobSends("in A", in: channels[0], bob: bob)
        try bobSends("in C", in: channels[2], bob: bob)
        #expect(try allNames(alice) { $0.order = .latestLastMessage } == ["C", "A", "D", "B"])
    }

    @Test func channelNameAlphabeticalIgnoresCase() throws {
        let (alice, _, _) = try aliceWithChannels(["bravo", "Alpha", "Delta", "charlie"])
        #expect(try allNames(alice) { $0.order = .channelNameAlphabetical } == ["Alpha", "bravo", "charlie", "Delta"])
    }

    // MARK: Filters

    @Test func channelsWithoutMessagesAreLeftOutWhenIncludeEmptyChannelIsFalse() throws {
        let (alice, bob, channels) = try aliceWithChannels(["quiet", "busy"])
        try bobSends("hello", in: channels[1], bob: bob)
        #expect(try allNames(alice) == ["busy", "quiet"])
        #expect(try allNames(alice) { $0.includeEmptyChannel = false } == ["busy"])
    }

    @Test func channelNameContainsFilterMatchesPartOfTheNameIgnoringCase() throws {
        let (alice, _, _) = try aliceWithChannels(["Project X", "my project", "Other"])
        #expect(try allNames(alice) { $0.channelNameContainsFilter = "PROJ" } == ["my project", "Project X"])
        #expect(try allNames(alice) { $0.channelNameContainsFilter = "" }.count == 3)
    }

    @Test func userIdsIncludeFilterNeedsEveryUserWithAndAndAnyUserWithOr() throws {
        let alice = try harness.connect("alice")
        _ = try harness.connect("bob")
        _ = try harness.connect("carol")
        harness.scheduler.advance(by: .milliseconds(10))
        _ = try harness.groupChannel(alice, with: ["bob"], name: "with bob")
        harness.scheduler.advance(by: .milliseconds(10))
        _ = try harness.groupChannel(alice, with: ["carol"], name: "with carol")
        harness.scheduler.advance(by: .milliseconds(10))
        _ = try harness.groupChannel(alice, with: ["bob", "carol"], name: "with both")
        harness.settle()

        #expect(try allNames(alice) { $0.userIdsIncludeFilter = ["bob", "carol"] } == ["with both"])
        #expect(try allNames(alice) {
            $0.userIdsIncludeFilter = ["bob", "carol"]
            $0.queryType = .or
        } == ["with both", "with carol", "with bob"])
        #expect(try allNames(alice) { $0.userIdsIncludeFilter = ["dave"] } == [])
    }

    @Test func customTypesFilterListsOnlyThoseTypesAndTheEmptyStringMatchesChannelsWithoutOne() throws {
        let alice = try harness.connect("alice")
        _ = try harness.connect("bob")
        for (name, type) in [("help", "support"), ("deals", "sales"), ("plain", nil)] as [(String, String?)] {
            harness.scheduler.advance(by: .milliseconds(10))
            var params = GroupChannelCreateParams(userIds: ["bob"], name: name)
            params.customType = type
            _ = try harness.run { alice.createGroupChannel(params: params, completion: $0) }.get()
        }
        #expect(try allNames(alice) { $0.customTypesFilter = ["support"] } == ["help"])
        #expect(try allNames(alice) { $0.customTypesFilter = ["sales", ""] } == ["plain", "deals"])
    }

    @Test func frozenChannelsAreLeftOutWhenIncludeFrozenChannelIsFalse() throws {
        let (alice, _, channels) = try aliceWithChannels(["open", "frozen"])
        _ = try harness.run { channels[1].freeze(completion: $0) }.get()
        #expect(try allNames(alice) == ["frozen", "open"])
        #expect(try allNames(alice) { $0.includeFrozenChannel = false } == ["open"])
    }

    @Test func hiddenChannelsAreLeftOutByDefaultAndListedByTheHiddenFilters() throws {
        let (alice, _, channels) = try aliceWithChannels(["until message", "until unhidden", "shown"])
        _ = try harness.run { (channels[0]).hide(allowAutoUnhide: true, completion: $0) }.get()
        _ = try harness.run { (channels[1]).hide(allowAutoUnhide: false, completion: $0) }.get()
        harness.settle()

        #expect(try allNames(alice) == ["shown"])
        #expect(try allNames(alice) { $0.hiddenChannelFilter = .hidden } == ["until unhidden", "until message"])
        #expect(try allNames(alice) { $0.hiddenChannelFilter = .hiddenAllowAutoUnhide } == ["until message"])
        #expect(try allNames(alice) { $0.hiddenChannelFilter = .hiddenPreventAutoUnhide } == ["until unhidden"])
        #expect(try allNames(alice) { $0.hiddenChannelFilter = .all } == ["shown", "until unhidden", "until message"])
    }

    @Test func invitedChannelsAreListedUntilTheMemberStateFilterExcludesThem() throws {
        harness.server.configuration.autoAcceptInvitations = false
        let alice = try harness.connect("alice")
        let bob = try harness.connect("bob")
        harness.scheduler.advance(by: .milliseconds(10))
        _ = try harness.groupChannel(bob, with: ["alice"], name: "invitation")
        harness.scheduler.advance(by: .milliseconds(10))
        _ = try harness.groupChannel(alice, with: [], name: "own")
        harness.settle()

        #expect(try allNames(alice) == ["own", "invitation"])
        #expect(try allNames(alice) { $0.myMemberStateFilter = .joinedOnly } == ["own"])
        #expect(try allNames(alice) { $0.myMemberStateFilter = .invitedOnly } == ["invitation"])
    }

    @Test func onlyChannelsTheUserBelongsToAreListed() throws {
        let (alice, bob, channels) = try aliceWithChannels(["kept", "left"])
        _ = try harness.connect("carol")
        _ = try harness.groupChannel(bob, with: ["carol"], name: "not alice's")
        _ = try harness.run { (channels[1]).leave(completion: $0) }.get()
        harness.settle()
        #expect(try allNames(alice) == ["kept"])
    }

    // MARK: Paging

    @Test func pagesFollowTheLastChannelReturnedSoAChannelFallingBackIsNotRepeatedAndNoneIsSkipped() throws {
        let (alice, _, channels) = try aliceWithChannels(["a", "b", "c", "d", "e", "f"])
        let query = query(alice) {
            $0.order = .channelNameAlphabetical
            $0.limit = 2
        }
        #expect(try nextPage(query) == ["a", "b"])
        // "a" now sorts last: with offsets the next page would start at "d" and skip "c".
        _ = try harness.run { channels[0].update(params: ChannelUpdateParams(name: "z"), completion: $0) }.get()
        harness.settle()
        #expect(try nextPage(query) == ["c", "d"])
        #expect(try nextPage(query) == ["e", "f"])
        #expect(query.hasNext)
        #expect(try nextPage(query) == [])
        #expect(!query.hasNext)
    }

    @Test func aChannelLiftedAboveTheLoadedPagesLeavesNoGapInTheLaterPages() throws {
        let (alice, bob, channels) = try aliceWithChannels(["c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9"])
        let query = query(alice) {
            $0.order = .latestLastMessage
            $0.limit = 4
        }
        #expect(try nextPage(query) == ["c9", "c8", "c7", "c6"])
        // A loaded channel moving to the top, and an unloaded one moving above the loaded pages.
        try bobSends("up", in: channels[6], bob: bob)
        try bobSends("up", in: channels[2], bob: bob)
        // With offsets the next page would repeat "c6" and then "c5"; it follows "c6" instead.
        #expect(try nextPage(query) == ["c5", "c4", "c2", "c1"])
        #expect(!query.hasNext)
        #expect(try allNames(alice) { $0.order = .latestLastMessage } == ["c3", "c7", "c9", "c8", "c6", "c5", "c4", "c2", "c1"])
    }

    @Test func loadingWhileAPageLoadsFailsWith800170AndLeavesTheQueryAsItWas() throws {
        let (alice, _, _) = try aliceWithChannels(["a", "b", "c"])
        let query = query(alice) {
            $0.order = .channelNameAlphabetical
            $0.limit = 2
        }
        var first: Result<[GroupChannel], ChatError>?
        query.loadNextPage { first = $0 }
        #expect(query.isLoading)
        let second = harness.run { query.loadNextPage(completion: $0) }
        if case .failure(let error) = second { #expect(error.code == .queryInProgress) } else { Issue.record("the second load ran") }
        harness.settle()
        #expect(try first?.get().map(\.name) == ["a", "b"])
        #expect(!query.isLoading)
        #expect(try nextPage(query) == ["c"])
    }

    @Test func aLimitBelowOneFailsWith800110AndLeavesTheQueryAsItWas() throws {
        let (alice, _, _) = try aliceWithChannels(["a", "b", "c"])
        let query = query(alice) {
            $0.order = .channelNameAlphabetical
            $0.limit = -1
        }
        for limit in [-1, 0] {
            query.limit = limit
            let result = harness.run { query.loadNextPage(completion: $0) }
            guard case .failure(let error) = result else {
                Issue.record("limit \(limit) was accepted")
                continue
            }
            #expect(error.code == .invalidParameter)
            #expect(error.message.contains("limit is \(limit)"))
            #expect(query.hasNext)
            #expect(!query.isLoading)
        }
        query.limit = 2
        #expect(try nextPage(query) == ["a", "b"])
    }

    @Test func aPageThatFailsCanBeAskedForAgain() throws {
        let (alice, _, _) = try aliceWithChannels(["a", "b", "c"])
        let query = query(alice) {
            $0.order = .channelNameAlphabetical
            $0.limit = 2
        }
        harness.server.configuration.failureRates[.loadChannels] = 1
        let failed = harness.run { query.loadNextPage(completion: $0) }
        if case .failure(let error) = failed { #expect(error.code == .ackTimeout) } else { Issue.record("the page loaded") }
        #expect(query.hasNext)
        harness.server.configuration.failureRates[.loadChannels] = 0
        #expect(try nextPage(query) == ["a", "b"])
    }

    @Test func theAsyncFormPagesLikeTheCompletionForm() async throws {
        let (alice, _, _) = try aliceWithChannels(["a", "b", "c"])
        let query = query(alice) {
            $0.order = .channelNameAlphabetical
            $0.limit = 2
        }
        let first = try await harness.runAsync { try await query.loadNextPage().map(\.name) }
        let second = try await harness.runAsync { try await query.loadNextPage().map(\.name) }
        #expect(first == ["a", "b"])
        #expect(second == ["c"])
        #expect(!query.hasNext)
    }

    @Test func belongsToAppliesTheFiltersToAChannelAsTheClientKnowsIt() throws {
        let (alice, _, channels) = try aliceWithChannels(["Project X", "Other"])
        let query = query(alice) { $0.channelNameContainsFilter = "project" }
        #expect(query.belongsTo(channel: channels[0]))
        #expect(!query.belongsTo(channel: channels[1]))
    }
}
