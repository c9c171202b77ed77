import Foundation
import Glibc
import Testing
import BanterChatSDKTestSupport
@testable import BanterChatSDK
@testable import BanterMatrix

/// The homeserver itself going down and coming back while two clients chat: both reconnect
/// with their backoff, a message sent while it was down is stored once (sent again with its
/// request id if it failed), and B hears every message once, in order.
///
/// It stops the server every other suite talks to, so it runs on its own, after them:
/// `.ci/run` sets `BANTER_MATRIX_RESTART=1` for one run of this suite alone. The restart goes
/// through `Scripts/matrix-dev-server` with the environment's `BANTER_MATRIX_DIR`.
@MainActor
@Suite(
    "Matrix backend across a homeserver restart",
    .enabled(
        if: MatrixLive.url != nil && ProcessInfo.processInfo.environment["BANTER_MATRIX_RESTART"] == "1",
        "set BANTER_MATRIX_URL and BANTER_MATRIX_RESTART=1, with no other suite running, to restart the server"),
    .serialized)
struct MatrixRestartIntegrationTests {
    @Test("after the homeserver restarts, both clients reconnect; nothing sent is lost or stored twice")
    func serverRestart() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        for client in [pair.a, pair.b] { client.reconnectionPolicy = ReconnectionPolicy(initialDelay: .milliseconds(200)) }
        let (channelA, _) = try await pair.room(named: "Restart")
        let heardByB = EventRecorder(pair.b)
        let before = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "before the restart"))
        try await MatrixLive.waitUntil("B hears the first") { heardByB.received.contains { $0.messageId == before.messageId } }

        let port = try #require(MatrixLive.url?.port)
        #expect(try await Self.devServer("stop") == 0)
        try await MatrixLive.waitUntil("both notice", within: .seconds(40)) {
            pair.a.connectionState != .open && pair.b.connectionState != .open
        }
        var whileDown: (message: UserMessage, error: ChatError?)?
        channelA.sendUserMessage(params: UserMessageCreateParams(message: "while the server was down")) { whileDown = ($0, $1) }
        #expect(try await Self.devServer("start", String(port)) == 0)
        try await MatrixLive.waitUntil("both reconnect", within: .seconds(40)) {
            pair.a.connectionState == .open && pair.b.connectionState == .open
        }
        try await MatrixLive.waitUntil("the send made while down is answered", within: .seconds(40)) { whileDown != nil }
        var stored = try #require(whileDown).message
        if whileDown?.error != nil {
            stored = try await channelA.resendUserMessage(stored)
        }
        let after = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "after the restart"))
        try await MatrixLive.waitUntil("B hears both", within: .seconds(20)) {
            heardByB.received.contains { $0.messageId == after.messageId }
                && heardByB.received.contains { $0.messageId == stored.messageId }
        }

        #expect(heardByB.received.filter { $0.channelURL == channelA.channelURL }.map(\.messageId) == [before.messageId, stored.messageId, after.messageId])
        let history = try await channelA.getMessagesByTimestamp(.max, params: MessageListParams())
        #expect(history.filter { $0.message == "while the server was down" }.count == 1)
        #expect(history.map(\.messageId).suffix(3) == [before.messageId, stored.messageId, after.messageId])
    }

    @Test("with an outbox, a send made while the homeserver is stopped reaches B exactly once after it starts, with no user action")
    func outboxAcrossRestart() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("banter-outbox-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pair = try await MatrixLive.Pair(paramsA: InitParams(isLocalCachingEnabled: true, localCacheConfig: LocalCacheConfig(directory: folder)))
        defer { pair.disconnect() }
        for client in [pair.a, pair.b] { client.reconnectionPolicy = ReconnectionPolicy(initialDelay: .milliseconds(200)) }
        let (channelA, _) = try await pair.room(named: "Outbox restart")
        let heardByB = EventRecorder(pair.b)

        let port = try #require(MatrixLive.url?.port)
        #expect(try await Self.devServer("stop") == 0)
        try await MatrixLive.waitUntil("A notices", within: .seconds(40)) { pair.a.connectionState != .open }
        var answers: [(message: UserMessage, error: ChatError?)] = []
        let texts = ["queued one", "queued two", "queued three"]
        for text in texts {
            channelA.sendUserMessage(params: UserMessageCreateParams(message: text)) { answers.append(($0, $1)) }
        }
        try await Task.sleep(for: .seconds(1))
        #expect(answers.isEmpty, "offline sends wait, pending, instead of failing")
        #expect(try await Self.devServer("start", String(port)) == 0)
        try await MatrixLive.waitUntil("the queued sends go", within: .seconds(60)) { answers.count == texts.count }
        #expect(answers.allSatisfy { $0.error == nil && $0.message.sendingStatus == .succeeded })
        #expect(answers.map(\.message.message) == texts)
        try await MatrixLive.waitUntil("B hears them", within: .seconds(30)) {
            heardByB.received.filter { texts.contains($0.message) }.count >= texts.count
        }
        try await Task.sleep(for: .seconds(1))
        #expect(heardByB.received.filter { texts.contains($0.message) }.map(\.message) == texts, "once each, in order")
        let history = try await channelA.getMessagesByTimestamp(.max, params: MessageListParams())
        #expect(history.filter { texts.contains($0.message) }.map(\.message) == texts)
    }

    @Test("the app restarted offline shows its channels and the last messages; it connects when the server is back")
    func offlineRestart() async throws {
        let folder = MatrixResumeIntegrationTests.cacheFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let params = InitParams(isLocalCachingEnabled: true, localCacheConfig: LocalCacheConfig(directory: folder))
        let pair = try await MatrixLive.Pair(paramsA: params)
        defer { pair.b.disconnect(completion: nil) }
        let texts = ["first of three", "second of three", "third of three"]
        let url = try await MatrixResumeIntegrationTests.firstRun(pair, name: "Offline restart", texts: texts)

        let port = try #require(MatrixLive.url?.port)
        #expect(try await Self.devServer("stop") == 0)
        let again = ChatClient(homeserver: try #require(MatrixLive.url), params: params)
        defer { again.disconnect(completion: nil) }
        again.reconnectionPolicy = ReconnectionPolicy(initialDelay: .milliseconds(200))
        let heard = EventRecorder(again)
        let me = try await again.connect(userId: MatrixLive.users[0].name, credential: .password(MatrixLive.users[0].password))
        #expect(me.userId == pair.meA.userId || me.userId == MatrixLive.users[0].name)
        #expect(again.connectionState == .reconnecting, "started offline, from the cache")
        let list = again.createGroupChannelCollection(query: again.createMyGroupChannelListQuery())
        let listed = try await list.loadMore()
        let room = try #require(listed.first { $0.channelURL == url })
        #expect(room.name == "Offline restart")
        #expect(room.lastMessage?.message == texts.last)
        let window = again.createMessageCollection(channel: room)
        let shown = try await window.start()
        #expect(shown.map(\.message).suffix(3) == texts)

        #expect(try await Self.devServer("start", String(port)) == 0)
        try await MatrixLive.waitUntil("A connects once the server is back", within: .seconds(60)) { again.connectionState == .open }
        let channelB = try #require(pair.b.cachedChannel(url) as? GroupChannel)
        try await MatrixLive.waitUntil("B is back too", within: .seconds(60)) { pair.b.connectionState == .open }
        _ = try await channelB.sendUserMessage(params: UserMessageCreateParams(message: "welcome back"))
        try await MatrixLive.waitUntil("A hears B", within: .seconds(30)) { heard.received.contains { $0.message == "welcome back" } }
        window.dispose()
        list.dispose()
    }

    /// Runs `Scripts/matrix-dev-server` with `arguments` (its output dropped), with the test's
    /// environment and `extra` over it, and answers its exit status, waiting off the main
    /// actor. It spawns and reaps the script itself: Foundation's `Process` keeps a run loop
    /// thread that outlives the test run and holds the test process open after the last test.
    static func devServer(_ arguments: String..., environment extra: [String: String] = [:]) async throws -> Int32 {
        let script = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/matrix-dev-server").path
        let environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }.map { "\($0.key)=\($0.value)" }
        return await withCheckedContinuation { done in
            DispatchQueue.global().async {
                let argv = ([script] + arguments).map { strdup($0) } + [nil]
                let envp = environment.map { strdup($0) } + [nil]
                defer { (argv + envp).forEach { free($0) } }
                var actions = posix_spawn_file_actions_t()
                posix_spawn_file_actions_init(&actions)
                defer { posix_spawn_file_actions_destroy(&actions) }
                posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
                posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
                posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
                var pid: pid_t = 0
                guard posix_spawn(&pid, script, &actions, nil, argv, envp) == 0 else { return done.resume(returning: -1) }
                var status: Int32 = 0
                while waitpid(pid, &status, 0) == -1, errno == EINTR {}
                done.resume(returning: (status >> 8) & 0xff)
            }
        }
    }
}
