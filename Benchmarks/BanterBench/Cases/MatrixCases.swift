import BanterChatSDK
import Foundation

/// Cases for the Matrix backend on a real homeserver (`BANTER_MATRIX_URL`, with the users of
/// `Scripts/matrix-dev-server register-test-users`), on real time over loopback. Without the
/// variable each case is reported as skipped, and the run does not fail.
///
/// Run them alone (`--filter matrix`) for a meaningful memory figure: after the other
/// families the heap has room that hides a client's growth.
enum MatrixCases {
    static let all = [
        memory, sendToOtherClient, syncEventToFrame, syncEventToListFrame, openLongChannel,
        startResume, startRawSync, startInitialSync,
    ]

    /// Why the resume cases do not run: as every Matrix case, or `--quick` (CI), which leaves
    /// out making the account's 200 rooms (once per homeserver) and its minute-long waits.
    private static var resumeSkipReason: String? {
        if let reason = MatrixBench.skipReason { return reason }
        return CommandLine.arguments.contains("--quick") ? "an account in 200 rooms is left out of --quick" : nil
    }

    /// A start with the local cache on an account of 200 rooms, from making the client to the
    /// channel list's frame showing a message posted since the last run: the cached list,
    /// then one `/sync` from the stored token. Target: within 2× of `matrix.start.raw-sync`
    /// and at least 5× faster than `matrix.start.initial-sync`, printed beside it.
    static let startResume = BenchmarkCase("matrix.start.resume", unit: .milliseconds) {
        if let reason = resumeSkipReason { return .skipped(reason) }
        let fixture = MainActor.assumeIsolated { MatrixResumeFixture.shared }
        return BenchmarkWorkload(setUp: { MainActor.assumeIsolated { fixture.prepareStart() } }) {
            MainActor.assumeIsolated { fixture.start(fixture.cachingParams) }
        }
    }

    /// The `/sync` a resumed start makes, alone: from the token of just before a fresh
    /// message, with the long poll's filter and no wait, over HTTP and decoded.
    static let startRawSync = BenchmarkCase("matrix.start.raw-sync", unit: .milliseconds) {
        if let reason = resumeSkipReason { return .skipped(reason) }
        let fixture = MainActor.assumeIsolated { MatrixResumeFixture.shared }
        let since = MainActor.assumeIsolated { Box("") }
        return BenchmarkWorkload(setUp: { MainActor.assumeIsolated { since.value = fixture.prepareRawSync() } }) {
            MainActor.assumeIsolated { fixture.rawSync(since: since.value) }
        }
    }

    /// The start `matrix.start.resume` replaces: no cache, so an initial sync of the 200
    /// rooms, to the same frame.
    static let startInitialSync = BenchmarkCase("matrix.start.initial-sync", unit: .milliseconds) {
        if let reason = resumeSkipReason { return .skipped(reason) }
        let fixture = MainActor.assumeIsolated { MatrixResumeFixture.shared }
        return BenchmarkWorkload(setUp: { MainActor.assumeIsolated { fixture.prepareStart() } }) {
            MainActor.assumeIsolated { fixture.start(InitParams()) }
        }
    }

    /// The resident memory a client adds to the process: signing in (the first /sync) and
    /// loading every group channel of user A through the channel list query.
    static let memory = BenchmarkCase("matrix.memory.connected", unit: .megabytes) {
        if let reason = MatrixBench.skipReason { return .skipped(reason) }
        let growth = MainActor.assumeIsolated {
            let before = ResidentMemory.bytes()
            let client = MatrixBench.connectedClient(0)
            let query = client.createMyGroupChannelListQuery()
            var channels = 0
            while query.hasNext {
                channels += MatrixBench.result("loading the channel list") { done in query.loadNextPage(completion: done) }.count
            }
            let growth = ResidentMemory.bytes() - before
            Console.error("banter-bench: matrix.memory.connected: \(MatrixBench.users[0].name) with \(channels) group channels")
            client.disconnect()
            return growth
        }
        return BenchmarkWorkload { growth }
    }

    /// From A's `sendUserMessage` to B's client telling its channel delegates: A's request,
    /// the homeserver, and B's /sync long poll answering with it.
    static let sendToOtherClient = BenchmarkCase("matrix.send-to-other-client", unit: .milliseconds) {
        if let reason = MatrixBench.skipReason { return .skipped(reason) }
        let pair = MainActor.assumeIsolated { MatrixPair.shared }
        let counter = Counter()
        return BenchmarkWorkload {
            MainActor.assumeIsolated {
                let text = "ping \(MatrixBench.runId) \(counter.next())"
                _ = pair.channelA.sendUserMessage(params: UserMessageCreateParams(message: text))
                MatrixBench.wait(until: "B hears \(text)") { pair.heardByB.times[text] != nil }
                return counter.value
            }
        }
    }

    /// From a message of A reaching B's client (its /sync answer decoded and applied, the
    /// first channel delegate told) to the frame of B's group channel screen that shows it,
    /// drawn and encoded.
    static let syncEventToFrame = BenchmarkCase("matrix.sync-event-to-frame", unit: .milliseconds) {
        if let reason = MatrixBench.skipReason { return .skipped(reason) }
        let prepared: (MatrixPair, MatrixChannelScreen)? = MainActor.assumeIsolated {
            let pair = MatrixPair.shared
            let screen = MatrixChannelScreen(client: pair.b, channelURL: pair.channelB.channelURL)
            let first = "frame \(MatrixBench.runId) first"
            _ = pair.channelA.sendUserMessage(params: UserMessageCreateParams(message: first))
            if case .failed(let words) = screen.wait(toShow: first) {
                Console.error("banter-bench: matrix.sync-event-to-frame: B's channel screen says: \(words)")
                return nil
            }
            return (pair, screen)
        }
        guard let (pair, screen) = prepared else {
            return .skipped("the group channel screen cannot load its messages on Matrix yet (message collections)")
        }
        return arrivalsToFrame(pair, screen, prefix: "frame")
    }

    /// As `matrix.sync-event-to-frame`, to the frame of B's group channel list, whose row
    /// for the room shows the newest message: the same path through the SDK and the kit to
    /// a different screen, which works on Matrix before message collections do.
    static let syncEventToListFrame = BenchmarkCase("matrix.sync-event-to-frame.list", unit: .milliseconds) {
        if let reason = MatrixBench.skipReason { return .skipped(reason) }
        let (pair, screen) = MainActor.assumeIsolated {
            let pair = MatrixPair.shared
            let screen = MatrixChannelScreen.channelList(client: pair.b)
            let first = "row \(MatrixBench.runId) first"
            _ = pair.channelA.sendUserMessage(params: UserMessageCreateParams(message: first))
            if case .failed(let words) = screen.wait(toShow: first) { MatrixBench.fail("B's channel list says: \(words)") }
            return (pair, screen)
        }
        return arrivalsToFrame(pair, screen, prefix: "row")
    }

    /// Each iteration: A sends a new text; timed from B's client telling its first channel
    /// delegate to the frame of `screen` that shows the text.
    private static func arrivalsToFrame(_ pair: MatrixPair, _ screen: MatrixChannelScreen, prefix: String) -> BenchmarkWorkload {
        let counter = MainActor.assumeIsolated { Counter() }
        return BenchmarkWorkload(timesItself: true) {
            MainActor.assumeIsolated {
                let text = "\(prefix) \(MatrixBench.runId) \(counter.next())"
                _ = pair.channelA.sendUserMessage(params: UserMessageCreateParams(message: text))
                var arrived: ContinuousClock.Instant?
                var shownAfter: Duration?
                MatrixBench.wait(until: "B's screen shows \(text)") {
                    arrived = arrived ?? pair.heardByB.times[text]
                    if let frame = screen.frameIfNeeded(), let arrived, frame.contains(text) {
                        shownAfter = ContinuousClock.now - arrived
                    }
                    return shownAfter != nil
                }
                let (seconds, attoseconds) = shownAfter!.components
                return Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
            }
        }
    }

    /// From creating the group channel screen of a room of 10,000 messages (seeded once per
    /// homeserver) to its first frame showing the newest, on a client just signed in.
    static let openLongChannel = BenchmarkCase("matrix.open.10k", unit: .milliseconds) {
        if let reason = MatrixBench.skipReason { return .skipped(reason) }
        if CommandLine.arguments.contains("--quick") {
            return .skipped("seeding 10,000 messages (a minute, once per homeserver) is left out of --quick")
        }
        let opener: LongChannelOpener? = MainActor.assumeIsolated {
            guard let url = MatrixBench.url else { return nil }
            let roomId = MatrixHistorySeed.roomId(homeserver: url, user: MatrixBench.users[0])
            let opener = LongChannelOpener(roomId: roomId)
            opener.setUp()
            if case .failed(let words) = opener.open() {
                Console.error("banter-bench: matrix.open.10k: the channel screen says: \(words)")
                return nil
            }
            return opener
        }
        guard let opener else {
            return .skipped("the group channel screen cannot load its messages on Matrix yet (message collections)")
        }
        return BenchmarkWorkload(setUp: { MainActor.assumeIsolated { opener.setUp() } }) {
            MainActor.assumeIsolated {
                guard case .shown = opener.open() else { MatrixBench.fail("the long channel did not open") }
                return 1
            }
        }
    }
}

/// A value an untimed set-up hands to the timed iteration after it.
@MainActor
private final class Box<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// Numbers the iterations of a case, so each sends a text of its own (here and in
/// `MatrixLargeAccountCases`).
@MainActor
final class Counter {
    private(set) var value = 0

    func next() -> Int {
        value += 1
        return value
    }
}

/// Opens the long channel on a client signed in afresh for each opening, so no message is
/// cached from the one before.
@MainActor
private final class LongChannelOpener {
    let roomId: String
    private var client: ChatClient?
    private var screen: MatrixChannelScreen?

    init(roomId: String) {
        self.roomId = roomId
    }

    /// Untimed: signs out the last client and signs in a new one.
    func setUp() {
        screen = nil
        client?.disconnect()
        client = MatrixBench.connectedClient(0)
    }

    /// Timed: the screen from its creation to the frame that shows the newest message.
    func open() -> MatrixChannelScreen.Outcome {
        guard let client else { MatrixBench.fail("no client to open the long channel with") }
        let screen = MatrixChannelScreen(client: client, channelURL: roomId)
        self.screen = screen
        return screen.wait(toShow: MatrixHistorySeed.newest)
    }
}
