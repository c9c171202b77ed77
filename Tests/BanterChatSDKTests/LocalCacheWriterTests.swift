import Foundation
import Synchronization
import Testing

@testable import BanterChatSDK

/// The cache's writes on the writer's queue: flushes handed over in the background land in
/// the order they were made, and `flush()` and `close()` wait for them, so what is on disk
/// afterwards is the last state flushed. No test waits on the clock: each waits on the
/// writer's queue through `flush()`, `waitForPendingWrites()` or `close()`.
@Suite("LocalCacheWriter: the cache's writes off the main actor, in order")
struct LocalCacheWriterTests {
    private static func channel(_ index: Int) -> ChannelPayload {
        ChannelPayload(
            header: ChannelHeader(url: "channel-\(index)", kind: .group, name: "Channel \(index)", createdAt: 1_000),
            members: [.init(user: UserRecord(userId: "alice", nickname: "Alice"), record: MemberRecord(userId: "alice", state: .joined, at: 1_000))],
            joinedMemberCount: 1, my: MemberRecord(userId: "alice", state: .joined, at: 1_000),
            isOperator: false, lastMessage: nil, participantCount: 0, typingUserIds: [])
    }

    private static func messages(_ range: ClosedRange<Int>, of index: Int) -> [MessagePayload] {
        range.map {
            MessagePayload(
                channelURL: "channel-\(index)", channelType: .group,
                record: MessageRecord(messageId: Int64($0), kind: .user, senderId: "alice", text: "message \($0)", createdAt: Int64($0), updatedAt: Int64($0)),
                sender: UserRecord(userId: "alice", nickname: "Alice"))
        }
    }

    private static func withFolder(_ body: (URL) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("LocalCacheWriterTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try body(root.appendingPathComponent("cache"))
    }

    private static func open(_ folder: URL, maxSize: Int = LocalCacheConfig.defaultMaxSize) throws -> LocalCache {
        try LocalCache.open(directory: folder, userId: "alice", maxSize: maxSize).get()
    }

    @Test("Background flushes land in the order made; close waits for them, so the last one is what reopens")
    func backgroundFlushesInOrder() throws {
        try Self.withFolder { folder in
            let cache = try Self.open(folder)
            let settled = Mutex(0)
            cache.store(channel: Self.channel(1))
            for round in 1...20 {
                cache.store(syncToken: "token-\(round)")
                cache.store(messages: Self.messages(1...(round * 10), of: 1), of: "channel-1")
                if round == 10 { cache.store(channel: Self.channel(2)) }
                cache.flushInBackground { _, outcome in
                    if outcome.error == nil { settled.withLock { $0 += 1 } }
                }
                #expect(!cache.hasChanges)
            }
            cache.close()
            #expect(settled.withLock { $0 } == 20)

            let reopened = try Self.open(folder)
            defer { reopened.close() }
            #expect(reopened.header.syncToken == "token-20")
            #expect(reopened.messages(of: "channel-1").count == 200)
            #expect(reopened.messages(of: "channel-1").last?.record.text == "message 200")
            #expect(Set(reopened.channels.keys) == ["channel-1", "channel-2"])
        }
    }

    @Test("flush() after background flushes waits for them and writes last; a forgotten channel's file goes after its writes")
    func waitingFlushComesLast() throws {
        try Self.withFolder { folder in
            let cache = try Self.open(folder)
            defer { cache.close() }
            for index in 1...3 {
                cache.store(channel: Self.channel(index))
                cache.store(messages: Self.messages(1...50, of: index), of: "channel-\(index)")
            }
            cache.flushInBackground { _, _ in }
            cache.store(messages: Self.messages(1...60, of: 1), of: "channel-1")
            cache.flushInBackground { _, _ in }
            cache.removeChannel("channel-2")
            cache.store(syncToken: "last")
            try cache.flush()

            let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
            #expect(names == [LocalCache.channelsName, LocalCache.messagesName(of: "channel-1"), LocalCache.messagesName(of: "channel-3")])
            let body = try Data(contentsOf: folder.appendingPathComponent(LocalCache.channelsName))
            #expect(String(decoding: body, as: UTF8.self).contains("\"last\""))
            let first = try Data(contentsOf: folder.appendingPathComponent(LocalCache.messagesName(of: "channel-1")))
            #expect(String(decoding: first, as: UTF8.self).contains("message 60"))
        }
    }

    @Test("A background write past the bound evicts on disk; settling it forgets those channels unless used since")
    func backgroundEvictionSettles() throws {
        try Self.withFolder { folder in
            let cache = try Self.open(folder, maxSize: 30_000)
            defer { cache.close() }
            for index in 0..<10 {
                cache.store(channel: Self.channel(index))
                cache.store(messages: Self.messages(1...60, of: index), of: "channel-\(index)")
            }
            let outcomes = Mutex<[(LocalCacheWriter.Job, LocalCacheWriter.Outcome)]>([])
            cache.flushInBackground { job, outcome in outcomes.withLock { $0.append((job, outcome)) } }
            cache.waitForPendingWrites()
            let (job, outcome) = try #require(outcomes.withLock { $0.first })
            #expect(!outcome.evicted.isEmpty)
            #expect(outcome.evicted.first == "channel-0")
            // The channel evicted last is used again before the outcome is taken in: it stays.
            let usedSince = try #require(outcome.evicted.last)
            cache.touch(usedSince)
            cache.settle(job, outcome)
            for url in outcome.evicted.dropLast() { #expect(cache.channels[url] == nil) }
            #expect(cache.channels[usedSince] != nil)
            #expect(cache.hasChanges)
        }
    }
}
