import Testing
import BanterCanvas
import BanterChatSDK
import BanterScheduling
import BanterTerminal
import BanterTesting
import BanterViews
@testable import BanterUIKitCore

/// A screen built only on the select-user bases, as the create-channel and invite screens
/// will be: it picks among the application's users and remembers what was confirmed.
@MainActor
private final class PickPeopleController: BaseSelectUserViewController {
    var confirmed: [[String]] = []
    let client: ChatClient?

    init(client: ChatClient?) {
        self.client = client
        super.init()
        baseHeaderComponent = PickPeopleHeader()
        baseListComponent = BaseSelectUserModule.List()
    }

    override func createViewModel() -> BaseSelectUserViewModel? {
        let model = BaseSelectUserViewModel(client: client, delegate: self, dataSource: self)
        model.pageSize = 10
        return model
    }

    override func didSelectUsers(_ users: [User]) { confirmed.append(users.map(\.userId)) }
}

@MainActor
private final class PickPeopleHeader: BaseSelectUserModule.Header {
    override var titleText: String { "Pick people" }
    override func rightBarButtonTitle(count: Int) -> String { StringSet.current.selectUser.createButton(count) }
}

@MainActor
private final class RecordingList: BaseSelectUserModule.List {
    var events: [String] = []
    override func setupViews() { events.append("setupViews"); super.setupViews() }
    override func setupLayouts() { events.append("setupLayouts"); super.setupLayouts() }
    override func setupStyles() { events.append("setupStyles"); super.setupStyles() }
}

@MainActor
private struct People {
    let screen: HeadlessScreen
    let server: ChatServer
    let client: ChatClient

    init(count: Int = 25, connect: Bool = true, others: [String: String] = [:]) throws {
        screen = HeadlessScreen(rootViewController: ViewController(), size: Size(width: 60, height: 16))
        server = ChatServer(scheduler: screen.scheduler)
        try server.createUser(id: "me", nickname: "Me")
        for index in 0..<count {
            try server.createUser(id: String(format: "user%02d", index), nickname: "Person \(index)")
        }
        for (id, nickname) in others { try server.createUser(id: id, nickname: nickname) }
        client = ChatClient(server: server)
        if connect {
            client.connect(userId: "me") { _ in }
            screen.advance(by: .seconds(1))
        }
    }

    /// Shows `controller`, lets the first page arrive, and draws it (drawing lays the rows
    /// out, which is when the list asks for the next page).
    func show(_ controller: ViewController) {
        screen.window.setRootViewController(controller)
        screen.advance(by: .seconds(1))
        _ = screen.text
    }

    /// The client's objects for `ids`, in that order, loaded from the service.
    func users(_ ids: [String]) throws -> [User] {
        var loaded: [User] = []
        client.createApplicationUserListQuery(userIds: ids).loadNextPage { loaded = (try? $0.get()) ?? [] }
        screen.advance(by: .seconds(1))
        return try ids.map { id in try #require(loaded.first { $0.userId == id }) }
    }

    /// Presses Down `count` times, draws, and lets a page arrive.
    func scrollDown(_ count: Int) {
        for _ in 0..<count { screen.press(.down) }
        _ = screen.text
        screen.advance(by: .seconds(1))
        _ = screen.text
    }
}

@Suite("The select-user bases: a screen that picks users", .serialized)
@MainActor
struct BaseSelectUserTests {
    @Test func theFirstPageShowsUsersWithCheckBoxes() throws {
        let people = try People()
        let controller = PickPeopleController(client: people.client)
        people.show(controller)
        let text = people.screen.text
        let lines = text.split(separator: "\n")
        #expect(lines[0].contains("Pick people"))
        #expect(lines[0].hasSuffix("Create "))
        #expect(text.contains("☐  ME   Me  (You)"))
        #expect(text.contains("Person 0"))
        #expect(controller.userList.count == 10)
    }

    @Test func reachingTheEndLoadsTheNextPages() throws {
        let people = try People()
        let controller = PickPeopleController(client: people.client)
        people.show(controller)
        people.scrollDown(30)
        people.scrollDown(30)
        people.scrollDown(30)
        #expect(controller.userList.count == 26)
        #expect(Set(controller.userList.map(\.userId)).count == 26)
        #expect(people.screen.text.contains("Person 24"))
    }

    @Test func enterPicksAndUnpicksAndTheHeaderCounts() throws {
        let people = try People()
        let controller = PickPeopleController(client: people.client)
        people.show(controller)
        people.screen.press(.down)
        people.screen.press(.enter)
        people.screen.press(.down, .enter)
        #expect(controller.selectedUserList.map(\.userId) == ["user00", "user01"])
        var text = people.screen.text
        #expect(text.split(separator: "\n")[0].hasSuffix("Create (2) "))
        #expect(text.contains("☑  P0   Person 0"))
        people.screen.press(.enter)                               // unpicks Person 1
        text = people.screen.text
        #expect(controller.selectedUserList.map(\.userId) == ["user00"])
        #expect(text.split(separator: "\n")[0].hasSuffix("Create (1) "))
        people.screen.press(KeyEvent(.character("d"), modifiers: .control))
        #expect(controller.confirmed == [["user00"]])
    }

    @Test func confirmingWithNobodyPickedDoesNothing() throws {
        let people = try People()
        let controller = PickPeopleController(client: people.client)
        people.show(controller)
        people.screen.press(KeyEvent(.character("d"), modifiers: .control))
        let button = try #require(controller.baseHeaderComponent?.rightBarButton as? Button)
        #expect(!button.isEnabled)
        button.action?()
        #expect(controller.confirmed.isEmpty)
    }

    @Test func withoutAClientTheErrorBlocksWithARetry() throws {
        let people = try People()
        let controller = PickPeopleController(client: nil)
        people.show(controller)
        let text = people.screen.text
        #expect(text.contains("Couldn't load users"))
        #expect(text.contains("Connection required"))
        #expect(controller.baseListComponent?.error?.code == .connectionRequired)
    }

    @Test func aFirstPageThatFailsCanBeRetried() throws {
        let people = try People()
        people.server.configuration.failureRates[.loadUsers] = 1
        let controller = PickPeopleController(client: people.client)
        people.show(controller)
        people.screen.advance(by: .seconds(15))
        #expect(people.screen.text.contains("Couldn't load users"))
        people.server.configuration.failureRates[.loadUsers] = 0
        people.screen.press(.enter)
        people.screen.advance(by: .seconds(2))
        #expect(!people.screen.text.contains("Couldn't load users"))
        #expect(controller.userList.count == 10)
    }

    @Test func aFirstPageThatFailedBeforeSigningInLoadsOnceConnected() throws {
        let people = try People(connect: false)
        let controller = PickPeopleController(client: people.client)
        people.show(controller)
        people.screen.advance(by: .seconds(2))
        #expect(people.screen.text.contains("Couldn't load users"))
        people.client.connect(userId: "me") { _ in }
        people.screen.advance(by: .seconds(2))
        #expect(!people.screen.text.contains("Couldn't load users"))
        #expect(controller.userList.count == 10)
    }

    @Test func aPageArrivingAfterDisposeOrResetIsDropped() throws {
        let people = try People()
        let spy = SelectUserSpy()
        let model = BaseSelectUserViewModel(client: people.client, delegate: spy)
        model.loadNextUserList(reset: true)
        model.dispose()
        people.screen.advance(by: .seconds(2))
        #expect(model.userList.isEmpty)
        #expect(spy.pages.isEmpty)

        let other = BaseSelectUserViewModel(client: people.client, delegate: spy)
        other.loadNextUserList(reset: true)
        other.resetUserList()
        people.screen.advance(by: .seconds(2))
        #expect(other.userList.isEmpty)
        other.loadNextUserList(reset: true)
        people.screen.advance(by: .seconds(2))
        #expect(other.userList.count == 20)
        #expect(spy.pages == [20])
    }

    @Test func theDataSourcesUsersAndExclusionsAreShown() throws {
        let people = try People()
        let spy = SelectUserSpy()
        let bob = try #require(people.client.currentUser)
        spy.pagesToGive = [[bob], []]
        let model = BaseSelectUserViewModel(client: people.client, delegate: spy, dataSource: spy)
        model.loadNextUserList(reset: true)
        #expect(model.userList.map(\.userId) == ["me"])
        model.excludedUserIds = ["me"]
        model.loadNextUserList(reset: true, users: [bob])
        #expect(model.userList.isEmpty)
    }

    @Test func typingANameFiltersAtOnceThenFromTheService() throws {
        let people = try People(others: ["zoe": "Zoë Park", "zack": "Zack Lee", "zz": "zed"])
        let controller = PickPeopleController(client: people.client)
        people.show(controller)
        #expect(people.screen.text.contains("⌕ Type a name to filter"))
        people.screen.type("z")
        // The rows loaded so far that match stay at once; none of the first page does.
        #expect(people.screen.text.contains("⌕ z"))
        #expect(controller.userList.isEmpty)
        people.screen.advance(by: .seconds(1))
        #expect(controller.userList.map(\.userId) == ["zack", "zoe", "zz"])
        people.screen.type("A")
        #expect(controller.userList.map(\.userId) == ["zack"])          // narrowed before the service answers
        people.screen.advance(by: .seconds(1))
        #expect(controller.userList.map(\.userId) == ["zack"])
        #expect(people.screen.text.contains("Zack Lee"))
        people.screen.type("x")
        people.screen.advance(by: .seconds(1))
        let text = people.screen.text
        #expect(text.contains("No users"))
        #expect(text.contains("No one's name starts with “zAx”."))
        people.screen.press(.backspace, .backspace)
        people.screen.advance(by: .seconds(1))
        #expect(controller.userList.count == 3)
        people.screen.press(.escape)                                 // clears the filter, stays
        people.screen.advance(by: .seconds(1))
        #expect(controller.userList.count == 10)
        #expect(controller.baseListComponent?.filterText == "")
        #expect(people.screen.text.contains("Person 0"))
    }

    @Test func aPageOfTheOldFilterArrivingLateIsDropped() throws {
        let people = try People(others: ["zoe": "Zoë Park", "zack": "Zack Lee"])
        let controller = PickPeopleController(client: people.client)
        people.show(controller)
        people.screen.type("z")
        people.screen.type("o")                                      // before "z" is answered
        people.screen.advance(by: .seconds(2))
        #expect(controller.userList.map(\.userId) == ["zoe"])
    }

    @Test func aPastedNameFiltersQuestionMarkDoesNotAndSpaceTypes() throws {
        let people = try People(others: ["zoe": "Zoë Park"])
        let controller = PickPeopleController(client: people.client)
        people.show(controller)
        people.screen.type("?")
        #expect(controller.baseListComponent?.filterText == "")
        _ = people.screen.window.handle(.paste("  Zoë P\nsecond line"))
        #expect(controller.baseListComponent?.filterText == "Zoë P")
        people.screen.advance(by: .seconds(1))
        #expect(controller.userList.map(\.userId) == ["zoe"])
        people.screen.type(" ")                                      // typed, not a pick
        #expect(controller.selectedUserList.isEmpty)
        #expect(controller.baseListComponent?.filterText == "Zoë P ")
        people.screen.press(.backspace)
        people.screen.advance(by: .seconds(1))
        people.screen.press(.enter)
        #expect(controller.selectedUserList.map(\.userId) == ["zoe"])
    }

    @Test func aLocalFilterNarrowsTheDataSourcesUsersAndLoadsMore() throws {
        let people = try People(count: 0, others: ["a1": "Anna", "b1": "Bo", "b2": "Bea", "a2": "Abe"])
        let spy = SelectUserSpy()
        let known = try people.users(["a1", "b1", "b2", "a2"])
        spy.pagesToGive = [[known[0], known[1]], [known[2]], [known[3]], []]
        let model = BaseSelectUserViewModel(client: people.client, delegate: spy, dataSource: spy)
        model.pageSize = 5
        model.loadNextUserList(reset: true)
        #expect(model.userList.map(\.userId) == ["a1", "b1"])
        model.filterUsers(byNicknamePrefix: "b")
        // Short of a page, so the next pages load: one kept, then another kept.
        #expect(model.userList.map(\.userId) == ["b1", "b2"])
        model.filterUsers(byNicknamePrefix: "")
        #expect(model.userList.map(\.userId) == ["a1", "b1", "b2", "a2"])
        // A user id (a full Matrix id, say) keeps the user it names.
        model.filterUsers(byNicknamePrefix: "A2")
        #expect(model.userList.map(\.userId) == ["a2"])
    }

    @Test func excludingUsersLaterTakesThemOutOfTheListAndThePicks() throws {
        let people = try People()
        let controller = PickPeopleController(client: people.client)
        people.show(controller)
        people.screen.press(.down)
        people.screen.press(.enter)
        #expect(controller.selectedUserList.map(\.userId) == ["user00"])
        controller.baseViewModel?.excludedUserIds = ["user00"]
        #expect(controller.selectedUserList.isEmpty)
        #expect(!controller.userList.contains { $0.userId == "user00" })
        #expect(!people.screen.text.contains("Person 0 "))
        #expect(people.screen.text.split(separator: "\n")[0].hasSuffix("Create "))
    }

    @Test func aPageLeftOutEntirelyLoadsTheNextOne() throws {
        let people = try People()
        let spy = SelectUserSpy()
        let model = BaseSelectUserViewModel(client: people.client, delegate: spy)
        model.pageSize = 5
        model.excludedUserIds = ["me", "user00", "user01", "user02", "user03"]
        model.loadNextUserList(reset: true)
        people.screen.advance(by: .seconds(3))
        #expect(model.userList.map(\.userId) == ["user04", "user05", "user06", "user07", "user08"])
    }

    @Test func componentsSetUpOnlyWhenConfigured() throws {
        let list = RecordingList()
        #expect(list.events.isEmpty)
        let controller = PickPeopleController(client: nil)
        list.configure(delegate: controller, dataSource: controller, theme: nil)
        #expect(list.events == ["setupViews", "setupLayouts", "setupStyles"])
    }

    @Test func themePrecedenceOnTheComponentsAndTheCells() throws {
        defer { Theme.set(colorScheme: .light) }
        var colors = ColorSet.light
        colors.primary = .magenta
        let global = Theme(colorScheme: .light, colors: colors)
        Theme.set(global)
        let people = try People()
        let controller = PickPeopleController(client: people.client)
        people.show(controller)
        _ = people.screen.text
        let list = try #require(controller.baseListComponent), header = try #require(controller.baseHeaderComponent)
        #expect(list.resolvedTheme == global.userListTheme)
        #expect(header.resolvedTheme == global.userListTheme)
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? UserCell)
        #expect(cell.resolvedTheme == global.userListTheme.cell)

        controller.theme = Theme.dark
        #expect(list.resolvedTheme == Theme.dark.userListTheme)
        #expect(cell.resolvedTheme == Theme.dark.userListTheme.cell)

        var own = Theme.light.userListTheme
        own.title = TextStyle(foreground: .green)
        header.theme = own
        Theme.set(colorScheme: .dark)
        #expect(header.resolvedTheme == own)
        #expect(list.resolvedTheme == Theme.dark.userListTheme)
        cell.theme = own.cell
        controller.theme = Theme.light
        #expect(cell.resolvedTheme == own.cell)
    }
}

@MainActor
private final class SelectUserSpy: BaseSelectUserViewModelDelegate, BaseSelectUserViewModelDataSource {
    var pages: [Int] = []
    var pagesToGive: [[User]] = []
    func baseSelectedUserViewModel(_ viewModel: BaseSelectUserViewModel, didChangeUserList users: [User], needsToReload: Bool) {
        pages.append(users.count)
    }
    func baseSelectedUserViewModel(_ viewModel: BaseSelectUserViewModel, didUpdateSelectedUsers selectedUsers: [User]) {}
    func nextUserList() -> [User]? { pagesToGive.isEmpty ? nil : pagesToGive.removeFirst() }
}

