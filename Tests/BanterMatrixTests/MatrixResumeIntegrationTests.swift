import Foundation
import Testing
import BanterChatSDKTestSupport
@testable import BanterChatSDK
@testable import BanterMatrix

/// A restart with the local cache on a real homeserver: the next run shows the channels
/// before it connects, then resumes `/sync` from the stored token, so what was said while it
/// was away arrives as news (an initial sync would bring it as history, told to nobody).
@MainActor
@Suite("Matrix backend: a restart resumes from the local cache", .enabled(if: MatrixLive.url != nil, "set BANTER_MATRIX_URL"), .serialized)
struct MatrixResumeIntegrationTests {
    /// A's first run: the room with B and its messages `texts`, listed and opened so the
    /// cache holds them, then A quits with its cache written.
    static func firstRun(_ pair: MatrixLive.Pair, name: String, texts: [String]) async throws -> String {
        let (channelA, channelB) = try await pair.room(named: name)
        for text in texts { _ = try await channelB.sendUserMessage(params: UserMessageCreateParams(message: text)) }
        try await MatrixLive.waitUntil("A has the last message", within: .seconds(20)) {
            (pair.a.cachedChannel(channelA.channelURL) as? GroupChannel)?.lastMessage?.message == texts.last
        }
        let list = pair.a.createGroupChannelCollection(query: pair.a.createMyGroupChannelListQuery())
        while list.hasNext { _ = try await list.loadMore() }
        let window = pair.a.createMessageCollection(channel: try #require(pair.a.cachedChannel(channelA.channelURL) as? GroupChannel))
        _ = try await window.start()
        window.dispose()
        list.dispose()
        await pair.a.disconnect()
        pair.a.closeLocalCache()
        return channelA.channelURL
    }

    static func cacheFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("banter-resume-\(UUID().uuidString)")
    }

    @Test("restarted with its cache, A shows its channels before connecting and hears what was said while it was away")
    func resumeAfterRestart() async throws {
        let folder = Self.cacheFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let params = InitParams(isLocalCachingEnabled: true, localCacheConfig: LocalCacheConfig(directory: folder))
        let pair = try await MatrixLive.Pair(paramsA: params)
        defer { pair.b.disconnect(completion: nil) }
        let url = try await Self.firstRun(pair, name: "Resume \(UUID().uuidString.prefix(6))", texts: ["one", "two"])
        let channelB = try #require(pair.b.cachedChannel(url) as? GroupChannel)
        _ = try await channelB.sendUserMessage(params: UserMessageCreateParams(message: "while A was away"))

        let again = ChatClient(homeserver: try #require(MatrixLive.url), params: params)
        defer { again.disconnect(completion: nil) }
        let heard = EventRecorder(again)
        var connected: Result<User, ChatError>?
        again.connect(userId: MatrixLive.users[0].name, credential: .password(MatrixLive.users[0].password)) { connected = $0 }
        // Before any answer of the homeserver: the channel as the cache kept it.
        #expect((again.cachedChannel(url) as? GroupChannel)?.lastMessage?.message == "two")
        try await MatrixLive.waitUntil("A connects", within: .seconds(20)) { connected != nil }
        _ = try #require(connected).get()
        // (The first run's client still holds the outbox in this process, so that notice may be said.)
        #expect(again.localCacheNotice?.contains("no longer knows") != true, "the stored token was taken")
        try await MatrixLive.waitUntil("A hears what was said while it was away", within: .seconds(20)) {
            heard.received.contains { $0.message == "while A was away" }
        }
        #expect((again.cachedChannel(url) as? GroupChannel)?.lastMessage?.message == "while A was away")
        let window = again.createMessageCollection(channel: try #require(again.cachedChannel(url) as? GroupChannel))
        let messages = try await window.start()
        #expect(messages.map(\.message).suffix(3) == ["one", "two", "while A was away"])
        window.dispose()
    }
}
