import Testing
import BanterScheduling
@testable import BanterChatSDK

@Suite("Group channel collection")
@MainActor
struct GroupChannelCollectionTests {
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

    /// A collection for `client` with the whole first page loaded and a recorder attached.
    func collection(
        _ client: ChatClient, _ configure: (inout GroupChannelListQueryParams) -> Void = { _ in }
    ) throws -> (GroupChannelCollection, GroupChannelCollectionRecorder) {
        var params = GroupChannelListQueryParams()
        params.order = .latestLastMessage
        configure(&params)
        let collection = client.createGroupChannelCollection(query: client.createMyGroupChannelListQuery(params: params))
        let recorder = GroupChannelCollectionRecorder()
        recorder.record(collection)
        _ = try harness.run { collection.loadMore(completion: $0) }.get()
        return (collection, recorder)
    }

    /// Bob's object for the channel.
    func bobs(_ channel: GroupChannel, _ bob: ChatClient) throws -> GroupChannel {
        try harness.run { bob.getGroupChannel(url: channel.channelURL, completion: $0) }.get()
    }

    func names(_ collection: GroupChannelCollection) -> [String] { collection.channelList.map(\.name) }

    // MARK: Loading

    @Test func loadMorePagesInTheQueryOrderUntilHasNextIsFalse() throws {
        let (alice, _, _) = try aliceWithChannels(["a", "b", "c", "d", "e"])
        let (collection, recorder) = try collection(alice) { $0.limit = 2 }
        #expect(names(collection) == ["e", "d"])
        #expect(collection.hasNext)
        let second = try harness.run { collection.loadMore(completion: $0) }.get()
        #expect(second.map(\.name) == ["c", "b"])
        _ = try harness.run { collection.loadMore(completion: $0) }.get()
        #expect(names(collection) == ["e", "d", "c", "b", "a"])
        #expect(!collection.hasNext)
        #expect(try harness.run { collection.loadMore(completion: $0) }.get().isEmpty)
        #expect(recorder.entries.isEmpty)
    }

    @Test func loadMoreWhileAPageLoadsFailsWith800170() throws {
        let (alice, _, _) = try aliceWithChannels(["a", "b", "c"])
        let collection = alice.createGroupChannelCollection(query: alice.createMyGroupChannelListQuery())
        collection.loadMore()
        let second = harness.run { collection.loadMore(completion: $0) }
        if case .failure(let error) = second { #expect(error.code == .queryInProgress) } else { Issue.record("the second load ran") }
        harness.settle()
        #expect(names(collection) == ["c", "b", "a"])
    }

    // MARK: Messages move channels

    @Test func aMessageFromAnotherClientMovesItsChannelToTheTopAndCountsAsUnread() throws {
        let (alice, bob, channels) = try aliceWithChannels(["a", "b", "c"])
        let (collection, recorder) = try collection(alice)
        #expect(names(collection) == ["c", "b", "a"])

        harness.scheduler.advance(by: .milliseconds(10))
        _ = harness.send("hi", in: try bobs(channels[0], bob))
        harness.settle()

        // Alice's client received it at once, so a delivery receipt follows.
        #expect(recorder.entries == [
            .init(.updated, .eventMessageReceived, [channels[0].channelURL]),
            .init(.updated, .eventDeliveryStatusUpdated, [channels[0].channelURL]),
        ])
        #expect(names(collection) == ["a", "c", "b"])
        #expect(collection.channelList[0] === channels[0])
        #expect(channels[0].unreadMessageCount == 1)
        #expect(channels[0].lastMessage?.message == "hi")
        #expect(recorder.inconsistencies.isEmpty)
    }

    @Test func theUsersOwnSendMovesItsChannelWithEventMessageSent() throws {
        let (alice, _, channels) = try aliceWithChannels(["a", "b", "c"])
        let (collection, recorder) = try collection(alice)
        harness.scheduler.advance(by: .milliseconds(10))
        _ = harness.send("mine", in: channels[1])
        harness.settle()
        // The send's acknowledgement moves the channel; Bob's delivery receipt follows it.
        #expect(recorder.entries == [
            .init(.updated, .eventMessageSent, [channels[1].channelURL]),
            .init(.updated, .eventDeliveryStatusUpdated, [channels[1].channelURL]),
        ])
        #expect(names(collection) == ["b", "c", "a"])
        #expect(channels[1].unreadMessageCount == 0)
    }

    @Test func aChronologicalListKeepsItsOrderWhenMessagesArrive() throws {
        let (alice, bob, channels) = try aliceWithChannels(["a", "b", "c"])
        let (collection, recorder) = try collection(alice) { $0.order = .chronological }
        _ = harness.send("hi", in: try bobs(channels[0], bob))
        harness.settle()
        #expect(recorder.entries.first == .init(.updated, .eventMessageReceived, [channels[0].channelURL]))
        #expect(names(collection) == ["c", "b", "a"])
    }

    // MARK: Channels joining and leaving the list

    @Test func aChannelTheUserIsInvitedToIsAdded() throws {
        let (alice, bob, _) = try aliceWithChannels(["a"])
        let (collection, recorder) = try collection(alice)
        harness.scheduler.advance(by: .milliseconds(10))
        let invitation = try harness.groupChannel(bob, with: ["alice"], name: "from bob")
        harness.settle()
        #expect(recorder.entries == [.init(.added, .eventUserReceivedInvitation, [invitation.channelURL])])
        #expect(names(collection) == ["from bob", "a"])
    }

    @Test func aChannelTheUserCreatesIsAdded() throws {
        let (alice, _, _) = try aliceWithChannels(["a"])
        let (collection, recorder) = try collection(alice)
        harness.scheduler.advance(by: .milliseconds(10))
        let created = try harness.groupChannel(alice, with: ["bob"], name: "new")
        #expect(recorder.entries == [.init(.added, .eventChannelCreated, [created.channelURL])])
        #expect(names(collection) == ["new", "a"])
    }

    @Test func aPublicChannelTheUserJoinsIsAdded() throws {
        let (alice, bob, _) = try aliceWithChannels(["a"])
        let (collection, recorder) = try collection(alice)
        var params = GroupChannelCreateParams(userIds: [], name: "public")
        params.isPublic = true
        harness.scheduler.advance(by: .milliseconds(10))
        let bobsPublic = try harness.run { bob.createGroupChannel(params: params, completion: $0) }.get()
        harness.settle()
        #expect(recorder.entries.isEmpty)

        let alicesPublic = try harness.run { alice.getGroupChannel(url: bobsPublic.channelURL, completion: $0) }.get()
        _ = try harness.run { alicesPublic.join(completion: $0) }.get()
        harness.settle()
        #expect(recorder.entries == [.init(.added, .eventUserJoined, [bobsPublic.channelURL])])
        #expect(names(collection) == ["public", "a"])
    }

    @Test func leavingHidingBeingBannedAndDeletionEachRemoveTheChannel() throws {
        let (alice, bob, channels) = try aliceWithChannels(["left", "hidden", "banned", "deleted", "kept"])
        // Bob operates "banned" so he can ban Alice from it.
        _ = try harness.run { channels[2].addOperators(userIds: ["bob"], completion: $0) }.get()
        let (collection, recorder) = try collection(alice)

        _ = try harness.run { channels[0].leave(completion: $0) }.get()
        _ = try harness.run { channels[1].hide(completion: $0) }.get()
        _ = try harness.run { try! bobs(channels[2], bob).banUser(userId: "alice", completion: $0) }.get()
        _ = try harness.run { channels[3].delete(completion: $0) }.get()
        harness.settle()

        #expect(recorder.entries == [
            .init(.deleted, .eventUserLeft, [channels[0].channelURL]),
            .init(.deleted, .eventChannelHidden, [channels[1].channelURL]),
            .init(.deleted, .eventUserBanned, [channels[2].channelURL]),
            .init(.deleted, .eventChannelDeleted, [channels[3].channelURL]),
        ])
        #expect(names(collection) == ["kept"])
        #expect(recorder.inconsistencies.isEmpty)
    }

    @Test func aHiddenChannelComesBackWithItsNextMessage() throws {
        let (alice, bob, channels) = try aliceWithChannels(["a", "b"])
        let (collection, recorder) = try collection(alice)
        _ = try harness.run { channels[0].hide(allowAutoUnhide: true, completion: $0) }.get()
        harness.settle()
        #expect(names(collection) == ["b"])
        recorder.clear()

        harness.scheduler.advance(by: .milliseconds(10))
        _ = harness.send("back", in: try bobs(channels[0], bob))
        harness.settle()
        #expect(recorder.entries.first == .init(.added, .eventMessageReceived, [channels[0].channelURL]))
        #expect(names(collection) == ["a", "b"])
    }

    @Test func eventsOnlyAddChannelsThatPassTheFilters() throws {
        let (alice, bob, _) = try aliceWithChannels(["a"])
        let (collection, recorder) = try collection(alice) { $0.customTypesFilter = ["support"] }
        var params = GroupChannelCreateParams(userIds: ["alice"], name: "sales")
        params.customType = "sales"
        _ = try harness.run { bob.createGroupChannel(params: params, completion: $0) }.get()
        params.name = "support"
        params.customType = "support"
        let support = try harness.run { bob.createGroupChannel(params: params, completion: $0) }.get()
        harness.settle()
        #expect(recorder.entries == [.init(.added, .eventUserReceivedInvitation, [support.channelURL])])
        #expect(names(collection) == ["support"])
    }

    // MARK: Channels beyond the loaded pages

    @Test func aChannelBeyondTheLoadedPagesIsNotAddedUntilPagedIn() throws {
        let (alice, bob, channels) = try aliceWithChannels(["a", "b", "c", "d"])
        let (collection, recorder) = try collection(alice) {
            $0.order = .chronological
            $0.limit = 2
        }
        #expect(names(collection) == ["d", "c"])
        _ = harness.send("hi", in: try bobs(channels[0], bob))
        _ = try harness.run { channels[1].update(params: ChannelUpdateParams(name: "b2"), completion: $0) }.get()
        harness.settle()
        #expect(recorder.entries.isEmpty)
        #expect(names(collection) == ["d", "c"])

        _ = try harness.run { collection.loadMore(completion: $0) }.get()
        #expect(names(collection) == ["d", "c", "b2", "a"])
    }

    @Test func aChannelMovingAboveTheLastLoadedOneIsAdded() throws {
        let (alice, bob, channels) = try aliceWithChannels(["a", "b", "c", "d"])
        let (collection, recorder) = try collection(alice) { $0.limit = 2 }
        #expect(names(collection) == ["d", "c"])
        harness.scheduler.advance(by: .milliseconds(10))
        _ = harness.send("hi", in: try bobs(channels[0], bob))
        harness.settle()
        #expect(recorder.entries == [
            .init(.added, .eventMessageReceived, [channels[0].channelURL]),
            .init(.updated, .eventDeliveryStatusUpdated, [channels[0].channelURL]),
        ])
        #expect(names(collection) == ["a", "d", "c"])

        let next = try harness.run { collection.loadMore(completion: $0) }.get()
        #expect(next.map(\.name) == ["b"])
        #expect(names(collection) == ["a", "d", "c", "b"])
        #expect(!collection.hasNext)
    }

    // MARK: Reconnection

    @Test func afterAReconnectionTheChangesMissedArriveAsAChannelChangelog() throws {
        let (alice, bob, channels) = try aliceWithChannels(["messaged", "deleted", "quiet"])
        let (collection, recorder) = try collection(alice)
        #expect(names(collection) == ["quiet", "deleted", "messaged"])
        let bobsMessaged = try bobs(channels[0], bob)
        _ = try harness.run { channels[1].addOperators(userIds: ["bob"], completion: $0) }.get()
        let bobsDeleted = try bobs(channels[1], bob)
        harness.settle()
        recorder.clear()

        harness.server.dropConnections(of: "alice")
        harness.scheduler.advance(by: .milliseconds(10))
        _ = harness.send("while away", in: bobsMessaged)
        _ = try harness.run { bobsDeleted.delete(completion: $0) }.get()
        harness.scheduler.advance(by: .milliseconds(10))
        let invitation = try harness.groupChannel(bob, with: ["alice"], name: "new")
        #expect(recorder.entries.isEmpty)
        #expect(alice.connectionState == .reconnecting)

        harness.settle(.seconds(2))
        #expect(alice.connectionState == .open)
        #expect(recorder.entries == [
            .init(.deleted, .channelChangelog, [channels[1].channelURL]),
            .init(.added, .channelChangelog, [invitation.channelURL]),
            .init(.updated, .channelChangelog, [channels[0].channelURL]),
        ])
        #expect(names(collection) == ["new", "messaged", "quiet"])
        #expect(channels[0].unreadMessageCount == 1)
        #expect(recorder.inconsistencies.isEmpty)
    }

    @Test func aReconnectionWithNothingMissedReportsNothing() throws {
        let (alice, _, _) = try aliceWithChannels(["a", "b"])
        let (_, recorder) = try collection(alice)
        harness.server.dropConnections(of: "alice")
        harness.settle(.seconds(2))
        #expect(alice.connectionState == .open)
        #expect(recorder.entries.isEmpty)
    }

    // MARK: Disposal

    @Test func afterDisposeLoadMoreFailsWith800600AndTheDelegateHearsNothing() throws {
        let (alice, bob, channels) = try aliceWithChannels(["a", "b", "c"])
        let (collection, recorder) = try collection(alice) { $0.limit = 2 }
        collection.dispose()
        _ = harness.send("hi", in: try bobs(channels[0], bob))
        _ = try harness.groupChannel(bob, with: ["alice"], name: "new")
        harness.server.dropConnections(of: "alice")
        harness.settle(.seconds(2))
        #expect(recorder.entries.isEmpty)
        let result = harness.run { collection.loadMore(completion: $0) }
        if case .failure(let error) = result { #expect(error.code == .collectionDisposed) } else { Issue.record("loadMore ran") }
        #expect(names(collection) == ["c", "b"])
    }

    @Test func aLoadRunningWhenTheCollectionIsDisposedReports800600() throws {
        let (alice, _, _) = try aliceWithChannels(["a"])
        let collection = alice.createGroupChannelCollection(query: alice.createMyGroupChannelListQuery())
        var result: Result<[GroupChannel], ChatError>?
        collection.loadMore { result = $0 }
        collection.dispose()
        harness.settle()
        if case .failure(let error) = result { #expect(error.code == .collectionDisposed) } else { Issue.record("got \(String(describing: result))") }
        #expect(collection.channelList.isEmpty)
    }
}
