import BanterTesting
import Testing
import BanterUIKit

// Outside the kit's module, as an app's code is: each override compiles only because the
// kit made it `open`, and each test shows it takes effect on screen. One class serves group
// and open channels, so every test here runs for both channel types.

/// The recorder the recording classes below write to; set by the test.
@MainActor private var recorder = LifecycleRecorder()

@MainActor
private final class RecordingHeader: UserListModule.Header {
    override func configure(delegate: BaseUserListModuleHeaderDelegate, userListType: ChannelUserListType, theme: UserListTheme?) {
        recorder.record("configure", of: "header"); super.configure(delegate: delegate, userListType: userListType, theme: theme)
    }
    override func setupViews() { recorder.record("setupViews", of: "header"); super.setupViews() }
    override func setupLayouts() { recorder.record("setupLayouts", of: "header"); super.setupLayouts() }
    override func setupStyles() { recorder.record("setupStyles", of: "header"); super.setupStyles() }
}

@MainActor
private final class RecordingList: UserListModule.List {
    override func configure(delegate: BaseUserListModuleListDelegate, dataSource: BaseUserListModuleListDataSource,
                            userListType: ChannelUserListType, theme: UserListTheme?, componentTheme: ComponentTheme? = nil) {
        recorder.record("configure", of: "list")
        super.configure(delegate: delegate, dataSource: dataSource, userListType: userListType, theme: theme, componentTheme: componentTheme)
    }
    override func setupViews() { recorder.record("setupViews", of: "list"); super.setupViews() }
    override func setupLayouts() { recorder.record("setupLayouts", of: "list"); super.setupLayouts() }
    override func setupStyles() { recorder.record("setupStyles", of: "list"); super.setupStyles() }
}

@MainActor
private final class RecordingController: UserListViewController {
    required init(channelURL: String, channelType: ChannelType, userListType: ChannelUserListType = .members) {
        recorder.record("init", of: "controller")
        super.init(channelURL: channelURL, channelType: channelType, userListType: userListType)
    }
    required init(channel: BaseChannel, userListType: ChannelUserListType = .members) {
        super.init(channel: channel, userListType: userListType)
    }
    override func loadView() { recorder.record("loadView", of: "controller"); super.loadView() }
    override func setupViews() { recorder.record("setupViews", of: "controller"); super.setupViews() }
    override func setupLayouts() { recorder.record("setupLayouts", of: "controller"); super.setupLayouts() }
    override func viewDidLoad() { recorder.record("viewDidLoad", of: "controller"); super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { recorder.record("viewWillAppear", of: "controller"); super.viewWillAppear(animated) }
    override func updateStyles() { recorder.record("updateStyles", of: "controller"); super.updateStyles() }
    override func viewWillLayoutSubviews() { recorder.record("viewWillLayoutSubviews", of: "controller"); super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { recorder.record("viewDidLayoutSubviews", of: "controller"); super.viewDidLayoutSubviews() }
    override func setupStyles() { recorder.record("setupStyles", of: "controller"); super.setupStyles() }
    override func viewDidAppear(_ animated: Bool) { recorder.record("viewDidAppear", of: "controller"); super.viewDidAppear(animated) }
}

/// Hears what the view model reports done, by overriding the open declaration.
@MainActor
private final class ModerationWatchingController: UserListViewController {
    var moderated: [(userId: String, action: MenuItem.Kind)] = []
    override func baseUserListViewModel(_ viewModel: BaseUserListViewModel, didModerate user: User, action: MenuItem.Kind) {
        super.baseUserListViewModel(viewModel, didModerate: user, action: action)
        moderated.append((user.userId, action))
    }
}

@MainActor
private final class ShoutingUserCell: UserCell {
    override var displayName: String { super.displayName.uppercased() }
}

@MainActor
private final class MyUserList: UserListViewController {}

/// Counts the pages asked for.
@MainActor
private final class CountingViewModel: UserListViewModel {
    var pages = 0
    override func loadNextPage(of channel: BaseChannel, completion: @escaping @MainActor (Result<[User], ChatError>) -> Void) -> Bool {
        pages += 1
        return super.loadNextPage(of: channel, completion: completion)
    }
}

/// Offers every action even to a non-operator, so the service's refusal can be seen.
@MainActor
private final class BoldViewModel: UserListViewModel {
    override func availableActions(for user: User) -> [MenuItem.Kind] {
        user.userId == currentUserId ? [] : [.registerOperator, .mute, .ban]
    }
}

@MainActor
private func customTheme(primary: Color) -> Theme {
    var colors = ColorSet.light
    colors.primary = primary
    return Theme(colorScheme: .light, colors: colors)
}

/// A channel of either type as the user list tests see it: the current user "me" and three
/// people, the first of whom operates the channel (and "me" too when `isOperator`); the
/// group one is `ChannelFixture`'s "Team" (Alice, Bob), the open one `OpenChannelWorld`'s
/// "Town square" (Ann Lee, Bob Stone, Cai).
@MainActor
struct UserListWorld {
    let channelType: ChannelType
    let screen: HeadlessScreen
    let navigation: NavigationController
    let url: String
    /// The channel's main list: members or participants.
    let mainList: ChannelUserListType
    /// The ids the main list shows, in order.
    let mainIds: [String]
    /// The name of the person who operates the channel, first in every list.
    let operatorName: String
    /// The group world, for a group channel.
    let fixture: ChannelFixture?
    /// The open world, for an open channel.
    let openWorld: OpenChannelWorld?

    init(_ channelType: ChannelType, operator isOperator: Bool = false) throws {
        self.channelType = channelType
        switch channelType {
        case .group:
            let fixture = try ChannelFixture(operators: isOperator ? ["alice", "me"] : ["alice"])
            (self.fixture, openWorld) = (fixture, nil)
            (screen, navigation, url) = (fixture.screen, fixture.navigation, fixture.channelURL)
            (mainList, mainIds, operatorName) = (.members, ["alice", "bob", "me"], "Alice")
        case .open:
            let world = try OpenChannelWorld(operator: isOperator)
            (fixture, openWorld) = (nil, world)
            (screen, navigation, url) = (world.screen, world.navigation, world.url)
            (mainList, mainIds, operatorName) = (.participants, ["ann", "bob", "cai"], "Ann Lee")
        }
    }

    /// Lets requests and events finish.
    func settle() {
        if let openWorld { openWorld.world.settle() } else { screen.advance(by: .seconds(2)) }
    }

    /// Pushes the user list of `type` (the main list by default), made by `make` or from the
    /// view controller set, and lets it load.
    @discardableResult
    func openUserList(_ type: ChannelUserListType? = nil,
                      _ make: ((String, ChannelType, ChannelUserListType) -> UserListViewController)? = nil) -> UserListViewController {
        let type = type ?? mainList
        let list = make?(url, channelType, type) ?? ViewControllerSet.userListViewController(for: channelType)
            .init(channelURL: url, channelType: channelType, userListType: type)
        navigation.pushViewController(list)
        settle()
        _ = screen.text
        return list
    }

    /// Opens the channel screen, then its settings, and lets them load.
    func openSettings() {
        if let openWorld { openWorld.open().showChannelSettings() } else { fixture?.open().showChannelSettings() }
        settle()
    }

    /// The screen's rows.
    var rows: [String] { screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// The row showing `name`.
    func row(_ name: String) -> String? { rows.first { $0.contains(name) } }
}

extension ViewControllerSet {
    /// The set's user list entry for `channelType`.
    static func userListViewController(for channelType: ChannelType) -> UserListViewController.Type {
        channelType == .open ? openUserListViewController : groupUserListViewController
    }

    /// Puts `type` in the user list entry for `channelType`; returns what puts the entry back.
    static func setUserListViewController(_ type: UserListViewController.Type, for channelType: ChannelType) -> () -> Void {
        let saved = (groupUserListViewController, openUserListViewController)
        if channelType == .open { openUserListViewController = type } else { groupUserListViewController = type }
        return { (groupUserListViewController, openUserListViewController) = saved }
    }
}

extension ViewModelSet {
    /// Puts `type` in the user list view model entry for `channelType`; returns what puts the
    /// entry back.
    static func setUserListViewModel(_ type: UserListViewModel.Type, for channelType: ChannelType) -> () -> Void {
        let saved = (groupUserListViewModel, openUserListViewModel)
        if channelType == .open { openUserListViewModel = type } else { groupUserListViewModel = type }
        return { (groupUserListViewModel, openUserListViewModel) = saved }
    }
}

extension ModuleSet {
    /// Puts `type` in the user list module entry for `channelType`; returns what puts the
    /// entry back.
    static func setUserListModule(_ type: UserListModule.Type, for channelType: ChannelType) -> () -> Void {
        let saved = (groupUserListModule, openUserListModule)
        if channelType == .open { openUserListModule = type } else { groupUserListModule = type }
        return { (groupUserListModule, openUserListModule) = saved }
    }
}

/// What every user list does, whichever the channel's type: one `UserListViewController`
/// serves both, from either set entry.
@Suite("The user lists of both channel types", .serialized)
@MainActor
struct UserListTests {
    // MARK: Lifecycle

    @Test(arguments: [ChannelType.group, .open])
    func showingTheScreenRunsEveryStepInOrder(channelType: ChannelType) throws {
        let saved = (UserListModule.headerComponent, UserListModule.listComponent)
        UserListModule.headerComponent = RecordingHeader.self
        UserListModule.listComponent = RecordingList.self
        defer { (UserListModule.headerComponent, UserListModule.listComponent) = saved }
        let world = try UserListWorld(channelType)
        recorder = LifecycleRecorder()
        let controller = RecordingController(channelURL: world.url, channelType: channelType, userListType: world.mainList)
        #expect(controller.headerComponent is RecordingHeader && controller.listComponent is RecordingList)
        world.navigation.pushViewController(controller)
        _ = world.screen.text
        #expect(recorder.events == [
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

    @Test(arguments: [ChannelType.group, .open])
    func componentDidLoadRunsWithTheComponentsConfiguredAndBeforeTheFirstLoad(channelType: ChannelType) throws {
        let world = try UserListWorld(channelType)
        let list = UserListViewController(channelURL: world.url, channelType: channelType, userListType: world.mainList)
        var seen: (configured: Bool, loaded: Bool)?
        list.componentDidLoad = { controller in
            seen = (controller.listComponent?.baseDelegate != nil, controller.viewModel?.channel != nil || controller.viewModel?.isLoading == true)
        }
        world.navigation.pushViewController(list)
        world.settle()
        #expect(seen?.configured == true && seen?.loaded == false)
        #expect(list.userList.map(\.userId) == world.mainIds)
    }

    // MARK: An operator's row actions

    @Test(arguments: [ChannelType.group, .open])
    func aModerationDoneIsHeardByTheControllersOverride(channelType: ChannelType) throws {
        let world = try UserListWorld(channelType, operator: true)
        let list = world.openUserList(nil) { ModerationWatchingController(channelURL: $0, channelType: $1, userListType: $2) }
        let watcher = try #require(list as? ModerationWatchingController)
        world.screen.press(.down, .enter)                              // Bob's actions
        world.screen.press(.down, .enter)                              // Mute
        world.settle()
        #expect(watcher.moderated.map(\.userId) == ["bob"] && watcher.moderated.map(\.action) == [.mute])
    }

    @Test(arguments: [ChannelType.group, .open])
    func aRefusalFromTheServiceIsANoticeAndTheListStaysAsItWas(channelType: ChannelType) throws {
        let restore = ViewModelSet.setUserListViewModel(BoldViewModel.self, for: channelType)
        defer { restore() }
        let world = try UserListWorld(channelType)
        let list = world.openUserList()
        world.screen.press(.down, .enter)                              // Bob's actions
        world.screen.press(.down, .enter)                              // Mute
        world.settle()
        let notice = try #require(list.noticeView.text)
        #expect(notice.contains("Couldn't do that") && notice.lowercased().contains("operator"))
        #expect(world.row("Bob")?.contains("Muted") == false)
        #expect(list.userList.map(\.userId) == world.mainIds)
    }

    @Test(arguments: [ChannelType.group, .open])
    func aNonOperatorGetsNoSheet(channelType: ChannelType) throws {
        let world = try UserListWorld(channelType)
        world.openUserList()
        world.screen.press(.down, .enter)
        #expect(!world.screen.text.contains("Mute"))
    }

    // MARK: Customisation through the sets

    @Test(arguments: [ChannelType.group, .open])
    func theViewControllerSetChoosesTheScreen(channelType: ChannelType) throws {
        let restore = ViewControllerSet.setUserListViewController(MyUserList.self, for: channelType)
        defer { restore() }
        let world = try UserListWorld(channelType)
        let list = world.openUserList()
        #expect(list is MyUserList)
        #expect(list.userList.map(\.userId) == world.mainIds)
    }

    @Test(arguments: [ChannelType.group, .open])
    func theModuleSetAndComponentMetatypesChooseTheComponents(channelType: ChannelType) throws {
        final class MyModule: UserListModule {}
        let restore = ModuleSet.setUserListModule(MyModule.self, for: channelType)
        let saved = (UserListModule.List.userCell, UserListModule.Header.rightBarButton)
        UserListModule.List.userCell = ShoutingUserCell.self
        UserListModule.Header.rightBarButton = nil
        defer { restore(); (UserListModule.List.userCell, UserListModule.Header.rightBarButton) = saved }
        let world = try UserListWorld(channelType, operator: true)
        world.openUserList(.operators)
        #expect(world.screen.text.contains(world.operatorName.uppercased()))
        #expect(!world.rows[0].contains("Add"))
    }

    @Test(arguments: [ChannelType.group, .open])
    func theViewModelFromTheSetIsTheOneTheScreenUses(channelType: ChannelType) throws {
        let restore = ViewModelSet.setUserListViewModel(CountingViewModel.self, for: channelType)
        defer { restore() }
        let world = try UserListWorld(channelType)
        let controller = world.openUserList()
        let model = try #require(controller.viewModel as? CountingViewModel)
        #expect(model.pages >= 1)
        #expect(model.channel?.channelURL == world.url && model.channelType == channelType)
    }

    // MARK: Theme precedence

    @Test(arguments: [ChannelType.group, .open])
    func componentThemeWinsOverTheControllersWhichWinsOverTheGlobalOne(channelType: ChannelType) throws {
        defer { Theme.set(colorScheme: .light) }
        let world = try UserListWorld(channelType)
        let global = customTheme(primary: .magenta)
        Theme.set(global)
        let controller = world.openUserList()
        let header = try #require(controller.headerComponent), list = try #require(controller.listComponent)
        #expect(header.resolvedTheme == global.userListTheme && list.resolvedTheme == global.userListTheme)
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? UserCell)
        #expect(cell.resolvedTheme == global.userListTheme.cell)

        let own = customTheme(primary: .green)
        controller.theme = own
        Theme.set(customTheme(primary: .red))
        #expect(header.resolvedTheme == own.userListTheme && list.resolvedTheme == own.userListTheme)
        #expect(list.resolvedComponentTheme == own.componentTheme)
        #expect(cell.resolvedTheme == own.userListTheme.cell)

        let mine = customTheme(primary: .cyan).userListTheme
        header.theme = mine
        list.theme = mine
        controller.theme = customTheme(primary: .blue)
        _ = world.screen.text
        #expect(header.resolvedTheme == mine && list.resolvedTheme == mine && cell.resolvedTheme == mine.cell)
        #expect(list.filterView?.resolvedTheme == mine)
    }
}
