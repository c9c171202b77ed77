import Foundation
import Testing

@testable import BanterChatSDK

/// The backend's own state in the local cache (`ChatBackendCache`, the Matrix account's
/// rooms and `/sync` token): written with the cache, read back by the next run, and dropped
/// with the rest when the cache is damaged.
@MainActor
@Suite("Local cache: the backend's state across runs")
struct LocalCacheBackendStateTests {
    private func cachingClient(_ harness: ChatTestHarness, _ folder: URL) -> ChatClient {
        ChatClient(server: harness.server, params: InitParams(isLocalCachingEnabled: true, localCacheConfig: LocalCacheConfig(directory: folder)))
    }

    /// A first run that stores `state` and `token`, then lets the cache go.
    private func firstRun(_ harness: ChatTestHarness, _ folder: URL, state: String, token: String) throws {
        let alice = cachingClient(harness, folder)
        _ = try harness.run { alice.connect(userId: "alice", completion: $0) }.get()
        var asked = 0
        alice.cacheBackendState {
            asked += 1
            return Data(state.utf8)
        }
        alice.cacheBackendState {
            asked += 1
            return Data(state.utf8)
        }
        alice.cache(syncToken: token)
        alice.disconnect()
        harness.settle()
        #expect(asked == 1, "a burst of changes is encoded once, when the cache is written")
        alice.closeLocalCache()
    }

    @Test("what the backend stored comes back at the next run's connect, before the session opens")
    func roundTrip() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("LocalCacheBackendStateTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let harness = ChatTestHarness()
        try firstRun(harness, folder, state: #"{"rooms":1}"#, token: "s42")

        let again = cachingClient(harness, folder)
        again.connect(userId: "alice") { _ in }
        #expect(again.cachedBackendState.map { String(decoding: $0, as: UTF8.self) } == #"{"rooms":1}"#)
        #expect(again.cachedSyncToken == "s42")
        harness.settle()
        again.closeLocalCache()
    }

    @Test("a damaged backend file discards the cache with one notice; nothing of it is used")
    func damaged() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("LocalCacheBackendStateTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let harness = ChatTestHarness()
        try firstRun(harness, folder, state: #"{"rooms":2}"#, token: "s43")
        let file = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.first { $0.lastPathComponent == LocalCache.backendName })
        var bytes = try Data(contentsOf: file)
        bytes[bytes.count - 2] ^= 0x20
        try bytes.write(to: file)

        let again = cachingClient(harness, folder)
        again.connect(userId: "alice") { _ in }
        #expect(again.cachedBackendState == nil)
        #expect(again.cachedSyncToken == nil)
        #expect(again.localCacheNotice?.contains("discarded") == true)
        harness.settle()
        again.closeLocalCache()
    }
}
