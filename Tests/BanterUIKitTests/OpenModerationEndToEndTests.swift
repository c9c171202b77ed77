import BanterTesting
import Testing
import BanterUIKit

/// An operator moderating an open channel through the screens, with the keys only, on the
/// manual scheduler and the service's latency, while the people moderated watch from their
/// own clients: from the channel's ⚙, Moderations, Operators, Add (promote Bob), freeze
/// (Cai cannot send, Bob now can), unfreeze; then Participants: mute Cai (he cannot send),
/// ban him (he is gone); then Delete channel, which takes everyone back to the list.
@Suite("Moderating an open channel, end to end", .serialized)
@MainActor
struct OpenModerationEndToEndTests {
    /// A participant's own client, connected, in the channel.
    @MainActor
    private final class Watcher {
        let client: ChatClient
        var channel: OpenChannel?

        init(_ userId: String, _ world: OpenChannelWorld) {
            client = ChatClient(server: world.server)
            client.connect(userId: userId) { _ in }
            world.world.settle()
            client.getOpenChannel(url: world.url) { [self] in channel = try? $0.get() }
            world.world.settle()
        }

        /// What sending a message now gets: nil when it was sent, else the error's code.
        func trySending(_ world: OpenChannelWorld) -> Int? {
            var outcome: Int?? = .none
            channel?.sendUserMessage(params: UserMessageCreateParams(message: "hello?")) { _, error in outcome = .some(error?.code.rawValue) }
            world.world.settle()
            return outcome ?? -1
        }
    }

    private func top<T>(_ world: OpenChannelWorld, _ type: T.Type) throws -> T {
        try #require(world.navigation.topViewController as? T)
    }

    @Test func promoteFreezeMuteBanAndDelete() throws {
        let world = try OpenChannelWorld(operator: true)
        let bob = Watcher("bob", world), cai = Watcher("cai", world)
        world.open()
        world.screen.press(.tab, .tab, .enter)                         // back, then ⚙
        world.world.settle()
        _ = try top(world, OpenChannelSettingsViewController.self)

        world.screen.press(.enter)                                     // Moderations
        world.world.settle()
        let moderations = try top(world, ModerationsViewController.self)
        world.screen.press(.enter)                                     // Operators
        world.world.settle()
        let operators = try top(world, UserListViewController.self)
        #expect(operators.userList.map(\.userId) == ["ann", "me"])
        world.screen.press(.tab, .tab, .enter)                         // back, then Add
        world.world.settle()
        let register = try top(world, RegisterOperatorViewController.self)
        #expect(register.userList.map(\.userId) == ["bob", "cai"])
        world.screen.press(.enter)                                         // pick Bob
        world.screen.press(KeyEvent(.character("d"), modifiers: .control))
        world.world.settle()
        #expect(world.navigation.topViewController === operators)
        #expect(operators.userList.map(\.userId) == ["ann", "bob", "me"])
        #expect(bob.channel?.isOperator(userId: "bob") == true)

        world.screen.press(.escape)                                    // back to Moderations
        world.world.settle(.milliseconds(100))
        #expect(world.navigation.topViewController === moderations)
        world.screen.press(.down, .down, .down, .enter)                // Freeze channel
        world.world.settle()
        #expect(world.row("Freeze channel")?.contains("[ On ]") == true)
        #expect(cai.trySending(world) == ChatError.Code.channelFrozen.rawValue)
        #expect(bob.trySending(world) == nil, "operators may write in a frozen channel")
        world.screen.press(.enter)                                     // unfreeze
        world.world.settle()
        #expect(cai.trySending(world) == nil)

        world.screen.press(.escape)                                    // back to the settings
        world.world.settle(.milliseconds(100))
        _ = try top(world, OpenChannelSettingsViewController.self)
        world.screen.press(.down, .enter)                              // Participants
        world.world.settle()
        let participants = try top(world, UserListViewController.self)
        #expect(participants.userList.map(\.userId) == ["ann", "bob", "cai", "me"])
        world.screen.press(.down, .down, .enter)                       // Cai's actions
        world.screen.press(.down, .enter)                              // Mute
        world.world.settle()
        #expect(world.row("Cai")?.contains("⊘ Muted") == true)
        #expect(cai.trySending(world) == ChatError.Code.mutedInChannel.rawValue)
        world.screen.press(.enter, .down, .down, .enter)               // Ban
        world.world.settle()
        #expect(participants.userList.map(\.userId) == ["ann", "bob", "me"])

        world.screen.press(.escape)                                    // back to the settings
        world.world.settle(.milliseconds(100))
        let settings = try top(world, OpenChannelSettingsViewController.self)
        world.screen.press(.down, .enter)                              // Delete channel
        #expect(world.screen.text.contains("Delete this channel?"))
        world.screen.press(.right, .enter)                             // Delete
        world.world.settle()
        #expect(world.navigation.viewControllers.count == 1, "back past the channel to the list")
        #expect(!world.navigation.viewControllers.contains { $0 === settings })
        var gone = false
        bob.client.getOpenChannel(url: world.url) { if case .failure = $0 { gone = true } }
        world.world.settle()
        #expect(gone)
    }
}
