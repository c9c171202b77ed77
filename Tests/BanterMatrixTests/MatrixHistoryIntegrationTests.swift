import Foundation
import Testing
import BanterChatSDKTestSupport
@testable import BanterChatSDK
@testable import BanterMatrix

/// History and message collections on a live Synapse: a collection opens on its newest
/// window with one `/messages` page, pages back through the whole history, follows new
/// messages, and after a dropped long poll catches up with nothing lost or twice, even past
/// a limited `/sync`; the direct reads answer as the mock's rules say. Runs only with
/// `BANTER_MATRIX_URL` (see `MatrixIntegrationTests`); the 10,000-message measurement also
/// needs `BANTER_MATRIX_BENCH=1`. Every test makes its own room.
@MainActor
@Suite(
    "Matrix history on a live Synapse",
    .enabled(if: MatrixLive.url != nil, "set BANTER_MATRIX_URL to a running Synapse (see MatrixIntegrationTests.swift) to run it"),
    .serialized)
struct MatrixHistoryIntegrationTests {
    /// Sends `count` messages "`prefix` n" from `client` straight to the homeserver,
    /// `parallel` at a time (the SDK's send also reads each event back, which seeding needn't).
    static func seed(_ client: ChatClient, url: String, count: Int, prefix: String, parallel: Int = 16) async throws {
        let session = try #require(client.currentSession as? MatrixSession)
        let run = String(UUID().uuidString.prefix(8))
        var next = 1
        while next <= count {
            let batch = next...min(count, next + parallel - 1)
            let sends = batch.map { number in
                Task { @MainActor in try await put(session, url: url, "seed-\(run)-\(number)", text: "\(prefix) \(number)") }
            }
            for send in sends { try await send.value }
            next = batch.upperBound + 1
        }
    }

    private static func put(_ session: MatrixSession, url: String, _ transactionId: String, text: String) async throws {
        let result: Result<MatrixResponse.EventId, ChatError> = await withCheckedContinuation { done in
            session.http.send(
                "PUT", ["rooms", url, "send", "m.room.message", transactionId],
                body: .object(["msgtype": .string("m.text"), "body": .string(text)]),
                refusal: session.refusal(.other(url: url))) { done.resume(returning: $0) }
        }
        _ = try result.get()
    }

    static func messageRequests(_ client: ChatClient) -> Int {
        (client.currentSession as? MatrixSession)?.account.history.requestCounts["messages"] ?? 0
    }

    @Test("a collection opens on its newest window with one /messages page, pages back through all of it, and follows new messages")
    func collectionOpensPagesAndFollows() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, channelB) = try await pair.room(named: "History \(UUID().uuidString.prefix(6))")
        try await channelB.join()
        try await Self.seed(pair.a, url: channelA.channelURL, count: 45, prefix: "seed", parallel: 8)

        let collection = pair.b.createMessageCollection(channel: channelB, params: MessageListParams(previousResultSize: 20))
        let recorder = MessageCollectionRecorder()
        recorder.record(collection)
        defer { collection.dispose() }
        let before = Self.messageRequests(pair.b)
        let first = try await collection.start()
        #expect(Self.messageRequests(pair.b) - before == 1)
        #expect(first.count == 20)
        #expect(collection.hasPrevious)
        #expect(!collection.hasNext)
        while collection.hasPrevious {
            try await collection.loadPrevious()
        }
        let ids = collection.succeededMessages.map(\.messageId)
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == 45)
        #expect(Set(collection.succeededMessages.map(\.message)) == Set((1...45).map { "seed \($0)" }))
        // The other client computes the same ids for the same events.
        var params = MessageListParams(previousResultSize: 100)
        params.replyType = .none
        #expect(try await channelA.getMessagesByTimestamp(.max, params: params).map(\.messageId) == ids)

        let live = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "live one"))
        try await MatrixLive.waitUntil("the collection hears the new message") {
            collection.succeededMessages.last?.messageId == live.messageId
        }
        #expect(recorder.messageEntries.last == .init(.added, .eventMessageReceived, .succeeded, ["live one"]))
        #expect(collection.succeededMessages.count == 46)
    }

    /// Against `matrix-dev-server start --scale-out`, sends made at once by two users on two
    /// workers reach the event persister out of their time order, so pages cut by time must
    /// not lose what the timeline holds a few places away (`MatrixTimelineWalk.take`).
    @Test("messages two users send at once page back five at a time, none lost or twice")
    func concurrentSendsPageInSmallPages() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, channelB) = try await pair.room(named: "Concurrent \(UUID().uuidString.prefix(6))")
        try await channelB.join()
        async let fromA: Void = Self.seed(pair.a, url: channelA.channelURL, count: 30, prefix: "a", parallel: 10)
        async let fromB: Void = Self.seed(pair.b, url: channelA.channelURL, count: 30, prefix: "b", parallel: 10)
        _ = try await (fromA, fromB)
        let texts = Set((1...30).map { "a \($0)" } + (1...30).map { "b \($0)" })

        let collection = pair.a.createMessageCollection(channel: channelA, params: MessageListParams(previousResultSize: 5))
        defer { collection.dispose() }
        _ = try await collection.start()
        while collection.hasPrevious {
            try await collection.loadPrevious()
        }
        let held = collection.succeededMessages.filter { texts.contains($0.message) }
        #expect(held.map(\.messageId) == held.map(\.messageId).sorted())
        #expect(Set(held.map(\.message)) == texts)
        #expect(held.count == texts.count)
    }

    @Test("after the long poll drops and 130 messages arrive meanwhile (a limited /sync), the collection holds each once, in order")
    func catchUpAfterInterruption() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let b = pair.b
        let (channelA, channelB) = try await pair.room(named: "Catch-up \(UUID().uuidString.prefix(6))")
        try await channelB.join()
        try await Self.seed(pair.a, url: channelA.channelURL, count: 5, prefix: "before", parallel: 1)
        let collection = b.createMessageCollection(channel: channelB, params: MessageListParams(previousResultSize: 10))
        let recorder = MessageCollectionRecorder()
        recorder.record(collection)
        defer { collection.dispose() }
        try await collection.start()
        #expect(collection.succeededMessages.count == 5)

        // Long enough away for all 130 to land before B polls again: more than /sync's 100.
        b.reconnectionPolicy = ReconnectionPolicy(initialDelay: .seconds(10))
        try #require(b.currentSession as? MatrixSession).interruptPoll()
        try await MatrixLive.waitUntil("B notices") { b.connectionState == .reconnecting }
        let awayAt = ContinuousClock.now
        try await Self.seed(pair.a, url: channelA.channelURL, count: 130, prefix: "away", parallel: 32)
        let seededWhileAway = b.connectionState == .reconnecting
        print("Matrix history: 130 messages sent in \(ContinuousClock.now - awayAt); B still away: \(seededWhileAway)")
        try await MatrixLive.waitUntil("B reconnects", within: .seconds(20)) { b.connectionState == .open }
        try await MatrixLive.waitUntil("the collection holds all 135", within: .seconds(20)) {
            collection.succeededMessages.count >= 135
        }
        let after = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "welcome back"))
        try await MatrixLive.waitUntil("the next one arrives") { collection.succeededMessages.last?.messageId == after.messageId }

        // The resumed /sync was limited, and its gap was read back (unless a slow machine
        // took longer to send than B stayed away: then B heard them live, as checked below).
        let gapReads = try #require(b.currentSession as? MatrixSession).account.history.requestCounts["gap", default: 0]
        if seededWhileAway {
            #expect(gapReads >= 1)
        } else {
            print("Matrix history: B came back before the 130 messages were all sent; the gap path was not exercised")
        }
        let ids = collection.succeededMessages.map(\.messageId)
        #expect(ids.count == 136)
        #expect(Set(ids).count == ids.count)
        #expect(ids == ids.sorted())
        #expect(Set(collection.succeededMessages.map(\.message)) == Set((1...5).map { "before \($0)" } + (1...130).map { "away \($0)" } + ["welcome back"]))
        // What the collection was told adds up to what it holds: nothing added twice.
        let added = recorder.messageEntries.filter { $0.kind == .added }.flatMap(\.texts)
        #expect(added.count == 131)
        #expect(Set(added).count == 131)
        // And it agrees with a fresh read of the room.
        var params = MessageListParams(previousResultSize: 200)
        params.replyType = .none
        #expect(try await channelB.getMessagesByTimestamp(.max, params: params).map(\.messageId) == ids)
    }

    @Test("getMessagesByTimestamp and getMessagesByMessageId answer as the mock's rules say, also for an id the client never saw")
    func directReads() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, channelB) = try await pair.room(named: "Reads \(UUID().uuidString.prefix(6))")
        try await channelB.join()
        for number in 1...12 {
            _ = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "read \(number)"))
        }
        let all = try await channelB.getMessagesByTimestamp(.max, params: MessageListParams(previousResultSize: 50))
        #expect(all.map(\.message) == (1...12).map { "read \($0)" })
        let anchor = all[5]

        /// What the mock answers: the newest `previous` before the anchor and the oldest `next` after it.
        func expected(_ before: (BaseMessage) -> Bool, _ after: (BaseMessage) -> Bool, _ params: MessageListParams) -> [Int64] {
            let older = all.filter(before).suffix(params.previousResultSize)
            let newer = all.filter(after).prefix(params.nextResultSize)
            let ids = (older + newer).map(\.messageId)
            return params.reverse ? ids.reversed() : ids
        }
        for inclusive in [false, true] {
            for (previous, next) in [(2, 2), (0, 3), (4, 0)] {
                for reverse in [false, true] {
                    var params = MessageListParams(previousResultSize: previous, nextResultSize: next)
                    params.isInclusive = inclusive
                    params.reverse = reverse
                    let takesAnchorNext = inclusive && previous == 0
                    let byId = try await channelB.getMessagesByMessageId(anchor.messageId, params: params).map(\.messageId)
                    #expect(byId == expected(
                        { inclusive ? $0.messageId <= anchor.messageId : $0.messageId < anchor.messageId },
                        { takesAnchorNext ? $0.messageId >= anchor.messageId : $0.messageId > anchor.messageId }, params),
                            "by id, inclusive \(inclusive), \(previous)/\(next), reverse \(reverse)")
                    let byTime = try await channelB.getMessagesByTimestamp(anchor.createdAt, params: params).map(\.messageId)
                    #expect(byTime == expected(
                        { inclusive ? $0.createdAt <= anchor.createdAt : $0.createdAt < anchor.createdAt },
                        { takesAnchorNext ? $0.createdAt >= anchor.createdAt : $0.createdAt > anchor.createdAt }, params),
                            "by time, inclusive \(inclusive), \(previous)/\(next), reverse \(reverse)")
                }
            }
        }

        // A client that never mapped the id finds it from its millisecond.
        let fresh = ChatClient(homeserver: try #require(MatrixLive.url))
        let (name, password) = MatrixLive.users[0]
        try await fresh.connect(userId: name, credential: .password(password))
        defer { fresh.disconnect() }
        let channel = try await fresh.getGroupChannel(url: channelA.channelURL)
        let params = MessageListParams(previousResultSize: 2, nextResultSize: 2)
        let seen = try await channel.getMessagesByMessageId(anchor.messageId, params: params)
        #expect(seen.map(\.messageId) == [all[3], all[4], all[6], all[7]].map(\.messageId))
        #expect((fresh.currentSession as? MatrixSession)?.account.history.requestCounts["timestamp_to_event"] == 1)
        do {
            _ = try await channel.getMessagesByMessageId(anchor.messageId + 1, params: params)
            Issue.record("an id that names no message was found")
        } catch {
            #expect(error.code == .messageNotFound)
        }
    }

    @Test(
        "opening a channel with 10,000 messages: the first window is one /messages page (set BANTER_MATRIX_BENCH=1)",
        .enabled(if: ProcessInfo.processInfo.environment["BANTER_MATRIX_BENCH"] == "1"))
    func tenThousandMessages() async throws {
        let url = try #require(MatrixLive.url)
        let (name, password) = MatrixLive.users[0]
        let seeder = ChatClient(homeserver: url)
        try await seeder.connect(userId: name, credential: .password(password))
        let room = try await seeder.createGroupChannel(params: GroupChannelCreateParams(name: "Ten thousand \(UUID().uuidString.prefix(6))"))
        let seedStart = ContinuousClock.now
        try await Self.seed(seeder, url: room.channelURL, count: 10_000, prefix: "bulk", parallel: 32)
        print("Matrix loopback: seeded 10,000 messages in \(ContinuousClock.now - seedStart)")
        await seeder.disconnect()

        var times: [Duration] = []
        for _ in 1...7 {
            let client = ChatClient(homeserver: url)
            try await client.connect(userId: name, credential: .password(password))
            let channel = try await client.getGroupChannel(url: room.channelURL)
            let collection = client.createMessageCollection(channel: channel)
            let before = Self.messageRequests(client)
            let start = ContinuousClock.now
            let first = try await collection.start()
            times.append(ContinuousClock.now - start)
            #expect(first.count == MessageListParams().previousResultSize)
            #expect(Self.messageRequests(client) - before == 1)
            #expect(collection.hasPrevious)
            collection.dispose()
            await client.disconnect()
        }
        times.sort()
        print("Matrix loopback, first window of a 10,000-message room over 7 opens: median \(times[3]), min \(times[0]), max \(times[6]); 1 /messages request each")
    }
}
