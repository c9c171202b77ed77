import BanterChatSDK
import Foundation

/// Banter starting on an account in 1,000 rooms (`Scripts/matrix-large-account`: one message
/// each, 200 unread, 50 invitations), with a raw client's figures for the same work measured
/// in the same run beside it (`MatrixRawClient`): the targets are relative to them.
///
/// - `matrix.start.1000-rooms`: from a new client's sign-in to the channel list's frame
///   showing the most recent room (target ≤ 1 s, and ≤ 3× `…raw-window`). Each iteration
///   also prints when the whole list had loaded (target ≤ `…raw-initial-sync` + 20%).
/// - `…raw-window`: sign-in and one sliding sync request for the 20 most recent rooms.
/// - `…raw-initial-sync`: sign-in and the classic initial sync of the whole account.
/// - `matrix.delivery.1000-rooms`: from a peer's send to the list's frame showing it, on
///   the client that loaded the whole list (target ≤ 2× `…raw-delivery`).
/// - `matrix.memory.1000-rooms`: what the client adds to the process once the whole list
///   has loaded (target ≤ 64 MB).
///
/// Skipped without `BANTER_MATRIX_URL`, without the account, and in `--quick` (CI).
enum MatrixLargeAccountCases {
    static let all = [start, rawWindow, rawInitialSync, delivery, rawDelivery, memory]
    static let user = (name: "banter_large", password: "pass-banter_large")
    static let peer = (name: "banter_large_peer", password: "pass-banter_large_peer")

    static var skipReason: String? {
        if let reason = MatrixBench.skipReason { return reason }
        if CommandLine.arguments.contains("--quick") { return "an account in 1,000 rooms is left out of --quick" }
        guard let url = ProcessInfo.processInfo.environment["BANTER_MATRIX_URL"].flatMap(URL.init(string:)),
              MatrixRawClient(homeserver: url).signIn(user.name, password: user.password) else {
            return "no banter_large account on BANTER_MATRIX_URL: run Scripts/matrix-large-account"
        }
        return nil
    }

    static func nanoseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    }

    static func raw() -> MatrixRawClient {
        MainActor.assumeIsolated { MatrixRawClient(homeserver: MatrixBench.url!) }
    }

    static let start = BenchmarkCase("matrix.start.1000-rooms", unit: .milliseconds, target: 1000) {
        if let reason = skipReason { return .skipped(reason) }
        let newest = raw().signInThen { $0.window(1).first } ?? ""
        return BenchmarkWorkload(timesItself: true) {
            MainActor.assumeIsolated {
                let began = ContinuousClock.now
                let session = MatrixLargeSession.start(showing: newest)
                let firstFrame = ContinuousClock.now - began
                let channels = session.loadWholeList()
                Console.error("banter-bench: matrix.start.1000-rooms: first frame \(firstFrame), whole list (\(channels) channels) \(ContinuousClock.now - began)")
                session.client.disconnect()
                return nanoseconds(firstFrame)
            }
        }
    }

    static let rawWindow = BenchmarkCase("matrix.start.1000-rooms.raw-window", unit: .milliseconds) {
        if let reason = skipReason { return .skipped(reason) }
        let client = raw()
        return BenchmarkWorkload(timesItself: true) {
            let began = ContinuousClock.now
            guard client.signIn(user.name, password: user.password), client.window(20).count == 20 else { MainActor.assumeIsolated { MatrixBench.fail("the raw window failed") } }
            return nanoseconds(ContinuousClock.now - began)
        }
    }

    static let rawInitialSync = BenchmarkCase("matrix.start.1000-rooms.raw-initial-sync", unit: .milliseconds) {
        if let reason = skipReason { return .skipped(reason) }
        let client = raw()
        return BenchmarkWorkload(timesItself: true) {
            let began = ContinuousClock.now
            guard client.signIn(user.name, password: user.password), client.initialSync() > 0 else { MainActor.assumeIsolated { MatrixBench.fail("the raw initial sync failed") } }
            return nanoseconds(ContinuousClock.now - began)
        }
    }

    /// The room the peer sends into: one both users joined.
    static func sharedRoom(_ large: MatrixRawClient, _ peerClient: MatrixRawClient) -> String? {
        let peerRooms = peerClient.call("GET", "v3/joined_rooms")?["joined_rooms"] as? [String] ?? []
        return peerRooms.first { large.joinedRoomIds.contains($0) }
    }

    static let delivery = BenchmarkCase("matrix.delivery.1000-rooms", unit: .milliseconds) {
        if let reason = skipReason { return .skipped(reason) }
        let (large, peerClient) = (raw(), raw())
        guard large.signIn(user.name, password: user.password), large.initialSync() > 0,
              peerClient.signIn(peer.name, password: peer.password), let roomId = sharedRoom(large, peerClient) else {
            return .skipped("banter_large and banter_large_peer share no room")
        }
        let session = MainActor.assumeIsolated {
            let session = MatrixLargeSession.start(showing: nil)
            _ = session.loadWholeList()
            return session
        }
        let counter = MainActor.assumeIsolated { Counter() }
        return BenchmarkWorkload(timesItself: true) {
            MainActor.assumeIsolated {
                let text = "delivery \(MatrixBench.runId) \(counter.next())"
                let began = ContinuousClock.now
                guard peerClient.send(text, to: roomId) else { MatrixBench.fail("the peer could not send") }
                if case .failed(let words) = session.screen.wait(toShow: text) { MatrixBench.fail("the list says \(words)") }
                return nanoseconds(ContinuousClock.now - began)
            }
        }
    }

    static let rawDelivery = BenchmarkCase("matrix.delivery.1000-rooms.raw", unit: .milliseconds) {
        if let reason = skipReason { return .skipped(reason) }
        let (large, peerClient) = (raw(), raw())
        guard large.signIn(user.name, password: user.password), large.initialSync() > 0,
              peerClient.signIn(peer.name, password: peer.password), let roomId = sharedRoom(large, peerClient) else {
            return .skipped("banter_large and banter_large_peer share no room")
        }
        let counter = MainActor.assumeIsolated { Counter() }
        return BenchmarkWorkload(timesItself: true) {
            let text = MainActor.assumeIsolated { "raw delivery \(MatrixBench.runId) \(counter.next())" }
            let heard = DispatchSemaphore(value: 0)
            let listening = Thread { if large.waitForText(text) { heard.signal() } }
            listening.start()
            Thread.sleep(forTimeInterval: 0.05)  // the long poll is in before the send, as Banter's is
            let began = ContinuousClock.now
            guard peerClient.send(text, to: roomId), heard.wait(timeout: .now() + 30) == .success else {
                MainActor.assumeIsolated { MatrixBench.fail("the raw client did not hear \(text)") }
            }
            return nanoseconds(ContinuousClock.now - began)
        }
    }

    static let memory = BenchmarkCase("matrix.memory.1000-rooms", unit: .megabytes, target: 64) {
        if let reason = skipReason { return .skipped(reason) }
        let growth = MainActor.assumeIsolated {
            let before = ResidentMemory.bytes()
            let session = MatrixLargeSession.start(showing: nil)
            let channels = session.loadWholeList()
            let growth = ResidentMemory.bytes() - before
            Console.error("banter-bench: matrix.memory.1000-rooms: \(channels) group channels")
            session.client.disconnect()
            return growth
        }
        return BenchmarkWorkload { growth }
    }
}

extension MatrixRawClient {
    /// Signs in as the large account, then runs `body`.
    func signInThen<T>(_ body: (MatrixRawClient) -> T?) -> T? {
        signIn(MatrixLargeAccountCases.user.name, password: MatrixLargeAccountCases.user.password) ? body(self) : nil
    }
}
