import Testing
import BanterTesting
import BanterUIKit

/// The code of the API reference's articles (Modules/BanterUIKit.docc), kept compiling and
/// true from outside the module, as a reader would write it.
@Suite("The API reference's examples")
@MainActor
struct DocumentationExampleTests {
    /// "Customising a screen": a data-source method overridden.
    final class MyMessages: GroupChannelViewController {
        override func baseChannelModule(
            _ listComponent: BaseChannelModule.List,
            fullMessagesInTableView tableView: TableView
        ) -> [BaseMessage] {
            let me = viewModel?.currentUserId
            return super.baseChannelModule(
                listComponent, fullMessagesInTableView: tableView
            ).filter { $0.sender?.userId == me }
        }
    }

    /// "Testing your screens headlessly": lifecycle order.
    final class Recording: GroupChannelListViewController {
        let recorder = LifecycleRecorder()
        override func viewDidLoad() {
            super.viewDidLoad()
            recorder.record("viewDidLoad")
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            recorder.record("viewWillAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            recorder.record("viewDidAppear")
        }
    }

    @Test func theListShowsItsChannels() throws {
        let scheduler = ManualScheduler()
        let server = ChatServer(scheduler: scheduler)
        let generator = WorkspaceGenerator(options: .init(seed: 1))
        _ = try generator.generate(on: server)
        BanterUIKit.initialize(client: ChatClient(server: server))
        BanterUIKit.connect(userId: "me") { _ in }

        let screen = HeadlessScreen(size: Size(width: 80, height: 24),
                                    scheduler: scheduler)
        let list = ViewControllerSet.groupChannelListViewController.init()
        screen.show(NavigationController(rootViewController: list))
        screen.advance(by: .seconds(2))
        #expect(screen.text.contains("Channels"))
    }

    @Test func theListAppearsInOrder() {
        let controller = Recording()
        _ = HeadlessScreen(rootViewController: controller)
        #expect(controller.recorder.events
            == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
    }

    @Test func theOverriddenDataSourceKeepsOnlyMyMessages() throws {
        let scheduler = ManualScheduler()
        let server = ChatServer(scheduler: scheduler)
        let workspace = try WorkspaceGenerator(options: .init(seed: 1)).generate(on: server)
        BanterUIKit.initialize(client: ChatClient(server: server))
        BanterUIKit.connect(userId: "me") { _ in }
        let screen = HeadlessScreen(size: Size(width: 80, height: 24), scheduler: scheduler)
        screen.advance(by: .seconds(1))
        let controller = MyMessages(channelURL: workspace.longChannelURL)
        screen.show(NavigationController(rootViewController: controller))
        screen.advance(by: .seconds(2))
        let list = try #require(controller.listComponent)
        let all = try #require(controller.viewModel).fullMessageList
        let shown = controller.baseChannelModule(list, fullMessagesInTableView: list.tableView)
        #expect(all.contains { $0.sender?.userId != "me" })
        #expect(shown.map(\.messageId) == all.filter { $0.sender?.userId == "me" }.map(\.messageId))
    }

    @Test func stringsAndPalettesAreReplacedAsTheArticleSays() {
        let strings = StringSet.current
        let theme = Theme.current
        defer {
            StringSet.current = strings
            Theme.set(theme)
        }
        StringSet.current.channelList.headerTitle = "Chats"
        StringSet.current.channel.memberCount = { "\($0) people" }
        var colors = Theme.current.colors
        colors.primary = .yellow
        Theme.set(Theme(colorScheme: Theme.current.colorScheme, colors: colors))

        let screen = HeadlessScreen(rootViewController: NavigationController(rootViewController: GroupChannelListViewController()))
        #expect(screen.text.contains("Chats"))
        #expect(StringSet.current.channel.memberCount(3) == "3 people")
        #expect(Theme.current.groupChannelListTheme == Theme(colorScheme: theme.colorScheme, colors: colors).groupChannelListTheme)
    }
}

/// "Getting started", word for word, kept compiling (it takes the terminal, so it is not
/// called here).
@MainActor func runDocumentedChat() {
    // The simulated service, seeded with people and channels.
    let server = ChatServer(scheduler: DispatchScheduler())
    let generator = WorkspaceGenerator(options: .init(seed: 1))
    _ = try? generator.generate(on: server)

    BanterUIKit.initialize(client: ChatClient(server: server))
    BanterUIKit.connect(userId: "me") { result in
        if case .failure(let error) = result {
            print("Cannot sign in: \(error.message)")
        }
    }
    let channels = ViewControllerSet.groupChannelListViewController.init()
    let navigation = NavigationController(rootViewController: channels)
    Application.run(rootViewController: navigation)
}
