import Foundation
import Testing
import BanterUIKit
@testable import BanterChatSDK
@testable import BanterMatrix

/// Events Banter has never seen, fed through the stand-in homeserver into a Matrix session
/// (`MatrixFuzzRun`, `MatrixFuzzGenerator`): seeded, so each failure prints its seed and the
/// line that replays it. Nothing may crash or hang, a `/sync` with odd events must still be
/// taken in, and every page read stays in order without duplicates. The second test runs the
/// same through a real client with the room open on a channel screen (`MatrixFuzzScreen`):
/// after each step its collection and list stay in order without duplicates and its frame
/// holds no control character.
///
/// - Default: 8 seeds of 80 events each (3 through the screen), a few seconds.
/// - `BANTER_FUZZ_RUNS=n` runs seeds 1…n (long mode: `BANTER_FUZZ_RUNS=500`),
///   `BANTER_FUZZ_EVENTS=n` makes each room that long.
/// - `BANTER_FUZZ_SEED=n` replays one seed.
@MainActor
@Suite("Matrix event fuzzing")
struct MatrixEventFuzzTests {
    /// The seeds to run (`runs` of them unless the environment says otherwise) and each room's length.
    static func plan(runs: Int) -> (seeds: [UInt64], events: Int) {
        let environment = ProcessInfo.processInfo.environment
        let runs = environment["BANTER_FUZZ_RUNS"].flatMap(Int.init) ?? runs
        let events = environment["BANTER_FUZZ_EVENTS"].flatMap(Int.init) ?? 80
        let seeds = environment["BANTER_FUZZ_SEED"].flatMap(UInt64.init).map { [$0] } ?? (1...UInt64(max(1, runs))).map { $0 }
        return (seeds, events)
    }

    static func record(_ failures: [String], seed: UInt64, events: Int, _ where: String) {
        guard !failures.isEmpty else { return }
        Issue.record("""
            Seed \(seed) failed\(`where`):
            \(failures.prefix(5).joined(separator: "\n"))
            Replay: BANTER_FUZZ_SEED=\(seed) BANTER_FUZZ_EVENTS=\(events) swift test --filter MatrixEventFuzzTests
            """)
    }

    @Test("random and mutated /sync, /messages, /context and /relations answers never crash, stall or disorder a page")
    func fuzz() async {
        let (seeds, events) = Self.plan(runs: 8)
        for seed in seeds {
            Self.record(await MatrixFuzzRun(seed: seed, eventCount: events).run(), seed: seed, events: events, "")
        }
    }

    @Test("the same answers reach a shown channel screen: in order, no message twice, no control character drawn")
    func fuzzThroughScreen() async {
        let (seeds, events) = Self.plan(runs: 3)
        for seed in seeds {
            let screen: MatrixFuzzScreen
            do {
                screen = try await MatrixFuzzScreen(size: Size(width: 80, height: 24))
            } catch {
                Issue.record("Seed \(seed): \(error)")
                continue
            }
            let failures = await MatrixFuzzRun(seed: seed, eventCount: events, on: screen).run()
            // The screen took the answers in: it is not a check of an empty list.
            #expect((screen.controller.viewModel?.fullMessageList.count ?? 0) > 0, "seed \(seed): the screen shows no message")
            screen.close()
            Self.record(failures, seed: seed, events: events, " on the screen")
        }
    }
}
