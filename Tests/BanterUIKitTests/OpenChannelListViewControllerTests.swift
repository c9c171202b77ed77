import Testing
import BanterTesting
import BanterUIKit

/// The open channel list screen: lifecycle, the sets, themes, filter, paging, refresh, keys.
@Suite("The open channel list screen", .serialized)
@MainActor
struct OpenChannelListViewControllerTests {
    // MARK: Recording subclasses

    final class RecordingHeader: OpenChannelListModule.Header {
        static var recorder: LifecycleRecorder?
        override func configure(delegate: BaseChannelListModuleHeaderDelegate) {
            Self.recorder?.record("configure", of: "header")
            super.configure(delegate: delegate)
        }
        override func setupViews() { super.setupViews(); Self.recorder?.record("setupViews", of: "header") }
        override func setupLayouts() { super.setupLayouts(); Self.recorder?.record("setupLayouts", of: "header") }
        override func setupStyles() { super.setupStyles(); Self.recorder?.record("setupStyles", of: "header") }
        override var titleText: String { "Rooms" }
    }

    final class RecordingList: OpenChannelListModule.List {
        static var recorder: LifecycleRecorder?
        override func configure(delegate: BaseChannelListModuleListDelegate, dataSource: BaseChannelListModuleListDataSource,
                                componentTheme: ComponentTheme?) {
            Self.recorder?.record("configure", of: "list")
            super.configure(delegate: delegate, dataSource: dataSource, componentTheme: componentTheme)
        }
        override func setupViews() { super.setupViews(); Self.recorder?.record("setupViews", of: "list") }
        override func setupLayouts() { super.setupLayouts(); Self.recorder?.record("setupLayouts", of: "list") }
        override func setupStyles() { super.setupStyles(); Self.recorder?.record("setupStyles", of: "list") }
    }

    final class RecordingController: OpenChannelListViewController {
        static var recorder: LifecycleRecorder?
        override func loadView() { Self.recorder?.record("loadView", of: "vc"); super.loadView() }
        override func setupViews() { super.setupViews(); Self.recorder?.record("setupViews", of: "vc") }
        override func setupLayouts() { super.setupLayouts(); Self.recorder?.record("setupLayouts", of: "vc") }
        override func viewDidLoad() { super.viewDidLoad(); Self.recorder?.record("viewDidLoad", of: "vc") }
        override func viewWillAppear(_ animated: Bool) { Self.recorder?.record("viewWillAppear", of: "vc"); super.viewWillAppear(animated) }
        override func updateStyles() { Self.recorder?.record("updateStyles", of: "vc"); super.updateStyles() }
        override func setupStyles() { super.setupStyles(); Self.recorder?.record("setupStyles", of: "vc") }
        override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); Self.recorder?.record("viewWillLayoutSubviews", of: "vc") }
        override func viewDidLayoutSubviews() { Self.recorder?.record("viewDidLayoutSubviews", of: "vc"); super.viewDidLayoutSubviews() }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); Self.recorder?.record("viewDidAppear", of: "vc") }
    }

    final class SpyViewModel: OpenChannelListViewModel {
        var loads = 0
        override func initChannelList() -> Bool { loads += 1; return super.initChannelList() }
    }

    final class OwnCell: OpenChannelCell {
        static var own: OpenChannelCellTheme {
            var colors = ColorSet.light
            colors.primary = .yellow
            return OpenChannelCellTheme(colors: colors, fonts: .standard)
        }

        required init(reuseIdentifier: String) {
            super.init(reuseIdentifier: reuseIdentifier)
            theme = Self.own
        }
    }

    final class CountingController: OpenChannelListViewController {
        var opened: [String] = []
        var creates = 0
        override func showChannel(channelURL: String) { opened.append(channelURL) }
        override func showCreateChannel() { creates += 1 }
    }

    /// Puts the sets back after a test that changed them.
    private func resetSets() {
        OpenChannelListModule.headerComponent = OpenChannelListModule.Header.self
        OpenChannelListModule.listComponent = OpenChannelListModule.List.self
        ModuleSet.openChannelListModule = OpenChannelListModule.self
        OpenChannelListModule.List.channelCell = OpenChannelCell.self
        ViewControllerSet.openChannelListViewController = OpenChannelListViewController.self
        ViewModelSet.openChannelListViewModel = OpenChannelListViewModel.self
        RecordingHeader.recorder = nil
        RecordingList.recorder = nil
        RecordingController.recorder = nil
    }

    /// A workspace with `count` open channels named "Room 1"… (plus "Design reviews").
    private func openWorld(count: Int = 3) throws -> ChannelListWorld {
        let world = try ChannelListWorld(seeded: false)
        try world.server.createUser(id: "ann", nickname: "Ann")
        for index in 1...count {
            try world.server.createOpenChannel(OpenChannelCreateParams(name: "Room \(index)"), creatorId: "ann")
        }
        let design = try world.server.createOpenChannel(OpenChannelCreateParams(name: "Design reviews"), creatorId: "ann")
        try world.server.setFrozen(true, channelURL: design)
        return world
    }

    // MARK: Lifecycle

    @Test func showingTheListRunsEveryComponentsConfigureAndSetupInOrder() throws {
        defer { resetSets() }
        let world = try openWorld()
        let recorder = LifecycleRecorder()
        RecordingHeader.recorder = recorder
        RecordingList.recorder = recorder
        RecordingController.recorder = recorder
        OpenChannelListModule.headerComponent = RecordingHeader.self
        OpenChannelListModule.listComponent = RecordingList.self

        let controller = RecordingController()
        #expect(recorder.events.isEmpty)
        world.show(controller, inNavigation: false)
        #expect(recorder.events == [
            "vc.loadView",
            "header.configure", "header.setupViews", "header.setupLayouts", "header.setupStyles",
            "list.configure", "list.setupViews", "list.setupLayouts", "list.setupStyles",
            "vc.setupViews", "vc.setupLayouts", "vc.viewDidLoad",
            "vc.viewWillAppear", "vc.updateStyles", "header.setupStyles", "list.setupStyles", "vc.setupStyles",
            "vc.viewWillLayoutSubviews", "vc.viewDidLayoutSubviews", "vc.setupStyles",
            "vc.viewDidAppear",
        ])
        #expect(controller.headerComponent is RecordingHeader)
        #expect(controller.listComponent is RecordingList)
        world.settle()
        #expect(world.screen.text.split(separator: "\n")[0].contains("Rooms"))
    }

    @Test func everyActionClosureFires() throws {
        let world = try openWorld()
        let list = OpenChannelListViewController()
        var events: [String] = []
        list.componentDidLoad = { _ in events.append("didLoad") }
        list.componentWillAppear = { _ in events.append("willAppear") }
        list.componentWillDisappear = { _ in events.append("willDisappear") }
        var selected: OpenChannel?
        list.didSelectChannel = { _, channel in selected = channel }
        world.show(list)
        world.settle()
        #expect(events == ["didLoad", "willAppear"])
        world.screen.press(.down, .enter)
        #expect(selected?.channelURL == list.viewModel?.channelList[1].channelURL)
    }

    // MARK: The sets

    @Test func theSetsGiveTheCellTheViewModelAndTheModule() throws {
        defer { resetSets() }
        OpenChannelListModule.List.channelCell = OwnCell.self
        ViewModelSet.openChannelListViewModel = SpyViewModel.self
        final class MyModule: OpenChannelListModule {}
        ModuleSet.openChannelListModule = MyModule.self
        OpenChannelListModule.headerComponent = RecordingHeader.self
        let world = try openWorld()
        let list = OpenChannelListViewController()
        let spy = try #require(list.viewModel as? SpyViewModel)
        world.show(list)
        world.settle()
        #expect(spy.loads == 1)
        #expect(spy.channelList.count == 4)
        #expect(list.headerComponent is RecordingHeader)
        _ = world.screen.text
        let cell = list.listComponent?.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell is OwnCell)
        #expect((cell as? OwnCell)?.resolvedTheme == OwnCell.own)
    }

    // MARK: Themes

    @Test func aComponentsThemeWinsOverTheControllersWhichWinsOverTheCustomGlobal() throws {
        defer { Theme.set(colorScheme: .light) }
        var globalColors = ColorSet.light
        globalColors.primary = .magenta
        let global = Theme(colorScheme: .light, colors: globalColors)
        Theme.set(global)
        let world = try openWorld()
        let list = OpenChannelListViewController()
        world.show(list)
        world.settle()
        let header = try #require(list.headerComponent), component = try #require(list.listComponent)
        #expect(header.resolvedTheme == global.openChannelListTheme)
        #expect(component.resolvedTheme == global.openChannelListTheme)
        #expect(component.resolvedComponentTheme == global.componentTheme)
        _ = world.screen.text
        let cell = try #require(component.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? OpenChannelCell)
        #expect(cell.resolvedTheme == global.openChannelCellTheme)

        let controllerTheme = Theme.dark
        list.theme = controllerTheme
        #expect(component.resolvedTheme == controllerTheme.openChannelListTheme)
        #expect(header.resolvedTheme == controllerTheme.openChannelListTheme)
        #expect(cell.resolvedTheme == controllerTheme.openChannelCellTheme)

        var colors = ColorSet.light
        colors.primary = .green
        let own = Theme(colorScheme: .light, colors: colors).openChannelListTheme
        header.theme = own
        #expect(header.resolvedTheme == own)
        #expect(component.resolvedTheme == controllerTheme.openChannelListTheme)

        Theme.set(colorScheme: .dark)
        #expect(header.resolvedTheme == own)
        #expect(component.resolvedTheme == controllerTheme.openChannelListTheme)
        list.theme = nil
        #expect(component.resolvedTheme == Theme.current.openChannelListTheme)
    }

    // MARK: Rows, paging, filter, refresh

    @Test func rowsShowInitialsNameParticipantsAndTheFrozenMark() throws {
        let world = try openWorld()
        let list = OpenChannelListViewController()
        world.show(list)
        world.settle()
        let text = world.screen.text
        #expect(text.contains("Open channels"))
        #expect(text.contains("DR  Design reviews  ❄"))
        #expect(text.contains("0 participants"))
        #expect(text.contains("R1  Room 1"))
    }

    /// Issue 24 item 14: leaving an open channel redraws its row's count without Ctrl-R.
    @Test func leavingAChannelRedrawsItsParticipantCount() throws {
        let world = try openWorld(count: 1)
        let list = OpenChannelListViewController()
        let navigation = try #require(world.show(list))
        world.settle()
        let room = try #require(list.viewModel?.channelList.first { $0.name == "Room 1" })
        navigation.pushViewController(OpenChannelViewController(channelURL: room.channelURL))
        world.settle(.seconds(5))
        #expect(world.screen.text.contains("1 participant"))
        navigation.popViewController()
        world.settle(.seconds(5))
        #expect(navigation.topViewController === list)
        #expect(list.viewModel?.channelList.first { $0.name == "Room 1" }?.participantCount == 0)
        #expect(!world.screen.text.contains("1 participant"))
    }

    @Test func reachingTheEndLoadsTheNextPage() throws {
        let world = try openWorld(count: 45)
        let list = OpenChannelListViewController()
        world.show(list)
        world.settle()
        let viewModel = try #require(list.viewModel)
        #expect(viewModel.channelList.count == 20)
        world.screen.press(.end)
        world.settle()
        #expect(viewModel.channelList.count == 40)
        world.screen.press(.end)
        world.settle()
        #expect(viewModel.channelList.count == 46)
        #expect(Set(viewModel.channelList.map(\.channelURL)).count == 46)
        #expect(!viewModel.hasNext)
    }

    @Test func slashFiltersByNameAndEscClearsTheFilter() throws {
        let world = try openWorld(count: 12)
        let list = OpenChannelListViewController()
        world.show(list)
        world.settle()
        let viewModel = try #require(list.viewModel)
        #expect(world.screen.text.contains("Press / to filter by name"))
        world.screen.type("/")
        world.screen.type("room 1")
        world.settle()
        // Room 1, Room 10, Room 11, Room 12.
        #expect(viewModel.channelList.map(\.name).sorted() == ["Room 1", "Room 10", "Room 11", "Room 12"])
        #expect(world.screen.text.contains("Name: room 1"))
        // Enter keeps the filter and opens nothing; the next Enter opens the selected row.
        var selected: OpenChannel?
        list.didSelectChannel = { _, channel in selected = channel }
        world.screen.press(.enter)
        #expect(selected == nil)
        #expect(list.listComponent?.isEditingFilter == false)
        world.screen.press(.enter)
        #expect(selected === viewModel.channelList[0])
        // No match: the empty view says so.
        world.screen.type("/")
        world.screen.type("zz")
        world.settle()
        #expect(viewModel.channelList.isEmpty)
        #expect(world.screen.text.contains("No open channel's name contains \"room 1zz\"."))
        world.screen.press(.escape)
        world.settle()
        #expect(viewModel.channelList.count == 13)
        #expect(list.listComponent?.filterText == "")
    }

    @Test func pullToRefreshShowsChannelsMadeSince() throws {
        let world = try openWorld()
        let list = OpenChannelListViewController()
        world.show(list)
        world.settle()
        let viewModel = try #require(list.viewModel)
        #expect(viewModel.channelList.count == 4)
        try world.server.createOpenChannel(OpenChannelCreateParams(name: "Late arrivals"), creatorId: "ann")
        world.screen.press(KeyEvent(.character("r"), modifiers: .control))
        world.settle()
        #expect(viewModel.channelList.count == 5)
        #expect(world.screen.text.contains("Late arrivals"))
    }

    @Test func nAndTheCreateItemStartANewChannelAndEnterOpensOne() throws {
        let world = try openWorld()
        let list = CountingController()
        world.show(list)
        world.settle()
        world.screen.type("n")
        #expect(list.creates == 1)
        world.screen.press(.down, .enter)
        #expect(list.opened == [list.viewModel?.channelList[1].channelURL].compactMap { $0 })
    }

    @Test func theDefaultCreatePushesTheCreateScreenFromTheSet() throws {
        let world = try openWorld()
        let list = OpenChannelListViewController()
        let navigation = try #require(world.show(list))
        world.settle()
        world.screen.type("n")
        #expect(navigation.topViewController is CreateOpenChannelViewController)
        #expect(world.screen.text.contains(StringSet.current.createOpenChannel.headerTitle))
    }

    @Test func aFirstPageThatFailedLoadsWhenTheNetworkComesBack() throws {
        let world = try openWorld()
        world.server.isNetworkAvailable = false
        let list = OpenChannelListViewController()
        world.show(list)
        world.settle(.seconds(30))
        #expect(list.viewModel?.channelList.isEmpty == true)
        world.server.isNetworkAvailable = true
        world.settle(.seconds(30))
        #expect(list.viewModel?.channelList.count == 4)
        #expect(world.screen.text.contains("Room 1"))
    }
}
