import BanterTesting
import Testing
import BanterUIKit

@MainActor private var registerRecorder = LifecycleRecorder()

@MainActor
private final class RecordingRegisterHeader: OpenRegisterOperatorModule.Header {
    override func configure(delegate: BaseSelectUserModuleHeaderDelegate, dataSource: BaseSelectUserModuleHeaderDataSource, theme: UserListTheme?) {
        registerRecorder.record("configure", of: "header"); super.configure(delegate: delegate, dataSource: dataSource, theme: theme)
    }
    override func setupViews() { registerRecorder.record("setupViews", of: "header"); super.setupViews() }
    override func setupLayouts() { registerRecorder.record("setupLayouts", of: "header"); super.setupLayouts() }
    override func setupStyles() { registerRecorder.record("setupStyles", of: "header"); super.setupStyles() }
}

@MainActor
private final class RecordingRegister: OpenRegisterOperatorViewController {
    required init(channelURL: String, users: [User]? = nil) {
        registerRecorder.record("init", of: "controller")
        super.init(channelURL: channelURL, users: users)
    }
    override func loadView() { registerRecorder.record("loadView", of: "controller"); super.loadView() }
    override func setupViews() { registerRecorder.record("setupViews", of: "controller"); super.setupViews() }
    override func setupLayouts() { registerRecorder.record("setupLayouts", of: "controller"); super.setupLayouts() }
    override func viewDidLoad() { registerRecorder.record("viewDidLoad", of: "controller"); super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { registerRecorder.record("viewWillAppear", of: "controller"); super.viewWillAppear(animated) }
    override func updateStyles() { registerRecorder.record("updateStyles", of: "controller"); super.updateStyles() }
    override func viewWillLayoutSubviews() { registerRecorder.record("viewWillLayoutSubviews", of: "controller"); super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { registerRecorder.record("viewDidLayoutSubviews", of: "controller"); super.viewDidLayoutSubviews() }
    override func setupStyles() { registerRecorder.record("setupStyles", of: "controller"); super.setupStyles() }
    override func viewDidAppear(_ animated: Bool) { registerRecorder.record("viewDidAppear", of: "controller"); super.viewDidAppear(animated) }
}

@MainActor
private final class MyRegister: OpenRegisterOperatorViewController {}

@MainActor
private final class LoudCell: UserCell {
    override var displayName: String { super.displayName.uppercased() }
}

@MainActor
private final class CountingRegisterViewModel: OpenRegisterOperatorViewModel {
    var promoted: [[String]] = []
    override func registerAsOperators(userIds: [String]) {
        promoted.append(userIds)
        super.registerAsOperators(userIds: userIds)
    }
}

/// Making an open channel's participants operators: the operators list's Add offers the
/// people in the channel who are not operators yet.
@Suite("The open register-operator screen", .serialized)
@MainActor
struct OpenRegisterOperatorTests {
    private func openRegister(_ world: OpenChannelWorld) -> OpenRegisterOperatorViewController {
        let register = ViewControllerSet.openChannelRegisterOperatorViewController.init(channelURL: world.url, users: nil)
        world.navigation.pushViewController(register)
        world.world.settle()
        return register
    }

    @Test func showingTheScreenRunsEveryStepInOrder() throws {
        let saved = OpenRegisterOperatorModule.headerComponent
        OpenRegisterOperatorModule.headerComponent = RecordingRegisterHeader.self
        defer { OpenRegisterOperatorModule.headerComponent = saved }
        let world = try OpenChannelWorld(operator: true)
        registerRecorder = LifecycleRecorder()
        let controller = RecordingRegister(channelURL: world.url)
        world.navigation.pushViewController(controller)
        _ = world.screen.text
        #expect(registerRecorder.events == [
            "controller.init",
            "controller.loadView", "controller.setupViews",
            "header.configure", "header.setupViews", "header.setupLayouts", "header.setupStyles",
            "controller.setupLayouts",
            "controller.viewDidLoad",
            "controller.viewWillAppear", "controller.updateStyles",
            "header.setupStyles", "controller.setupStyles",
            "controller.viewWillLayoutSubviews",
            "controller.viewDidLayoutSubviews", "controller.setupStyles",
            "controller.viewDidAppear",
        ])
    }

    @Test func theOperatorsListsAddOffersNonOperatorParticipantsAndPromotingComesBackWithThem() throws {
        let world = try OpenChannelWorld(operator: true)
        try world.enterAsCurrentUser()
        let operators = world.openUserList(.operators)
        #expect(operators.userList.map(\.userId) == ["ann", "me"])
        operators.showRegisterOperator()
        world.world.settle()
        let register = try #require(world.navigation.topViewController as? OpenRegisterOperatorViewController)
        #expect(register.userList.map(\.userId) == ["bob", "cai"])
        #expect(world.rows[0].contains("Set as operators") && world.rows[0].hasSuffix("Add "))
        world.screen.press(.down)
        world.screen.type(" ")
        #expect(world.rows[0].hasSuffix("Add (1) "))
        world.screen.press(KeyEvent(.character("d"), modifiers: .control))
        world.world.settle()
        #expect(world.navigation.topViewController === operators)
        #expect(operators.userList.map(\.userId) == ["ann", "cai", "me"])
        #expect(register.channel?.isOperator(userId: "cai") == true)
    }

    @Test func everyParticipantWhoIsNoOperatorIsOfferedAndOnePromotedElsewhereLeavesTheList() throws {
        let world = try OpenChannelWorld(operator: true)
        try world.server.createUser(id: "dee", nickname: "Dee")
        try world.server.setOpenChannelParticipant("dee", channelURL: world.url)
        try world.enterAsCurrentUser()
        let register = openRegister(world)
        #expect(register.userList.map(\.userId) == ["bob", "cai", "dee"])
        let ann = ChatClient(server: world.server)
        ann.connect(userId: "ann") { _ in }
        world.world.settle()
        ann.getOpenChannel(url: world.url) { if case .success(let channel) = $0 { channel.addOperators(userIds: ["bob"]) } }
        world.world.settle()
        #expect(register.userList.map(\.userId) == ["cai", "dee"])
    }

    @Test func someoneEnteringWhileTheScreenIsOpenIsOfferedAndThePicksStay() throws {
        let world = try OpenChannelWorld(operator: true)
        try world.server.createUser(id: "bea", nickname: "Bea")
        try world.enterAsCurrentUser()
        let register = openRegister(world)
        world.screen.type(" ")                                         // pick Bob
        try world.server.setOpenChannelParticipant("bea", channelURL: world.url)
        world.world.settle()
        #expect(register.userList.map(\.userId) == ["bea", "bob", "cai"])
        #expect(register.selectedUserList.map(\.userId) == ["bob"])
        #expect(world.row("Bob Stone")?.contains("☑") == true)
    }

    @Test func typingFiltersTheParticipants() throws {
        let world = try OpenChannelWorld(operator: true)
        let register = openRegister(world)
        world.screen.type("ca")
        world.world.settle()
        #expect(register.userList.map(\.userId) == ["cai"])
    }

    @Test func aNonOperatorsPromotionIsRefusedWithANoticeAndThePicksStay() throws {
        let world = try OpenChannelWorld()
        let register = openRegister(world)
        #expect(register.userList.map(\.userId) == ["bob", "cai"])
        world.screen.type(" ")
        world.screen.press(KeyEvent(.character("d"), modifiers: .control))
        world.world.settle()
        #expect(world.navigation.topViewController === register)
        #expect(register.noticeView.text?.lowercased().contains("operator") == true)
        #expect(register.selectedUserList.map(\.userId) == ["bob"])
        #expect(register.channel?.isOperator(userId: "bob") == false)
    }

    @Test func noOnePickedIsRefusedWithoutARequest() throws {
        final class Spy: OpenRegisterOperatorViewModelDelegate {
            var refusals: [ChatError] = []
            func registerOperatorViewModel(_ viewModel: BaseRegisterOperatorViewModel, didRegisterOperatorIds operatorIds: [String]) {}
            func registerOperatorViewModel(_ viewModel: BaseRegisterOperatorViewModel, didFailToRegisterOperatorIds operatorIds: [String],
                                           error: ChatError) { refusals.append(error) }
            func didReceiveError(_ error: ChatError, isBlocker: Bool) {}
            func baseSelectedUserViewModel(_ viewModel: BaseSelectUserViewModel, didChangeUserList users: [User], needsToReload: Bool) {}
            func baseSelectedUserViewModel(_ viewModel: BaseSelectUserViewModel, didUpdateSelectedUsers selectedUsers: [User]) {}
        }
        let world = try OpenChannelWorld(operator: true)
        let spy = Spy()
        let model = OpenRegisterOperatorViewModel(client: BanterUIKit.client, channelURL: world.url, delegate: spy)
        model.registerAsOperators()
        #expect(spy.refusals.map(\.code) == [.invalidParameter])
    }

    @Test func everySetIsAsked() throws {
        final class MyModule: OpenRegisterOperatorModule {}
        let saved = (ViewControllerSet.openChannelRegisterOperatorViewController, ModuleSet.openRegisterOperatorModule,
                     OpenRegisterOperatorModule.List.userCell, ViewModelSet.openChannelRegisterOperatorViewModel)
        ViewControllerSet.openChannelRegisterOperatorViewController = MyRegister.self
        ModuleSet.openRegisterOperatorModule = MyModule.self
        OpenRegisterOperatorModule.List.userCell = LoudCell.self
        ViewModelSet.openChannelRegisterOperatorViewModel = CountingRegisterViewModel.self
        defer {
            (ViewControllerSet.openChannelRegisterOperatorViewController, ModuleSet.openRegisterOperatorModule,
             OpenRegisterOperatorModule.List.userCell, ViewModelSet.openChannelRegisterOperatorViewModel) = saved
        }
        let world = try OpenChannelWorld(operator: true)
        let operators = world.openUserList(.operators)
        operators.showRegisterOperator()
        world.world.settle()
        let register = try #require(world.navigation.topViewController as? MyRegister)
        #expect(world.screen.text.contains("BOB STONE"))
        world.screen.type(" ")
        world.screen.press(KeyEvent(.character("d"), modifiers: .control))
        #expect((register.viewModel as? CountingRegisterViewModel)?.promoted == [["bob"]])
    }

    @Test func theComponentsThemeWinsOverTheScreensWhichWinsOverTheGlobalOne() throws {
        defer { Theme.set(colorScheme: .light) }
        let world = try OpenChannelWorld(operator: true)
        var colors = ColorSet.light
        colors.primary = .magenta
        let global = Theme(colorScheme: .light, colors: colors)
        Theme.set(global)
        let register = openRegister(world)
        let header = try #require(register.headerComponent), list = try #require(register.listComponent)
        #expect(header.resolvedTheme == global.userListTheme && list.resolvedTheme == global.userListTheme)
        colors.primary = .green
        let own = Theme(colorScheme: .light, colors: colors)
        register.theme = own
        Theme.set(colorScheme: .dark)
        #expect(header.resolvedTheme == own.userListTheme && list.resolvedTheme == own.userListTheme)
        let mine = UserListTheme.dark
        list.theme = mine
        register.updateStyles()
        #expect(list.resolvedTheme == mine && header.resolvedTheme == own.userListTheme)
    }
}
