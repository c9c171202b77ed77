import Testing
import BanterUIKit
@testable import banter_bench

/// The search benchmarks time what they say: results redrawn for the words typed, and the
/// channel opened at its middle message.
@Suite("The search benchmarks' screens", .serialized)
@MainActor
struct SearchScreenFixtureTests {
    @Test func aChannelOpensAtAMessageInItsMiddle() {
        let fixture = ChatScreenFixture(messages: 10_000)
        #expect(fixture.openScreen(atMessage: 5_000) > 0)
        #expect(fixture.screenText.contains(ChatScreenMessages.message(5_000).text.prefix(20)))
    }
}
