import Testing
import BanterTesting
import BanterUIKit

/// The group channel list screen: lifecycle, the sets, themes, actions, keys, live updates.
@Suite("The group channel list screen", .serialized)
@MainActor
struct GroupChannelListViewControllerTests {
    // MARK: Recording subclasses

    final class RecordingHeader: GroupChannelListModule.Header {
        static var recorder: LifecycleRecorder?
        override func configure(delegate: BaseChannelListModuleHeaderDelegate) {
            Self.recorder?.record("configure", of: "header")
            super.configure(delegate: delegate)
        }
        override func setupViews() { super.setupViews(); Self.recorder?.record("setupViews", of: "header") }
        override func setupLayouts() { super.setupLayouts(); Self.recorder?.record("setupLayouts", of: "header") }
        override func setupStyles() { super.setupStyles(); Self.recorder?.record("setupStyles", of: "header") }
        override var titleText: String { "My Chats" }
    }

    final class RecordingList: GroupChannelListModule.List {
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

    final class RecordingController: GroupChannelListViewController {
        static var recorder: LifecycleRecorder?
        var configuresBeforeSuper = false
        override func loadView() { Self.recorder?.record("loadView", of: "vc"); super.loadView() }
        override func setupViews() {
            if configuresBeforeSuper, let headerComponent { headerComponent.configure(delegate: self, theme: theme?.groupChannelListTheme) }
            super.setupViews()
            Self.recorder?.record("setupViews", of: "vc")
        }
        override func setupLayouts() { super.setupLayouts(); Self.recorder?.record("setupLayouts", of: "vc") }
        override func viewDidLoad() { super.viewDidLoad(); Self.recorder?.record("viewDidLoad", of: "vc") }
        override func viewWillAppear(_ animated: Bool) { Self.recorder?.record("viewWillAppear", of: "vc"); super.viewWillAppear(animated) }
        override func updateStyles() { Self.recorder?.record("updateStyles", of: "vc"); super.updateStyles() }
        override func setupStyles() { super.setupStyles(); Self.recorder?.record("setupStyles", of: "vc") }
        override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); Self.recorder?.record("viewWillLayoutSubviews", of: "vc") }
        override func viewDidLayoutSubviews() { Self.recorder?.record("viewDidLayoutSubviews", of: "vc"); super.viewDidLayoutSubviews() }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); Self.recorder?.record("viewDidAppear", of: "vc") }
    }

    final class SpyChannelController: GroupChannelViewController {}

    final class SpyViewModel: GroupChannelListViewModel {
        var loads = 0
        override func initChannelList() -> Bool { loads += 1; return super.initChannelList() }
    }

    /// Puts the sets back after a test that changed them.
    private func resetSets() {
        GroupChannelListModule.headerComponent = GroupChannelListModule.Header.self
        GroupChannelListModule.listComponent = GroupChannelListModule.List.self
        ModuleSet.groupChannelListModule = GroupChannelListModule.self
        GroupChannelListModule.List.channelCell = GroupChannelCell.self
        ViewControllerSet.groupChannelViewController = GroupChannelViewController.self
        ViewModelSet.groupChannelListViewModel = GroupChannelListViewModel.self
        RecordingHeader.recorder = nil
        RecordingList.recorder = nil
        RecordingController.recorder = nil
    }

    // MARK: Lifecycle

    @Test func showingTheListRunsEveryComponentsConfigureAndSetupInOrder() throws {
        defer { resetSets() }
        let world = try ChannelListWorld()
        let recorder = LifecycleRecorder()
        RecordingHeader.recorder = recorder
        RecordingList.recorder = recorder
        RecordingController.recorder = recorder
        GroupChannelListModule.headerComponent = RecordingHeader.self
        GroupChannelListModule.listComponent = RecordingList.self

        let controller = RecordingController()
        // A component sets nothing up when it is made.
        #expect(recorder.events.isEmpty)
        world.show(controller, inNavigation: false)
        #expect(recorder.events == [
            "vc.loadView",
            // configure sets each component up once.
            "header.configure", "header.setupViews", "header.setupLayouts", "header.setupStyles",
            "list.configure", "list.setupViews", "list.setupLayouts", "list.setupStyles",
            "vc.setupViews", "vc.setupLayouts", "vc.viewDidLoad",
            "vc.viewWillAppear", "vc.updateStyles", "header.setupStyles", "list.setupStyles", "vc.setupStyles",
            // Components style themselves when configured and when the theme changes, not
            // on every layout pass.
            "vc.viewWillLayoutSubviews", "vc.viewDidLayoutSubviews", "vc.setupStyles",
            "vc.viewDidAppear",
        ])
        #expect(controller.headerComponent is RecordingHeader)
        #expect(controller.listComponent is RecordingList)
    }

    @Test func aComponentConfiguredBeforeSuperSetupViewsIsNotConfiguredTwice() throws {
        defer { resetSets() }
        let world = try ChannelListWorld()
        let recorder = LifecycleRecorder()
        RecordingHeader.recorder = recorder
        GroupChannelListModule.headerComponent = RecordingHeader.self
        let controller = RecordingController()
        controller.configuresBeforeSuper = true
        recorder.reset()
        world.show(controller)
        world.settle()
        #expect(recorder.events.filter { $0 == "header.configure" }.count == 1)
        // The header handed its title to the navigation bar through its delegate.
        #expect(controller.navigationItem.titleView === controller.headerComponent?.titleView)
        #expect(world.screen.text.contains("My Chats"))
    }

    // MARK: The sets

    @Test func aHeaderSubclassInTheModuleSetIsOnScreenWithAndWithoutANavigationController() throws {
        defer { resetSets() }
        GroupChannelListModule.headerComponent = RecordingHeader.self
        let world = try ChannelListWorld()
        world.show(GroupChannelListViewController())
        world.settle()
        #expect(world.screen.text.split(separator: "\n")[0].contains("My Chats"))

        let alone = try ChannelListWorld()
        let controller = GroupChannelListViewController()
        alone.show(controller, inNavigation: false)
        alone.settle()
        let lines = alone.screen.text.split(separator: "\n")
        #expect(lines[0].contains("My Chats"))
        #expect(lines[1].hasPrefix("────"))
        #expect(controller.headerComponent?.isHidden == false)
    }

    @Test func enterOnARowPushesTheControllerClassFromTheViewControllerSet() throws {
        defer { resetSets() }
        ViewControllerSet.groupChannelViewController = SpyChannelController.self
        let world = try ChannelListWorld()
        let list = GroupChannelListViewController()
        let navigation = try #require(world.show(list))
        world.settle()
        let second = try #require(list.viewModel?.channelList[1])
        world.screen.press(.down, .enter)
        let pushed = try #require(navigation.topViewController as? SpyChannelController)
        #expect(pushed.channelURL == second.channelURL)
        // Esc comes back, and the list has the keys again.
        world.screen.press(.escape)
        #expect(navigation.topViewController === list)
        #expect(list.listComponent?.tableView.isFirstResponder == true)
    }

    @Test func theViewModelClassFromTheViewModelSetIsUsed() throws {
        defer { resetSets() }
        ViewModelSet.groupChannelListViewModel = SpyViewModel.self
        let world = try ChannelListWorld()
        let list = GroupChannelListViewController()
        let spy = try #require(list.viewModel as? SpyViewModel)
        world.show(list)
        world.settle()
        #expect(spy.loads == 1)
        #expect(spy.channelList.count > 5)
    }

    // MARK: Themes

    @Test func aComponentsThemeWinsOverTheControllersWhichWinsOverTheCustomGlobal() throws {
        defer { Theme.set(colorScheme: .light) }
        var globalColors = ColorSet.light
        globalColors.primary = .magenta
        let global = Theme(colorScheme: .light, colors: globalColors)
        Theme.set(global)
        let world = try ChannelListWorld()
        let list = GroupChannelListViewController()
        world.show(list)
        world.settle()
        let header = try #require(list.headerComponent), component = try #require(list.listComponent)
        #expect(header.resolvedTheme == global.groupChannelListTheme)
        #expect(component.resolvedTheme == global.groupChannelListTheme)
        #expect(component.resolvedComponentTheme == global.componentTheme)
        _ = world.screen.text
        let cell = try #require(component.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? GroupChannelCell)
        #expect(cell.resolvedTheme == global.groupChannelCellTheme)

        let controllerTheme = Theme.dark
        list.theme = controllerTheme
        #expect(component.resolvedTheme == controllerTheme.groupChannelListTheme)
        #expect(header.resolvedTheme == controllerTheme.groupChannelListTheme)
        #expect(cell.resolvedTheme == controllerTheme.groupChannelCellTheme)

        var colors = ColorSet.light
        colors.primary = .green
        let own = Theme(colorScheme: .light, colors: colors).groupChannelListTheme
        header.theme = own
        #expect(header.resolvedTheme == own)
        #expect(component.resolvedTheme == controllerTheme.groupChannelListTheme)

        Theme.set(colorScheme: .dark)
        #expect(header.resolvedTheme == own)
        #expect(component.resolvedTheme == controllerTheme.groupChannelListTheme)

        // The rows take the list's theme: the dark avatar colours.
        let styled = world.screen.styledText
        #expect(styled.contains("fg=black bg=brightCyan bold"))
        list.theme = nil
        #expect(component.resolvedTheme == Theme.current.groupChannelListTheme)
    }

    @Test func aCellsOwnThemeWinsOverTheListsOne() throws {
        defer { resetSets() }
        GroupChannelListModule.List.channelCell = OwnThemedCell.self
        let world = try ChannelListWorld()
        let list = GroupChannelListViewController()
        list.theme = Theme.dark
        world.show(list)
        world.settle()
        _ = world.screen.text
        let cell = try #require(list.listComponent?.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? OwnThemedCell)
        #expect(cell.configuredTheme == Theme.dark.groupChannelCellTheme)
        #expect(cell.resolvedTheme == OwnThemedCell.own)
    }

    final class OwnThemedCell: GroupChannelCell {
        static var own: GroupChannelCellTheme {
            var colors = ColorSet.light
            colors.primary = .yellow
            return GroupChannelCellTheme(colors: colors, fonts: .standard)
        }

        required init(reuseIdentifier: String) {
            super.init(reuseIdentifier: reuseIdentifier)
            theme = Self.own
        }
    }

    // MARK: Actions

    @Test func everyActionClosureFires() throws {
        let world = try ChannelListWorld()
        let list = GroupChannelListViewController()
        var events: [String] = []
        list.componentDidLoad = { _ in events.append("didLoad") }
        list.componentWillAppear = { _ in events.append("willAppear") }
        list.componentWillDisappear = { _ in events.append("willDisappear") }
        let navigation = try #require(world.show(list))
        world.settle()
        #expect(events == ["didLoad", "willAppear"])

        // Without didSelectChannel, Enter opens the channel (and the list disappears).
        world.screen.press(.enter)
        #expect(events.last == "willDisappear")
        world.screen.press(.escape)
        #expect(events.last == "willAppear")

        // With it, the closure decides, and nothing is pushed.
        var selected: GroupChannel?
        list.didSelectChannel = { _, channel in selected = channel }
        world.screen.press(.down, .enter)
        #expect(selected?.channelURL == list.viewModel?.channelList[1].channelURL)
        #expect(navigation.topViewController === list)
    }

    // MARK: Live updates

    @Test func aMessageFromSomeoneElseLiftsItsChannelToTheTopAndBumpsTheBadge() throws {
        let world = try ChannelListWorld()
        let list = GroupChannelListViewController()
        world.show(list)
        world.settle()
        let viewModel = try #require(list.viewModel)
        let component = try #require(list.listComponent)
        let first = viewModel.channelList[0]
        let target = viewModel.channelList[4]
        let unread = target.unreadMessageCount
        let sender = try #require(target.members.first { $0.userId != "me" })
        #expect(component.selectedChannel === first)

        _ = try world.server.sendUserMessage(UserMessageCreateParams(message: "Ping from the other side"), senderId: sender.userId, channelURL: target.channelURL)
        world.settle(.seconds(1))

        #expect(viewModel.channelList[0] === target)
        #expect(viewModel.channelList[1] === first)
        #expect(target.unreadMessageCount == unread + 1)
        // A batch update: the selection followed its channel, nothing was reloaded wholesale.
        #expect(component.selectedChannel === first)
        #expect(component.tableView.lastDiagnostic == nil)
        let lines = world.screen.text.split(separator: "\n")
        #expect(lines[3].contains("Ping from the other side"))
        #expect(lines[3].hasSuffix(" \(unread + 1)  "))
    }

    @Test func typingShowsInPlaceOfThePreview() throws {
        let world = try ChannelListWorld()
        let list = GroupChannelListViewController()
        world.show(list)
        world.settle()
        let channel = try #require(list.viewModel?.channelList[2])
        let typist = try #require(channel.members.first { $0.userId != "me" })
        try world.server.startTyping(userId: typist.userId, channelURL: channel.channelURL)
        world.settle(.milliseconds(500))
        #expect(world.screen.text.split(separator: "\n")[7].contains("\(typist.nickname) is typing…"))
    }

    // MARK: Keys and the context menu

    @Test func aLeaveTheServiceNeverAnswersShowsANoticeThatFades() throws {
        let world = try ChannelListWorld()
        let list = GroupChannelListViewController()
        world.show(list)
        world.settle()
        let viewModel = try #require(list.viewModel)
        let count = viewModel.channelList.count
        world.server.configuration.failureRates[.channelChange] = 1
        world.screen.type("l")
        world.screen.press(.enter)
        world.settle(.seconds(12))
        #expect(viewModel.channelList.count == count)
        let notice = try #require(list.noticeView.text)
        #expect(world.screen.text.split(separator: "\n").last?.contains(notice.prefix(20)) == true)
        world.settle(.seconds(4))
        #expect(list.noticeView.text == nil)
        #expect(!world.screen.text.contains(notice.prefix(20)))
    }

    @Test func lOpensAnActionSheetThatLeavesTheSelectedChannel() throws {
        let world = try ChannelListWorld()
        let list = GroupChannelListViewController()
        world.show(list)
        world.settle()
        let viewModel = try #require(list.viewModel)
        let doomed = viewModel.channelList[1]
        world.screen.press(.down)
        world.screen.type("l")
        #expect(world.screen.text.contains("Leave channel"))
        world.screen.press(.enter)
        world.settle()
        #expect(!viewModel.channelList.contains { $0 === doomed })
        #expect(!world.screen.text.contains("Leave channel"))
        // The row that took its place is selected.
        #expect(list.listComponent?.selectedChannel === viewModel.channelList[1])

        // Delete opens it too; Esc cancels.
        let count = viewModel.channelList.count
        world.screen.press(.delete)
        #expect(world.screen.text.contains("Leave channel"))
        world.screen.press(.escape)
        world.settle()
        #expect(viewModel.channelList.count == count)
    }

    @Test func theMenuTurnsAChannelsNotificationsOffAndOnAndTheRowShowsIt() throws {
        let world = try ChannelListWorld()
        let list = GroupChannelListViewController()
        world.show(list)
        world.settle()
        let viewModel = try #require(list.viewModel)
        let channel = viewModel.channelList[0]
        #expect(!world.screen.text.split(separator: "\n")[2].contains("🔕"))
        world.screen.type("l")
        #expect(world.screen.text.contains("Turn off notifications"))
        world.screen.press(.down)
        world.screen.press(.enter)
        world.settle()
        #expect(channel.myPushTriggerOption == .off)
        #expect(world.screen.text.split(separator: "\n")[2].contains("🔕"))
        #expect(list.listComponent?.selectedChannel === channel)

        world.screen.type("l")
        #expect(world.screen.text.contains("Turn on notifications"))
        world.screen.press(.down)
        world.screen.press(.enter)
        world.settle()
        #expect(channel.myPushTriggerOption == .all)
        #expect(!world.screen.text.split(separator: "\n")[2].contains("🔕"))
    }

    @Test func aRefusedNotificationChangeShowsANoticeAndChangesNothing() throws {
        let world = try ChannelListWorld()
        let list = GroupChannelListViewController()
        world.show(list)
        world.settle()
        let channel = try #require(list.viewModel?.channelList[0])
        world.server.configuration.failureRates[.channelChange] = 1
        world.screen.type("l")
        world.screen.press(.down)
        world.screen.press(.enter)
        world.settle(.seconds(12))
        #expect(channel.myPushTriggerOption == .default)
        #expect(list.noticeView.text != nil)
        #expect(!world.screen.text.contains("🔕"))
    }

    @Test func endReachesTheLastRowAndLoadsTheNextPage() throws {
        let world = try ChannelListWorld(seeded: false)
        for index in 0..<45 {
            let name = "Channel \(index)"
            try world.server.createUser(id: "u\(index)", nickname: "User \(index)")
            _ = try world.server.createGroupChannel(GroupChannelCreateParams(userIds: ["me", "u\(index)"], name: name), creatorId: "u\(index)")
        }
        let list = GroupChannelListViewController()
        world.show(list)
        world.settle()
        let viewModel = try #require(list.viewModel)
        #expect(viewModel.channelList.count == 20)
        world.screen.press(.end)
        world.settle()
        #expect(viewModel.channelList.count == 40)
        world.screen.press(.end)
        world.settle()
        #expect(viewModel.channelList.count == 45)
        // The selection stays where End put it; the new page arrived below it.
        #expect(list.listComponent?.selectedChannel === viewModel.channelList[39])
        world.screen.press(.end)
        #expect(list.listComponent?.selectedChannel === viewModel.channelList.last)
        world.screen.press(.home)
        #expect(list.listComponent?.tableView.selectedIndexPath == IndexPath(row: 0, section: 0))
        world.screen.press(.pageDown)
        #expect((list.listComponent?.tableView.selectedIndexPath?.row ?? 0) > 3)
    }

    @Test func sectionsByTypeGroupTheRowsUnderHeadings() throws {
        let world = try ChannelListWorld(size: Size(width: 80, height: 60))
        let list = GroupChannelListViewController()
        list.showsSectionsByType = true
        world.show(list)
        world.settle()
        let text = world.screen.text
        let direct = try #require(text.range(of: " Direct ─"))
        let groups = try #require(text.range(of: " Groups ─"))
        let publics = try #require(text.range(of: " Public ─"))
        #expect(direct.lowerBound < groups.lowerBound)
        #expect(groups.lowerBound < publics.lowerBound)
        let sections = try #require(list.listComponent?.sections)
        #expect(sections.count == 3)
        #expect(sections[0].allSatisfy { ($0 as? GroupChannel).map { ChannelListSection.of($0) } == .direct })
    }

    @Test func retryAfterAnErrorLoadsTheList() throws {
        let world = try ChannelListWorld()
        world.server.isNetworkAvailable = false
        let list = GroupChannelListViewController()
        world.show(list)
        world.settle(.seconds(30))
        #expect(world.screen.text.contains("Couldn't load channels"))
        world.server.isNetworkAvailable = true
        world.settle(.seconds(60))
        #expect(!world.screen.text.contains("Couldn't load channels"))
        #expect((list.viewModel?.channelList.count ?? 0) > 5)
    }

    @Test func tinyScreensDoNotCrash() throws {
        let world = try ChannelListWorld(size: Size(width: 20, height: 8))
        world.show(GroupChannelListViewController())
        world.settle()
        #expect(world.screen.text.split(separator: "\n").count == 8)
        for size in [Size(width: 1, height: 1), Size(width: 12, height: 3), Size(width: 30, height: 9)] {
            world.screen.resize(to: size)
            _ = world.screen.text
        }
    }

    // MARK: Bar items and memory

    final class ComposeHeader: GroupChannelListModule.Header {
        override func createDefaultRightButton() -> View? { Button(title: "New") }
    }

    final class ItemSpyController: GroupChannelListViewController {
        var taps = 0
        override func baseChannelListModule(_ headerComponent: BaseChannelListModule.Header, didTapRightItem rightItem: View) { taps += 1 }
    }

    @Test func aButtonBarItemShowsInTheBarAndReportsTaps() throws {
        defer { resetSets() }
        GroupChannelListModule.headerComponent = ComposeHeader.self
        let world = try ChannelListWorld()
        let list = ItemSpyController()
        world.show(list)
        world.settle()
        let firstLine = world.screen.text.split(separator: "\n")[0]
        #expect(firstLine.contains("New"))
        let button = try #require(list.headerComponent?.rightBarButton as? Button)
        #expect(list.navigationItem.rightBarItems.first === button)
        button.action?()
        #expect(list.taps == 1)
    }

    @Test func aDismissedListIsFreedAndStopsListening() throws {
        let world = try ChannelListWorld()
        weak var weakList: GroupChannelListViewController?
        weak var weakViewModel: GroupChannelListViewModel?
        do {
            let list = GroupChannelListViewController()
            weakList = list
            weakViewModel = list.viewModel
            world.show(list)
            world.settle()
            world.screen.window.setRootViewController(ViewController())
        }
        world.settle()
        #expect(weakList == nil)
        #expect(weakViewModel == nil)
    }
}
