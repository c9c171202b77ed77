import BanterTesting
import Testing
import BanterUIKit

@MainActor
private final class ShoutingResultCell: MessageSearchResultCell {
    override var senderName: String { super.senderName.uppercased() }
}

@MainActor
private final class NewestFirstViewModel: MessageSearchViewModel {
    required init(client: ChatClient?, channelURL: String? = nil, params: MessageSearchQueryParams? = nil,
                  delegate: MessageSearchViewModelDelegate? = nil) {
        var newest = params ?? MessageSearchQueryParams(keyword: "")
        newest.order = .timestamp
        super.init(client: client, channelURL: channelURL, params: newest, delegate: delegate)
    }
}

@MainActor
private final class MySearchController: MessageSearchViewController {
    var opened: [String] = []
    /// A delegate override: a result is recorded instead of opened.
    override func showChannel(at message: BaseMessage) { opened.append(message.message) }
    /// A data-source override: Bob's results are not shown.
    override func messageSearchModule(_ listComponent: MessageSearchModule.List, searchResultsInTableView tableView: TableView) -> [BaseMessage] {
        super.messageSearchModule(listComponent, searchResultsInTableView: tableView).filter { $0.sender?.userId != "bob" }
    }
}

@MainActor
private final class HintHeader: MessageSearchModule.Header {
    override func setupViews() {
        super.setupViews()
        placeholder = "Find anything"
    }
}

@Suite("Customising the message search screen from an app", .serialized)
@MainActor
struct MessageSearchCustomisationTests {
    @Test func theControllerSetChoosesTheScreenTheChannelListOpens() throws {
        let saved = ViewControllerSet.messageSearchViewController
        ViewControllerSet.messageSearchViewController = MySearchController.self
        defer { ViewControllerSet.messageSearchViewController = saved }
        let world = try ChannelListWorld()
        let (navigation, _) = world.showList()
        world.screen.type("/")
        world.settle()
        #expect(navigation.topViewController is MySearchController)
    }

    @Test func overridesOfTheDataSourceAndDelegateTakeEffect() throws {
        let fixture = try ChannelFixture(size: Size(width: 80, height: 30), history: ChannelFixture.searchHistory)
        let search = MySearchController()
        fixture.navigation.pushViewController(search)
        fixture.screen.advance(by: .seconds(1))
        fixture.screen.type("release")
        fixture.screen.advance(by: .seconds(1))
        #expect(!fixture.screen.text.contains("# Team · Bob"))
        fixture.screen.press(.down, .enter)
        #expect(search.opened.count == 1)
        #expect(fixture.navigation.topViewController === search)
    }

    @Test func theModuleSetAndComponentMetatypesChooseTheComponents() throws {
        final class MyModule: MessageSearchModule {}
        let saved = (ModuleSet.messageSearchModule, MessageSearchModule.headerComponent, MessageSearchModule.List.messageSearchResultCell)
        ModuleSet.messageSearchModule = MyModule.self
        MessageSearchModule.headerComponent = HintHeader.self
        MessageSearchModule.List.messageSearchResultCell = ShoutingResultCell.self
        defer { (ModuleSet.messageSearchModule, MessageSearchModule.headerComponent, MessageSearchModule.List.messageSearchResultCell) = saved }
        let fixture = try ChannelFixture(size: Size(width: 80, height: 30), history: ChannelFixture.searchHistory)
        let search = fixture.openSearch()
        #expect(search.headerComponent is HintHeader)
        #expect(fixture.screen.text.contains("Find anything"))
        fixture.screen.type("icons")
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.screen.text.contains("# Design · ALICE"))
    }

    @Test func theViewModelSetChoosesTheModel() throws {
        let saved = ViewModelSet.messageSearchViewModel
        ViewModelSet.messageSearchViewModel = NewestFirstViewModel.self
        defer { ViewModelSet.messageSearchViewModel = saved }
        let fixture = try ChannelFixture(size: Size(width: 80, height: 30), history: ChannelFixture.searchHistory)
        let search = fixture.openSearch()
        #expect(search.viewModel is NewestFirstViewModel)
        fixture.screen.type("release")
        fixture.screen.advance(by: .seconds(1))
        #expect(search.viewModel?.query?.params.order == .timestamp)
        let times = search.searchResultList.map(\.createdAt)
        #expect(times == times.sorted(by: >))
    }
}

@Suite("Theme precedence on the message search screen", .serialized)
@MainActor
struct MessageSearchThemeTests {
    private func customTheme(primary: Color) -> Theme {
        var colors = ColorSet.light
        colors.primary = primary
        return Theme(colorScheme: .light, colors: colors)
    }

    @Test func globalThenControllerThenComponentThenCell() throws {
        defer { Theme.set(colorScheme: .light) }
        let fixture = try ChannelFixture(size: Size(width: 80, height: 30), history: ChannelFixture.searchHistory)
        Theme.set(customTheme(primary: .magenta))
        let search = MessageSearchViewController()
        fixture.navigation.pushViewController(search)
        fixture.screen.type("release")
        fixture.screen.advance(by: .seconds(1))
        _ = fixture.screen.text
        #expect(search.headerComponent?.resolvedTheme == Theme.current.messageSearchTheme)
        #expect(search.listComponent?.resolvedTheme == Theme.current.messageSearchTheme)
        #expect(fixture.screen.styledText.contains("fg=magenta"))
        // The controller's theme wins over the global one.
        let own = customTheme(primary: .green)
        search.theme = own
        Theme.set(customTheme(primary: .red))
        _ = fixture.screen.text
        #expect(search.headerComponent?.resolvedTheme == own.messageSearchTheme)
        #expect(search.listComponent?.resolvedTheme == own.messageSearchTheme)
        // A component's own theme wins over the controller's, and a cell's over the list's.
        let mine = customTheme(primary: .cyan).messageSearchTheme
        search.listComponent?.theme = mine
        search.headerComponent?.theme = mine
        Theme.set(customTheme(primary: .yellow))
        _ = fixture.screen.text
        #expect(search.listComponent?.resolvedTheme == mine)
        #expect(search.headerComponent?.resolvedTheme == mine)
        let table = try #require(search.listComponent?.tableView)
        let cell = try #require(table.indexPathsForVisibleRows.lazy.compactMap { table.cellForRow(at: $0) as? MessageSearchResultCell }.first)
        #expect(cell.resolvedTheme == mine)
        cell.theme = own.messageSearchTheme
        #expect(cell.resolvedTheme == own.messageSearchTheme)
    }
}
