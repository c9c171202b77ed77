import BanterScheduling
import Foundation
import Testing

@testable import BanterChatSDK

/// Records what a message collection's delegate hears, as message ids.
@MainActor
private final class CacheTestMessageDelegate: MessageCollectionDelegate {
    var added: [Int64] = []
    var deleted: [Int64] = []

    func messageCollection(_ collection: MessageCollection, context: MessageContext, channel: GroupChannel, addedMessages: [BaseMessage]) {
        added += addedMessages.map(\.messageId)
    }

    func messageCollection(_ collection: MessageCollection, context: MessageContext, channel: GroupChannel, updatedMessages: [BaseMessage]) {}

    func messageCollection(_ collection: MessageCollection, context: MessageContext, channel: GroupChannel, deletedMessages: [BaseMessage]) {
        deleted += deletedMessages.map(\.messageId)
    }
}

@MainActor
@Suite("Local cache on the client: channels and recent messages before the connection")
struct LocalCacheClientTests {
    /// A client of `harness`'s server keeping its cache under `folder`.
    private func cachingClient(_ harness: ChatTestHarness, _ folder: URL, maxSize: Int = LocalCacheConfig.defaultMaxSize) -> ChatClient {
        ChatClient(server: harness.server, params: InitParams(
            isLocalCachingEnabled: true, localCacheConfig: LocalCacheConfig(maxSize: maxSize, directory: folder)))
    }

    /// Alice with three channels of messages, her client's cache written and let go.
    private func aliceWithCache(_ harness: ChatTestHarness, _ folder: URL) throws -> [String] {
        let bob = try harness.connect("bob")
        let alice = cachingClient(harness, folder)
        _ = try harness.run { alice.connect(userId: "alice", completion: $0) }.get()
        var urls: [String] = []
        for index in 0..<3 {
            let channel = try harness.groupChannel(bob, with: ["alice"], name: "Room \(index)")
            for line in 0..<5 { _ = harness.send("line \(line) of room \(index)", in: channel) }
            urls.append(channel.channelURL)
        }
        harness.settle()
        let list = alice.createGroupChannelCollection(query: alice.createMyGroupChannelListQuery())
        _ = try harness.run { list.loadMore(completion: $0) }.get()
        let opened = try #require(list.channelList.first { $0.channelURL == urls[1] })
        let window = alice.createMessageCollection(channel: opened)
        _ = try harness.run { window.start(completion: $0) }.get()
        window.dispose()
        list.dispose()
        alice.disconnect()
        harness.settle()
        alice.closeLocalCache()
        return urls
    }

    private func withFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("LocalCacheClientTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    @Test("Offline, a restarted client signs in as the cached user and lists its channels from the cache")
    func offlineStartListsCachedChannels() throws {
        try withFolder { folder in
            let harness = ChatTestHarness()
            let urls = try aliceWithCache(harness, folder)
            harness.server.isNetworkAvailable = false

            let alice = cachingClient(harness, folder)
            let user = try harness.run { alice.connect(userId: "alice", completion: $0) }.get()
            #expect(user.userId == "alice")
            #expect(alice.connectionState == .reconnecting)
            #expect(alice.localCacheNotice == nil)
            let list = alice.createGroupChannelCollection(query: alice.createMyGroupChannelListQuery())
            let loaded = try harness.run { list.loadMore(completion: $0) }.get()
            #expect(Set(loaded.map(\.channelURL)) == Set(urls))
            #expect(Set(list.channelList.compactMap(\.lastMessage?.message)) == Set((0..<3).map { "line 4 of room \($0)" }))
            #expect(Set(list.channelList.map(\.name)) == ["Room 0", "Room 1", "Room 2"])
        }
    }

    @Test("Offline, an opened channel shows its cached newest messages; older ones need the connection")
    func offlineChannelShowsCachedMessages() throws {
        try withFolder { folder in
            let harness = ChatTestHarness()
            let urls = try aliceWithCache(harness, folder)
            harness.server.isNetworkAvailable = false

            let alice = cachingClient(harness, folder)
            _ = try harness.run { alice.connect(userId: "alice", completion: $0) }.get()
            let channel = try #require(alice.cachedChannel(urls[1]) as? GroupChannel)
            let window = alice.createMessageCollection(channel: channel)
            let messages = try harness.run { window.start(completion: $0) }.get()
            #expect(messages.map(\.message) == (0..<5).map { "line \($0) of room 1" })
            #expect(window.hasPrevious)
            let older = harness.run { window.loadPrevious(completion: $0) }
            #expect(throws: ChatError.self) { try older.get() }
            if case .failure(let error) = older { #expect(error.code == .networkError) }
        }
    }

    @Test("When the connection returns, the cached window is replaced by the service's: what was missed is added")
    func reconnectionReplacesTheCachedCopy() throws {
        try withFolder { folder in
            let harness = ChatTestHarness()
            let urls = try aliceWithCache(harness, folder)
            let bob = try harness.connect("bob")
            let bobsChannel = try harness.run { bob.getGroupChannel(url: urls[1], completion: $0) }.get()
            _ = harness.send("said while alice was away", in: bobsChannel)
            harness.settle()
            harness.server.isNetworkAvailable = false

            let alice = cachingClient(harness, folder)
            _ = try harness.run { alice.connect(userId: "alice", completion: $0) }.get()
            let channel = try #require(alice.cachedChannel(urls[1]) as? GroupChannel)
            let window = alice.createMessageCollection(channel: channel)
            let delegate = CacheTestMessageDelegate()
            window.delegate = delegate
            _ = try harness.run { window.start(completion: $0) }.get()
            #expect(window.succeededMessages.count == 5)

            harness.server.isNetworkAvailable = true
            harness.settle(.seconds(60))
            #expect(alice.connectionState == .open)
            #expect(window.succeededMessages.last?.message == "said while alice was away")
            #expect(delegate.added.count == 1)
            #expect(delegate.deleted.isEmpty)
        }
    }

    @Test("A message the user sent is among the cached ones and the channel's last message after a restart offline")
    func ownSentMessageIsCached() throws {
        try withFolder { folder in
            let harness = ChatTestHarness()
            let urls = try aliceWithCache(harness, folder)
            do {
                let alice = cachingClient(harness, folder)
                _ = try harness.run { alice.connect(userId: "alice", completion: $0) }.get()
                let channel = try harness.run { alice.getGroupChannel(url: urls[1], completion: $0) }.get()
                let window = alice.createMessageCollection(channel: channel)
                _ = try harness.run { window.start(completion: $0) }.get()
                _ = harness.send("alice was here", in: channel)
                harness.settle()
                window.dispose()
                alice.disconnect()
                alice.closeLocalCache()
            }
            harness.server.isNetworkAvailable = false
            let alice = cachingClient(harness, folder)
            _ = try harness.run { alice.connect(userId: "alice", completion: $0) }.get()
            let channel = try #require(alice.cachedChannel(urls[1]) as? GroupChannel)
            #expect(channel.lastMessage?.message == "alice was here")
            let window = alice.createMessageCollection(channel: channel)
            let messages = try harness.run { window.start(completion: $0) }.get()
            #expect(messages.last?.message == "alice was here")
            #expect(messages.count == 6)
        }
    }

    @Test("Without caching nothing is written, and an offline start fails as before")
    func cachingOffWritesNothing() throws {
        try withFolder { folder in
            let harness = ChatTestHarness()
            harness.server.isNetworkAvailable = false
            let alice = ChatClient(server: harness.server, params: InitParams(localCacheConfig: LocalCacheConfig(directory: folder)))
            let result = harness.run { alice.connect(userId: "alice", completion: $0) }
            #expect(throws: ChatError.self) { try result.get() }
            #expect(!FileManager.default.fileExists(atPath: folder.path))
        }
    }

    @Test("A damaged cache is discarded with one notice, and the client connects as usual")
    func damagedCacheGivesANotice() throws {
        try withFolder { folder in
            let harness = ChatTestHarness()
            _ = try aliceWithCache(harness, folder)
            let cacheFolder = LocalCacheConfig(directory: folder).accountDirectory(userId: "alice", backendIdentity: harness.server.identity)
                .appendingPathComponent("cache")
            let file = cacheFolder.appendingPathComponent(LocalCache.channelsName)
            var data = try Data(contentsOf: file)
            data[data.count / 2] ^= 0x20
            try data.write(to: file)

            let alice = cachingClient(harness, folder)
            _ = try harness.run { alice.connect(userId: "alice", completion: $0) }.get()
            #expect(alice.connectionState == .open)
            #expect(alice.localCacheNotice?.contains("discarded") == true)
            let list = alice.createGroupChannelCollection(query: alice.createMyGroupChannelListQuery())
            #expect(try harness.run { list.loadMore(completion: $0) }.get().count == 3)
        }
    }
}
