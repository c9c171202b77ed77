import Testing
import BanterCanvas
import BanterChatSDK
import BanterScheduling
import BanterTerminal
import BanterTesting
import BanterViews
@testable import BanterUIKitCore

/// A settings screen built only on the bases, as the group and open settings screens will
/// be: a notifications switch, the member count, and Leave.
@MainActor
private final class TeamSettingsController: BaseChannelSettingsViewController {
    let client: ChatClient
    init(client: ChatClient, channelURL: String) {
        self.client = client
        super.init(channelURL: channelURL)
        baseHeaderComponent = BaseChannelSettingsModule.Header()
        baseListComponent = TeamSettingsList()
    }

    override func createViewModel() -> BaseChannelSettingsViewModel? {
        BaseChannelSettingsViewModel(client: client, delegate: self)
    }
}

@MainActor
private final class TeamSettingsList: BaseChannelSettingsModule.List {
    var notificationsFlips: [Bool] = []
    var leaves = 0

    override func setupItems() {
        let strings = StringSet.current.channelSettings
        let icons = resolvedTheme.icons
        var built = [ChannelSettingItem(id: "notifications", title: strings.notifications, icon: icons.notifications, isRightSwitchHidden: false,
                                        isSwitchOn: true) { [weak self] in
            guard let self else { return }
            self.notificationsFlips.append(self.items.first { $0.id == "notifications" }?.isSwitchOn ?? false)
        }]
        if let channel = baseChannel as? GroupChannel {
            built.append(ChannelSettingItem(id: "members", title: strings.members, subtitle: String(channel.memberCount), icon: icons.members,
                                            isRightButtonHidden: false))
        }
        if isOperator { built.append(ChannelSettingItem(id: "moderations", title: strings.moderations, icon: icons.settings, isRightButtonHidden: false)) }
        built.append(ChannelSettingItem(id: "leave", title: strings.leaveChannel, icon: icons.leave, isDestructive: true) { [weak self] in
            self?.leaves += 1
        })
        items = built
    }

    override var channelDetail: String {
        (baseChannel as? GroupChannel).map { StringSet.current.channel.memberCount($0.memberCount) } ?? ""
    }
}

@MainActor
private struct Team {
    let screen: HeadlessScreen
    let server: ChatServer
    let client: ChatClient
    let alice: ChatClient
    let channelURL: String

    init(operators: [String] = ["alice"]) throws {
        screen = HeadlessScreen(rootViewController: ViewController(), size: Size(width: 60, height: 14))
        server = ChatServer(scheduler: screen.scheduler)
        try server.createUser(id: "me", nickname: "Me")
        try server.createUser(id: "alice", nickname: "Alice")
        var params = GroupChannelCreateParams(userIds: ["me", "alice"], name: "Team")
        params.operatorUserIds = operators
        channelURL = try server.createGroupChannel(params, creatorId: "alice")
        client = ChatClient(server: server)
        alice = ChatClient(server: server)
        client.connect(userId: "me") { _ in }
        alice.connect(userId: "alice") { _ in }
        screen.advance(by: .seconds(1))
    }

    func open() -> TeamSettingsController {
        let controller = TeamSettingsController(client: client, channelURL: channelURL)
        screen.window.setRootViewController(NavigationController(rootViewController: ViewController()))
        (screen.window.rootViewController as? NavigationController)?.pushViewController(controller)
        screen.advance(by: .seconds(1))
        _ = screen.text
        return controller
    }
}

@Suite("The channel settings bases", .serialized)
@MainActor
struct BaseChannelSettingsTests {
    @Test func theChannelAndItsItemsShow() throws {
        let team = try Team()
        _ = team.open()
        let text = team.screen.text
        #expect(text.contains("Channel information"))
        #expect(text.contains("Team"))
        #expect(text.contains("2 members"))
        #expect(text.contains("Notifications"))
        #expect(text.contains("[ On ]"))
        #expect(text.contains("Members"))
        #expect(text.contains("2 ›"))
        #expect(text.contains("Leave channel"))
        #expect(!text.contains("Moderations"))
    }

    @Test func aSwitchFlipsAndItsHandlerRuns() throws {
        let team = try Team()
        let controller = team.open()
        let list = try #require(controller.baseListComponent as? TeamSettingsList)
        team.screen.press(.enter)
        #expect(list.notificationsFlips == [false])
        #expect(team.screen.text.contains("[ Off ]"))
        team.screen.press(.enter)
        #expect(list.notificationsFlips == [false, true])
        team.screen.press(.down, .down, .enter)
        #expect(list.leaves == 1)
    }

    @Test func aRenameByAnotherMemberReachesTheScreen() throws {
        let team = try Team()
        let controller = team.open()
        team.alice.getGroupChannel(url: team.channelURL) { result in
            if case .success(let channel) = result { channel.update(params: ChannelUpdateParams(name: "Core team")) }
        }
        team.screen.advance(by: .seconds(2))
        #expect(controller.channel?.name == "Core team")
        #expect(team.screen.text.contains("Core team"))
    }

    @Test func becomingAnOperatorShowsTheOperatorsItems() throws {
        let team = try Team()
        _ = team.open()
        #expect(!team.screen.text.contains("Moderations"))
        team.alice.getGroupChannel(url: team.channelURL) { result in
            if case .success(let channel) = result { channel.addOperators(userIds: ["me"]) }
        }
        team.screen.advance(by: .seconds(2))
        #expect(team.screen.text.contains("Moderations"))
    }

    @Test func leavingClosesTheScreen() throws {
        let team = try Team()
        let controller = team.open()
        let navigation = try #require(team.screen.window.rootViewController as? NavigationController)
        controller.baseViewModel?.leaveChannel()
        team.screen.advance(by: .seconds(2))
        #expect(navigation.topViewController !== controller)
    }

    @Test func aChannelThatFailedBeforeSigningInLoadsOnceConnected() throws {
        let team = try Team()
        let offline = ChatClient(server: team.server)
        let controller = TeamSettingsController(client: offline, channelURL: team.channelURL)
        team.screen.window.setRootViewController(controller)
        team.screen.advance(by: .seconds(2))
        #expect(controller.baseListComponent?.error?.code == .connectionRequired)
        offline.connect(userId: "me") { _ in }
        team.screen.advance(by: .seconds(2))
        #expect(controller.channel?.name == "Team")
        #expect(team.screen.text.contains("Notifications"))
    }

    @Test func anUnknownChannelBlocksWithARetry() throws {
        let team = try Team()
        let controller = TeamSettingsController(client: team.client, channelURL: "no-such-channel")
        team.screen.window.setRootViewController(controller)
        team.screen.advance(by: .seconds(2))
        let text = team.screen.text
        #expect(text.contains("Couldn't load this channel"))
        #expect(controller.baseListComponent?.error?.code == .notFoundInDatabase)
    }

    @Test func themePrecedenceOnTheComponentsAndTheCells() throws {
        defer { Theme.set(colorScheme: .light) }
        var colors = ColorSet.light
        colors.primary = .magenta
        let global = Theme(colorScheme: .light, colors: colors)
        Theme.set(global)
        let team = try Team()
        let controller = team.open()
        let list = try #require(controller.baseListComponent), header = try #require(controller.baseHeaderComponent)
        #expect(list.resolvedTheme == global.channelSettingsTheme)
        #expect(header.resolvedTheme == global.channelSettingsTheme)
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? ChannelSettingItemCell)
        #expect(cell.resolvedTheme == global.channelSettingsTheme)
        controller.theme = Theme.dark
        #expect(list.resolvedTheme == Theme.dark.channelSettingsTheme)
        #expect(cell.resolvedTheme == Theme.dark.channelSettingsTheme)
        var own = Theme.light.channelSettingsTheme
        own.itemTitle = TextStyle(foreground: .green)
        list.theme = own
        cell.theme = own
        Theme.set(colorScheme: .dark)
        #expect(list.resolvedTheme == own)
        #expect(cell.resolvedTheme == own)
    }
}
