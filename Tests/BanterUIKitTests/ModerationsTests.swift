import BanterTesting
import Testing
import BanterUIKit

// Outside the kit's module, as an app's code is: one `ModerationsViewController` serves
// group and open channels, so every test here runs for both channel types.

@MainActor private var moderationsRecorder = LifecycleRecorder()

@MainActor
private final class RecordingModerationsList: ModerationsModule.List {
    override func configure(delegate: BaseChannelSettingsModuleListDelegate, dataSource: BaseChannelSettingsModuleListDataSource, theme: ChannelSettingsTheme?) {
        moderationsRecorder.record("configure", of: "list"); super.configure(delegate: delegate, dataSource: dataSource, theme: theme)
    }
    override func setupViews() { moderationsRecorder.record("setupViews", of: "list"); super.setupViews() }
    override func setupLayouts() { moderationsRecorder.record("setupLayouts", of: "list"); super.setupLayouts() }
    override func setupStyles() { moderationsRecorder.record("setupStyles", of: "list"); super.setupStyles() }
}

@MainActor
private final class RecordingModerations: ModerationsViewController {
    required init(channelURL: String, channelType: ChannelType = .group) {
        moderationsRecorder.record("init", of: "controller")
        super.init(channelURL: channelURL, channelType: channelType)
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
private final class MyModerations: ModerationsViewController {}

@MainActor
private final class CountingModerationsViewModel: ModerationsViewModel {
    var freezes: [Bool] = []
    override func setFrozen(_ frozen: Bool, _ completion: (@MainActor (Bool) -> Void)? = nil) {
        freezes.append(frozen)
        super.setFrozen(frozen, completion)
    }
}

/// Hears the rows chosen, by overriding the open declarations.
@MainActor
private final class ChoiceWatchingModerations: ModerationsViewController {
    var chosen: [String] = []
    override func moderationsModuleDidSelectOperators(_ listComponent: ModerationsModule.List) {
        chosen.append("operators")
        super.moderationsModuleDidSelectOperators(listComponent)
    }
    override func moderationsModuleDidSelectMutedUsers(_ listComponent: ModerationsModule.List) {
        chosen.append("muted")
        super.moderationsModuleDidSelectMutedUsers(listComponent)
    }
    override func moderationsModule(_ listComponent: ModerationsModule.List, didChangeFreezeMode state: Bool) {
        chosen.append("freeze \(state)")
        super.moderationsModule(listComponent, didChangeFreezeMode: state)
    }
}

extension UserListWorld {
    /// The channel's moderation screen (`make`'s, or the set's), pushed over the root.
    @discardableResult
    func openModerations(_ make: ((String, ChannelType) -> ModerationsViewController)? = nil) -> ModerationsViewController {
        let type = channelType == .open ? ViewControllerSet.openModerationsViewController : ViewControllerSet.groupModerationsViewController
        let moderations = make?(url, channelType) ?? type.init(channelURL: url, channelType: channelType)
        navigation.pushViewController(moderations)
        settle()
        return moderations
    }
}

/// The moderation screen, for a channel's operators, whichever the channel's type: the
/// operators, muted and banned lists, and freezing the channel.
@Suite("The moderation screen of both channel types", .serialized)
@MainActor
struct ModerationsTests {
    @Test(arguments: [ChannelType.group, .open])
    func showingTheScreenRunsEveryStepInOrder(channelType: ChannelType) throws {
        let saved = ModerationsModule.listComponent
        ModerationsModule.listComponent = RecordingModerationsList.self
        defer { ModerationsModule.listComponent = saved }
        let world = try UserListWorld(channelType, operator: true)
        moderationsRecorder = LifecycleRecorder()
        let controller = RecordingModerations(channelURL: world.url, channelType: channelType)
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

    @Test(arguments: [ChannelType.group, .open])
    func theItemsOpenTheMatchingUserLists(channelType: ChannelType) throws {
        let world = try UserListWorld(channelType, operator: true)
        let moderations = world.openModerations()
        let text = world.screen.text
        let (name, count, muted) = channelType == .group ? ("Team", "3 members", "Muted members") : ("Town square", "3 participants", "Muted users")
        #expect(text.contains("Moderations") && text.contains(name) && text.contains(count))
        #expect(text.contains("Operators") && text.contains(muted) && text.contains("Banned users")
                && text.contains("Freeze channel") && text.contains("[ Off ]"))
        for (index, type) in [(0, ChannelUserListType.operators), (1, .muted), (2, .banned)] {
            for _ in 0..<index { world.screen.press(.down) }
            world.screen.press(.enter)
            world.settle()
            let list = try #require(world.navigation.topViewController as? UserListViewController)
            #expect(list.userListType == type && list.channelType == channelType)
            world.screen.press(.escape)
            world.settle()
            #expect(world.navigation.topViewController === moderations)
            world.screen.press(.up, .up, .up)
        }
    }

    @Test(arguments: [ChannelType.group, .open])
    func theRowsChosenAreHeardByTheControllersOverrides(channelType: ChannelType) throws {
        let world = try UserListWorld(channelType, operator: true)
        let moderations = world.openModerations { ChoiceWatchingModerations(channelURL: $0, channelType: $1) }
        let watcher = try #require(moderations as? ChoiceWatchingModerations)
        world.screen.press(.down, .enter)                              // Muted
        world.settle()
        #expect((world.navigation.topViewController as? UserListViewController)?.userListType == .muted)
        world.screen.press(.escape)
        world.settle()
        world.screen.press(.up, .enter)                                // Operators
        world.settle()
        world.screen.press(.escape)
        world.settle()
        world.screen.press(.down, .down, .down, .enter)                // Freeze
        world.settle()
        #expect(watcher.chosen == ["muted", "operators", "freeze true"])
        #expect(moderations.channel?.isFrozen == true)
    }

    @Test(arguments: [ChannelType.group, .open])
    func freezeIsASwitchAndUnfreezeTurnsItBack(channelType: ChannelType) throws {
        let world = try UserListWorld(channelType, operator: true)
        let moderations = world.openModerations()
        world.screen.press(.down, .down, .down, .enter)
        world.settle()
        #expect(moderations.channel?.isFrozen == true)
        #expect(world.row("Freeze channel")?.contains("[ On ]") == true)
        world.screen.press(.enter)
        world.settle()
        #expect(moderations.channel?.isFrozen == false)
        #expect(world.row("Freeze channel")?.contains("[ Off ]") == true)
    }

    @Test(arguments: [ChannelType.group, .open])
    func aNonOperatorsFreezeIsRefusedWithANoticeAndTheSwitchStaysOff(channelType: ChannelType) throws {
        let world = try UserListWorld(channelType)
        let moderations = world.openModerations()
        world.screen.press(.down, .down, .down, .enter)
        world.settle()
        #expect(moderations.noticeView.text?.contains("Couldn't change the freeze") == true)
        #expect(moderations.noticeView.text?.lowercased().contains("operator") == true)
        #expect(moderations.channel?.isFrozen == false)
        #expect(world.row("Freeze channel")?.contains("[ Off ]") == true)
    }

    @Test(arguments: [ChannelType.group, .open])
    func everySetIsAsked(channelType: ChannelType) throws {
        final class MyModule: ModerationsModule {}
        final class NoBannedList: ModerationsModule.List {
            override func setupItems() {
                super.setupItems()
                items.removeAll { $0.id == "banned" }
            }
        }
        let saved = (ViewControllerSet.groupModerationsViewController, ViewControllerSet.openModerationsViewController,
                     ModuleSet.groupModerationsModule, ModuleSet.openModerationsModule, ModerationsModule.listComponent,
                     ViewModelSet.groupModerationsViewModel, ViewModelSet.openModerationsViewModel)
        if channelType == .open {
            ViewControllerSet.openModerationsViewController = MyModerations.self
            ModuleSet.openModerationsModule = MyModule.self
            ViewModelSet.openModerationsViewModel = CountingModerationsViewModel.self
        } else {
            ViewControllerSet.groupModerationsViewController = MyModerations.self
            ModuleSet.groupModerationsModule = MyModule.self
            ViewModelSet.groupModerationsViewModel = CountingModerationsViewModel.self
        }
        ModerationsModule.listComponent = NoBannedList.self
        defer {
            (ViewControllerSet.groupModerationsViewController, ViewControllerSet.openModerationsViewController,
             ModuleSet.groupModerationsModule, ModuleSet.openModerationsModule, ModerationsModule.listComponent,
             ViewModelSet.groupModerationsViewModel, ViewModelSet.openModerationsViewModel) = saved
        }
        let world = try UserListWorld(channelType, operator: true)
        world.openSettings()
        world.screen.press(.enter)                                     // Moderations
        world.settle()
        let moderations = try #require(world.navigation.topViewController as? MyModerations)
        #expect(moderations.listComponent is NoBannedList && moderations.channelType == channelType)
        #expect(!world.screen.text.contains("Banned users"))
        world.screen.press(.down, .down, .enter)                       // Freeze, now third
        world.settle()
        #expect((moderations.viewModel as? CountingModerationsViewModel)?.freezes == [true])
    }

    @Test(arguments: [ChannelType.group, .open])
    func theComponentsThemeWinsOverTheScreensWhichWinsOverTheGlobalOne(channelType: ChannelType) throws {
        defer { Theme.set(colorScheme: .light) }
        let world = try UserListWorld(channelType, operator: true)
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
