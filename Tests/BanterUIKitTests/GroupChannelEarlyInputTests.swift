import BanterTesting
import Testing
import BanterUIKit

/// Keys typed right after a channel opens, before it has loaded (a slow connection, a slow
/// machine), are never lost.
@Suite("A channel's input before the channel has loaded")
@MainActor
struct GroupChannelEarlyInputTests {
    /// A fixture whose requests take `latency`, with the channel screen pushed but not yet loaded.
    private func openedSlowly(latency: Duration = .milliseconds(800)) throws -> (ChannelFixture, GroupChannelViewController) {
        let fixture = try ChannelFixture { configuration in
            var configuration = configuration
            configuration.latency = latency
            return configuration
        }
        let controller = GroupChannelViewController(channelURL: fixture.channelURL)
        fixture.navigation.pushViewController(controller)
        fixture.screen.advance(by: .milliseconds(10))
        return (fixture, controller)
    }

    @Test func aMessageSentBeforeTheChannelLoadedIsSentOnceItHas() throws {
        let (fixture, controller) = try openedSlowly()
        #expect(fixture.screen.text.contains("Loading"))
        fixture.screen.type("first words")
        fixture.screen.press(.enter)
        // Not lost: still in the input until the channel is there to send it to.
        #expect(fixture.screen.text.contains("first words"))
        fixture.screen.advance(by: .seconds(5))
        let bottom = fixture.screen.text.split(separator: "\n").suffix(8).joined(separator: "\n")
        #expect(bottom.contains("first words"))
        #expect(fixture.screen.text.contains("Type a message"), "the input is empty again")
        #expect((controller.channel as? GroupChannel)?.lastMessage?.message == "first words")
    }
}
