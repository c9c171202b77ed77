import Testing
import BanterTesting
import BanterUIKit

/// An open channel driven as people would, on the manual scheduler and the service's
/// latency: "me" (an operator) opens it from the list and enters, sends, hears another
/// participant, freezes it; the other participant's own screen shows the frozen input; me
/// leaves and the count drops. Then the same with faults injected; and the same again for a
/// channel me makes from the list on the create screen.
@Suite("An open channel, end to end", .serialized)
@MainActor
struct OpenChannelEndToEndTests {
    /// An open channel screen on another participant's client.
    final class ParticipantChannelController: OpenChannelViewController {
        static var client: ChatClient?
        override func createViewModel(channelURL: String, messageListParams: MessageListParams, startingPoint: Int64) -> OpenChannelViewModel {
            OpenChannelViewModel(client: Self.client, channelURL: channelURL, startingPoint: startingPoint,
                                 messageListParams: messageListParams, delegate: self, dataSource: self)
        }
    }

    struct Setup {
        let world: ChannelListWorld
        let navigation: NavigationController
        let url: String
        let bob: ChatClient
    }

    private func start() throws -> Setup {
        let world = try ChannelListWorld(seeded: false)
        try world.server.createUser(id: "bob", nickname: "Bob")
        var params = OpenChannelCreateParams(name: "Town square")
        params.data = "Everyone welcome"
        params.operatorUserIds = ["me"]
        let url = try world.server.createOpenChannel(params, creatorId: "me")
        let bob = ChatClient(server: world.server)
        bob.connect(userId: "bob") { _ in }
        world.settle()
        let navigation = try #require(world.show(OpenChannelListViewController()))
        world.settle()
        return Setup(world: world, navigation: navigation, url: url, bob: bob)
    }

    /// Lets the latency (and, with faults, the acknowledgement timeout) pass; a screen whose
    /// history failed to load is retried as a person would, with its retry.
    private func settle(_ world: ChannelListWorld, _ screens: [OpenChannelViewController]) {
        for _ in 0..<6 {
            world.settle(.seconds(12))
            var retried = false
            for screen in screens {
                if let list = screen.listComponent, case .error = list.state {
                    screen.baseChannelModuleDidSelectRetry(list)
                    retried = true
                }
            }
            if !retried { return }
        }
    }

    private func headerLine(_ world: ChannelListWorld) -> String {
        String(world.screen.text.split(separator: "\n")[0])
    }

    private func run(faults: Bool) throws {
        let setup = try start()
        let world = setup.world
        if faults {
            world.server.configuration.failureRates[.sendMessage] = 0.3
            world.server.configuration.failureRates[.loadMessages] = 0.3
        }
        // Enter opens the channel and enters it.
        world.screen.press(.enter)
        world.settle(.seconds(5))
        let screen = try #require(setup.navigation.topViewController as? OpenChannelViewController)
        settle(world, [screen])
        let channel = try #require(screen.openChannel)
        #expect(screen.viewModel?.isEntered == true)
        #expect(channel.participantCount == 1)
        #expect(headerLine(world).contains("Town square"))
        #expect(world.screen.text.contains("1 participant"))
        #expect(world.screen.text.contains("Everyone welcome"))
        try sendHearFreezeExit(world, navigation: setup.navigation, screen: screen, bob: setup.bob, faults: faults,
                               mine: "Hello square", theirs: "Hi from Bob")
    }

    /// With `screen` open and entered on me's side (me an operator): Bob enters on his own
    /// screen and the count follows live; me sends `mine` (name and time on it, shown once,
    /// as sent); Bob's `theirs` arrives; me freezes the channel: my input stays enabled,
    /// Bob's shows frozen; me leaves: exit, back on the list, the count drops on Bob's screen.
    private func sendHearFreezeExit(_ world: ChannelListWorld, navigation: NavigationController, screen: OpenChannelViewController,
                                    bob: ChatClient, faults: Bool, mine: String, theirs: String) throws {
        let channel = try #require(screen.openChannel)
        ParticipantChannelController.client = bob
        defer { ParticipantChannelController.client = nil }
        let bobScreen = HeadlessScreen(size: Size(width: 80, height: 24), scheduler: world.screen.scheduler)
        let bobNavigation = NavigationController(rootViewController: ViewController())
        bobScreen.window.setRootViewController(bobNavigation)
        let bobChannel = ParticipantChannelController(channelURL: channel.channelURL)
        bobNavigation.pushViewController(bobChannel)
        settle(world, [screen, bobChannel])
        #expect(bobChannel.viewModel?.isEntered == true)
        #expect(world.screen.text.contains("2 participants"))

        world.screen.type(mine)
        world.screen.press(.enter)
        settle(world, [screen, bobChannel])
        if faults, let failed = screen.viewModel?.fullMessageList.first(where: { $0.sendingStatus == .failed }) {
            screen.viewModel?.resendMessage(failed)
            settle(world, [screen, bobChannel])
        }
        #expect(world.screen.text.contains(mine))
        #expect(bobScreen.text.contains(mine))
        // Shown once, as sent (a resend replaces its failed message).
        #expect(screen.viewModel?.fullMessageList.filter { $0.message == mine }.map(\.sendingStatus) == [.succeeded])

        let bobPending = bobChannel.viewModel?.sendUserMessage(text: theirs)
        #expect(bobPending != nil)
        settle(world, [screen, bobChannel])
        // Under faults a resend may fail too (how often depends on every request made,
        // the participants' pages included): resend until it goes, a few times at most.
        for _ in 0..<5 where faults {
            guard let failed = bobChannel.viewModel?.fullMessageList.first(where: { $0.message == theirs && $0.sendingStatus == .failed }) else { break }
            bobChannel.viewModel?.resendMessage(failed)
            settle(world, [screen, bobChannel])
        }
        #expect(world.screen.text.contains(theirs))
        #expect(bobChannel.viewModel?.fullMessageList.filter { $0.message == theirs }.map(\.sendingStatus) == [.succeeded])
        #expect(world.screen.text.contains("Bob"))

        var frozen = false
        for _ in 0..<5 where !frozen {
            channel.freeze { if case .success = $0 { frozen = true } }
            settle(world, [screen, bobChannel])
        }
        #expect(frozen)
        #expect(screen.inputComponent?.isEnabled == true)
        #expect(bobChannel.inputComponent?.isEnabled == false)
        #expect(bobScreen.text.contains(StringSet.current.channel.frozen))

        world.screen.press(.down)
        world.screen.press(.escape)
        world.screen.press(.escape)
        world.settle(.seconds(5))
        #expect(navigation.topViewController is OpenChannelListViewController)
        #expect(screen.viewModel?.isEntered == false)
        #expect(bobChannel.openChannel?.participantCount == 1)
        #expect(bobScreen.text.contains("1 participant"))
    }

    @Test func enterSendHearFreezeExit() throws { try run(faults: false) }

    @Test func theSameWithFaults() throws { try run(faults: true) }

    // MARK: A channel made from the list

    /// From the open channel list, me makes "Book club" on the create screen (with faults,
    /// the service first refuses: the error shows and the name stays for a second Enter);
    /// it opens in the create screen's place, entered, me its operator; then the same
    /// send, hear, freeze and exit as above, and the list shows the new channel.
    private func runCreated(faults: Bool) throws {
        let world = try ChannelListWorld(seeded: false)
        try world.server.createUser(id: "bob", nickname: "Bob")
        let bob = ChatClient(server: world.server)
        bob.connect(userId: "bob") { _ in }
        world.settle()
        let navigation = try #require(world.show(OpenChannelListViewController()))
        world.settle()
        #expect(world.screen.text.contains(StringSet.current.openChannelList.emptyTitle))

        // n opens the create screen; the name is typed and Enter makes the channel.
        world.screen.type("n")
        world.settle()
        let create = try #require(navigation.topViewController as? CreateOpenChannelViewController)
        world.screen.type("Book club")
        if faults {
            world.server.configuration.failureRates[.channelChange] = 1
            world.screen.press(.enter)
            world.settle(.seconds(12))
            #expect(navigation.topViewController === create)
            #expect(create.profileInputComponent?.channelName == "Book club")
            #expect(world.screen.text.contains("Couldn't create the channel"))
            world.server.configuration.failureRates[.channelChange] = nil
            world.server.configuration.failureRates[.sendMessage] = 0.3
            world.server.configuration.failureRates[.loadMessages] = 0.3
        }
        world.screen.press(.enter)
        world.settle(.seconds(5))
        let screen = try #require(navigation.topViewController as? OpenChannelViewController)
        #expect(navigation.viewControllers.count == 2)                         // the create screen gave its place
        settle(world, [screen])
        let channel = try #require(screen.openChannel)
        #expect(channel.name == "Book club")
        #expect(channel.isOperator(userId: "me"))
        #expect(screen.viewModel?.isEntered == true)
        #expect(headerLine(world).contains("Book club"))
        #expect(world.screen.text.contains("1 participant"))
        try sendHearFreezeExit(world, navigation: navigation, screen: screen, bob: bob, faults: faults,
                               mine: "Welcome to the club", theirs: "Glad to be here")
        // The list, loaded afresh on the way back, shows the new channel.
        let list = try #require(navigation.topViewController as? OpenChannelListViewController)
        #expect(list.viewModel?.channelList.contains { $0.channelURL == channel.channelURL } == true)
        #expect(world.screen.text.contains("Book club"))
    }

    @Test func createFromTheListThenSendHearFreezeExit() throws { try runCreated(faults: false) }

    @Test func createFromTheListWithFaults() throws { try runCreated(faults: true) }
}
