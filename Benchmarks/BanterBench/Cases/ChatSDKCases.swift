import BanterChatSDK
import BanterScheduling
import Foundation

/// Cases for the mock chat service: sending, paging, search, persistence and memory.
enum ChatSDKCases {
    // Memory first, so the heap has not yet been grown (and freed) by the other cases.
    static let all = [memoryForAMillion, sendToAcknowledged, loadPrevious, search, loadPersisted]

    /// 100,000 messages sent by one client with zero latency, from the call to the last
    /// acknowledgement: the whole request pipeline (pending message, scheduling, validation,
    /// commit, reply, settling) per message.
    static let sendToAcknowledged = BenchmarkCase("sdk.send.100k", unit: .milliseconds, target: 1_000) {
        BenchmarkWorkload {
            MainActor.assumeIsolated {
                let fixture = ChatFixture()
                var acknowledged = 0
                let params = UserMessageCreateParams(message: "A message of an ordinary length, about as long as people write.")
                for _ in 0..<100_000 {
                    fixture.channel.sendUserMessage(params: params) { message, _ in
                        if message.sendingStatus == .succeeded { acknowledged += 1 }
                    }
                }
                fixture.scheduler.runDue()
                precondition(acknowledged == 100_000, "only \(acknowledged) acknowledged")
                return acknowledged
            }
        }
    }

    /// The resident memory a server holding 1,000,000 messages of about 100 characters
    /// (with their search index) adds to the process.
    static let memoryForAMillion = BenchmarkCase("sdk.memory.1m", unit: .megabytes, target: 400) {
        let growth = MainActor.assumeIsolated { MillionFixture.shared.residentGrowth }
        return BenchmarkWorkload { growth }
    }

    /// One `loadPrevious` of 30 messages through a `MessageCollection` in a channel of
    /// 1,000,000, at positions spread over the whole history.
    static let loadPrevious = BenchmarkCase("sdk.collection.loadPrevious.1m", unit: .microseconds, target: 100) {
        let pager = MainActor.assumeIsolated { HistoryPager(MillionFixture.shared) }
        return BenchmarkWorkload { MainActor.assumeIsolated { pager.loadPage() } }
    }

    /// The first page (20) of a search for a common word over 1,000,000 messages, by
    /// relevance, with its total count.
    static let search = BenchmarkCase("sdk.search.1m", unit: .milliseconds, target: 50) {
        let fixture = MainActor.assumeIsolated { MillionFixture.shared }
        return BenchmarkWorkload {
            MainActor.assumeIsolated {
                let query = fixture.client.createMessageSearchQuery(params: MessageSearchQueryParams(keyword: "release"))
                var found = 0
                query.loadNextPage { found = (try? $0.get().count) ?? -1 }
                fixture.scheduler.runDue()
                precondition(found == 20 && query.totalCount > 1000, "search found \(found) of \(query.totalCount)")
                return query.totalCount
            }
        }
    }

    /// Opening a persisted workspace of 100,000 messages: reading the snapshot and journal,
    /// rebuilding the state and the search index.
    static let loadPersisted = BenchmarkCase("sdk.store.load.100k", unit: .milliseconds, target: 1_000) {
        let directory = MainActor.assumeIsolated { PersistedFixture.make(messages: 100_000) }
        return BenchmarkWorkload {
            MainActor.assumeIsolated {
                let server = try! ChatServer(scheduler: ManualScheduler(), storeDirectory: directory)
                let count = server.messageCount
                server.closeStore()
                precondition(count == 100_000, "loaded \(count) messages")
                return count
            }
        }
    }
}

/// A zero-latency service with two users and a channel between them, the sender connected.
@MainActor
private final class ChatFixture {
    let scheduler = ManualScheduler()
    let server: ChatServer
    let client: ChatClient
    var channel: GroupChannel!

    init() {
        server = ChatServer(scheduler: scheduler, configuration: .immediate)
        client = ChatClient(server: server)
        client.connect(userId: "sender") { _ in }
        let other = ChatClient(server: server)
        other.connect(userId: "receiver") { _ in }
        scheduler.runDue()
        client.createGroupChannel(params: GroupChannelCreateParams(userIds: ["receiver"])) { [self] result in
            channel = try? result.get()
        }
        scheduler.runDue()
        other.disconnect()
        scheduler.runDue()
    }
}

/// Chat-like messages for an imported history, one every few seconds up to now.
@MainActor
private func importedHistory(count: Int, senders: [String], endingAt end: Int64) -> [ImportedMessage] {
    var text = SampleText(seed: 2026)
    let start = end - Int64(count) * 3_000
    return (0..<count).map { index in
        ImportedMessage(senderId: senders[index % senders.count], text: text.message(averageCharacters: 100),
                        createdAt: start + Int64(index) * 3_000)
    }
}

/// One server with a channel of 1,000,000 messages, built once and shared by the cases
/// that need it, with the resident memory it took.
@MainActor
final class MillionFixture {
    static let shared = MillionFixture()

    let scheduler = ManualScheduler()
    let server: ChatServer
    let client: ChatClient
    var channel: GroupChannel!
    let residentGrowth: Int

    private init() {
        let before = ResidentMemory.bytes()
        server = ChatServer(scheduler: scheduler, configuration: .immediate)
        client = ChatClient(server: server)
        try! server.createUser(id: "reader", nickname: "Reader")
        try! server.createUser(id: "writer", nickname: "Writer")
        var params = GroupChannelCreateParams(userIds: ["writer"], name: "history")
        params.operatorUserIds = ["reader"]
        let url = try! server.createGroupChannel(params, creatorId: "reader", createdAt: server.now - 1_000_000 * 3_000 - 1)
        try! server.importHistory(channelURL: url, messages: importedHistory(count: 1_000_000, senders: ["reader", "writer"], endingAt: server.now))
        residentGrowth = ResidentMemory.bytes() - before
        client.connect(userId: "reader") { _ in }
        scheduler.runDue()
        client.getGroupChannel(url: url) { [self] in channel = try? $0.get() }
        scheduler.runDue()
    }
}

/// Pages back through the million-message channel with a fresh collection every hundred
/// pages, started at a spread of points, so a page is measured at every depth of the
/// history rather than only near its end.
@MainActor
private final class HistoryPager {
    let fixture: MillionFixture
    var collection: MessageCollection?
    var pages = 0
    var random = SplitMix64(seed: 30)

    init(_ fixture: MillionFixture) {
        self.fixture = fixture
    }

    func loadPage() -> Int {
        if collection == nil || pages % 100 == 0 || collection?.hasPrevious == false {
            collection?.dispose()
            let oldest = fixture.channel.createdAt
            let newest = fixture.server.now
            var params = MessageListParams(previousResultSize: 30, nextResultSize: 0)
            params.replyType = .none
            let start = oldest + Int64(random.number(in: 0...Int(newest - oldest)))
            let fresh = fixture.client.createMessageCollection(channel: fixture.channel, startingPoint: start, params: params)
            fresh.start { _ in }
            fixture.scheduler.runDue()
            collection = fresh
        }
        pages += 1
        var loaded = 0
        collection?.loadPrevious { loaded = (try? $0.get().count) ?? -1 }
        fixture.scheduler.runDue()
        return loaded
    }
}

/// A store directory holding a compacted workspace, made once per run.
@MainActor
private enum PersistedFixture {
    static func make(messages: Int) -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("banter-bench-store-\(getpid())").path
        try? FileManager.default.removeItem(atPath: directory)
        let server = try! ChatServer(scheduler: ManualScheduler(), configuration: .immediate, storeDirectory: directory)
        try! server.createUser(id: "a", nickname: "Ann")
        try! server.createUser(id: "b", nickname: "Ben")
        let url = try! server.createGroupChannel(GroupChannelCreateParams(userIds: ["b"], name: "saved"), creatorId: "a",
                                                 createdAt: server.now - Int64(messages) * 3_000 - 1)
        try! server.importHistory(channelURL: url, messages: importedHistory(count: messages, senders: ["a", "b"], endingAt: server.now))
        try! server.compactStore()
        server.closeStore()
        atexit { try? FileManager.default.removeItem(atPath: FileManager.default.temporaryDirectory.appendingPathComponent("banter-bench-store-\(getpid())").path) }
        return directory
    }
}

/// The process's resident set size, from /proc.
enum ResidentMemory {
    static func bytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "") else { return 0 }
        return kilobytes * 1024
    }
}
