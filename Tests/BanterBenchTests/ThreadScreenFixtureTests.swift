import Testing
import BanterUIKit
@testable import banter_bench

/// The thread benchmark times what it says: the thread's screen, with its parent and the
/// right page of replies.
@Suite("The thread benchmark's screen", .serialized)
@MainActor
struct ThreadScreenFixtureTests {
    @Test func openingAtTheStartShowsTheParentAndTheFirstReplies() {
        let fixture = ThreadScreenFixture(replies: 10_000)
        #expect(fixture.openThread(at: 0) > 0)
        let text = fixture.screenText
        #expect(text.contains("Thread"))
        #expect(text.contains("Release plan for Monday"))
        #expect(text.contains("10000 replies"))
        #expect(text.contains("Sounds good (1)"))
    }

    @Test func openingAtTheNewestShowsTheLastReplies() {
        let fixture = ThreadScreenFixture(replies: 10_000)
        #expect(fixture.openThread(at: .max) > 0)
        #expect(fixture.screenText.contains("(10000)"))
    }
}
