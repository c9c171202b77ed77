import BanterTesting
import Testing
import BanterUIKit

@MainActor private var moderationsRecorder = LifecycleRecorder()

@MainActor
private final class RecordingModerationsList: GroupModerationsModule.List {
    override func configure(delegate: BaseChannelSettingsModuleListDelegate, dataSource: BaseChannelSettingsModuleListDataSource, theme: ChannelSettingsTheme?) {
        moderationsRecorder.record("configure", of: "list"); super.configure(delegate: delegate, dataSource: dataSource, theme: theme)
    }
    override func setupViews() { moderationsRecorder.record("setupViews", of: "list"); super.setupViews() }
    override func setupLayouts() { moderationsRecorder.record("setupLayouts", of: "list"); super.setupLayouts() }
    override func setupStyles() { moderationsRecorder.record("setupStyles", of: "list"); super.setupStyles() }
}

@MainActor
private final class RecordingModerations: GroupModerationsViewController {
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
private final class MyModerations: GroupModerationsViewController {}

@MainActor
private final class CountingModerationsViewModel: GroupModerationsViewModel {
    var freezes: [Bool] = []
    override func setFrozen(_ frozen: Bool, _ completion: (@MainActor (Bool) -> Void)? = nil) {
        freezes.append(frozen)
        super.setFrozen(frozen, completion)
    }
}

extension ChannelFixture {
    /// The channel's settings, then its moderation screen, pushed over the root.
    @discardableResult
    func openModerations() -> GroupModerationsViewController {
        let moderations = ViewControllerSet.groupModerationsViewController.init(channelURL: channelURL)
        navigation.pushViewController(moderations)
        screen.advance(by: .seconds(1))
        return moderations
    }
}

@Suite("The group channel moderation screen", .serialized)
@MainActor
struct GroupModerationsTests {
    @Test func showingTheScreenRunsEveryStepInOrder() throws {
        let saved = GroupModerationsModule.listComponent
        GroupModerationsModule.listComponent = RecordingModerationsList.self
        defer { GroupModerationsModule.listComponent = saved }
        let fixture = try ChannelFixture(operators: ["me"])
        moderationsRecorder = LifecycleRecorder()
        let controller = RecordingModerations(channelURL: fixture.channelURL)
        fixture.navigation.pushViewController(controller)
        _ = fixture.screen.text
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

    @Test func theItemsOpenTheMatchingUserLists() throws {
        let fixture = try ChannelFixture(operators: ["me"])
        let moderations = fixture.openModerations()
        let text = fixture.screen.text
        #expect(text.contains("Moderations") && text.contains("Operators") && text.contains("Muted members")
                && text.contains("Banned users") && text.contains("Freeze channel") && text.contains("[ Off ]"))
        for (index, type) in [(0, ChannelUserListType.operators), (1, .muted), (2, .banned)] {
            for _ in 0..<index { fixture.screen.press(.down) }
            fixture.screen.press(.enter)
            fixture.screen.advance(by: .seconds(1))
            let list = try #require(fixture.navigation.topViewController as? GroupUserListViewController)
            #expect(list.userListType == type)
            fixture.screen.press(.escape)
            fixture.screen.advance(by: .milliseconds(100))
            #expect(fixture.navigation.topViewController === moderations)
            fixture.screen.press(.up, .up, .up)
        }
    }

    @Test func freezeIsASwitchEveryoneSeesAndUnfreezeTurnsItBack() throws {
        let fixture = try ChannelFixture(operators: ["me"])
        let moderations = fixture.openModerations()
        fixture.screen.press(.down, .down, .down, .enter)
        fixture.screen.advance(by: .seconds(1))
        #expect(moderations.channel?.isFrozen == true)
        #expect(fixture.row("Freeze channel")?.contains("[ On ]") == true)
        let alice = ChatClient(server: fixture.server)
        alice.connect(userId: "alice") { _ in }
        fixture.screen.advance(by: .seconds(1))
        var frozenForAlice = false
        alice.getGroupChannel(url: fixture.channelURL) { if case .success(let channel) = $0 { frozenForAlice = channel.isFrozen } }
        fixture.screen.advance(by: .seconds(1))
        #expect(frozenForAlice)
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        #expect(moderations.channel?.isFrozen == false)
        #expect(fixture.row("Freeze channel")?.contains("[ Off ]") == true)
    }

    @Test func aRefusedFreezeIsANoticeAndTheSwitchShowsTheChannelAsItIs() throws {
        let fixture = try ChannelFixture(operators: ["me"])
        let moderations = fixture.openModerations()
        // Lost on the way to the service, so nothing happened there.
        fixture.server.configuration.lostAcknowledgementShare = 0
        fixture.server.configuration.failureRates[.channelChange] = 1
        fixture.screen.press(.down, .down, .down, .enter)
        fixture.screen.advance(by: .seconds(12))
        #expect(moderations.noticeView.text?.contains("Couldn't change the freeze") == true)
        #expect(moderations.channel?.isFrozen == false)
        #expect(fixture.row("Freeze channel")?.contains("[ Off ]") == true)
    }

    @Test func aNonOperatorIsRefusedByTheServiceWithANotice() throws {
        let fixture = try ChannelFixture(operators: ["alice"])
        let moderations = fixture.openModerations()
        fixture.screen.press(.down, .down, .down, .enter)
        fixture.screen.advance(by: .seconds(1))
        #expect(moderations.noticeView.text?.lowercased().contains("operator") == true)
        #expect(moderations.channel?.isFrozen == false)
        #expect(fixture.row("Freeze channel")?.contains("[ Off ]") == true)
    }

    @Test func everySetIsAsked() throws {
        final class MyModule: GroupModerationsModule {}
        final class NoBannedList: GroupModerationsModule.List {
            override func setupItems() {
                super.setupItems()
                items.removeAll { $0.id == "banned" }
            }
        }
        let saved = (ViewControllerSet.groupModerationsViewController, ModuleSet.groupModerationsModule,
                     GroupModerationsModule.listComponent, ViewModelSet.groupModerationsViewModel)
        ViewControllerSet.groupModerationsViewController = MyModerations.self
        ModuleSet.groupModerationsModule = MyModule.self
        GroupModerationsModule.listComponent = NoBannedList.self
        ViewModelSet.groupModerationsViewModel = CountingModerationsViewModel.self
        defer {
            (ViewControllerSet.groupModerationsViewController, ModuleSet.groupModerationsModule,
             GroupModerationsModule.listComponent, ViewModelSet.groupModerationsViewModel) = saved
        }
        let fixture = try ChannelFixture(operators: ["me"])
        fixture.open().showChannelSettings()
        fixture.screen.advance(by: .seconds(1))
        fixture.screen.press(.enter)                                   // Moderations
        fixture.screen.advance(by: .seconds(1))
        let moderations = try #require(fixture.navigation.topViewController as? MyModerations)
        #expect(moderations.listComponent is NoBannedList)
        #expect(!fixture.screen.text.contains("Banned users"))
        fixture.screen.press(.down, .down, .enter)                     // Freeze, now third
        fixture.screen.advance(by: .seconds(1))
        #expect((moderations.viewModel as? CountingModerationsViewModel)?.freezes == [true])
    }

    @Test func theComponentsThemeWinsOverTheScreensWhichWinsOverTheGlobalOne() throws {
        defer { Theme.set(colorScheme: .light) }
        let fixture = try ChannelFixture(operators: ["me"])
        var colors = ColorSet.light
        colors.primary = .magenta
        let global = Theme(colorScheme: .light, colors: colors)
        Theme.set(global)
        let moderations = fixture.openModerations()
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
