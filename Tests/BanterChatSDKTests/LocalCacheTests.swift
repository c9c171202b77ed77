import Foundation
import Glibc
import Testing

@testable import BanterChatSDK

/// A group channel of "alice" as the service would describe it.
private func cacheTestChannel(_ index: Int, members: Int = 3) -> ChannelPayload {
    let url = "channel-\(index)"
    let people = (0..<members).map { "user-\($0)" } + ["alice"]
    return ChannelPayload(
        header: ChannelHeader(url: url, kind: .group, name: "Channel \(index) ✓", createdAt: 1_000 + Int64(index)),
        members: people.map {
            .init(user: UserRecord(userId: $0, nickname: "Nick \($0)"), record: MemberRecord(userId: $0, state: .joined, at: 1_000))
        },
        joinedMemberCount: people.count, my: MemberRecord(userId: "alice", state: .joined, at: 1_000),
        isOperator: false, lastMessage: cacheTestMessage(index * 1_000, channel: url), participantCount: 0, typingUserIds: [])
}

private func cacheTestMessage(_ id: Int, channel url: String) -> MessagePayload {
    MessagePayload(
        channelURL: url, channelType: .group,
        record: MessageRecord(messageId: Int64(id), kind: .user, senderId: "user-1", text: "message \(id) \"quoted\"\n😀", createdAt: Int64(id), updatedAt: Int64(id)),
        sender: UserRecord(userId: "user-1", nickname: "One"))
}

/// Runs `body` with a not yet existing cache folder, removed afterwards.
private func withCacheFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("LocalCacheTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    return try body(root.appendingPathComponent("account/cache"))
}

private func openCache(_ folder: URL, userId: String = "alice", maxSize: Int = LocalCacheConfig.defaultMaxSize) throws -> LocalCache {
    try LocalCache.open(directory: folder, userId: userId, maxSize: maxSize).get()
}

/// A cache of `count` channels, the first `withMessages` of them with 200 messages.
private func fillCache(_ folder: URL, channels count: Int, withMessages: Int = 2) throws {
    let cache = try openCache(folder)
    defer { cache.close() }
    cache.store(user: UserRecord(userId: "alice", nickname: "Alice"))
    cache.store(syncToken: "s72594_4483_1934")
    for index in 0..<count { cache.store(channel: cacheTestChannel(index)) }
    for index in 0..<withMessages {
        cache.store(messages: (1...250).map { cacheTestMessage(index * 1_000 + $0, channel: "channel-\(index)") }, of: "channel-\(index)")
    }
    try cache.flush()
}

private func permissionBits(_ path: String) -> mode_t {
    var status = stat()
    guard lstat(path, &status) == 0 else { return 0o7777 }
    return status.st_mode & 0o777
}

@Suite("LocalCache: the account's channels and recent messages on disk")
struct LocalCacheTests {
    @Test("What is stored comes back after reopening: user, sync token, channels, newest 200 messages")
    func roundTrip() throws {
        try withCacheFolder { folder in
            try fillCache(folder, channels: 5)
            let cache = try openCache(folder)
            defer { cache.close() }
            #expect(cache.notice == nil)
            #expect(cache.header.user == UserRecord(userId: "alice", nickname: "Alice"))
            #expect(cache.header.syncToken == "s72594_4483_1934")
            #expect(cache.channels.keys.sorted() == (0..<5).map { "channel-\($0)" }.sorted())
            #expect(cache.channels["channel-3"]?.header == cacheTestChannel(3).header)
            #expect(cache.channels["channel-3"]?.members.count == 4)
            #expect(cache.channels["channel-3"]?.my == cacheTestChannel(3).my)
            let messages = cache.messages(of: "channel-1")
            #expect(messages.count == LocalCache.messageLimit)
            #expect(messages.first?.record.messageId == 1_051)
            #expect(messages.last?.record.text == "message 1250 \"quoted\"\n😀")
            #expect(cache.messages(of: "channel-4").isEmpty)
        }
    }

    @Test("The cache folder is 0700 and its files 0600, whatever the umask")
    func filesArePrivate() throws {
        try withCacheFolder { folder in
            let previous = umask(0)
            defer { umask(previous) }
            try fillCache(folder, channels: 2)
            #expect(permissionBits(folder.path) == 0o700)
            #expect(permissionBits(folder.deletingLastPathComponent().path) == 0o700)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(names.count == 3)
            for name in names { #expect(permissionBits(folder.appendingPathComponent(name).path) == 0o600, "\(name)") }
        }
    }

    @Test("Corruption at random offsets of either file is found, and the cache discarded with one notice", arguments: 0..<4)
    func corruptionIsDiscarded(seed: UInt64) throws {
        try withCacheFolder { folder in
            // Seeded, so every "random" offset is the same on every run.
            var random = SeededRandomNumberGenerator(seed: seed)
            for round in 0..<12 {
                try fillCache(folder, channels: 6)
                let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                let name = names[Int.random(in: 0..<names.count, using: &random)]
                let path = folder.appendingPathComponent(name)
                var data = try Data(contentsOf: path)
                let offset = Int.random(in: 0..<data.count, using: &random)
                switch round % 3 {
                case 0: data[offset] ^= UInt8.random(in: 1...255, using: &random)
                case 1: data = data.prefix(offset)
                default: data.insert(UInt8(ascii: "x"), at: offset)
                }
                try data.write(to: path)

                let cache = try openCache(folder)
                #expect(cache.notice?.contains("discarded") == true, "\(name) at \(offset)")
                #expect(cache.channels.isEmpty)
                #expect(cache.header.syncToken == nil)
                #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
                cache.close()
                // The next open is clean again: the notice is said once.
                let again = try openCache(folder)
                #expect(again.notice == nil)
                again.close()
            }
        }
    }

    @Test("A cache of another format version, or of another user, is discarded with a notice")
    func otherVersionOrUserIsDiscarded() throws {
        try withCacheFolder { folder in
            try fillCache(folder, channels: 2)
            let path = folder.appendingPathComponent(LocalCache.channelsName)
            var text = try String(contentsOf: path, encoding: .utf8)
            text = text.replacingOccurrences(of: "banter-cache 1 ", with: "banter-cache 0 ")
            try text.write(to: path, atomically: false, encoding: .utf8)
            let cache = try openCache(folder)
            #expect(cache.notice?.contains("another version") == true)
            #expect(cache.channels.isEmpty)
            cache.close()

            try fillCache(folder, channels: 2)
            let other = try openCache(folder, userId: "bob")
            defer { other.close() }
            #expect(other.notice?.contains("another user") == true)
            #expect(other.channels.isEmpty)
        }
    }

    @Test("Past maxSize, whole channels go least recently used first; the recently opened stay")
    func evictionAtTheBound() throws {
        try withCacheFolder { folder in
            let bound = 60_000
            let cache = try openCache(folder, maxSize: bound)
            for index in 0..<40 { cache.store(channel: cacheTestChannel(index)) }
            for index in [5, 7, 9] {
                cache.store(messages: (1...200).map { cacheTestMessage(index * 1_000 + $0, channel: "channel-\(index)") }, of: "channel-\(index)")
            }
            cache.touch("channel-5")
            try cache.flush()
            cache.close()

            let size = try FileManager.default.contentsOfDirectory(atPath: folder.path).reduce(0) { total, name in
                total + ((try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.size] as? Int) ?? 0)
            }
            #expect(size <= bound)
            let reopened = try openCache(folder, maxSize: bound)
            defer { reopened.close() }
            #expect(reopened.channels.count < 40)
            // The most recently used survive with their messages; an evicted one goes whole.
            #expect(reopened.channels["channel-5"] != nil)
            #expect(reopened.messages(of: "channel-5").count == 200)
            #expect(reopened.channels["channel-0"] == nil)
            for url in reopened.header.lastUse.keys { #expect(reopened.channels[url] != nil) }
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(files.count == 1 + [5, 7, 9].filter { reopened.channels["channel-\($0)"] != nil }.count)
        }
    }

    @Test("A write interrupted before its rename leaves the previous cache, and the leftover goes")
    func interruptedWriteKeepsThePrevious() throws {
        try withCacheFolder { folder in
            try fillCache(folder, channels: 3)
            let leftover = folder.appendingPathComponent(LocalCache.channelsName + ".tmp")
            try Data("banter-cache 1 99 0\nhalf".utf8).write(to: leftover)
            let cache = try openCache(folder)
            defer { cache.close() }
            #expect(cache.notice == nil)
            #expect(cache.channels.count == 3)
            #expect(!FileManager.default.fileExists(atPath: leftover.path))
        }
    }

    @Test("A second process or client on the same account goes without a cache, told why")
    func secondOpenIsRefused() throws {
        try withCacheFolder { folder in
            let first = try openCache(folder)
            defer { first.close() }
            #expect(throws: ChatError.self) { _ = try openCache(folder) }
        }
    }
}
