import BanterTesting
import Testing
import BanterUIKit

// Outside the kit's module, as an app's code is: one `RegisterOperatorViewController` serves
// group and open channels, so every test here runs for both channel types.

@MainActor private var registerRecorder = LifecycleRecorder()

@MainActor
private final class RecordingRegisterHeader: RegisterOperatorModule.Header {
    override func configure(delegate: BaseSelectUserModuleHeaderDelegate, dataSource: BaseSelectUserModuleHeaderDataSource, theme: UserListTheme?) {
        registerRecorder.record("configure", of: "header"); super.configure(delegate: delegate, dataSource: dataSource, theme: theme)
    }
    override func setupViews() { registerRecorder.record("setupViews", of: "header"); super.setupViews() }
    override func setupLayouts() { registerRecorder.record("setupLayouts", of: "header"); super.setupLayouts() }
    override func setupStyles() { registerRecorder.record("setupStyles", of: "header"); super.setupStyles() }
}

@MainActor
private final class RecordingRegister: RegisterOperatorViewController {
    required init(channelURL: String, channelType: ChannelType = .group, users: [User]? = nil) {
        registerRecorder.record("init", of: "controller")
        super.init(channelURL: channelURL, channelType: channelType, users: users)
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
private final class MyRegister: RegisterOperatorViewController {}

@MainActor
private final class LoudCell: UserCell {
    override var displayName: String { super.displayName.uppercased() }
}

@MainActor
private final class CountingRegisterViewModel: RegisterOperatorViewModel {
    var promoted: [[String]] = []
    override func registerAsOperators(userIds: [String]) {
        promoted.append(userIds)
        super.registerAsOperators(userIds: userIds)
    }
}

/// Hears the promotions the view model reports, by overriding the open declaration.
@MainActor
private final class PromotionWatchingRegister: RegisterOperatorViewController {
    var registered: [[String]] = []
    override func registerOperatorViewModel(_ viewModel: BaseRegisterOperatorViewModel, didRegisterOperatorIds operatorIds: [String]) {
        registered.append(operatorIds)
        super.registerOperatorViewModel(viewModel, didRegisterOperatorIds: operatorIds)
    }
}

extension ViewControllerSet {
    /// Puts `type` in the register-operator entry for `channelType`; returns what puts the
    /// entry back.
    static func setRegisterOperatorViewController(_ type: RegisterOperatorViewController.Type, for channelType: ChannelType) -> () -> Void {
        let saved = (groupChannelRegisterOperatorViewController, openChannelRegisterOperatorViewController)
        if channelType == .open { openChannelRegisterOperatorViewController = type } else { groupChannelRegisterOperatorViewController = type }
        return { (groupChannelRegisterOperatorViewController, openChannelRegisterOperatorViewController) = saved }
    }
}

extension UserListWorld {
    /// Pushes the register-operator screen (`make`'s, or a plain one) and lets it load.
    @discardableResult
    func openRegister(_ make: ((String, ChannelType) -> RegisterOperatorViewController)? = nil) -> RegisterOperatorViewController {
        let register = make?(url, channelType) ?? RegisterOperatorViewController(channelURL: url, channelType: channelType)
        navigation.pushViewController(register)
        settle()
        return register
    }
}

/// Making members or participants operators, whichever the channel's type.
@Suite("The register-operator screen of both channel types", .serialized)
@MainActor
struct RegisterOperatorTests {
    @Test(arguments: [ChannelType.group, .open])
    func showingTheScreenRunsEveryStepInOrder(channelType: ChannelType) throws {
        let saved = RegisterOperatorModule.headerComponent
        RegisterOperatorModule.headerComponent = RecordingRegisterHeader.self
        defer { RegisterOperatorModule.headerComponent = saved }
        let world = try UserListWorld(channelType, operator: true)
        registerRecorder = LifecycleRecorder()
        let controller = RecordingRegister(channelURL: world.url, channelType: channelType)
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

    @Test(arguments: [ChannelType.group, .open])
    func aPromotionIsHeardByTheControllersOverride(channelType: ChannelType) throws {
        let world = try UserListWorld(channelType, operator: true)
        let register = world.openRegister { PromotionWatchingRegister(channelURL: $0, channelType: $1) }
        let watcher = try #require(register as? PromotionWatchingRegister)
        world.screen.press(.enter)                                         // pick Bob
        world.screen.press(KeyEvent(.character("d"), modifiers: .control))
        world.settle()
        #expect(watcher.registered == [["bob"]])
        #expect(world.navigation.topViewController !== register)
    }

    @Test(arguments: [ChannelType.group, .open])
    func aRefusalIsANoticeAndThePicksStay(channelType: ChannelType) throws {
        let world = try UserListWorld(channelType)
        let register = world.openRegister()
        #expect(register.userList.map(\.userId) == (channelType == .group ? ["bob", "me"] : ["bob", "cai"]))
        world.screen.press(.enter)
        world.screen.press(KeyEvent(.character("d"), modifiers: .control))
        world.settle()
        #expect(world.navigation.topViewController === register)
        #expect(register.noticeView.text?.lowercased().contains("operator") == true)
        #expect(register.selectedUserList.map(\.userId) == ["bob"])
        #expect(register.channel?.myRole != .operator)
    }

    @Test(arguments: [ChannelType.group, .open])
    func everySetIsAsked(channelType: ChannelType) throws {
        final class MyModule: RegisterOperatorModule {}
        let restore = ViewControllerSet.setRegisterOperatorViewController(MyRegister.self, for: channelType)
        let saved = (ModuleSet.groupRegisterOperatorModule, ModuleSet.openRegisterOperatorModule, RegisterOperatorModule.List.userCell,
                     ViewModelSet.groupChannelRegisterOperatorViewModel, ViewModelSet.openChannelRegisterOperatorViewModel)
        if channelType == .open {
            ModuleSet.openRegisterOperatorModule = MyModule.self
            ViewModelSet.openChannelRegisterOperatorViewModel = CountingRegisterViewModel.self
        } else {
            ModuleSet.groupRegisterOperatorModule = MyModule.self
            ViewModelSet.groupChannelRegisterOperatorViewModel = CountingRegisterViewModel.self
        }
        RegisterOperatorModule.List.userCell = LoudCell.self
        defer {
            restore()
            (ModuleSet.groupRegisterOperatorModule, ModuleSet.openRegisterOperatorModule, RegisterOperatorModule.List.userCell,
             ViewModelSet.groupChannelRegisterOperatorViewModel, ViewModelSet.openChannelRegisterOperatorViewModel) = saved
        }
        let world = try UserListWorld(channelType, operator: true)
        let operators = world.openUserList(.operators)
        operators.showRegisterOperator()
        world.settle()
        let register = try #require(world.navigation.topViewController as? MyRegister)
        #expect(register.headerComponent != nil && register.channelType == channelType)
        #expect(world.screen.text.contains("BOB"))
        world.screen.press(.enter)
        world.screen.press(KeyEvent(.character("d"), modifiers: .control))
        #expect((register.viewModel as? CountingRegisterViewModel)?.promoted == [["bob"]])
    }

    @Test(arguments: [ChannelType.group, .open])
    func theComponentsThemeWinsOverTheScreensWhichWinsOverTheGlobalOne(channelType: ChannelType) throws {
        defer { Theme.set(colorScheme: .light) }
        let world = try UserListWorld(channelType, operator: true)
        var colors = ColorSet.light
        colors.primary = .magenta
        let global = Theme(colorScheme: .light, colors: colors)
        Theme.set(global)
        let register = world.openRegister()
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
