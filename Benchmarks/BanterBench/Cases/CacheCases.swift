import BanterUIKit
import Foundation

/// The start from the local cache: the channel list drawn from what the last run kept on
/// disk, before any connection (the service is unreachable throughout, so nothing but the
/// cache can fill the list). Reading and decoding the files is timed; process launch is not.
///
/// And the cache's writes, as the main actor pays for them: a message arrives in an open
/// channel of a cached account, and its flush runs either as `flushLocalCache()` (encoding,
/// writing and `fsync`ing on the main actor, as every flush did before the writes moved to
/// a queue) or as the scheduled flush does (handing the changes to the writer's queue).
enum CacheCases {
    static let all = [firstFrame, flushWaiting, flushScheduled]

    /// How many channels the cached account has.
    static let channelCount = 500

    static let firstFrame = BenchmarkCase("cache.start.first-frame", unit: .milliseconds, target: 50) {
        let fixture = MainActor.assumeIsolated { CacheStartFixture() }
        return BenchmarkWorkload(setUp: { MainActor.assumeIsolated { fixture.release() } }) {
            MainActor.assumeIsolated { fixture.startOffline() }
        }
    }

    static let flushWaiting = BenchmarkCase("cache.flush.waiting", unit: .milliseconds, target: 50) {
        let fixture = MainActor.assumeIsolated { CacheFlushFixture() }
        return BenchmarkWorkload(setUp: { MainActor.assumeIsolated { fixture.receive() } }) {
            MainActor.assumeIsolated { fixture.flushWaiting() }
        }
    }

    static let flushScheduled = BenchmarkCase("cache.flush.scheduled", unit: .milliseconds, target: 1) {
        let fixture = MainActor.assumeIsolated { CacheFlushFixture() }
        return BenchmarkWorkload(setUp: { MainActor.assumeIsolated { fixture.receive() } }) {
            MainActor.assumeIsolated { fixture.flushScheduled() }
        }
    }
}

/// A connected client with a cache, in 20 channels, one of them open with 200 messages
/// cached; each iteration's change is one message received there.
@MainActor
private final class CacheFlushFixture {
    let scheduler = ManualScheduler()
    let server: ChatServer
    let client: ChatClient
    let url: String
    private var sent = 0

    init() {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("banter-bench-flush-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        try? FileManager.default.removeItem(at: folder)
        let server = ChatServer(scheduler: scheduler)
        self.server = server
        try! server.createUser(id: "me", nickname: "Me")
        try! server.createUser(id: "friend", nickname: "Friend")
        var urls: [String] = []
        for index in 0..<20 {
            urls.append(try! server.createGroupChannel(GroupChannelCreateParams(userIds: ["me", "friend"], name: "Room \(index)"), creatorId: "friend"))
        }
        let url = urls[0]
        self.url = url
        try! server.importHistory(channelURL: url, messages: (0..<200).map {
            ImportedMessage(senderId: "friend", text: "Message \($0) of the history, long enough to look like one", createdAt: server.now)
        })
        client = ChatClient(server: server, params: InitParams(isLocalCachingEnabled: true, localCacheConfig: LocalCacheConfig(directory: folder)))
        client.connect(userId: "me") { _ in }
        scheduler.advance(by: .seconds(1))
        let list = client.createGroupChannelCollection(query: client.createMyGroupChannelListQuery())
        list.loadMore { _ in }
        scheduler.advance(by: .seconds(1))
        let channel = list.channelList.first { $0.channelURL == url }!
        let messages = client.createMessageCollection(channel: channel)
        messages.start { _ in }
        scheduler.advance(by: .seconds(1))
        retained = (list, messages)
        client.flushLocalCache()
    }

    /// The collections that keep the channel open and its messages cached.
    private var retained: (GroupChannelCollection, MessageCollection)?

    /// A new message from the friend, received and cached but not flushed; the writes of
    /// the iteration before are on disk first.
    func receive() {
        client.flushLocalCache()
        sent += 1
        try! server.sendUserMessage(UserMessageCreateParams(message: "News \(sent)"), senderId: "friend", channelURL: url)
        scheduler.advance(by: .milliseconds(10))
    }

    /// Flushes as `flushLocalCache()`: on disk when it returns.
    func flushWaiting() -> Int {
        client.flushLocalCache()
        return sent
    }

    /// The scheduled flush, which hands the writes to the queue.
    func flushScheduled() -> Int {
        scheduler.advance(by: .seconds(2))
        return sent
    }
}

/// An account of `CacheCases.channelCount` channels whose cache a first run filled, on a
/// service that is then unreachable.
@MainActor
private final class CacheStartFixture {
    let scheduler = ManualScheduler()
    let server: ChatServer
    let params: InitParams
    /// The client of the last start, which holds the cache until released.
    var client: ChatClient?

    init() {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("banter-bench-cache-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        try? FileManager.default.removeItem(at: folder)
        params = InitParams(isLocalCachingEnabled: true, localCacheConfig: LocalCacheConfig(directory: folder))
        server = ChatServer(scheduler: scheduler)
        Self.seed(server)
        // A first run fills the cache from the service, then the network goes away.
        let first = ChatClient(server: server, params: params)
        first.connect(userId: "me") { _ in }
        scheduler.advance(by: .seconds(1))
        var query = GroupChannelListQueryParams()
        query.limit = 100
        let list = first.createGroupChannelCollection(query: first.createMyGroupChannelListQuery(params: query))
        while list.hasNext {
            list.loadMore { _ in }
            scheduler.advance(by: .seconds(1))
        }
        precondition(list.channelList.count == CacheCases.channelCount, "the first run listed \(list.channelList.count) channels")
        first.disconnect()
        scheduler.advance(by: .seconds(1))
        first.closeLocalCache()
        server.isNetworkAvailable = false
    }

    /// Lets the previous start's client go of the cache, untimed.
    func release() {
        client?.closeLocalCache()
        client = nil
    }

    /// A new client started with the service down, to the channel list's first frame.
    func startOffline() -> Int {
        let next = ChatClient(server: server, params: params)
        client = next
        BanterUIKit.initialize(client: next)
        next.connect(userId: "me") { _ in }
        return AppCases.channelListFirstFrame(scheduler, after: .milliseconds(500), showing: "Hello from room 10")
    }

    /// `CacheCases.channelCount` channels of "me" with one other each and a last message.
    private static func seed(_ server: ChatServer) {
        try! server.createUser(id: "me", nickname: "Me")
        for index in 0..<20 { try! server.createUser(id: "user\(index)", nickname: "Person \(index)") }
        for index in 0..<CacheCases.channelCount {
            let owner = "user\(index % 20)"
            let params = GroupChannelCreateParams(userIds: ["me", "user\((index + 7) % 20)"], name: "Room \(index)")
            let url = try! server.createGroupChannel(params, creatorId: owner)
            try! server.importHistory(channelURL: url, messages: [
                ImportedMessage(senderId: owner, text: "Hello from room \(index), see you at the review", createdAt: server.now),
            ])
        }
    }
}
