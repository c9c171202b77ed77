import BanterChatSDK
import BanterMatrix
import Foundation

/// What the Matrix benchmarks share: the homeserver and users from the environment (as the
/// live test suites read them), and waiting on real time for what the network brings.
///
/// The benchmark runs on the main thread, outside any run loop; every wait here runs the
/// main run loop, which on Linux also runs the main dispatch queue, where the SDK delivers
/// its answers. Main actor only.
@MainActor
enum MatrixBench {
    /// `BANTER_MATRIX_URL`: the homeserver the family runs against; nil skips it.
    static let url: URL? = ProcessInfo.processInfo.environment["BANTER_MATRIX_URL"].flatMap(URL.init(string:))

    /// Why the family cannot run here, or nil when it can.
    nonisolated static var skipReason: String? {
        ProcessInfo.processInfo.environment["BANTER_MATRIX_URL"] == nil
            ? "set BANTER_MATRIX_URL to a running Synapse with the test users (Scripts/matrix-dev-server start; register-test-users)"
            : nil
    }

    /// The users, NAME:PASSWORD: `BANTER_MATRIX_USERS`, or those of
    /// `Scripts/matrix-dev-server register-test-users`.
    static let users: [(name: String, password: String)] = {
        let spec = ProcessInfo.processInfo.environment["BANTER_MATRIX_USERS"] ?? "banter_a:pass-banter_a,banter_b:pass-banter_b"
        return spec.split(separator: ",").map { pair in
            let parts = pair.split(separator: ":", maxSplits: 1).map(String.init)
            return (parts[0], parts.count > 1 ? parts[1] : "")
        }
    }()

    /// Tells this run's rooms and messages from those of earlier runs on the same server.
    static let runId = String(UUID().uuidString.prefix(6))

    /// Runs the main run loop until `condition` holds; ends the process with a message after
    /// `limit`, as a benchmark against a configured server that cannot do its work has failed.
    static func wait(until what: String, within limit: Duration = .seconds(30), _ condition: () -> Bool) {
        let deadline = ContinuousClock.now + limit
        while !condition() {
            if ContinuousClock.now >= deadline { fail("timed out after \(limit) waiting until \(what)") }
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
    }

    /// Starts a request and waits for its answer; a failure ends the process naming `what`.
    static func result<Value>(_ what: String, _ start: (@escaping @MainActor (Result<Value, ChatError>) -> Void) -> Void) -> Value {
        var outcome: Result<Value, ChatError>?
        start { outcome = $0 }
        wait(until: what + " answers") { outcome != nil }
        switch outcome! {
        case .success(let value): return value
        case .failure(let error): fail("\(what) failed: \(error)")
        }
    }

    /// A new client of the homeserver, signed in as user `index` of `users`.
    static func connectedClient(_ index: Int) -> ChatClient {
        guard let url else { fail("BANTER_MATRIX_URL is not set") }
        guard users.indices.contains(index) else { fail("BANTER_MATRIX_USERS names fewer than \(index + 1) users") }
        let client = ChatClient(homeserver: url)
        let (name, password) = users[index]
        _ = result("signing in as \(name)") { done in client.connect(userId: name, credential: .password(password), completion: done) }
        return client
    }

    static func fail(_ message: String) -> Never {
        Console.error("banter-bench: matrix: \(message)")
        Console.exit(1)
    }
}
