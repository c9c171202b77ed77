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
