import BanterTesting
import Testing
import BanterUIKit

@MainActor private var moderationsRecorder = LifecycleRecorder()

@MainActor
private final class RecordingModerationsList: OpenModerationsModule.List {
    override func configure(delegate: BaseChannelSettingsModuleListDelegate, dataSource: BaseChannelSettingsModuleListDataSource, theme: ChannelSettingsTheme?) {
        moderationsRecorder.record("configure", of: "list"); super.configure(delegate: delegate, dataSource: dataSource, theme: theme)
    }
    override func setupViews() { moderationsRecorder.record("setupViews", of: "list"); super.setupViews() }
    override func setupLayouts() { moderationsRecorder.record("setupLayouts", of: "list"); super.setupLayouts() }
    override func setupStyles() { moderationsRecorder.record("setupStyles", of: "list"); super.setupStyles() }
}

@MainActor
private final class RecordingModerations: OpenModerationsViewController {
    required init(channelURL: String) {
        moderationsRecorder.record("init", of: "controller")
        super.init(channelURL: channelURL)
    }
    override func loadView() { moderationsRecorder.record("loadView", of: "controller"); super.loadView() }
    override func setupViews() { moderationsRecorder.record("setupViews", of: "controller"); super.setupViews() }
    override func setupLayouts() { moderationsRecorder.record("setupLayouts", of: "controller"); super.setupLayouts() }
    override func viewDidLoad() { moderationsRecorder.record("viewDidLoad", of: "controller"); super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { moderationsRecorder.record("viewWillAppear", of: "controller"); super.viewWillAppear(animated) }
    override func updateStyles() { moderationsRecorder.record("updateStyles", of: "controller"); super.updateStyles() }
    override func viewWillLayoutSubviews() { moderationsRecorder.record("viewWillLayoutSubviews", of: "controller"); super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { moderationsRecorder.record("viewDidLayoutSubviews", of: "controller"); super.viewDidLayoutSubviews() }
    override func setupStyles() { moderationsRecorder.record("setupStyles", of: "controller"); super.setupStyles() }
    override func viewDidAppear(_ animated: Bool) { moderationsRecorder.record("viewDidAppear", of: "controller"); super.viewDidAppear(animated) }
}

@MainActor
private final class MyModerations: OpenModerationsViewController {}

@MainActor
private final class CountingModerationsViewModel: OpenModerationsViewModel {
    var freezes: [Bool] = []
    override func setFrozen(_ frozen: Bool, _ completion: (@MainActor (Bool) -> Void)? = nil) {
        freezes.append(frozen)
        super.setFrozen(frozen, completion)
    }
}

extension OpenChannelWorld {
    /// The open channel's moderation screen, pushed over the root.
    @discardableResult
    func openModerations() -> OpenModerationsViewController {
        let moderations = ViewControllerSet.openModerationsViewController.init(channelURL: url)
        navigation.pushViewController(moderations)
        world.settle()
        return moderations
    }
}

/// An open channel's moderation screen, for its operators: the operators, muted and banned
/// lists, and freezing the channel.
@Suite("The open channel moderation screen", .serialized)
@MainActor
struct OpenModerationsTests {
    @Test func showingTheScreenRunsEveryStepInOrder() throws {
        let saved = OpenModerationsModule.listComponent
        OpenModerationsModule.listComponent = RecordingModerationsList.self
        defer { OpenModerationsModule.listComponent = saved }
        let world = try OpenChannelWorld(operator: true)
        moderationsRecorder = LifecycleRecorder()
        let controller = RecordingModerations(channelURL: world.url)
        world.navigation.pushViewController(controller)
        _ = world.screen.text
        #expect(moderationsRecorder.events == [
            "controller.init",
            "controller.loadView", "controller.setupViews",
            "list.configure", "list.setupViews", "list.setupLayouts", "list.setupStyles",
            "controller.setupLayouts",
            "controller.viewDidLoad",
            "controller.viewWillAppear", "controller.updateStyles",
            "list.setupStyles", "controller.setupStyles",
            "controller.viewWillLayoutSubviews",
            "controller.viewDidLayoutSubviews", "controller.setupStyles",
            "controller.viewDidAppear",
        ])
    }

    @Test func theItemsOpenTheMatchingOpenUserLists() throws {
        let world = try OpenChannelWorld(operator: true)
        let moderations = world.openModerations()
        let text = world.screen.text
        #expect(text.contains("Moderations") && text.contains("Town square") && text.contains("3 participants"))
        #expect(text.contains("Operators") && text.contains("Muted users") && text.contains("Banned users")
                && text.contains("Freeze channel") && text.contains("[ Off ]"))
        for (index, type) in [(0, ChannelUserListType.operators), (1, .muted), (2, .banned)] {
            for _ in 0..<index { world.screen.press(.down) }
            world.screen.press(.enter)
            world.world.settle()
            let list = try #require(world.navigation.topViewController as? OpenUserListViewController)
            #expect(list.userListType == type)
            world.screen.press(.escape)
            world.world.settle(.milliseconds(100))
            #expect(world.navigation.topViewController === moderations)
            world.screen.press(.up, .up, .up)
        }
    }

    @Test func freezeIsASwitchAndUnfreezeTurnsItBack() throws {
        let world = try OpenChannelWorld(operator: true)
        let moderations = world.openModerations()
        world.screen.press(.down, .down, .down, .enter)
        world.world.settle()
        #expect(moderations.channel?.isFrozen == true)
        #expect(world.row("Freeze channel")?.contains("[ On ]") == true)
        world.screen.press(.enter)
        world.world.settle()
        #expect(moderations.channel?.isFrozen == false)
        #expect(world.row("Freeze channel")?.contains("[ Off ]") == true)
    }

    @Test func aNonOperatorsFreezeIsRefusedWithANoticeAndTheSwitchStaysOff() throws {
        let world = try OpenChannelWorld()
        let moderations = world.openModerations()
        world.screen.press(.down, .down, .down, .enter)
        world.world.settle()
        #expect(moderations.noticeView.text?.contains("Couldn't change the freeze") == true)
        #expect(moderations.noticeView.text?.lowercased().contains("operator") == true)
        #expect(moderations.channel?.isFrozen == false)
        #expect(world.row("Freeze channel")?.contains("[ Off ]") == true)
    }

    @Test func theParticipantCountFollowsPeopleEntering() throws {
        let world = try OpenChannelWorld(operator: true)
        try world.server.createUser(id: "dee", nickname: "Dee")
        try world.enterAsCurrentUser()
        world.openModerations()
        #expect(world.screen.text.contains("4 participants"))
        try world.server.setOpenChannelParticipant("dee", channelURL: world.url)
        world.world.settle()
        #expect(world.screen.text.contains("5 participants"))
    }

    @Test func everySetIsAsked() throws {
        final class MyModule: OpenModerationsModule {}
        final class NoBannedList: OpenModerationsModule.List {
            override func setupItems() {
                super.setupItems()
                items.removeAll { $0.id == "banned" }
            }
        }
        let saved = (ViewControllerSet.openModerationsViewController, ModuleSet.openModerationsModule,
                     OpenModerationsModule.listComponent, ViewModelSet.openModerationsViewModel)
        ViewControllerSet.openModerationsViewController = MyModerations.self
        ModuleSet.openModerationsModule = MyModule.self
        OpenModerationsModule.listComponent = NoBannedList.self
        ViewModelSet.openModerationsViewModel = CountingModerationsViewModel.self
        defer {
            (ViewControllerSet.openModerationsViewController, ModuleSet.openModerationsModule,
             OpenModerationsModule.listComponent, ViewModelSet.openModerationsViewModel) = saved
        }
        let world = try OpenChannelWorld(operator: true)
        world.open().showChannelSettings()
        world.world.settle()
        world.screen.press(.enter)                                     // Moderations
        world.world.settle()
        let moderations = try #require(world.navigation.topViewController as? MyModerations)
        #expect(moderations.listComponent is NoBannedList)
        #expect(!world.screen.text.contains("Banned users"))
        world.screen.press(.down, .down, .enter)                       // Freeze, now third
        world.world.settle()
        #expect((moderations.viewModel as? CountingModerationsViewModel)?.freezes == [true])
    }

    @Test func theComponentsThemeWinsOverTheScreensWhichWinsOverTheGlobalOne() throws {
        defer { Theme.set(colorScheme: .light) }
        let world = try OpenChannelWorld(operator: true)
        var colors = ColorSet.light
        colors.primary = .magenta
        let global = Theme(colorScheme: .light, colors: colors)
        Theme.set(global)
        let moderations = world.openModerations()
        let list = try #require(moderations.listComponent), header = try #require(moderations.headerComponent)
        #expect(list.resolvedTheme == global.channelSettingsTheme && header.resolvedTheme == global.channelSettingsTheme)
        colors.primary = .green
        let own = Theme(colorScheme: .light, colors: colors)
        moderations.theme = own
        Theme.set(colorScheme: .dark)
        #expect(list.resolvedTheme == own.channelSettingsTheme)
        var mine = ChannelSettingsTheme.dark
        mine.background = TextStyle(background: .magenta)
        list.theme = mine
        moderations.updateStyles()
        #expect(list.resolvedTheme == mine && header.resolvedTheme == own.channelSettingsTheme)
    }
}
