import Testing
import BanterCanvas
import BanterChatSDK
import BanterScheduling
import BanterTerminal
import BanterTesting
import BanterViews
@testable import BanterUIKitCore

/// A user list built only on the bases, for a kind of channel the kit has no user list of
/// yet (an open channel's operators), as the open channel's screens will be: the bases
/// carry the paging, the filter, the marks and an operator's actions.
@MainActor
private final class OpenOperatorsViewModel: BaseUserListViewModel {
    private var query: OperatorListQuery?

    override var queryHasNext: Bool { query?.hasNext ?? true }
    override func resetQuery() { query = nil }

    override func loadNextPage(of channel: BaseChannel, completion: @escaping @MainActor (Result<[User], ChatError>) -> Void) -> Bool {
        let query = self.query ?? {
            let made = channel.createOperatorListQuery()
            made.limit = pageSize
            made.nicknameStartsWithFilter = nicknameFilter.isEmpty ? nil : nicknameFilter
            return made
        }()
        self.query = query
        query.loadNextPage(completion: completion)
        return true
    }
}

@MainActor
private final class RecordingList: BaseUserListModule.List {
    var events: [String] = []
    override func setupViews() { events.append("setupViews"); super.setupViews() }
    override func setupLayouts() { events.append("setupLayouts"); super.setupLayouts() }
    override func setupStyles() { events.append("setupStyles"); super.setupStyles() }
}

@MainActor
private final class OpenOperatorsController: BaseUserListViewController {
    init(client: ChatClient, channelURL: String) {
        super.init(channelURL: channelURL, channelType: .open, userListType: .operators)
        baseHeaderComponent = BaseUserListModule.Header()
        baseListComponent = RecordingList()
        baseViewModel = OpenOperatorsViewModel(client: client, channelURL: channelURL, channelType: .open, userListType: .operators,
                                               delegate: self, dataSource: self)
    }
}

@Suite("The user list bases", .serialized)
@MainActor
struct BaseUserListTests {
    private func world() throws -> (HeadlessScreen, ChatServer, OpenOperatorsController) {
        let screen = HeadlessScreen(rootViewController: ViewController(), size: Size(width: 60, height: 14))
        let server = ChatServer(scheduler: screen.scheduler)
        for (id, name) in [("me", "Me"), ("ana", "Ana"), ("bo", "Bo"), ("cy", "Cy")] { try server.createUser(id: id, nickname: name) }
        var params = OpenChannelCreateParams(name: "Lobby")
        params.operatorUserIds = ["me", "ana", "bo"]
        let url = try server.createOpenChannel(params, creatorId: "me")
        let client = ChatClient(server: server)
        client.connect(userId: "me") { _ in }
        screen.advance(by: .seconds(1))
        let controller = OpenOperatorsController(client: client, channelURL: url)
        screen.window.setRootViewController(controller)
        screen.advance(by: .seconds(1))
        _ = screen.text
        return (screen, server, controller)
    }

    @Test func theListIsSetUpOnceAndShowsTheOperatorsWithTheirMark() throws {
        let (screen, _, controller) = try world()
        let list = try #require(controller.baseListComponent as? RecordingList)
        #expect(list.events.prefix(3) == ["setupViews", "setupLayouts", "setupStyles"])
        #expect(list.events.filter { $0 == "setupViews" }.count == 1)
        #expect(controller.userList.map(\.userId) == ["ana", "bo", "me"])
        #expect(screen.text.contains("Operators"))
        #expect(screen.text.split(separator: "\n").filter { $0.contains("★ Operator") }.count == 3)
        #expect(screen.text.contains("Me  (You)"))
    }

    @Test func typingFiltersOnTheServiceAndEscClears() throws {
        let (screen, _, controller) = try world()
        screen.type("b")
        screen.advance(by: .seconds(1))
        #expect(controller.userList.map(\.userId) == ["bo"])
        screen.press(.backspace)
        screen.advance(by: .seconds(1))
        #expect(controller.userList.count == 3)
        screen.type("zz")
        screen.advance(by: .seconds(1))
        #expect(screen.text.contains("No operators") && screen.text.contains("zz"))
        screen.press(.escape)
        screen.advance(by: .seconds(1))
        #expect(controller.userList.count == 3)
    }

    @Test func anOperatorDismissesAnotherAndTheRowLeavesTheOperatorsList() throws {
        let (screen, _, controller) = try world()
        screen.press(.enter)                                           // Ana's actions
        #expect(screen.text.contains("Dismiss operator"))
        screen.press(.enter)
        screen.advance(by: .seconds(1))
        #expect(controller.userList.map(\.userId) == ["bo", "me"])
        #expect(controller.baseViewModel?.channel?.channelType == .open)
    }

    @Test func theDefaultMarksFollowTheKindOfList() throws {
        let (_, _, controller) = try world()
        let user = try #require(controller.userList.first)
        #expect(BaseUserListModule.List.defaultMarks(for: user, in: .operators) == [.operator])
        #expect(BaseUserListModule.List.defaultMarks(for: user, in: .muted) == [.muted])
        #expect(BaseUserListModule.List.defaultMarks(for: user, in: .banned) == [.banned])
        #expect(BaseUserListModule.List.defaultMarks(for: user, in: .participants) == [])
    }
}
