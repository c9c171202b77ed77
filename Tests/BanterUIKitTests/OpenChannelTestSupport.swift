import BanterTesting
import BanterUIKit

/// An open channel "Town square" with a short history from three people and a few
/// participants, on a headless screen's clock; the kit's client is connected as "me".
@MainActor
struct OpenChannelWorld {
    let world: ChannelListWorld
    let url: String
    let navigation: NavigationController

    var screen: HeadlessScreen { world.screen }
    var server: ChatServer { world.server }

    init(size: Size = Size(width: 80, height: 24), style: TraitCollection.InterfaceStyle = .light, operator isOperator: Bool = false,
         messages: Int = 12) throws {
        world = try ChannelListWorld(size: size, seeded: false, style: style)
        let people = [("ann", "Ann Lee"), ("bob", "Bob Stone"), ("cai", "Cai")]
        for (id, name) in people { try world.server.createUser(id: id, nickname: name) }
        var params = OpenChannelCreateParams(name: "Town square")
        params.data = "Say hello and introduce yourself."
        params.coverURL = "https://example.com/square.png"
        params.operatorUserIds = isOperator ? ["ann", "me"] : ["ann"]
        let start: Int64 = 1_767_000_000_000
        url = try world.server.createOpenChannel(params, creatorId: "ann", createdAt: start)
        let lines = ["Morning all", "Who is in for the walk?", "Me!", "Count me in", "Meet at ten by the fountain",
                     "Bring water", "And a hat", "Forecast says sun", "See you there", "Running late, save a spot",
                     "Done", "Thanks"]
        for index in 0..<messages {
            let sender = people[index % people.count].0
            try world.server.sendUserMessage(UserMessageCreateParams(message: lines[index % lines.count]), senderId: sender,
                                             channelURL: url, createdAt: start + Int64(index + 1) * 60_000)
        }
        for (id, _) in people { try world.server.setOpenChannelParticipant(id, channelURL: url) }
        navigation = NavigationController(rootViewController: ViewController())
        world.screen.window.setRootViewController(navigation)
    }

    /// Pushes an open channel screen (by default from the view controller set) and lets it load.
    @discardableResult
    func open(_ controller: OpenChannelViewController? = nil) -> OpenChannelViewController {
        let controller = controller ?? ViewControllerSet.openChannelViewController.init(channelURL: url)
        navigation.pushViewController(controller)
        world.settle()
        return controller
    }
}
