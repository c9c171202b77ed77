import BanterTesting
import Testing
import BanterUIKit

// Outside the kit's module, as an app's code is: each override compiles only because the
// kit made it `open`, and each test shows it takes effect on screen.

/// The recorder the recording classes below write to; set by the test.
@MainActor private var recorder = LifecycleRecorder()

@MainActor
private final class RecordingHeader: InviteUserModule.Header {
    override func configure(delegate: BaseSelectUserModuleHeaderDelegate, dataSource: BaseSelectUserModuleHeaderDataSource, theme: UserListTheme?) {
        recorder.record("configure", of: "header"); super.configure(delegate: delegate, dataSource: dataSource, theme: theme)
    }
    override func setupViews() { recorder.record("setupViews", of: "header"); super.setupViews() }
    override func setupLayouts() { recorder.record("setupLayouts", of: "header"); super.setupLayouts() }
    override func setupStyles() { recorder.record("setupStyles", of: "header"); super.setupStyles() }
}

@MainActor
private final class RecordingList: InviteUserModule.List {
    override func configure(delegate: BaseSelectUserModuleListDelegate, dataSource: BaseSelectUserModuleListDataSource, theme: UserListTheme?,
                            componentTheme: ComponentTheme? = nil) {
        recorder.record("configure", of: "list")
        super.configure(delegate: delegate, dataSource: dataSource, theme: theme, componentTheme: componentTheme)
    }
    override func setupViews() { recorder.record("setupViews", of: "list"); super.setupViews() }
    override func setupLayouts() { recorder.record("setupLayouts", of: "list"); super.setupLayouts() }
    override func setupStyles() { recorder.record("setupStyles", of: "list"); super.setupStyles() }
}

@MainActor
private final class RecordingController: InviteUserViewController {
    required init(channelURL: String, users: [User]? = nil) {
        recorder.record("init", of: "controller")
        super.init(channelURL: channelURL, users: users)
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

/// Remembers whom it invited instead of going back.
@MainActor
private final class StayingController: InviteUserViewController {
    var invited: [[String]] = []
    override func inviteUserViewModel(_ viewModel: InviteUserViewModel, didInviteUserIds userIds: [String]) {
        invited.append(userIds)
    }
}

/// Counts the channel loads.
@MainActor
private final class CountingViewModel: InviteUserViewModel {
    var channelLoads = 0
    override func loadChannel() {
        channelLoads += 1
        super.loadChannel()
    }
}

@MainActor
private final class ShoutingUserCell: UserCell {
    override var displayName: String { super.displayName.uppercased() }
}

@MainActor
private final class MyInviteController: InviteUserViewController {}

@MainActor
private func customTheme(primary: Color) -> Theme {
    var colors = ColorSet.light
    colors.primary = primary
    return Theme(colorScheme: .light, colors: colors)
}

/// A seeded workspace with the channel screen of its first small group open.
@MainActor
private struct GroupWorld {
    let world: ChannelListWorld
    let navigation: NavigationController
    let channelURL: String
    let channel: GroupChannelViewController

    init() throws {
        world = try ChannelListWorld()
        let url = try #require(world.workspace?.channels(.group).first?.url)
        channelURL = url
        let (navigation, _) = world.showList()
        self.navigation = navigation
        channel = GroupChannelViewController(channelURL: url)
        navigation.pushViewController(channel)
        world.settle()
    }

    var screen: HeadlessScreen { world.screen }
    var members: [String] { channel.groupChannel?.members.map(\.userId) ?? [] }
}

@Suite("The invite screen", .serialized)
@MainActor
struct InviteUserTests {
    // MARK: Lifecycle

    @Test func showingTheScreenRunsEveryStepInOrder() throws {
        let saved = (InviteUserModule.headerComponent, InviteUserModule.listComponent)
        InviteUserModule.headerComponent = RecordingHeader.self
        InviteUserModule.listComponent = RecordingList.self
        defer { (InviteUserModule.headerComponent, InviteUserModule.listComponent) = saved }
        let group = try GroupWorld()
        recorder = LifecycleRecorder()
        let controller = RecordingController(channelURL: group.channelURL)
        #expect(controller.headerComponent is RecordingHeader)
        group.navigation.pushViewController(controller)
        _ = group.screen.text
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

    // MARK: Customisation through the sets

    @Test func theMemberListsInviteOpensTheControllerFromTheSet() throws {
        let saved = ViewControllerSet.inviteUserViewController
        ViewControllerSet.inviteUserViewController = MyInviteController.self
        defer { ViewControllerSet.inviteUserViewController = saved }
        let group = try GroupWorld()
        group.screen.press(.tab, .tab, .enter)                    // back, then ⚙
        group.world.settle()
        let settings = try #require(group.navigation.topViewController as? GroupChannelSettingsViewController)
        let members = try #require(settings.listComponent?.items.firstIndex { $0.id == "members" })
        for _ in 0..<members { group.screen.press(.down) }
        group.screen.press(.enter)                                // Members
        group.world.settle()
        group.screen.press(.tab, .tab, .enter)                    // back, then Invite
        group.world.settle()
        let top = try #require(group.navigation.topViewController as? MyInviteController)
        #expect(top.channelURL == group.channelURL)
        #expect(!top.returnsToChannel)
        #expect(group.screen.text.contains("Invite users"))
        #expect(group.navigation.viewControllers.dropLast().last is UserListViewController)
    }

    @Test func theChannelScreenOpensTheControllerFromTheSetToo() throws {
        let saved = ViewControllerSet.inviteUserViewController
        ViewControllerSet.inviteUserViewController = MyInviteController.self
        defer { ViewControllerSet.inviteUserViewController = saved }
        let group = try GroupWorld()
        group.channel.showInviteUser()
        #expect(group.navigation.topViewController is MyInviteController)
    }

    @Test func theModuleSetAndComponentMetatypesChooseTheComponents() throws {
        final class MyModule: InviteUserModule {}
        let saved = (ModuleSet.inviteUserModule, InviteUserModule.List.userCell)
        ModuleSet.inviteUserModule = MyModule.self
        InviteUserModule.List.userCell = ShoutingUserCell.self
        defer { (ModuleSet.inviteUserModule, InviteUserModule.List.userCell) = saved }
        let group = try GroupWorld()
        group.world.push(InviteUserViewController(channelURL: group.channelURL), on: group.navigation)
        let text = group.screen.text
        #expect(text.contains("AARAV SHARMA"))
    }

    @Test func theViewModelFromTheSetIsTheOneTheScreenUses() throws {
        let saved = ViewModelSet.inviteUserViewModel
        ViewModelSet.inviteUserViewModel = CountingViewModel.self
        defer { ViewModelSet.inviteUserViewModel = saved }
        let group = try GroupWorld()
        let controller = InviteUserViewController(channelURL: group.channelURL)
        let model = try #require(controller.viewModel as? CountingViewModel)
        group.world.push(controller, on: group.navigation)
        #expect(model.channelLoads == 1)
        #expect(model.channel?.channelURL == group.channelURL)
    }

    @Test func theMembersAreLeftOutAndADelegateOverrideDecidesWhatFollows() throws {
        let group = try GroupWorld()
        let controller = StayingController(channelURL: group.channelURL)
        group.world.push(controller, on: group.navigation)
        let members = Set(group.members)
        #expect(!members.isEmpty)
        #expect(!controller.userList.contains { members.contains($0.userId) })
        let first = try #require(controller.userList.first)
        group.screen.press(.enter)
        group.screen.press(KeyEvent(.character("d"), modifiers: .control))
        group.world.settle()
        #expect(controller.invited == [[first.userId]])
        #expect(group.navigation.topViewController === controller)     // stayed
        #expect(!controller.userList.contains { $0.userId == first.userId })
        #expect(controller.selectedUserList.isEmpty)
    }

    @Test func someoneJoiningElsewhereLeavesTheListAtOnce() throws {
        let group = try GroupWorld()
        let controller = InviteUserViewController(channelURL: group.channelURL)
        group.world.push(controller, on: group.navigation)
        let outsider = try #require(controller.userList.dropFirst().first)
        group.screen.press(.down)
        group.screen.press(.enter)
        #expect(controller.selectedUserList.map(\.userId) == [outsider.userId])
        let inviter = try #require(group.members.first { $0 != "me" })
        try group.world.server.inviteUsers([outsider.userId], channelURL: group.channelURL, inviterId: inviter)
        group.world.settle()
        #expect(!controller.userList.contains { $0.userId == outsider.userId })
        #expect(controller.selectedUserList.isEmpty)
        #expect(group.screen.text.split(separator: "\n")[0].hasSuffix("Invite "))
    }

    // MARK: Theme precedence

    @Test func componentThemeWinsOverTheControllersWhichWinsOverTheGlobalOne() throws {
        defer { Theme.set(colorScheme: .light) }
        let group = try GroupWorld()
        let global = customTheme(primary: .magenta)
        Theme.set(global)
        let controller = InviteUserViewController(channelURL: group.channelURL)
        group.world.push(controller, on: group.navigation)
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
        _ = group.screen.text
        #expect(header.resolvedTheme == mine && list.resolvedTheme == mine && cell.resolvedTheme == mine.cell)
        #expect(list.filterView?.resolvedTheme == mine)
    }
}
