import BanterTesting
import Testing
import BanterUIKit

// Outside the kit's module, as an app's code is: each override compiles only because the
// kit made it `open`, and each test shows it takes effect on screen.

/// The recorder the recording classes below write to; set by the test.
@MainActor private var recorder = LifecycleRecorder()

@MainActor
private final class RecordingHeader: CreateChannelModule.Header {
    override func configure(delegate: BaseSelectUserModuleHeaderDelegate, dataSource: BaseSelectUserModuleHeaderDataSource, theme: UserListTheme?) {
        recorder.record("configure", of: "header"); super.configure(delegate: delegate, dataSource: dataSource, theme: theme)
    }
    override func setupViews() { recorder.record("setupViews", of: "header"); super.setupViews() }
    override func setupLayouts() { recorder.record("setupLayouts", of: "header"); super.setupLayouts() }
    override func setupStyles() { recorder.record("setupStyles", of: "header"); super.setupStyles() }
}

@MainActor
private final class RecordingList: CreateChannelModule.List {
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
private final class RecordingController: CreateChannelViewController {
    required init(users: [User]? = nil, type: ChannelCreationType = .group) {
        recorder.record("init", of: "controller")
        super.init(users: users, type: type)
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

/// A controller that configures its header itself, before the kit does the rest.
@MainActor
private final class EarlyConfiguringController: CreateChannelViewController {
    override func setupViews() {
        headerComponent?.configure(delegate: self, dataSource: self, theme: nil)
        super.setupViews()
    }
}

/// Offers only two people, and remembers the channels it was told about.
@MainActor
private final class ContactBookController: CreateChannelViewController {
    var contacts: [User] = []
    var given = false
    override func createChannelViewModel(_ viewModel: CreateChannelViewModel, nextUserListForChannelType channelType: ChannelCreationType) -> [User]? {
        defer { given = true }
        return given ? [] : contacts
    }
}

/// Names every group after its people.
@MainActor
private final class NamingViewModel: CreateChannelViewModel {
    override func createParams(userIds: [String]) -> GroupChannelCreateParams {
        var params = super.createParams(userIds: userIds)
        params.name = "Named by the app"
        return params
    }
}

@MainActor
private final class ShoutingUserCell: UserCell {
    override var displayName: String { super.displayName.uppercased() }
}

@MainActor
private final class MyCreateController: CreateChannelViewController {}

@MainActor
private final class MyChannelController: GroupChannelViewController {}

/// A palette no stock theme uses, so a style drawn from it can only come from it.
@MainActor
private func customTheme(primary: Color) -> Theme {
    var colors = ColorSet.light
    colors.primary = primary
    return Theme(colorScheme: .light, colors: colors)
}

@MainActor
extension ChannelListWorld {
    /// The channel list in a navigation controller, its first page loaded.
    @discardableResult
    func showList() -> (NavigationController, GroupChannelListViewController) {
        let list = ViewControllerSet.groupChannelListViewController.init()
        let navigation = show(list)!
        settle()
        return (navigation, list)
    }

    /// Pushes `controller` on `navigation` and lets its first page arrive.
    func push(_ controller: ViewController, on navigation: NavigationController) {
        navigation.pushViewController(controller)
        settle()
        _ = screen.text
    }
}

@Suite("The \"new channel\" screen", .serialized)
@MainActor
struct CreateChannelTests {
    // MARK: Lifecycle

    @Test func showingTheScreenRunsEveryStepInOrder() throws {
        let saved = (CreateChannelModule.headerComponent, CreateChannelModule.listComponent)
        CreateChannelModule.headerComponent = RecordingHeader.self
        CreateChannelModule.listComponent = RecordingList.self
        defer { (CreateChannelModule.headerComponent, CreateChannelModule.listComponent) = saved }
        let world = try ChannelListWorld()
        let (navigation, _) = world.showList()
        recorder = LifecycleRecorder()
        let controller = RecordingController(type: .supergroup)
        #expect(controller.headerComponent is RecordingHeader)
        #expect(recorder.events == ["controller.init"])       // the type is set on the header without setting it up
        navigation.pushViewController(controller)
        _ = world.screen.text
        #expect(recorder.events == [
            // No component sets anything up at init; configure sets each up once.
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
        #expect(world.screen.text.contains("New super group"))
    }

    @Test func aComponentConfiguredByTheSubclassIsNotConfiguredAgain() throws {
        let saved = CreateChannelModule.headerComponent
        CreateChannelModule.headerComponent = RecordingHeader.self
        defer { CreateChannelModule.headerComponent = saved }
        let world = try ChannelListWorld()
        let (navigation, _) = world.showList()
        recorder = LifecycleRecorder()
        world.push(EarlyConfiguringController(), on: navigation)
        #expect(recorder.events.filter { $0 == "header.configure" }.count == 1)
        #expect(world.screen.text.split(separator: "\n")[0].contains("New channel"))
    }

    // MARK: Customisation through the sets

    @Test func theListsCreateItemOpensTheControllerFromTheSetAfterTheTypeSelector() throws {
        let saved = ViewControllerSet.createChannelViewController
        ViewControllerSet.createChannelViewController = MyCreateController.self
        defer { ViewControllerSet.createChannelViewController = saved }
        let world = try ChannelListWorld()
        let (navigation, list) = world.showList()
        let item = try #require(list.headerComponent?.rightBarButton as? Button)
        item.action?()
        let sheet = world.screen.text
        #expect(sheet.contains("Group") && sheet.contains("Super group") && sheet.contains("Broadcast"))
        world.screen.press(.down, .down, .enter)                   // Broadcast
        world.settle()
        let top = try #require(navigation.topViewController as? MyCreateController)
        #expect(top.channelType == .broadcast)
        #expect(world.screen.text.contains("New broadcast channel"))
    }

    @Test func withoutTheTypeSelectorNStartsAGroupAtOnce() throws {
        let world = try ChannelListWorld()
        let (navigation, list) = world.showList()
        list.enableCreateChannelTypeSelector = false
        world.screen.type("n")
        world.settle()
        let top = try #require(navigation.topViewController as? CreateChannelViewController)
        #expect(top.channelType == .group)
    }

    @Test func theModuleSetAndComponentMetatypesChooseTheComponents() throws {
        final class MyModule: CreateChannelModule {}
        let saved = (ModuleSet.createGroupChannelModule, CreateChannelModule.List.userCell)
        ModuleSet.createGroupChannelModule = MyModule.self
        CreateChannelModule.List.userCell = ShoutingUserCell.self
        defer { (ModuleSet.createGroupChannelModule, CreateChannelModule.List.userCell) = saved }
        let world = try ChannelListWorld()
        let (navigation, _) = world.showList()
        world.push(CreateChannelViewController(), on: navigation)
        #expect(world.screen.text.contains("LEILA HADDAD"))
    }

    @Test func theViewModelSetsModelMakesTheChannelAndTheControllerSetsScreenOpensIt() throws {
        let saved = (ViewModelSet.createGroupChannelViewModel, ViewControllerSet.groupChannelViewController)
        ViewModelSet.createGroupChannelViewModel = NamingViewModel.self
        ViewControllerSet.groupChannelViewController = MyChannelController.self
        defer { (ViewModelSet.createGroupChannelViewModel, ViewControllerSet.groupChannelViewController) = saved }
        let world = try ChannelListWorld()
        let (navigation, _) = world.showList()
        let create = CreateChannelViewController()
        #expect(create.viewModel is NamingViewModel)
        world.push(create, on: navigation)
        world.screen.press(.down)
        world.screen.press(.enter)
        world.screen.press(.down)
        world.screen.press(.enter)
        world.screen.press(KeyEvent(.character("d"), modifiers: .control))
        world.settle()
        let opened = try #require(navigation.topViewController as? MyChannelController)
        world.settle()
        #expect(opened.groupChannel?.name == "Named by the app")
        #expect(!navigation.viewControllers.contains { $0 === create })
    }

    @Test func aDataSourceOverrideOffersTheAppsOwnPeople() throws {
        let world = try ChannelListWorld()
        let (navigation, _) = world.showList()
        let controller = ContactBookController()
        var offered: [User] = []
        world.client.createApplicationUserListQuery(userIds: ["leila.haddad", "emma.smith", "me"]).loadNextPage { offered = (try? $0.get()) ?? [] }
        world.settle()
        controller.contacts = offered
        world.push(controller, on: navigation)
        #expect(controller.userList.map(\.userId).sorted() == ["emma.smith", "leila.haddad"])   // never the current user
        world.screen.type("le")
        #expect(controller.userList.map(\.userId) == ["leila.haddad"])
    }

    @Test func peopleGivenToTheScreenAreTheOnlyOnesOfferedAndFilteredHere() throws {
        let world = try ChannelListWorld()
        let (navigation, _) = world.showList()
        var given: [User] = []
        world.client.createApplicationUserListQuery(userIds: ["leila.haddad", "emma.smith", "me"]).loadNextPage { given = (try? $0.get()) ?? [] }
        world.settle()
        let controller = CreateChannelViewController(users: given, type: .group)
        world.push(controller, on: navigation)
        #expect(controller.userList.map(\.userId).sorted() == ["emma.smith", "leila.haddad"])
        world.screen.type("em")
        #expect(controller.userList.map(\.userId) == ["emma.smith"])
        world.screen.press(.backspace, .backspace)
        world.settle()
        #expect(controller.userList.map(\.userId).sorted() == ["emma.smith", "leila.haddad"])
    }

    @Test func replacedStringsShow() throws {
        let saved = StringSet.current
        defer { StringSet.current = saved }
        StringSet.current.selectUser.createChannelTitle = "Nouvelle discussion"
        StringSet.current.selectUser.createButton = { $0 == 0 ? "Créer" : "Créer (\($0))" }
        StringSet.current.selectUser.filterPlaceholder = "Filtrer par nom"
        let world = try ChannelListWorld()
        let (navigation, _) = world.showList()
        world.push(CreateChannelViewController(), on: navigation)
        world.screen.press(.enter)
        let text = world.screen.text
        #expect(text.contains("Nouvelle discussion") && text.contains("Créer (1)"))
        #expect(text.contains("Filtrer par nom"))
        world.screen.type("z")
        #expect(!world.screen.text.contains("Filtrer par nom"))
    }

    // MARK: Theme precedence

    @Test func componentThemeWinsOverTheControllersWhichWinsOverTheGlobalOne() throws {
        defer { Theme.set(colorScheme: .light) }
        let world = try ChannelListWorld()
        let (navigation, _) = world.showList()
        let global = customTheme(primary: .magenta)
        Theme.set(global)
        let controller = CreateChannelViewController()
        world.push(controller, on: navigation)
        let header = try #require(controller.headerComponent), list = try #require(controller.listComponent)
        #expect(header.resolvedTheme == global.userListTheme)
        #expect(list.resolvedTheme == global.userListTheme)
        #expect(list.resolvedComponentTheme == global.componentTheme)
        #expect(list.filterView?.resolvedTheme == global.userListTheme)
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? UserCell)
        #expect(cell.resolvedTheme == global.userListTheme.cell)
        #expect(world.screen.styledText.contains("fg=magenta"))

        let own = customTheme(primary: .green)
        controller.theme = own
        #expect(header.resolvedTheme == own.userListTheme && list.resolvedTheme == own.userListTheme)
        #expect(cell.resolvedTheme == own.userListTheme.cell)
        Theme.set(customTheme(primary: .red))                      // the controller's still wins
        #expect(list.resolvedTheme == own.userListTheme)

        let mine = customTheme(primary: .cyan).userListTheme
        header.theme = mine
        list.theme = mine
        Theme.set(customTheme(primary: .yellow))                   // restyles every screen
        controller.theme = customTheme(primary: .blue)
        _ = world.screen.text
        #expect(header.resolvedTheme == mine && list.resolvedTheme == mine)
        #expect(list.filterView?.resolvedTheme == mine)
        #expect(cell.resolvedTheme == mine.cell)
        cell.theme = customTheme(primary: .white).userListTheme.cell
        list.updateStyles(theme: nil, componentTheme: nil)
        #expect(cell.resolvedTheme == customTheme(primary: .white).userListTheme.cell)
    }
}
