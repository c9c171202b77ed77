import BanterTesting
import Testing
import BanterUIKit

/// The current user reads as "You" wherever the channel shows them, never as their nickname
/// (the fixture's "Me" here, a name the user may never have chosen).
@Suite("The current user reads as You")
@MainActor
struct GroupChannelYouTests {
    @Test func aQuoteOfYourOwnMessageSaysYou() throws {
        let fixture = try ChannelFixture(history: { server, url in
            let mine = try ChannelFixture.post(server, url, "me", "Lunch at noon?", at: -20)
            try ChannelFixture.post(server, url, "alice", "Works for me", at: -10, parent: mine)
        })
        fixture.open()
        #expect(fixture.screen.text.contains("You: Lunch at noon?"))
        #expect(!fixture.screen.text.contains("Me: Lunch"))
    }
}
