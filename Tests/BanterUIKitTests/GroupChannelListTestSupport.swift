import BanterTesting
import BanterUIKit

/// A seeded workspace on a headless screen's clock, with the kit's client connected as "me".
@MainActor
struct ChannelListWorld {
    let screen: HeadlessScreen
    let server: ChatServer
    let client: ChatClient
    let workspace: Workspace?

    init(size: Size = Size(width: 80, height: 24), seeded: Bool = true, style: TraitCollection.InterfaceStyle = .light) throws {
        screen = HeadlessScreen(rootViewController: ViewController(), size: size, interfaceStyle: style)
        server = ChatServer(scheduler: screen.scheduler)
        if seeded {
            workspace = try WorkspaceGenerator(options: .init(seed: 1)).generate(on: server)
        } else {
            try server.createUser(id: "me", nickname: "Me")
            workspace = nil
        }
        client = ChatClient(server: server)
        client.connect(userId: "me") { _ in }
        screen.advance(by: .seconds(2))
        BanterUIKit.initialize(client: client)
    }

    /// Shows `controller` inside a navigation controller, as an app would.
    @discardableResult
    func show(_ controller: ViewController, inNavigation: Bool = true) -> NavigationController? {
        if inNavigation {
            let navigation = NavigationController(rootViewController: controller)
            screen.window.setRootViewController(navigation)
            return navigation
        }
        screen.window.setRootViewController(controller)
        return nil
    }

    /// Lets the latency pass.
    func settle(_ duration: Duration = .seconds(2)) {
        screen.advance(by: duration)
    }
}
