import BanterTesting
import Testing
import BanterUIKit

@MainActor private var registerRecorder = LifecycleRecorder()

@MainActor
private final class RecordingRegisterHeader: GroupRegisterOperatorModule.Header {
    override func configure(delegate: BaseSelectUserModuleHeaderDelegate, dataSource: BaseSelectUserModuleHeaderDataSource, theme: UserListTheme?) {
        registerRecorder.record("configure", of: "header"); super.configure(delegate: delegate, dataSource: dataSource, theme: theme)
    }
    override func setupViews() { registerRecorder.record("setupViews", of: "header"); super.setupViews() }
    override func setupLayouts() { registerRecorder.record("setupLayouts", of: "header"); super.setupLayouts() }
    override func setupStyles() { registerRecorder.record("setupStyles", of: "header"); super.setupStyles() }
}

@MainActor
private final class RecordingRegister: GroupRegisterOperatorViewController {
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
private final class MyRegister: GroupRegisterOperatorViewController {}

@MainActor
private final class LoudCell: UserCell {
    override var displayName: String { super.displayName.uppercased() }
}

@MainActor
private final class CountingRegisterViewModel: GroupRegisterOperatorViewModel {
    var promoted: [[String]] = []
    override func registerAsOperators(userIds: [String]) {
        promoted.append(userIds)
        super.registerAsOperators(userIds: userIds)
    }
}

@Suite("The register-operator screen", .serialized)
@MainActor
struct GroupRegisterOperatorTests {
    @Test func showingTheScreenRunsEveryStepInOrder() throws {
        let saved = GroupRegisterOperatorModule.headerComponent
        GroupRegisterOperatorModule.headerComponent = RecordingRegisterHeader.self
        defer { GroupRegisterOperatorModule.headerComponent = saved }
        let fixture = try ChannelFixture(operators: ["me"])
        registerRecorder = LifecycleRecorder()
        let controller = RecordingRegister(channelURL: fixture.channelURL)
        fixture.navigation.pushViewController(controller)
        _ = fixture.screen.text
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

    @Test func theOperatorsListsAddOffersNonOperatorsAndPromotingComesBackWithThem() throws {
        let fixture = try ChannelFixture(operators: ["me"])
        let operators = fixture.openUserList(.operators)
        #expect(operators.userList.map(\.userId) == ["me"])
        fixture.screen.press(.tab, .tab, .enter)                       // back, then Add
        fixture.screen.advance(by: .seconds(1))
        let register = try #require(fixture.navigation.topViewController as? GroupRegisterOperatorViewController)
        #expect(register.userList.map(\.userId) == ["alice", "bob"])
        #expect(fixture.rows[0].contains("Set as operators") && fixture.rows[0].hasSuffix("Add "))
        fixture.screen.press(.down)
        fixture.screen.type(" ")
        #expect(fixture.rows[0].hasSuffix("Add (1) "))
        fixture.screen.press(KeyEvent(.character("d"), modifiers: .control))
        fixture.screen.advance(by: .seconds(2))
        #expect(fixture.navigation.topViewController === operators)
        #expect(operators.userList.map(\.userId) == ["bob", "me"])
        #expect(fixture.row("Bob")?.contains("★ Operator") == true)
    }

    @Test func typingFiltersTheMembers() throws {
        let fixture = try ChannelFixture(operators: ["me"])
        let register = GroupRegisterOperatorViewController(channelURL: fixture.channelURL)
        fixture.navigation.pushViewController(register)
        fixture.screen.advance(by: .seconds(1))
        fixture.screen.type("bo")
        fixture.screen.advance(by: .seconds(1))
        #expect(register.userList.map(\.userId) == ["bob"])
    }

    @Test func aRefusalIsANoticeAndThePicksStay() throws {
        let fixture = try ChannelFixture(operators: ["alice"])
        let register = GroupRegisterOperatorViewController(channelURL: fixture.channelURL)
        fixture.navigation.pushViewController(register)
        fixture.screen.advance(by: .seconds(1))
        #expect(register.userList.map(\.userId) == ["bob", "me"])
        fixture.screen.type(" ")
        fixture.screen.press(KeyEvent(.character("d"), modifiers: .control))
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.navigation.topViewController === register)
        #expect(register.noticeView.text?.lowercased().contains("operator") == true)
        #expect(register.selectedUserList.map(\.userId) == ["bob"])
    }

    @Test func everySetIsAsked() throws {
        final class MyModule: GroupRegisterOperatorModule {}
        let saved = (ViewControllerSet.groupChannelRegisterOperatorViewController, ModuleSet.groupRegisterOperatorModule,
                     GroupRegisterOperatorModule.List.userCell, ViewModelSet.groupChannelRegisterOperatorViewModel)
        ViewControllerSet.groupChannelRegisterOperatorViewController = MyRegister.self
        ModuleSet.groupRegisterOperatorModule = MyModule.self
        GroupRegisterOperatorModule.List.userCell = LoudCell.self
        ViewModelSet.groupChannelRegisterOperatorViewModel = CountingRegisterViewModel.self
        defer {
            (ViewControllerSet.groupChannelRegisterOperatorViewController, ModuleSet.groupRegisterOperatorModule,
             GroupRegisterOperatorModule.List.userCell, ViewModelSet.groupChannelRegisterOperatorViewModel) = saved
        }
        let fixture = try ChannelFixture(operators: ["me"])
        let operators = fixture.openUserList(.operators)
        operators.showRegisterOperator()
        fixture.screen.advance(by: .seconds(1))
        let register = try #require(fixture.navigation.topViewController as? MyRegister)
        #expect(fixture.screen.text.contains("ALICE"))
        fixture.screen.type(" ")
        fixture.screen.press(KeyEvent(.character("d"), modifiers: .control))
        #expect((register.viewModel as? CountingRegisterViewModel)?.promoted == [["alice"]])
    }

    @Test func theComponentsThemeWinsOverTheScreensWhichWinsOverTheGlobalOne() throws {
        defer { Theme.set(colorScheme: .light) }
        let fixture = try ChannelFixture(operators: ["me"])
        var colors = ColorSet.light
        colors.primary = .magenta
        let global = Theme(colorScheme: .light, colors: colors)
        Theme.set(global)
        let register = GroupRegisterOperatorViewController(channelURL: fixture.channelURL)
        fixture.navigation.pushViewController(register)
        fixture.screen.advance(by: .seconds(1))
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
