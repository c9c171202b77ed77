import Foundation
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// Events Banter has never seen, fed through the stand-in homeserver into a Matrix session
/// (`MatrixFuzzRun`, `MatrixFuzzGenerator`): seeded, so each failure prints its seed and the
/// line that replays it. Nothing may crash or hang, a `/sync` with odd events must still be
/// taken in, and every page read stays in order without duplicates.
///
/// - Default: 8 seeds of 80 events each, a few seconds.
/// - `BANTER_FUZZ_RUNS=n` runs seeds 1…n (long mode: `BANTER_FUZZ_RUNS=500`),
///   `BANTER_FUZZ_EVENTS=n` makes each room that long.
/// - `BANTER_FUZZ_SEED=n` replays one seed.
@MainActor
@Suite("Matrix event fuzzing")
struct MatrixEventFuzzTests {
    @Test("random and mutated /sync, /messages, /context and /relations answers never crash, stall or disorder a page")
    func fuzz() async {
        let environment = ProcessInfo.processInfo.environment
        let runs = environment["BANTER_FUZZ_RUNS"].flatMap(Int.init) ?? 8
        let events = environment["BANTER_FUZZ_EVENTS"].flatMap(Int.init) ?? 80
        let seeds = environment["BANTER_FUZZ_SEED"].flatMap(UInt64.init).map { [$0] } ?? (1...UInt64(max(1, runs))).map { $0 }
        for seed in seeds {
            let failures = await MatrixFuzzRun(seed: seed, eventCount: events).run()
            guard !failures.isEmpty else { continue }
            Issue.record("""
                Seed \(seed) failed:
                \(failures.prefix(5).joined(separator: "\n"))
                Replay: BANTER_FUZZ_SEED=\(seed) BANTER_FUZZ_EVENTS=\(events) swift test --filter MatrixEventFuzzTests
                """)
        }
    }
}
