import BanterTesting
import Testing
import BanterUIKit

@MainActor private var settingsRecorder = LifecycleRecorder()

@MainActor
private final class RecordingSettingsHeader: OpenChannelSettingsModule.Header {
    override func configure(delegate: BaseChannelSettingsModuleHeaderDelegate, theme: ChannelSettingsTheme?) {
        settingsRecorder.record("configure", of: "header"); super.configure(delegate: delegate, theme: theme)
    }
    override func setupViews() { settingsRecorder.record("setupViews", of: "header"); super.setupViews() }
    override func setupLayouts() { settingsRecorder.record("setupLayouts", of: "header"); super.setupLayouts() }
    override func setupStyles() { settingsRecorder.record("setupStyles", of: "header"); super.setupStyles() }
}

@MainActor
private final class RecordingSettingsList: OpenChannelSettingsModule.List {
    override func configure(delegate: BaseChannelSettingsModuleListDelegate, dataSource: BaseChannelSettingsModuleListDataSource, theme: ChannelSettingsTheme?) {
        settingsRecorder.record("configure", of: "list"); super.configure(delegate: delegate, dataSource: dataSource, theme: theme)
    }
    override func setupViews() { settingsRecorder.record("setupViews", of: "list"); super.setupViews() }
    override func setupLayouts() { settingsRecorder.record("setupLayouts", of: "list"); super.setupLayouts() }
    override func setupStyles() { settingsRecorder.record("setupStyles", of: "list"); super.setupStyles() }
}

@MainActor
private final class RecordingSettings: OpenChannelSettingsViewController {
    required init(channelURL: String) {
        settingsRecorder.record("init", of: "controller")
        super.init(channelURL: channelURL)
    }
    override func loadView() { settingsRecorder.record("loadView", of: "controller"); super.loadView() }
    override func setupViews() { settingsRecorder.record("setupViews", of: "controller"); super.setupViews() }
    override func setupLayouts() { settingsRecorder.record("setupLayouts", of: "controller"); super.setupLayouts() }
    override func viewDidLoad() { settingsRecorder.record("viewDidLoad", of: "controller"); super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { settingsRecorder.record("viewWillAppear", of: "controller"); super.viewWillAppear(animated) }
    override func updateStyles() { settingsRecorder.record("updateStyles", of: "controller"); super.updateStyles() }
    override func viewWillLayoutSubviews() { settingsRecorder.record("viewWillLayoutSubviews", of: "controller"); super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { settingsRecorder.record("viewDidLayoutSubviews", of: "controller"); super.viewDidLayoutSubviews() }
    override func setupStyles() { settingsRecorder.record("setupStyles", of: "controller"); super.setupStyles() }
    override func viewDidAppear(_ animated: Bool) { settingsRecorder.record("viewDidAppear", of: "controller"); super.viewDidAppear(animated) }
}

@MainActor
private final class MySettings: OpenChannelSettingsViewController {}

@MainActor
private final class MyParticipants: UserListViewController {}

@MainActor
private final class CountingSettingsViewModel: OpenChannelSettingsViewModel {
    var deletions = 0
    override func deleteChannel() {
        deletions += 1
        super.deleteChannel()
    }
}

extension OpenChannelWorld {
    /// The open channel screen, then its settings pushed over it from the header's item.
    func openSettings() -> OpenChannelSettingsViewController {
        open().showChannelSettings()
        world.settle()
        return navigation.topViewController as! OpenChannelSettingsViewController
    }
}

/// An open channel's settings, opened from the channel header's ⚙: the channel's initials,
/// name, participant count and URL; for its operators Edit, Moderations and Delete; for
/// everyone Participants.
@Suite("The open channel settings screen", .serialized)
@MainActor
struct OpenChannelSettingsTests {
    @Test func showingTheScreenRunsEveryStepInOrder() throws {
        let saved = (OpenChannelSettingsModule.headerComponent, OpenChannelSettingsModule.listComponent)
        OpenChannelSettingsModule.headerComponent = RecordingSettingsHeader.self
        OpenChannelSettingsModule.listComponent = RecordingSettingsList.self
        defer { (OpenChannelSettingsModule.headerComponent, OpenChannelSettingsModule.listComponent) = saved }
        let world = try OpenChannelWorld(operator: true)
        settingsRecorder = LifecycleRecorder()
        let controller = RecordingSettings(channelURL: world.url)
        world.navigation.pushViewController(controller)
        _ = world.screen.text
        #expect(settingsRecorder.events == [
            "controller.init",
            "controller.loadView", "controller.setupViews",
            "header.configure", "header.setupViews", "header.setupLayouts", "header.setupStyles",
            "list.configure", "list.setupViews", "list.setupLayouts", "list.setupStyles",
            "controller.setupLayouts",
            "controller.viewDidLoad",
            "controller.viewWillAppear", "controller.updateStyles",
            "header.setupStyles", "list.setupStyles", "controller.setupStyles",
            "controller.viewWillLayoutSubviews",
            "controller.viewDidLayoutSubviews", "controller.setupStyles",
            "controller.viewDidAppear",
        ])
    }

    // MARK: What it shows, by role

    @Test func theHeadersSettingsItemOpensTheSettingsOfAnOperator() throws {
        let world = try OpenChannelWorld(operator: true)
        world.open()
        let header = world.rows[0]
        let gear = try #require(header.firstIndex(of: "⚙"))
        world.screen.click(at: Point(x: header.distance(from: header.startIndex, to: gear), y: 0))
        world.world.settle()
        let settings = try #require(world.navigation.topViewController as? OpenChannelSettingsViewController)
        #expect(settings.channelURL == world.url)
        let lines = world.rows
        #expect(lines[0].contains("Channel information") && lines[0].contains("Edit"))
        #expect(lines[2].contains("TS") && lines[2].contains("Town square"), "\(lines[2])")
        #expect(lines[3].contains("4 participants"))                 // the current user entered
        #expect(lines[4].contains(world.url))
        let items = settings.listComponent?.items.map(\.id)
        #expect(items == ["moderations", "participants", "delete"])
        #expect(world.row("Participants")?.contains("4 ›") == true)
        world.screen.press(.escape)
        #expect(world.navigation.topViewController is OpenChannelViewController)
    }

    @Test func aParticipantWhoIsNoOperatorSeesTheInformationAndParticipantsOnly() throws {
        let world = try OpenChannelWorld()
        let settings = world.openSettings()
        #expect(settings.listComponent?.items.map(\.id) == ["participants"])
        #expect(!world.rows[0].contains("Edit"))
        #expect(!world.screen.text.contains("Moderations") && !world.screen.text.contains("Delete channel"))
        #expect(world.screen.text.contains("Town square"))
    }

    @Test func theItemsAndEditFollowTheCurrentUsersRoleLive() throws {
        let world = try OpenChannelWorld()
        let settings = world.openSettings()
        let ann = ChatClient(server: world.server)
        ann.connect(userId: "ann") { _ in }
        world.world.settle()
        ann.getOpenChannel(url: world.url) { if case .success(let channel) = $0 { channel.addOperators(userIds: ["me"]) } }
        world.world.settle()
        #expect(settings.listComponent?.items.map(\.id) == ["moderations", "participants", "delete"])
        #expect(world.rows[0].contains("Edit"))
    }

    // MARK: Screens opened from here

    @Test func participantsOpensTheParticipantsListFromTheSet() throws {
        let saved = ViewControllerSet.openUserListViewController
        ViewControllerSet.openUserListViewController = MyParticipants.self
        defer { ViewControllerSet.openUserListViewController = saved }
        let world = try OpenChannelWorld()
        _ = world.openSettings()
        world.screen.press(.enter)                                     // Participants
        world.world.settle()
        let list = try #require(world.navigation.topViewController as? MyParticipants)
        #expect(list.userListType == .participants)
        #expect(list.userList.map(\.userId) == ["ann", "bob", "cai", "me"])
    }

    @Test func moderationsOpensTheOpenModerationScreen() throws {
        let world = try OpenChannelWorld(operator: true)
        _ = world.openSettings()
        world.screen.press(.enter)                                     // Moderations
        world.world.settle()
        #expect(world.navigation.topViewController is ModerationsViewController)
    }

    // MARK: Rename

    @Test func editRenamesTheChannelForEveryone() throws {
        let world = try OpenChannelWorld(operator: true)
        let settings = world.openSettings()
        world.screen.press(.tab, .tab, .enter)                         // back, then Edit
        #expect(world.screen.text.contains("Rename the channel"))
        for _ in 0..<"square".count { world.screen.press(.backspace) }
        world.screen.type("hall")
        world.screen.press(.enter)
        world.world.settle()
        #expect(settings.channel?.name == "Town hall")
        #expect(world.screen.text.contains("Town hall"))
        world.screen.press(.escape)
        world.world.settle(.milliseconds(100))
        #expect(world.rows[0].contains("Town hall"))
    }

    @Test func aNonOperatorsRenameIsRefusedWithANotice() throws {
        let world = try OpenChannelWorld()
        let settings = world.openSettings()
        settings.showRename()
        world.screen.type(" 2")
        world.screen.press(.enter)
        world.world.settle()
        #expect(settings.channel?.name == "Town square")
        #expect(settings.noticeView.text?.lowercased().contains("operator") == true)
    }

    @Test func aRenameBySomeoneElseShowsLive() throws {
        let world = try OpenChannelWorld()
        _ = world.openSettings()
        let ann = ChatClient(server: world.server)
        ann.connect(userId: "ann") { _ in }
        world.world.settle()
        ann.getOpenChannel(url: world.url) { if case .success(let channel) = $0 { channel.update(params: ChannelUpdateParams(name: "Plaza")) } }
        world.world.settle()
        #expect(world.screen.text.contains("Plaza"))
    }

    // MARK: Delete

    @Test func deleteAsksFirstThenGoesBackPastTheChannelToTheList() throws {
        let world = try OpenChannelWorld(operator: true)
        let settings = world.openSettings()
        world.screen.press(.down, .down, .enter)                       // Delete channel
        #expect(world.screen.text.contains("Delete this channel?"))
        world.screen.press(.enter)                                     // Cancel is highlighted
        world.world.settle()
        #expect(world.navigation.topViewController === settings)
        #expect(settings.channel != nil)

        world.screen.press(.enter)                                     // Delete channel again
        world.screen.press(.right, .enter)                             // Delete
        world.world.settle()
        #expect(world.navigation.viewControllers.count == 1)
        #expect(!world.screen.text.contains("closed"))
        var gone = false
        BanterUIKit.client?.getOpenChannel(url: world.url) { if case .failure = $0 { gone = true } }
        world.world.settle()
        #expect(gone)
    }

    @Test func aNonOperatorsDeleteIsRefusedWithANoticeAndTheChannelStays() throws {
        let world = try OpenChannelWorld()
        let settings = world.openSettings()
        settings.showDeleteChannelAlert()                              // not offered to them; an app could still ask
        world.screen.press(.right, .enter)                             // Delete
        world.world.settle()
        #expect(world.navigation.topViewController === settings)
        let notice = try #require(settings.noticeView.text)
        #expect(notice.contains("Couldn't delete the channel") && notice.lowercased().contains("operator"))
        #expect(settings.channel != nil && !settings.isDeleting)
    }

    @Test func aDeleteLostOnTheWayIsANoticeAndTheScreenStays() throws {
        let world = try OpenChannelWorld(operator: true)
        let settings = world.openSettings()
        world.server.configuration.lostAcknowledgementShare = 0
        world.server.configuration.failureRates[.channelChange] = 1
        settings.showDeleteChannelAlert()
        world.screen.press(.right, .enter)
        world.world.settle(.seconds(12))
        #expect(world.navigation.topViewController === settings)
        #expect(settings.noticeView.text?.contains("Couldn't delete the channel") == true)
        #expect(settings.channel != nil)
    }

    @Test func theChannelDeletedBySomeoneElseClosesItsScreensWithANotice() throws {
        let world = try OpenChannelWorld()
        _ = world.openSettings()
        let ann = ChatClient(server: world.server)
        ann.connect(userId: "ann") { _ in }
        world.world.settle()
        ann.getOpenChannel(url: world.url) { if case .success(let channel) = $0 { channel.delete() } }
        world.world.settle()
        #expect(world.navigation.viewControllers.count == 1)
        #expect(world.screen.text.contains(StringSet.current.channel.closedTitle), "\(world.screen.text)")
    }

    // MARK: Customisation

    @Test func everySetIsAsked() throws {
        final class MyModule: OpenChannelSettingsModule {}
        final class NoDeleteList: OpenChannelSettingsModule.List {
            override func setupItems() {
                super.setupItems()
                items.removeAll { $0.id == "delete" }
            }
        }
        let saved = (ViewControllerSet.openChannelSettingsViewController, ModuleSet.openChannelSettingsModule,
                     OpenChannelSettingsModule.listComponent, ViewModelSet.openChannelSettingsViewModel)
        ViewControllerSet.openChannelSettingsViewController = MySettings.self
        ModuleSet.openChannelSettingsModule = MyModule.self
        OpenChannelSettingsModule.listComponent = NoDeleteList.self
        ViewModelSet.openChannelSettingsViewModel = CountingSettingsViewModel.self
        defer {
            (ViewControllerSet.openChannelSettingsViewController, ModuleSet.openChannelSettingsModule,
             OpenChannelSettingsModule.listComponent, ViewModelSet.openChannelSettingsViewModel) = saved
        }
        let world = try OpenChannelWorld(operator: true)
        world.open().showChannelSettings()
        world.world.settle()
        let settings = try #require(world.navigation.topViewController as? MySettings)
        #expect(settings.listComponent is NoDeleteList)
        #expect(settings.viewModel is CountingSettingsViewModel)
        #expect(!world.screen.text.contains("Delete channel"))
        #expect(world.screen.text.contains("Participants"))
    }

    @Test func theComponentsThemeWinsOverTheScreensWhichWinsOverTheGlobalOne() throws {
        defer { Theme.set(colorScheme: .light) }
        let world = try OpenChannelWorld(operator: true)
        var colors = ColorSet.light
        colors.primary = .magenta
        let global = Theme(colorScheme: .light, colors: colors)
        Theme.set(global)
        let settings = world.openSettings()
        let list = try #require(settings.listComponent), header = try #require(settings.headerComponent)
        #expect(list.resolvedTheme == global.channelSettingsTheme && header.resolvedTheme == global.channelSettingsTheme)
        colors.primary = .green
        let own = Theme(colorScheme: .light, colors: colors)
        settings.theme = own
        Theme.set(colorScheme: .dark)
        #expect(list.resolvedTheme == own.channelSettingsTheme && header.resolvedTheme == own.channelSettingsTheme)
        var mine = ChannelSettingsTheme.dark
        mine.background = TextStyle(background: .magenta)
        header.theme = mine
        settings.updateStyles()
        #expect(header.resolvedTheme == mine && list.resolvedTheme == own.channelSettingsTheme)
    }
}
