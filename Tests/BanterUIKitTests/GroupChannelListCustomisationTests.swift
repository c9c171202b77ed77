import BanterTesting
import Testing
import BanterUIKit

// Outside the kit's module, as an app's code is: each override compiles only because the
// kit made it `open`, and each test shows it takes effect on screen.

@MainActor
private final class PublicOnlyController: GroupChannelListViewController {
    var leaves: [String] = []

    /// A data-source override: only public channels are listed.
    override func baseChannelListModule(_ listComponent: BaseChannelListModule.List, channelsInTableView tableView: TableView) -> [BaseChannel]? {
        super.baseChannelListModule(listComponent, channelsInTableView: tableView)?.filter { ($0 as? GroupChannel)?.isPublic == true }
    }

    /// A delegate override: Leave is recorded instead of leaving.
    override func groupChannelListModule(_ listComponent: GroupChannelListModule.List, didSelectLeave channel: GroupChannel) {
        leaves.append(channel.channelURL)
    }

    /// A view-model creation override.
    override func createViewModel(query: GroupChannelListQuery?) -> GroupChannelListViewModel {
        CountingViewModel(client: BanterUIKit.client, query: query, delegate: self, dataSource: self)
    }
}

@MainActor
private final class CountingViewModel: GroupChannelListViewModel {
    var firstPages = 0
    override func initChannelList() -> Bool {
        firstPages += 1
        return super.initChannelList()
    }
}

@MainActor
private final class ShoutingChannelCell: GroupChannelCell {
    override var displayName: String { super.displayName.uppercased() }
}

@Suite("Customising the group channel list from an app", .serialized)
@MainActor
struct GroupChannelListCustomisationTests {
    @Test func aDataSourceOverrideFiltersTheRows() throws {
        let world = try ChannelListWorld()
        let list = PublicOnlyController()
        world.show(list)
        world.settle()
        let shown = try #require(list.listComponent?.channelList)
        #expect(!shown.isEmpty)
        #expect(shown.allSatisfy { $0.isPublic })
        #expect((list.viewModel?.channelList.count ?? 0) > shown.count)
    }

    @Test func aDelegateOverrideReplacesTheLeaveAction() throws {
        let world = try ChannelListWorld()
        let list = PublicOnlyController()
        world.show(list)
        world.settle()
        let first = try #require(list.listComponent?.selectedChannel)
        world.screen.type("l")
        #expect(world.screen.text.contains("Leave channel"))
        world.screen.press(.enter)
        world.settle()
        #expect(list.leaves == [first.channelURL])
        #expect(list.viewModel?.channelList.contains { $0 === first } == true)
    }

    @Test func aViewModelOverrideIsTheOneTheScreenUses() throws {
        let world = try ChannelListWorld()
        let list = PublicOnlyController()
        let model = try #require(list.viewModel as? CountingViewModel)
        world.show(list)
        world.settle()
        #expect(model.firstPages == 1)
        world.screen.press(KeyEvent(.character("r"), modifiers: .control))
        world.settle()
        #expect(model.firstPages == 2)
    }

    @Test func theChannelCellMetatypeChoosesTheRows() throws {
        let saved = GroupChannelListModule.List.channelCell
        GroupChannelListModule.List.channelCell = ShoutingChannelCell.self
        defer { GroupChannelListModule.List.channelCell = saved }
        let world = try ChannelListWorld()
        world.show(GroupChannelListViewController())
        world.settle()
        #expect(world.screen.text.contains("LEILA HADDAD"))
    }

    @Test func aModuleSubclassStandsInTheModuleSet() throws {
        final class MyModule: GroupChannelListModule {}
        let saved = ModuleSet.groupChannelListModule
        ModuleSet.groupChannelListModule = MyModule.self
        defer { ModuleSet.groupChannelListModule = saved }
        let world = try ChannelListWorld()
        world.show(GroupChannelListViewController())
        world.settle()
        #expect(world.screen.text.contains("Channels"))
    }

    @Test func theListConfigurationTurnsTypingAndBadgesOff() throws {
        let config = BanterUIKit.config.groupChannel.channelList
        defer { config.reset() }
        let world = try ChannelListWorld()
        let list = GroupChannelListViewController()
        world.show(list)
        world.settle()
        let unread = try #require(list.viewModel?.channelList.first { $0.unreadMessageCount > 0 })
        let typist = try #require(unread.members.first { $0.userId != "me" })
        try world.server.startTyping(userId: typist.userId, channelURL: unread.channelURL)
        world.settle(.milliseconds(500))
        #expect(world.screen.text.contains("is typing…"))
        config.isTypingIndicatorEnabled = false
        config.isUnreadCountEnabled = false
        list.listComponent?.reloadTableView()
        let text = world.screen.text
        #expect(!text.contains("is typing…"))
        #expect(!text.contains(" \(unread.unreadMessageCount) "))
    }

    @Test func replacedStringsShow() throws {
        let saved = StringSet.current
        defer { StringSet.current = saved }
        StringSet.current.channelList.headerTitle = "Discussions"
        StringSet.current.channelList.leaveChannel = "Quitter"
        let world = try ChannelListWorld()
        world.show(GroupChannelListViewController())
        world.settle()
        #expect(world.screen.text.contains("Discussions"))
        world.screen.type("l")
        #expect(world.screen.text.contains("Quitter"))
    }
}

@Suite("Screens shown while the client is still connecting", .serialized)
@MainActor
struct ScreensBeforeConnectingTests {
    /// A seeded workspace whose client takes `connectTime` to connect, not yet connecting.
    private func world(connectTime: Duration) throws -> (HeadlessScreen, ChatServer, ChatClient, Workspace) {
        let screen = HeadlessScreen(rootViewController: ViewController(), size: Size(width: 80, height: 24))
        var configuration = ServerConfiguration()
        configuration.latencies[.connect] = connectTime
        let server = ChatServer(scheduler: screen.scheduler, configuration: configuration)
        let workspace = try WorkspaceGenerator(options: .init(seed: 1)).generate(on: server)
        let client = ChatClient(server: server)
        BanterUIKit.initialize(client: client)
        return (screen, server, client, workspace)
    }

    @Test func theChannelListShownDuringASlowConnectLoadsWithoutAnError() throws {
        let (screen, _, client, _) = try world(connectTime: .seconds(3))
        client.connect(userId: "me") { _ in }
        let list = GroupChannelListViewController()
        screen.window.setRootViewController(NavigationController(rootViewController: list))
        for _ in 0..<6 {
            screen.advance(by: .milliseconds(500))
            #expect(!screen.text.contains("Couldn't load channels"))
        }
        screen.advance(by: .seconds(1))
        #expect(screen.text.contains("Leila Haddad"))
    }

    @Test func aChannelOpenedDuringASlowConnectLoadsWithoutAnError() throws {
        let (screen, _, client, workspace) = try world(connectTime: .seconds(3))
        client.connect(userId: "me") { _ in }
        let channel = GroupChannelViewController(channelURL: workspace.longChannelURL)
        screen.window.setRootViewController(NavigationController(rootViewController: channel))
        screen.advance(by: .seconds(1))
        #expect(!screen.text.contains("Couldn't load this channel"))
        screen.advance(by: .seconds(3))
        #expect(channel.channel != nil)
        #expect(screen.text.contains("Type a message"))
        #expect(channel.viewModel?.fullMessageList.isEmpty == false)
    }

    @Test func withoutAnyConnectionTheErrorShows() throws {
        let (screen, _, _, _) = try world(connectTime: .seconds(1))
        screen.window.setRootViewController(NavigationController(rootViewController: GroupChannelListViewController()))
        screen.advance(by: .seconds(2))
        #expect(screen.text.contains("Couldn't load channels"))
    }
}

@Suite("Drafts", .serialized)
@MainActor
struct DraftTests {
    @Test func leavingAChannelKeepsTheDraftAndTheListShowsIt() throws {
        let world = try ChannelListWorld()
        let list = GroupChannelListViewController()
        let navigation = try #require(world.show(list))
        world.settle()
        let channel = try #require(list.listComponent?.selectedChannel)
        world.screen.press(.enter)
        world.settle()
        world.screen.type("half a thought")
        world.screen.press(.escape)                               // back to the list
        #expect(navigation.topViewController === list)
        #expect(world.screen.text.contains("Draft: half a thought"))

        world.screen.press(.enter)                                // the same channel again
        world.settle()
        let screen = try #require(navigation.topViewController as? GroupChannelViewController)
        #expect(screen.channelURL == channel.channelURL)
        #expect(screen.inputComponent?.messageInputView?.text == "half a thought")
        world.screen.press(.enter)                                // sent
        world.settle()
        world.screen.press(.escape)
        #expect(!world.screen.text.contains("Draft:"))
        #expect(MessageDraftStore.shared.draft(for: channel.channelURL, account: MessageDraftStore.Account(client: world.client)) == nil)
    }

    @Test func anotherAccountDoesNotSeeTheDraft() throws {
        let world = try ChannelListWorld()
        let list = GroupChannelListViewController()
        _ = try #require(world.show(list))
        world.settle()
        let channel = try #require(list.listComponent?.selectedChannel)
        world.screen.press(.enter)
        world.settle()
        world.screen.type("for my eyes only")
        world.screen.press(.escape)
        let mine = try #require(MessageDraftStore.Account(client: world.client))
        defer { MessageDraftStore.shared.setDraft("", for: channel.channelURL, account: mine) }
        #expect(MessageDraftStore.shared.draft(for: channel.channelURL, account: mine) == "for my eyes only")
        #expect(mine.backend == world.client.backendIdentity)

        // The same user id on another service, and another user on this one.
        let elsewhere = MessageDraftStore.Account(userId: mine.userId, backend: "https://matrix.example.org")
        let other = MessageDraftStore.Account(userId: "someone-else", backend: mine.backend)
        #expect(MessageDraftStore.shared.draft(for: channel.channelURL, account: elsewhere) == nil)
        #expect(MessageDraftStore.shared.draft(for: channel.channelURL, account: other) == nil)
        #expect(MessageDraftStore.shared.draft(for: channel.channelURL, account: nil) == nil)

        // A second embedded service in the process, with the same user id and channel URL.
        let secondServer = ChatServer(scheduler: world.screen.scheduler)
        #expect(ChatClient(server: secondServer).backendIdentity != world.client.backendIdentity)
    }
}

@Suite("The draft store")
@MainActor
struct MessageDraftStoreTests {
    @Test func draftsAreKeptPerAccountAndChannel() {
        let store = MessageDraftStore()
        let ann = MessageDraftStore.Account(userId: "ann", backend: "embedded#1")
        let annOnMatrix = MessageDraftStore.Account(userId: "ann", backend: "http://127.0.0.1:8008")
        store.setDraft("hello", for: "channel-1", account: ann)
        store.setDraft("hi there", for: "channel-1", account: annOnMatrix)
        #expect(store.draft(for: "channel-1", account: ann) == "hello")
        #expect(store.draft(for: "channel-1", account: annOnMatrix) == "hi there")
        #expect(store.draft(for: "channel-2", account: ann) == nil)
        store.setDraft("  \n", for: "channel-1", account: ann)
        #expect(store.draft(for: "channel-1", account: ann) == nil, "blank text removes the draft")
        #expect(store.draft(for: "channel-1", account: annOnMatrix) == "hi there")
        store.setDraft("lost", for: "channel-1", account: nil)
        #expect(store.draft(for: "channel-1", account: nil) == nil, "no account, nothing kept")
    }

    @Test func aClientNamesItsAccountOnceConnected() throws {
        let scheduler = ManualScheduler()
        let server = ChatServer(scheduler: scheduler)
        try server.createUser(id: "ann", nickname: "Ann")
        let client = ChatClient(server: server)
        #expect(MessageDraftStore.Account(client: client) == nil)
        #expect(MessageDraftStore.Account(client: nil) == nil)
        client.connect(userId: "ann") { _ in }
        scheduler.advance(by: .seconds(1))
        #expect(MessageDraftStore.Account(client: client) == MessageDraftStore.Account(userId: "ann", backend: client.backendIdentity))
        #expect(client.backendIdentity.hasPrefix("embedded"))
    }
}
