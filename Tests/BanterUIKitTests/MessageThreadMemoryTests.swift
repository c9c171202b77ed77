import BanterTesting
import Testing
import BanterUIKit

@Suite("The thread and search screens' memory", .serialized)
@MainActor
struct MessageThreadMemoryTests {
    @Test func aClosedThreadScreenIsFreedWithItsViewModel() throws {
        let fixture = try ChannelFixture()
        fixture.open()
        let parent = try #require(fixture.channelMessage("Great."))
        weak var weakController: MessageThreadViewController?
        weak var weakViewModel: MessageThreadViewModel?
        weak var weakList: MessageThreadModule.List?
        do {
            let controller = MessageThreadViewController(channelURL: fixture.channelURL, parentMessageId: parent.messageId, parentMessage: parent)
            fixture.navigation.pushViewController(controller)
            fixture.screen.advance(by: .seconds(2))
            weakController = controller
            weakViewModel = controller.viewModel
            weakList = controller.listComponent
            fixture.screen.type("a draft")
            fixture.screen.press(.up, .up, .enter, .escape)      // a reply's menu opened and closed
            fixture.navigation.popViewController()
            fixture.screen.advance(by: .seconds(1))
        }
        // A reply arriving afterwards reaches nobody.
        try ChannelFixture.post(fixture.server, fixture.channelURL, "bob", "late reply", at: 0, parent: parent.messageId, toChannel: false)
        fixture.screen.advance(by: .seconds(1))
        #expect(weakController == nil)
        #expect(weakViewModel == nil)
        #expect(weakList == nil)
    }

    @Test func aClosedSearchScreenIsFreedWithItsViewModel() throws {
        let fixture = try ChannelFixture(history: ChannelFixture.searchHistory)
        weak var weakController: MessageSearchViewController?
        weak var weakViewModel: MessageSearchViewModel?
        do {
            let controller = MessageSearchViewController()
            fixture.navigation.pushViewController(controller)
            fixture.screen.advance(by: .seconds(1))
            weakController = controller
            weakViewModel = controller.viewModel
            fixture.screen.type("release")                       // a search still waiting for the pause
            fixture.navigation.popViewController()
            fixture.screen.advance(by: .seconds(2))
        }
        #expect(weakController == nil)
        #expect(weakViewModel == nil)
    }
}
