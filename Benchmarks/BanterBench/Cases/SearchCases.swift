import BanterUIKit

/// The message search screen and opening a channel at a message:
/// - a keystroke in the search field over a 1,000,000-message workspace, to the results
///   redrawn and encoded: the key, the pause the screen waits for (virtual time, not
///   timed), the service's search, the list reloaded, layout, drawing and encoding;
/// - opening a 100,000-message channel at a message in its middle, to its first frame.
/// The service has no latency, so only the work is timed.
enum SearchCases {
    static let all = [keystroke, openAtMiddle]

    static let keystroke = BenchmarkCase("search.keystroke.1m", unit: .milliseconds, target: 10) {
        let fixture = MainActor.assumeIsolated { SearchScreenFixture() }
        return BenchmarkWorkload { MainActor.assumeIsolated { fixture.typeNextKey() } }
    }

    static let openAtMiddle = BenchmarkCase("chat-screen.open-at-message.100k", unit: .milliseconds, target: 20) {
        let fixture = MainActor.assumeIsolated { ChatScreenFixture(messages: 100_000) }
        return BenchmarkWorkload { MainActor.assumeIsolated { fixture.openScreen(atMessage: 50_000) } }
    }
}
