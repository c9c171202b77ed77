import Foundation
import Testing
import BanterScheduling
@testable import BanterChatSDK

/// One client per account keeps its local copy (outbox and cache): a second client of the
/// same account in this process is refused with 800700 until the first closes its local
/// copy or is released, and what waited in the first one's outbox then goes once.
@Suite("Local copy ownership within a process")
@MainActor
struct LocalCopyOwnershipTests {
    let harness = ChatTestHarness()
    let folder: URL

    init() {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("banter-ownership-\(UUID().uuidString)", isDirectory: true)
    }

    private var caching: InitParams {
        InitParams(isLocalCachingEnabled: true, localCacheConfig: LocalCacheConfig(directory: folder))
    }

    private func connect(_ client: ChatClient, as userId: String) -> Result<User, ChatError> {
        harness.run { client.connect(userId: userId, completion: $0) }
    }

    @Test("a second client of the account is refused with 800700 while the first holds it, and gets it after closeLocalCache()")
    func secondClientWaitsForClose() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = ChatClient(server: harness.server, params: caching)
        _ = try connect(first, as: "alice").get()
        #expect(first.outbox != nil)

        let second = ChatClient(server: harness.server, params: caching)
        let refused = connect(second, as: "alice")
        guard case .failure(let error) = refused else { Issue.record("the second client connected"); return }
        #expect(error.code == .localCacheInUse)
        #expect(error.message.contains("closeLocalCache()"))
        #expect(second.connectionState == .closed)
        #expect(first.connectionState == .open)

        // Another account in the same process is not held up.
        let bob = ChatClient(server: harness.server, params: caching)
        _ = try connect(bob, as: "bob").get()

        first.closeLocalCache()
        #expect(first.outbox == nil)
        _ = try connect(second, as: "alice").get()
        #expect(second.outbox != nil)
        #expect(second.localCacheNotice == nil, "the outbox and cache opened without a lock conflict")
    }

    @Test("a released client lets go of the account's local copy")
    func releasedClientLetsGo() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var first: ChatClient? = ChatClient(server: harness.server, params: caching)
        _ = try connect(try #require(first), as: "alice").get()
        first?.disconnect()
        harness.settle()
        first = nil
        let second = ChatClient(server: harness.server, params: caching)
        _ = try connect(second, as: "alice").get()
        #expect(second.outbox != nil)
        #expect(second.localCacheNotice == nil)
    }

    @Test("what waited when the first client closed its local copy is sent once, in order, by the next")
    func closedOutboxHandsOver() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = ChatClient(server: harness.server, params: caching)
        _ = try connect(first, as: "alice").get()
        _ = try harness.connect("bob")
        let channel = try harness.groupChannel(first, with: ["bob"])
        harness.server.isNetworkAvailable = false
        harness.settle()
        let ids = ["one", "two"].map { channel.sendUserMessage(params: UserMessageCreateParams(message: $0)).requestId }
        harness.settle()
        #expect(first.pendingRequestCount == 2)
        first.closeLocalCache()
        // Without its outbox the first client sends as with caching off, and resends nothing.
        harness.server.isNetworkAvailable = true
        let second = ChatClient(server: harness.server, params: caching)
        _ = try connect(second, as: "alice").get()
        harness.scheduler.runUntilIdle(limit: .seconds(120))
        let stored = (harness.server.state[channel.channelURL]?.messages ?? []).filter { $0.kind == .user }
        #expect(stored.map(\.text) == ["one", "two"])
        #expect(stored.map(\.requestId) == ids.map(Optional.some))
        #expect(second.pendingRequestCount == 0)
    }

    @Test("caching off: any number of clients of one account, as before")
    func cachingOffIsFree() throws {
        let first = ChatClient(server: harness.server)
        let second = ChatClient(server: harness.server)
        _ = try connect(first, as: "alice").get()
        _ = try connect(second, as: "alice").get()
    }
}
