import BanterTesting
import Testing
import BanterUIKit

// Outside the kit's module, as an app's code is: each override compiles only because the
// kit made it `open`, and each test shows it takes effect on screen.

/// The recorder the recording classes below write to; set by the test.
@MainActor private var recorder = LifecycleRecorder()

@MainActor
private final class RecordingHeader: OpenUserListModule.Header {
    override func configure(delegate: BaseUserListModuleHeaderDelegate, userListType: ChannelUserListType, theme: UserListTheme?) {
        recorder.record("configure", of: "header"); super.configure(delegate: delegate, userListType: userListType, theme: theme)
    }
    override func setupViews() { recorder.record("setupViews", of: "header"); super.setupViews() }
    override func setupLayouts() { recorder.record("setupLayouts", of: "header"); super.setupLayouts() }
    override func setupStyles() { recorder.record("setupStyles", of: "header"); super.setupStyles() }
}

@MainActor
private final class RecordingList: OpenUserListModule.List {
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
private final class RecordingController: OpenUserListViewController {
    required init(channelURL: String, userListType: ChannelUserListType = .participants) {
        recorder.record("init", of: "controller")
        super.init(channelURL: channelURL, userListType: userListType)
    }
    required init(channel: OpenChannel, userListType: ChannelUserListType = .participants) {
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

@MainActor
private final class ShoutingUserCell: UserCell {
    override var displayName: String { super.displayName.uppercased() }
}

/// Counts the pages asked for.
@MainActor
private final class CountingViewModel: OpenUserListViewModel {
    var pages = 0
    override func loadNextPage(of channel: BaseChannel, completion: @escaping @MainActor (Result<[User], ChatError>) -> Void) -> Bool {
        pages += 1
        return super.loadNextPage(of: channel, completion: completion)
    }
}

/// Offers every action even to a non-operator, so the service's refusal can be seen.
@MainActor
private final class BoldViewModel: OpenUserListViewModel {
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

extension OpenChannelWorld {
    /// Pushes the open user list of `type` over the navigation's root and lets it load.
    @discardableResult
    func openUserList(_ type: ChannelUserListType = .participants,
                      _ make: (String, ChannelUserListType) -> OpenUserListViewController = {
                          ViewControllerSet.openUserListViewController.init(channelURL: $0, userListType: $1)
                      }) -> OpenUserListViewController {
        let list = make(url, type)
        navigation.pushViewController(list)
        world.settle()
        _ = screen.text
        return list
    }

    /// The current user enters the channel, as the open channel screen does, so the
    /// channel's events reach their client.
    func enterAsCurrentUser() throws {
        try server.setOpenChannelParticipant("me", channelURL: url)
        world.settle()
    }

    /// The screen's rows.
    var rows: [String] { screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// The row showing `name`.
    func row(_ name: String) -> String? { rows.first { $0.contains(name) } }
}

/// An open channel's user lists: its participants (live as people enter and leave), and for
/// its operators the operators, muted and banned users, with the row actions.
@Suite("The open channel user lists", .serialized)
@MainActor
struct OpenUserListTests {
    // MARK: Lifecycle

    @Test func showingTheScreenRunsEveryStepInOrder() throws {
        let saved = (OpenUserListModule.headerComponent, OpenUserListModule.listComponent)
        OpenUserListModule.headerComponent = RecordingHeader.self
        OpenUserListModule.listComponent = RecordingList.self
        defer { (OpenUserListModule.headerComponent, OpenUserListModule.listComponent) = saved }
        let world = try OpenChannelWorld()
        recorder = LifecycleRecorder()
        let controller = RecordingController(channelURL: world.url)
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

    // MARK: Participants

    @Test func theParticipantsShowWithTheOperatorMarkAndNoInvite() throws {
        let world = try OpenChannelWorld()
        let list = world.openUserList()
        #expect(list.userList.map(\.userId) == ["ann", "bob", "cai"])
        #expect(world.rows[0].contains("Participants"))
        #expect(!world.rows[0].contains("Invite") && !world.rows[0].contains("Add"))
        #expect(world.row("Ann Lee")?.contains("★ Operator") == true)
        #expect(world.row("Bob Stone")?.contains("Operator") == false)
    }

    @Test func theParticipantsMutedShowTheMarkAndTheSheetOffersUnmute() throws {
        let world = try OpenChannelWorld(operator: true)
        try world.server.setMuted(true, userId: "bob", channelURL: world.url)
        world.openUserList()
        #expect(world.row("Bob Stone")?.contains("⊘ Muted") == true)
        #expect(world.row("Cai")?.contains("Muted") == false)
        world.screen.press(.down, .enter)                              // Bob's actions
        #expect(world.screen.text.contains("Unmute"))
        world.screen.press(.down, .enter)                              // Unmute
        world.world.settle()
        #expect(world.row("Bob Stone")?.contains("Muted") == false)
    }

    @Test func peopleEnteringAndLeavingShowLive() throws {
        let world = try OpenChannelWorld()
        try world.server.createUser(id: "dee", nickname: "Dee")
        try world.enterAsCurrentUser()
        let list = world.openUserList()
        #expect(list.userList.map(\.userId) == ["ann", "bob", "cai", "me"])
        try world.server.setOpenChannelParticipant("dee", channelURL: world.url)
        world.world.settle()
        #expect(list.userList.map(\.userId) == ["ann", "bob", "cai", "dee", "me"])
        #expect(world.row("Dee") != nil)
        try world.server.setOpenChannelParticipant("bob", channelURL: world.url, entered: false)
        world.world.settle()
        #expect(list.userList.map(\.userId) == ["ann", "cai", "dee", "me"])
        #expect(world.row("Bob Stone") == nil)
    }

    @Test func typingANameFiltersTheParticipants() throws {
        let world = try OpenChannelWorld()
        let list = world.openUserList()
        world.screen.type("c")
        world.world.settle()
        #expect(list.userList.map(\.userId) == ["cai"])
        world.screen.press(.escape)
        world.world.settle()
        #expect(list.userList.count == 3)
    }

    // MARK: An operator's row actions

    @Test func anOperatorPromotesMutesAndBansAParticipant() throws {
        let world = try OpenChannelWorld(operator: true)
        let list = world.openUserList()
        world.screen.press(.down, .enter)                              // Bob's actions
        let sheet = world.screen.text
        #expect(sheet.contains("Promote to operator") && sheet.contains("Mute") && sheet.contains("Ban"))
        world.screen.press(.enter)                                     // Promote to operator
        world.world.settle()
        #expect(world.row("Bob Stone")?.contains("★ Operator") == true)
        world.screen.press(.enter)
        #expect(world.screen.text.contains("Dismiss operator"))
        world.screen.press(.down, .enter)                              // Mute
        world.world.settle()
        #expect(world.row("Bob Stone")?.contains("⊘ Muted") == true)
        world.screen.press(.enter, .down, .down, .enter)               // Ban
        world.world.settle()
        #expect(list.userList.map(\.userId) == ["ann", "cai"])
    }

    @Test func aNonOperatorsActionIsRefusedWithANoticeAndTheListStays() throws {
        let saved = ViewModelSet.openUserListViewModel
        ViewModelSet.openUserListViewModel = BoldViewModel.self
        defer { ViewModelSet.openUserListViewModel = saved }
        let world = try OpenChannelWorld()
        let list = world.openUserList()
        world.screen.press(.down, .enter)                              // Bob's actions
        world.screen.press(.down, .enter)                              // Mute
        world.world.settle()
        let notice = try #require(list.noticeView.text)
        #expect(notice.contains("Couldn't do that") && notice.lowercased().contains("operator"))
        #expect(world.row("Bob Stone")?.contains("Muted") == false)
        #expect(list.userList.map(\.userId) == ["ann", "bob", "cai"])
    }

    @Test func aNonOperatorGetsNoSheet() throws {
        let world = try OpenChannelWorld()
        world.openUserList()
        world.screen.press(.down, .enter)
        #expect(!world.screen.text.contains("Mute"))
    }

    // MARK: Operators, muted and banned

    @Test func theOperatorsMutedAndBannedListsHoldWhatTheySay() throws {
        let world = try OpenChannelWorld(operator: true)
        try world.server.setMuted(true, userId: "bob", channelURL: world.url)
        let operators = world.openUserList(.operators)
        #expect(operators.userList.map(\.userId) == ["ann", "me"])
        #expect(world.rows[0].contains("Operators") && world.rows[0].contains("Add"))
        world.screen.press(.escape)

        let muted = world.openUserList(.muted)
        #expect(muted.userList.map(\.userId) == ["bob"])
        #expect(!world.rows[0].contains("Add"))
        world.screen.press(.enter, .down, .enter)                      // Unmute
        world.world.settle()
        #expect(muted.userList.isEmpty)
        world.screen.press(.escape)

        let participants = world.openUserList(.participants)
        world.screen.press(.down, .down, .enter, .down, .down, .enter) // ban Cai
        world.world.settle()
        #expect(participants.userList.map(\.userId) == ["ann", "bob"])
        world.screen.press(.escape)

        let banned = world.openUserList(.banned)
        #expect(banned.userList.map(\.userId) == ["cai"])
        #expect(world.row("Cai")?.contains("⊗ Banned") == true)
        world.screen.press(.enter, .enter)                             // Unban
        world.world.settle()
        #expect(banned.userList.isEmpty)
    }

    @Test func addOnTheOperatorsListOpensTheOpenRegisterOperatorScreen() throws {
        let world = try OpenChannelWorld(operator: true)
        world.openUserList(.operators)
        world.screen.press(.tab, .tab, .enter)                         // back, then Add
        world.world.settle()
        let register = try #require(world.navigation.topViewController as? OpenRegisterOperatorViewController)
        #expect(register.userList.map(\.userId) == ["bob", "cai"])
    }

    // MARK: Customisation through the sets

    @Test func theViewControllerSetChoosesTheScreen() throws {
        final class MyUserList: OpenUserListViewController {}
        let saved = ViewControllerSet.openUserListViewController
        ViewControllerSet.openUserListViewController = MyUserList.self
        defer { ViewControllerSet.openUserListViewController = saved }
        let world = try OpenChannelWorld()
        let list = world.openUserList()
        #expect(list is MyUserList)
        #expect(list.userList.count == 3)
    }

    @Test func theModuleSetAndComponentMetatypesChooseTheComponents() throws {
        final class MyModule: OpenUserListModule {}
        let saved = (ModuleSet.openUserListModule, OpenUserListModule.List.userCell, OpenUserListModule.Header.rightBarButton)
        ModuleSet.openUserListModule = MyModule.self
        OpenUserListModule.List.userCell = ShoutingUserCell.self
        OpenUserListModule.Header.rightBarButton = nil
        defer { (ModuleSet.openUserListModule, OpenUserListModule.List.userCell, OpenUserListModule.Header.rightBarButton) = saved }
        let world = try OpenChannelWorld(operator: true)
        world.openUserList(.operators)
        #expect(world.screen.text.contains("ANN LEE"))
        #expect(!world.rows[0].contains("Add"))
    }

    @Test func theViewModelFromTheSetIsTheOneTheScreenUses() throws {
        let saved = ViewModelSet.openUserListViewModel
        ViewModelSet.openUserListViewModel = CountingViewModel.self
        defer { ViewModelSet.openUserListViewModel = saved }
        let world = try OpenChannelWorld()
        let controller = world.openUserList()
        let model = try #require(controller.viewModel as? CountingViewModel)
        #expect(model.pages >= 1)
        #expect(model.openChannel?.channelURL == world.url)
    }

    // MARK: Theme precedence

    @Test func componentThemeWinsOverTheControllersWhichWinsOverTheGlobalOne() throws {
        defer { Theme.set(colorScheme: .light) }
        let world = try OpenChannelWorld()
        let global = customTheme(primary: .magenta)
        Theme.set(global)
        let controller = world.openUserList()
        let header = try #require(controller.headerComponent), list = try #require(controller.listComponent)
        #expect(header.resolvedTheme == global.userListTheme && list.resolvedTheme == global.userListTheme)

        let own = customTheme(primary: .green)
        controller.theme = own
        Theme.set(customTheme(primary: .red))
        #expect(header.resolvedTheme == own.userListTheme && list.resolvedTheme == own.userListTheme)

        let mine = customTheme(primary: .cyan).userListTheme
        header.theme = mine
        list.theme = mine
        controller.theme = customTheme(primary: .blue)
        _ = world.screen.text
        #expect(header.resolvedTheme == mine && list.resolvedTheme == mine)
    }
}
