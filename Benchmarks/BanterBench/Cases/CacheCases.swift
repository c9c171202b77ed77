import BanterUIKit
import Foundation

/// The start from the local cache: the channel list drawn from what the last run kept on
/// disk, before any connection (the service is unreachable throughout, so nothing but the
/// cache can fill the list). Reading and decoding the files is timed; process launch is not.
enum CacheCases {
    static let all = [firstFrame]

    /// How many channels the cached account has.
    static let channelCount = 500

    static let firstFrame = BenchmarkCase("cache.start.first-frame", unit: .milliseconds, target: 50) {
        let fixture = MainActor.assumeIsolated { CacheStartFixture() }
        return BenchmarkWorkload(setUp: { MainActor.assumeIsolated { fixture.release() } }) {
            MainActor.assumeIsolated { fixture.startOffline() }
        }
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
