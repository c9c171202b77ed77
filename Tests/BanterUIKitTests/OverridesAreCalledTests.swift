import BanterTesting
import Testing
import BanterUIKit

// Outside the kit's module, as an app's code is (no `@testable`): every method below
// compiles with `override` only because the kit declares it `open` on the screen or its
// base, and each test shows the override is called where the kit calls it.

/// What the overrides and action closures below heard, in order; reset by each test.
@MainActor private var heard: [String] = []

// MARK: Screens that hear everything

@MainActor
private final class HearingChannelList: GroupChannelListViewController {
    override func connectionStateDidChange(_ isConnected: Bool) { heard.append("connected \(isConnected)") }
    override func baseViewModelDidSucceedReconnection(_ viewModel: BaseViewModel) { heard.append("reconnected") }
    override func baseViewModelDidFailReconnection(_ viewModel: BaseViewModel) { heard.append("gave up") }
}

@MainActor
private final class HearingOpenChannelList: OpenChannelListViewController {
    override func connectionStateDidChange(_ isConnected: Bool) { heard.append("connected \(isConnected)") }
    override func baseViewModelDidSucceedReconnection(_ viewModel: BaseViewModel) { heard.append("reconnected") }
    override func baseViewModelDidFailReconnection(_ viewModel: BaseViewModel) { heard.append("gave up") }
}

@MainActor
private final class HearingChannel: GroupChannelViewController {
    override func connectionStateDidChange(_ isConnected: Bool) { heard.append("connected \(isConnected)") }
    override func baseViewModelDidSucceedReconnection(_ viewModel: BaseViewModel) { heard.append("reconnected") }
    override func baseViewModelDidFailReconnection(_ viewModel: BaseViewModel) { heard.append("gave up") }
    override func baseChannelViewModel(_ viewModel: BaseChannelViewModel, didReceiveNewMessage message: BaseMessage, forChannel channel: BaseChannel) {
        heard.append("new message " + message.message)
        super.baseChannelViewModel(viewModel, didReceiveNewMessage: message, forChannel: channel)
    }
}

@MainActor
private final class HearingOpenChannel: OpenChannelViewController {
    override func connectionStateDidChange(_ isConnected: Bool) { heard.append("connected \(isConnected)") }
    override func baseViewModelDidSucceedReconnection(_ viewModel: BaseViewModel) { heard.append("reconnected") }
    override func baseViewModelDidFailReconnection(_ viewModel: BaseViewModel) { heard.append("gave up") }
    override func baseChannelViewModel(_ viewModel: BaseChannelViewModel, didReceiveNewMessage message: BaseMessage, forChannel channel: BaseChannel) {
        heard.append("new message " + message.message)
        super.baseChannelViewModel(viewModel, didReceiveNewMessage: message, forChannel: channel)
    }
}

@MainActor
private final class HearingThread: MessageThreadViewController {
    override func connectionStateDidChange(_ isConnected: Bool) { heard.append("connected \(isConnected)") }
    override func baseViewModelDidSucceedReconnection(_ viewModel: BaseViewModel) { heard.append("reconnected") }
    override func baseViewModelDidFailReconnection(_ viewModel: BaseViewModel) { heard.append("gave up") }
    override func baseChannelViewModel(_ viewModel: BaseChannelViewModel, didReceiveNewMessage message: BaseMessage, forChannel channel: BaseChannel) {
        heard.append("new message " + message.message)
        super.baseChannelViewModel(viewModel, didReceiveNewMessage: message, forChannel: channel)
    }
}

@MainActor
private final class HearingSettings: GroupChannelSettingsViewController {
    override func connectionStateDidChange(_ isConnected: Bool) { heard.append("connected \(isConnected)") }
    override func baseViewModelDidSucceedReconnection(_ viewModel: BaseViewModel) { heard.append("reconnected") }
    override func baseViewModelDidFailReconnection(_ viewModel: BaseViewModel) { heard.append("gave up") }
    override func shouldUpdateLoadingState(_ isLoading: Bool) { heard.append("loading \(isLoading)") }
}

@MainActor
private final class HearingPushSettings: GroupChannelPushSettingsViewController {
    override func connectionStateDidChange(_ isConnected: Bool) { heard.append("connected \(isConnected)") }
    override func baseViewModelDidSucceedReconnection(_ viewModel: BaseViewModel) { heard.append("reconnected") }
    override func baseViewModelDidFailReconnection(_ viewModel: BaseViewModel) { heard.append("gave up") }
    override func shouldUpdateLoadingState(_ isLoading: Bool) { heard.append("loading \(isLoading)") }
}

@MainActor
private final class HearingOpenSettings: OpenChannelSettingsViewController {
    override func connectionStateDidChange(_ isConnected: Bool) { heard.append("connected \(isConnected)") }
    override func baseViewModelDidSucceedReconnection(_ viewModel: BaseViewModel) { heard.append("reconnected") }
    override func baseViewModelDidFailReconnection(_ viewModel: BaseViewModel) { heard.append("gave up") }
    override func shouldUpdateLoadingState(_ isLoading: Bool) { heard.append("loading \(isLoading)") }
}

@MainActor
private final class HearingSearch: MessageSearchViewController {
    override func connectionStateDidChange(_ isConnected: Bool) { heard.append("connected \(isConnected)") }
    override func baseViewModelDidSucceedReconnection(_ viewModel: BaseViewModel) { heard.append("reconnected") }
    override func baseViewModelDidFailReconnection(_ viewModel: BaseViewModel) { heard.append("gave up") }
    override func search(keyword: String) {
        heard.append("search " + keyword)
        super.search(keyword: keyword)
    }
}

@MainActor
private final class HearingCreate: CreateChannelViewController {
    override func connectionStateDidChange(_ isConnected: Bool) { heard.append("connected \(isConnected)") }
    override func baseViewModelDidSucceedReconnection(_ viewModel: BaseViewModel) { heard.append("reconnected") }
    override func baseViewModelDidFailReconnection(_ viewModel: BaseViewModel) { heard.append("gave up") }
    /// Asks first, as an app adding a confirmation would: the first time only records.
    var confirmed = false
    override func createChannelWithSelectedUsers() {
        heard.append("create \(selectedUserList.map(\.userId))")
        if confirmed { super.createChannelWithSelectedUsers() }
    }
}

@MainActor
private final class HearingInvite: InviteUserViewController {
    override func connectionStateDidChange(_ isConnected: Bool) { heard.append("connected \(isConnected)") }
    override func baseViewModelDidSucceedReconnection(_ viewModel: BaseViewModel) { heard.append("reconnected") }
    override func baseViewModelDidFailReconnection(_ viewModel: BaseViewModel) { heard.append("gave up") }
    override func inviteSelectedUsers() {
        heard.append("invite \(selectedUserList.map(\.userId))")
        super.inviteSelectedUsers()
    }
}

@MainActor
private final class HearingCreateOpen: CreateOpenChannelViewController {
    override func connectionStateDidChange(_ isConnected: Bool) { heard.append("connected \(isConnected)") }
    override func baseViewModelDidSucceedReconnection(_ viewModel: BaseViewModel) { heard.append("reconnected") }
    override func baseViewModelDidFailReconnection(_ viewModel: BaseViewModel) { heard.append("gave up") }
}

// MARK: Components that record their setup

@MainActor
private final class RecordingChannelHeader: GroupChannelModule.Header {
    override func setupViews() { heard.append("header.setupViews"); super.setupViews() }
    override func setupLayouts() { heard.append("header.setupLayouts"); super.setupLayouts() }
    override func setupStyles() { heard.append("header.setupStyles"); super.setupStyles() }
}

@MainActor
private final class RecordingChannelInput: GroupChannelModule.Input {
    override func setupViews() { heard.append("input.setupViews"); super.setupViews() }
    override func setupLayouts() { heard.append("input.setupLayouts"); super.setupLayouts() }
    override func setupStyles() { heard.append("input.setupStyles"); super.setupStyles() }
}

@MainActor
private final class RecordingChannelListList: GroupChannelListModule.List {
    override func setupViews() { heard.append("list.setupViews"); super.setupViews() }
    override func setupLayouts() { heard.append("list.setupLayouts"); super.setupLayouts() }
    override func setupStyles() { heard.append("list.setupStyles"); super.setupStyles() }
}

// MARK: Action closures

/// Every screen's action closures take the screen itself: this compiles only while each of
/// them conforms to `ActionClosures` with itself as the `Screen`.
@MainActor
private func takesItself<S: ActionClosures>(_ screen: S.Type) where S.Screen == S {}

@MainActor
private func everyScreenTakesItself() {
    takesItself(GroupChannelListViewController.self)
    takesItself(OpenChannelListViewController.self)
    takesItself(GroupChannelViewController.self)
    takesItself(OpenChannelViewController.self)
    takesItself(MessageThreadViewController.self)
    takesItself(GroupChannelSettingsViewController.self)
    takesItself(GroupChannelPushSettingsViewController.self)
    takesItself(OpenChannelSettingsViewController.self)
    takesItself(MessageSearchViewController.self)
    takesItself(CreateChannelViewController.self)
    takesItself(InviteUserViewController.self)
    takesItself(CreateOpenChannelViewController.self)
}

/// Records the closures of `screen`: at `componentDidLoad`, whether every module component on
/// the screen is configured by then.
@MainActor
private func recordActions<S: ActionClosures>(of screen: S) where S.Screen == S {
    screen.componentDidLoad = { screen in
        let components = screen.view.subviews.compactMap { $0 as? ModuleComponent }
        heard.append("didLoad, \(components.count) components, configured: \(components.allSatisfy(\.isConfigured))")
    }
    screen.componentWillAppear = { _ in heard.append("willAppear") }
    screen.componentWillDisappear = { _ in heard.append("willDisappear") }
}

// MARK: The world

/// Every screen this file opens, by name.
enum OverriddenScreen: String, CaseIterable, Sendable {
    case channelList, openChannelList, channel, openChannel, thread, settings, pushSettings, openSettings, search, create, invite, createOpen
}

/// The channel fixture ("Team": me, Alice and Bob), plus Carol to invite, an open channel and
/// a thread.
@MainActor
private struct World {
    let fixture: ChannelFixture
    let openURL: String
    let parentId: Int64

    init() throws {
        fixture = try ChannelFixture(size: Size(width: 80, height: 24), history: { server, url in
            try ChannelFixture.standardHistory(server, url)
            try server.createUser(id: "carol", nickname: "Carol")
        })
        let server = fixture.server
        openURL = try server.createOpenChannel(OpenChannelCreateParams(name: "Square"), creatorId: "alice", createdAt: server.now - 60_000)
        parentId = try ChannelFixture.post(server, fixture.channelURL, "alice", "Thread starter", at: -1)
        fixture.screen.advance(by: .seconds(1))
    }

    var screen: HeadlessScreen { fixture.screen }
    var server: ChatServer { fixture.server }

    /// A hearing subclass of `kind`'s screen, its action closures recorded.
    func make(_ kind: OverriddenScreen) -> BaseViewController {
        let url = fixture.channelURL
        switch kind {
        case .channelList: return recorded(HearingChannelList())
        case .openChannelList: return recorded(HearingOpenChannelList())
        case .channel: return recorded(HearingChannel(channelURL: url))
        case .openChannel: return recorded(HearingOpenChannel(channelURL: openURL))
        case .thread: return recorded(HearingThread(channelURL: url, parentMessageId: parentId))
        case .settings: return recorded(HearingSettings(channelURL: url))
        case .pushSettings: return recorded(HearingPushSettings(channelURL: url))
        case .openSettings: return recorded(HearingOpenSettings(channelURL: openURL))
        case .search: return recorded(HearingSearch(channelURL: nil))
        case .create: return recorded(HearingCreate())
        case .invite: return recorded(HearingInvite(channelURL: url))
        case .createOpen: return recorded(HearingCreateOpen())
        }
    }

    private func recorded<S: ActionClosures>(_ screen: S) -> S where S.Screen == S {
        recordActions(of: screen)
        return screen
    }

    /// Pushes `screen` and lets it load.
    func show(_ screen: BaseViewController) {
        fixture.navigation.pushViewController(screen)
        fixture.screen.advance(by: .seconds(2))
        _ = fixture.screen.text
    }
}

@Suite("Overrides written outside the kit are called", .serialized)
@MainActor
struct OverridesAreCalledTests {
    @Test(arguments: OverriddenScreen.allCases)
    func actionClosuresRunOnceEachAtTheirPoint(_ kind: OverriddenScreen) throws {
        everyScreenTakesItself()
        let world = try World()
        heard = []
        let screen = world.make(kind)
        world.show(screen)
        #expect(heard.first?.hasPrefix("didLoad") == true)
        #expect(heard.first?.hasSuffix("configured: true") == true)
        #expect(heard.filter { $0.hasPrefix("didLoad") }.count == 1)
        #expect(heard.filter { $0 == "willAppear" }.count == 1)
        heard = []
        world.fixture.navigation.popViewController()
        world.screen.advance(by: .seconds(1))
        #expect(heard == ["willDisappear"])
    }

    @Test(arguments: OverriddenScreen.allCases)
    func losingAndRegainingTheConnectionIsTold(_ kind: OverriddenScreen) throws {
        let world = try World()
        let screen = world.make(kind)
        world.show(screen)
        heard = []
        world.server.isNetworkAvailable = false
        world.screen.advance(by: .milliseconds(100))
        #expect(heard.filter { !$0.hasPrefix("loading") } == ["connected false"])
        heard = []
        world.server.isNetworkAvailable = true
        world.screen.advance(by: .seconds(5))
        #expect(heard.filter { !$0.hasPrefix("loading") } == ["connected true", "reconnected"])
        heard = []
        world.fixture.client.reconnectionPolicy = ReconnectionPolicy(initialDelay: .seconds(1), maximumAttempts: 2)
        world.server.isNetworkAvailable = false
        world.screen.advance(by: .seconds(10))
        #expect(heard.filter { !$0.hasPrefix("loading") } == ["connected false", "connected false", "gave up"])
    }

    @Test(arguments: [OverriddenScreen.channel, .openChannel, .thread])
    func aMessageFromSomeoneElseIsTold(_ kind: OverriddenScreen) throws {
        let world = try World()
        let screen = world.make(kind)
        world.show(screen)
        heard = []
        let url = kind == .openChannel ? world.openURL : world.fixture.channelURL
        if kind == .openChannel { try world.server.setOpenChannelParticipant("bob", channelURL: url) }
        var params = UserMessageCreateParams(message: "Hello from Bob")
        if kind == .thread { params.parentMessageId = world.parentId }
        try world.server.sendUserMessage(params, senderId: "bob", channelURL: url, createdAt: world.server.now)
        world.screen.advance(by: .seconds(2))
        #expect(heard == ["new message Hello from Bob"])
        // The current user's own message is not news.
        heard = []
        world.screen.type("Mine")
        world.screen.press(.enter)
        world.screen.advance(by: .seconds(2))
        #expect(heard.isEmpty)
    }

    @Test(arguments: [OverriddenScreen.settings, .pushSettings, .openSettings])
    func theSettingsScreensTellTheirLoading(_ kind: OverriddenScreen) throws {
        let world = try World()
        heard = []
        world.show(world.make(kind))
        #expect(heard.filter { $0.hasPrefix("loading") } == ["loading true", "loading false"])
    }

    @Test func aComponentThemeGivenBeforeConfigureIsAppliedThereOnceInOrder() throws {
        let world = try World()
        let channel = GroupChannelViewController(channelURL: world.fixture.channelURL)
        let header = RecordingChannelHeader(), input = RecordingChannelInput()
        channel.headerComponent = header
        channel.inputComponent = input
        let list = GroupChannelListViewController()
        let listComponent = RecordingChannelListList()
        list.listComponent = listComponent
        heard = []
        // As the component-theme sample does: right after making the screens.
        header.theme = Theme.dark.channelTheme
        input.theme = Theme.dark.channelTheme
        listComponent.theme = Theme.dark.groupChannelListTheme
        listComponent.componentTheme = Theme.dark.componentTheme
        #expect(heard.isEmpty)
        world.show(channel)
        world.show(list)
        for name in ["header", "input", "list"] {
            let steps = heard.filter { $0.hasPrefix(name + ".") }
            #expect(Array(steps.prefix(3)) == ["setupViews", "setupLayouts", "setupStyles"].map { name + "." + $0 })
        }
        #expect(header.resolvedTheme.navigationBar == Theme.dark.channelTheme.navigationBar)
        // Configured, a theme given restyles at once, once.
        heard = []
        header.theme = Theme.light.channelTheme
        listComponent.componentTheme = nil
        #expect(heard == ["header.setupStyles", "list.setupStyles"])
    }

    @Test func anAppMakesUsersForItsOwnDataSource() {
        let carol = User(userId: "carol", nickname: "Carol", profileURL: "https://example.com/carol.png")
        #expect(carol.userId == "carol" && carol.nickname == "Carol" && carol.profileURL == "https://example.com/carol.png")
        let dave = User(userId: "dave")
        #expect(dave.nickname.isEmpty && dave.profileURL == nil)
    }

    @Test func enterSearchesThroughTheOverride() throws {
        let world = try World()
        let search = HearingSearch(channelURL: nil)
        world.show(search)
        heard = []
        world.screen.type("release")
        world.screen.press(.enter)
        world.screen.advance(by: .seconds(2))
        #expect(heard == ["search release"])
        #expect(!search.searchResultList.isEmpty)
    }

    @Test func creatingGoesThroughTheOverrideWhichMayHoldItBack() throws {
        let world = try World()
        let create = HearingCreate()
        world.show(create)
        heard = []
        world.screen.type("Carol")
        world.screen.advance(by: .seconds(1))
        world.screen.press(.enter)                                              // picks Carol
        world.screen.press(KeyEvent(.character("d"), modifiers: .control))
        world.screen.advance(by: .seconds(2))
        #expect(heard == ["create [\"carol\"]"])
        #expect(world.fixture.navigation.topViewController === create)         // held back: nothing made
        create.confirmed = true
        world.screen.press(KeyEvent(.character("d"), modifiers: .control))
        world.screen.advance(by: .seconds(2))
        #expect(world.fixture.navigation.topViewController is GroupChannelViewController)
    }

    @Test func invitingGoesThroughTheOverride() throws {
        let world = try World()
        let invite = HearingInvite(channelURL: world.fixture.channelURL)
        world.show(invite)
        heard = []
        world.screen.type("Carol")
        world.screen.advance(by: .seconds(1))
        world.screen.press(.enter)                                              // picks Carol
        world.screen.press(KeyEvent(.character("d"), modifiers: .control))
        world.screen.advance(by: .seconds(2))
        #expect(heard == ["invite [\"carol\"]"])
        var members: [String] = []
        world.fixture.client.getGroupChannel(url: world.fixture.channelURL) { result in
            if case .success(let channel) = result { members = channel.members.map(\.userId) }
        }
        world.screen.advance(by: .seconds(1))
        #expect(members.contains("carol"))
    }
}
