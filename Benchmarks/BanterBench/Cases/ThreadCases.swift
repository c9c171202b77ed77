import BanterUIKit

/// The message thread screen: opening a thread of 10,000 replies, from creating the screen
/// to its first complete frame encoded, at its start (the parent at the top, as the thread
/// info opens it) and at its newest replies. The service has no latency, so only the work
/// is timed: the channel, the parent and a page of replies read, the list built, layout,
/// drawing and encoding.
enum ThreadCases {
    static let all = [openAtStart, openAtNewest]

    static let openAtStart = BenchmarkCase("thread.open.10k", unit: .milliseconds, target: 20) {
        let fixture = MainActor.assumeIsolated { ThreadScreenFixture(replies: 10_000) }
        return BenchmarkWorkload { MainActor.assumeIsolated { fixture.openThread(at: 0) } }
    }

    static let openAtNewest = BenchmarkCase("thread.open.10k.newest", unit: .milliseconds, target: 20) {
        let fixture = MainActor.assumeIsolated { ThreadScreenFixture(replies: 10_000) }
        return BenchmarkWorkload { MainActor.assumeIsolated { fixture.openThread(at: .max) } }
    }
}
