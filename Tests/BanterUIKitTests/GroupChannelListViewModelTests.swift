import Testing
import BanterUIKit

@Suite("GroupChannelListViewModel: a live channel list as batch updates", .serialized)
@MainActor
struct GroupChannelListViewModelTests {
    final class Spy: GroupChannelListViewModelDelegate, GroupChannelListViewModelDataSource {
        var changes: [ChannelListChanges?] = []
        var loading: [Bool] = []
        var errors: [(ChatError.Code, Bool)] = []
        var left: [String] = []
        var hidden: Set<String> = []

        var updated: [String] = []
        func groupChannelListViewModel(_ viewModel: GroupChannelListViewModel, didChangeChannelList channels: [GroupChannel], changes: ChannelListChanges?) {
            self.changes.append(changes)
        }
        func groupChannelListViewModel(_ viewModel: GroupChannelListViewModel, didUpdateChannel channel: GroupChannel) { updated.append(channel.channelURL) }
        func groupChannelListViewModel(_ viewModel: GroupChannelListViewModel, didLeaveChannel channel: GroupChannel) { left.append(channel.channelURL) }
        func shouldUpdateLoadingState(_ isLoading: Bool) { loading.append(isLoading) }
        func didReceiveError(_ error: ChatError, isBlocker: Bool) { errors.append((error.code, isBlocker)) }
        func groupChannelListViewModel(_ viewModel: GroupChannelListViewModel, shouldShow channel: GroupChannel) -> Bool {
            !hidden.contains(channel.name)
        }
    }

    @MainActor
    struct World {
        let scheduler: ManualScheduler
        let server: ChatServer
        let client: ChatClient
        var urls: [String] = []

        init(channels: Int = 5) throws {
            scheduler = ManualScheduler()
            server = ChatServer(scheduler: scheduler)
            try server.createUser(id: "me", nickname: "Me")
            try server.createUser(id: "alice", nickname: "Alice")
            for index in 0..<channels {
                let url = try server.createGroupChannel(GroupChannelCreateParams(userIds: ["me", "alice"], name: "c\(index)"), creatorId: "alice")
                _ = try server.sendUserMessage(UserMessageCreateParams(message: "m\(index)"), senderId: "alice", channelURL: url)
                urls.append(url)
                scheduler.advance(by: .seconds(1))   // a distinct time for each last message
            }
            client = ChatClient(server: server)
            scheduler.advance(by: .seconds(1))
            client.connect(userId: "me") { _ in }
            scheduler.advance(by: .seconds(2))
        }
    }

    @Test func theFirstPageArrivesAsAWholeListNewestFirst() throws {
        let world = try World()
        let spy = Spy()
        let viewModel = GroupChannelListViewModel(client: world.client, delegate: spy, dataSource: spy)
        viewModel.initChannelList()
        #expect(spy.loading == [true])
        world.scheduler.advance(by: .seconds(2))
        #expect(spy.loading == [true, false])
        #expect(spy.changes.count == 1 && spy.changes[0] == nil)
        #expect(viewModel.channelList.map(\.name) == ["c4", "c3", "c2", "c1", "c0"])
    }

    @Test func aNewMessageMovesItsChannelToTheTopAsOneMove() throws {
        let world = try World()
        let spy = Spy()
        let viewModel = GroupChannelListViewModel(client: world.client, delegate: spy)
        viewModel.initChannelList()
        world.scheduler.advance(by: .seconds(2))
        _ = try world.server.sendUserMessage(UserMessageCreateParams(message: "again"), senderId: "alice", channelURL: world.urls[1])
        world.scheduler.advance(by: .seconds(1))
        #expect(viewModel.channelList.map(\.name) == ["c1", "c4", "c3", "c2", "c0"])
        let last = try #require(spy.changes.last ?? nil)
        #expect(last.moves == [.init(from: 3, to: 0)])
        #expect(last.insertions.isEmpty && last.deletions.isEmpty)
    }

    @Test func addedAndDeletedChannelsAreInsertionsAndDeletions() throws {
        let world = try World()
        let spy = Spy()
        let viewModel = GroupChannelListViewModel(client: world.client, delegate: spy)
        viewModel.initChannelList()
        world.scheduler.advance(by: .seconds(2))
        let url = try world.server.createGroupChannel(GroupChannelCreateParams(userIds: ["me", "alice"], name: "fresh"), creatorId: "alice")
        _ = try world.server.sendUserMessage(UserMessageCreateParams(message: "hello"), senderId: "alice", channelURL: url)
        world.scheduler.advance(by: .seconds(1))
        #expect(viewModel.channelList.first?.name == "fresh")
        #expect(spy.changes.compactMap { $0 }.contains { $0.insertions == [0] })

        try world.server.leaveChannel(userId: "me", channelURL: world.urls[0])
        world.scheduler.advance(by: .seconds(1))
        #expect(!viewModel.channelList.contains { $0.name == "c0" })
        #expect(spy.changes.last??.deletions == [5])
    }

    @Test func leaveChannelLeavesAndTells() throws {
        let world = try World()
        let spy = Spy()
        let viewModel = GroupChannelListViewModel(client: world.client, delegate: spy)
        viewModel.initChannelList()
        world.scheduler.advance(by: .seconds(2))
        let channel = viewModel.channelList[2]
        viewModel.leaveChannel(channel)
        world.scheduler.advance(by: .seconds(2))
        #expect(spy.left == [channel.channelURL])
        #expect(viewModel.channelList.count == 4)
    }

    @Test func theDataSourceFiltersWhatIsShown() throws {
        let world = try World()
        let spy = Spy()
        spy.hidden = ["c2"]
        let viewModel = GroupChannelListViewModel(client: world.client, delegate: spy, dataSource: spy)
        viewModel.initChannelList()
        world.scheduler.advance(by: .seconds(2))
        #expect(viewModel.channelList.map(\.name) == ["c4", "c3", "c1", "c0"])
    }

    @Test func errorsAreBlockingOnlyForTheFirstPage() throws {
        let spy = Spy()
        let lonely = GroupChannelListViewModel(client: nil, delegate: spy)
        lonely.initChannelList()
        #expect(spy.errors.map(\.0) == [.connectionRequired])
        #expect(spy.errors.map(\.1) == [true])

        let world = try World()
        world.server.isNetworkAvailable = false
        let viewModel = GroupChannelListViewModel(client: world.client, delegate: spy)
        viewModel.initChannelList()
        world.scheduler.advance(by: .seconds(30))
        #expect(spy.errors.count == 2 && spy.errors[1].1)
        // The connection comes back: the first page loads by itself.
        world.server.isNetworkAvailable = true
        world.scheduler.advance(by: .seconds(60))
        #expect(viewModel.channelList.count == 5)
    }

    @Test func disposeStopsEverything() throws {
        let world = try World()
        let spy = Spy()
        let viewModel = GroupChannelListViewModel(client: world.client, delegate: spy)
        viewModel.initChannelList()
        world.scheduler.advance(by: .seconds(2))
        let collection = try #require(viewModel.collection)
        viewModel.dispose()
        viewModel.dispose()
        let before = spy.changes.count
        _ = try world.server.sendUserMessage(UserMessageCreateParams(message: "late"), senderId: "alice", channelURL: world.urls[0])
        world.scheduler.advance(by: .seconds(1))
        #expect(spy.changes.count == before)
        var result: Result<[GroupChannel], ChatError>?
        collection.loadMore { result = $0 }
        world.scheduler.advance(by: .seconds(1))
        if case .failure(let error) = result { #expect(error.code == .collectionDisposed) } else { Issue.record("expected 800600") }
    }

    @Test func deinitDisposesTheCollection() throws {
        let world = try World()
        var viewModel: GroupChannelListViewModel? = GroupChannelListViewModel(client: world.client)
        viewModel?.initChannelList()
        world.scheduler.advance(by: .seconds(2))
        let collection = try #require(viewModel?.collection)
        viewModel = nil
        var result: Result<[GroupChannel], ChatError>?
        collection.loadMore { result = $0 }
        world.scheduler.advance(by: .seconds(1))
        if case .failure(let error) = result { #expect(error.code == .collectionDisposed) } else { Issue.record("expected 800600") }
    }
}
