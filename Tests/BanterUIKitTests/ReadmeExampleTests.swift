import Testing
import BanterTesting
import BanterUIKit

/// The README's "Customise it" example, kept compiling and true.
@Suite("The README's customisation example")
@MainActor
struct ReadmeExampleTests {
    final class TeamHeader: GroupChannelListModule.Header {
        override var titleText: String { "Team chat" }
    }

    @Test func aHeaderSubclassSetBeforeTheScreenIsBuiltShowsItsTitle() {
        let original = GroupChannelListModule.headerComponent
        GroupChannelListModule.headerComponent = TeamHeader.self
        defer { GroupChannelListModule.headerComponent = original }
        let list = GroupChannelListViewController()
        let screen = HeadlessScreen(rootViewController: NavigationController(rootViewController: list))
        #expect(screen.text.contains("Team chat"))
    }
}

/// The README's "Build an app" example, word for word, kept compiling (it takes the
/// terminal, so it is not called here).
@MainActor func runChat() {
    let server = ChatServer(scheduler: DispatchScheduler())     // the simulated service
    _ = try? WorkspaceGenerator(options: .init(seed: 1)).generate(on: server)
    let client = ChatClient(server: server)
    BanterUIKit.initialize(client: client)
    BanterUIKit.connect(userId: "me") { result in
        if case .failure(let error) = result { print("Cannot sign in: \(error.message)") }
    }
    let channels = ViewControllerSet.groupChannelListViewController.init()
    Application.run(rootViewController: NavigationController(rootViewController: channels))
}

/// The README's "Build an app" example, run: the same steps, with the terminal replaced by
/// a headless screen.
@Suite("The README's app example")
@MainActor
struct ReadmeAppExampleTests {
    @Test func theStepsShowTheChannelList() throws {
        let screen = HeadlessScreen(rootViewController: ViewController(), size: Size(width: 80, height: 24))
        let server = ChatServer(scheduler: screen.scheduler)
        _ = try WorkspaceGenerator(options: .init(seed: 1)).generate(on: server)
        let client = ChatClient(server: server)
        BanterUIKit.initialize(client: client)
        var signedIn = false
        BanterUIKit.connect(userId: "me") { result in
            if case .success = result { signedIn = true }
        }
        let channels = ViewControllerSet.groupChannelListViewController.init()
        screen.window.setRootViewController(NavigationController(rootViewController: channels))
        screen.advance(by: .seconds(2))
        #expect(signedIn)
        #expect(screen.text.contains("Channels"))
        #expect(screen.text.contains("Leila Haddad"))
    }
}
