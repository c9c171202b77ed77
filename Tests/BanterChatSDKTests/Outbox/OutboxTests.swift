import Foundation
import Testing
import BanterScheduling
import BanterChatSDKTestSupport
@testable import BanterChatSDK

/// The outbox of a client with local caching: what is sent offline, or fails for a reason
/// that passes, waits as pending and goes once, in order, when the connection is back;
/// refusals fail at once; the outbox on disk outlives the client.
@Suite("Outbox")
@MainActor
struct OutboxTests {
    let harness = ChatTestHarness()
    let folder: URL

    init() {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("banter-outbox-\(UUID().uuidString)", isDirectory: true)
    }

    private var caching: InitParams {
        InitParams(isLocalCachingEnabled: true, localCacheConfig: LocalCacheConfig(directory: folder))
    }

    /// A client of `userId` with an outbox in this test's folder, connected.
    private func connectCaching(_ userId: String) throws -> ChatClient {
        let client = ChatClient(server: harness.server, params: caching)
        _ = try harness.run { client.connect(userId: userId, completion: $0) }.get()
        return client
    }

    /// Alice with an outbox, and her new channel with Bob (connected without one).
    private func aliceWithBob() throws -> (ChatClient, GroupChannel) {
        let alice = try connectCaching("alice")
        _ = try harness.connect("bob")
        return (alice, try harness.groupChannel(alice, with: ["bob"]))
    }

    /// The texts the service stored in `url`, oldest first, with each text's request id.
    private func stored(_ url: String) -> [(text: String, requestId: String?)] {
        (harness.server.state[url]?.messages ?? []).filter { $0.kind == .user }.map { ($0.text, $0.requestId) }
    }

    private func collection(_ client: ChatClient, _ channel: GroupChannel) throws -> MessageCollectionRecorder {
        let recorder = MessageCollectionRecorder()
        recorder.record(client.createMessageCollection(channel: channel))
        _ = try harness.run { recorder.collection!.start(completion: $0) }.get()
        return recorder
    }

    private func goOffline() {
        harness.server.isNetworkAvailable = false
        harness.settle()
    }

    private func goOnline() {
        harness.server.isNetworkAvailable = true
        harness.scheduler.runUntilIdle(limit: .seconds(120))
    }

    @Test("messages sent offline stay pending, then go once each, in send order, when the connection is back")
    func offlineSendsGoInOrder() throws {
        let (alice, channel) = try aliceWithBob()
        let recorder = try collection(alice, channel)
        goOffline()
        var completions: [(String, ChatError?)] = []
        for text in ["one", "two", "three"] {
            channel.sendUserMessage(params: UserMessageCreateParams(message: text)) { completions.append(($0.message, $1)) }
        }
        harness.settle(.seconds(30))
        let waiting = try #require(recorder.collection)
        #expect(waiting.pendingMessages.map(\.message) == ["one", "two", "three"])
        #expect(waiting.failedMessages.isEmpty, "a send that cannot go yet is pending, not failed")
        #expect(completions.isEmpty)
        #expect(alice.outbox?.entries.count == 3)

        goOnline()
        #expect(stored(channel.channelURL).map(\.text) == ["one", "two", "three"])
        #expect(completions.map(\.0) == ["one", "two", "three"])
        #expect(completions.allSatisfy { $0.1 == nil })
        #expect(waiting.pendingMessages.isEmpty)
        #expect(waiting.succeededMessages.suffix(3).map(\.message) == ["one", "two", "three"])
        #expect(recorder.messageEntries.filter { $0.kind == .updated && $0.source == .eventMessageSent }.flatMap(\.texts) == ["one", "two", "three"])
        #expect(alice.outbox?.entries.isEmpty == true)
    }

    @Test("a refusal that cannot pass (frozen 900050) fails at once; a lost request stays pending")
    func pendingVersusFailedByCode() throws {
        let alice = try connectCaching("alice")
        let bob = ChatClient(server: harness.server, params: caching)
        _ = try harness.run { bob.connect(userId: "bob", completion: $0) }.get()
        let channel = try harness.groupChannel(alice, with: ["bob"])
        _ = try harness.run { channel.freeze(completion: $0) }.get()
        let bobsChannel = try harness.run { bob.getGroupChannel(url: channel.channelURL, completion: $0) }.get()
        let (frozen, error) = harness.send("refused", in: bobsChannel)
        #expect(error?.code == .channelFrozen)
        #expect(frozen.sendingStatus == .failed)
        #expect(frozen.errorCode == .channelFrozen)
        #expect(!frozen.isResendable, "only Delete: resending cannot thaw the channel")
        #expect(bob.outbox?.entries.isEmpty == true, "a refusal leaves nothing in the outbox")

        // Lost requests (800180 after the ack timeout) wait and go again with the same id.
        harness.server.configuration.failureRates[.sendMessage] = 1
        var settled: UserMessage?
        let pending = channel.sendUserMessage(params: UserMessageCreateParams(message: "lost")) { message, _ in settled = message }
        harness.settle(.seconds(20))
        #expect(settled == nil, "still pending after an ack timeout")
        #expect(alice.outbox?.holds(pending.requestId) == true)
        harness.server.configuration.failureRates[.sendMessage] = 0
        harness.scheduler.runUntilIdle(limit: .seconds(120))
        #expect(settled?.sendingStatus == .succeeded)
        #expect(settled?.requestId == pending.requestId)
        #expect(stored(channel.channelURL).filter { $0.text == "lost" }.count == 1)
    }

    @Test("lost requests and lost acknowledgements: every message stored exactly once, in send order")
    func faultsStoreEachOnce() throws {
        harness.server.configuration.messagesPerSecond = nil
        let (alice, channel) = try aliceWithBob()
        harness.server.configuration.failureRates[.sendMessage] = 0.3
        let texts = (1...40).map { "message \($0)" }
        var succeeded = 0
        for text in texts {
            channel.sendUserMessage(params: UserMessageCreateParams(message: text)) { message, error in
                if error == nil, message.sendingStatus == .succeeded { succeeded += 1 }
            }
        }
        harness.scheduler.runUntilIdle(limit: .seconds(3600))
        harness.server.configuration.failureRates[.sendMessage] = 0
        harness.scheduler.runUntilIdle(limit: .seconds(600))
        #expect(stored(channel.channelURL).map(\.text) == texts)
        #expect(Set(stored(channel.channelURL).compactMap(\.requestId)).count == texts.count)
        #expect(succeeded == texts.count)
        #expect(alice.outbox?.entries.isEmpty == true)
    }

    @Test("edits, deletions and reactions made offline wait and are applied in order")
    func offlineChangesQueue() throws {
        let (alice, channel) = try aliceWithBob()
        let (first, _) = harness.send("first", in: channel)
        let (second, _) = harness.send("second", in: channel)
        goOffline()
        var edited: UserMessage?, deleted = false, reacted: ReactionEvent?
        channel.updateUserMessage(messageId: first.messageId, params: UserMessageUpdateParams(message: "first, edited")) { edited = try? $0.get() }
        channel.addReaction(messageId: first.messageId, key: "+1") { reacted = try? $0.get() }
        channel.deleteMessage(messageId: second.messageId) { deleted = (try? $0.get()) != nil }
        channel.sendUserMessage(params: UserMessageCreateParams(message: "third"))
        harness.settle(.seconds(30))
        #expect(edited == nil && reacted == nil && !deleted)
        #expect(alice.outbox?.entries.map(\.action) == [.update, .addReaction, .delete, .send])

        goOnline()
        #expect(edited?.message == "first, edited")
        #expect(reacted?.key == "+1")
        #expect(deleted)
        #expect(stored(channel.channelURL).map(\.text) == ["first, edited", "third"])
        let state = try #require(harness.server.state[channel.channelURL])
        #expect(state.extras[first.messageId]?.reactions["+1"] == ["alice"])
    }

    @Test("a pending message deleted before it goes is never sent")
    func deletePendingMessage() throws {
        let (alice, channel) = try aliceWithBob()
        let recorder = try collection(alice, channel)
        goOffline()
        let keep = channel.sendUserMessage(params: UserMessageCreateParams(message: "keep"))
        let drop = channel.sendUserMessage(params: UserMessageCreateParams(message: "drop"))
        harness.settle()
        #expect(channel.cancelPendingMessage(requestId: drop.requestId))
        harness.settle()
        #expect(recorder.collection?.pendingMessages.map(\.requestId) == [keep.requestId])
        #expect(recorder.messageEntries.last == .init(.deleted, .localMessageCanceled, .canceled, ["drop"]))
        #expect(!channel.cancelPendingMessage(requestId: drop.requestId), "gone already")
        goOnline()
        #expect(stored(channel.channelURL).map(\.text) == ["keep"])
    }

    @Test("the outbox outlives its client: a new client of the account sends what waited, once, in order")
    func restartSendsOnce() throws {
        var alice: ChatClient? = try connectCaching("alice")
        _ = try harness.connect("bob")
        let channel = try harness.groupChannel(try #require(alice), with: ["bob"])
        let url = channel.channelURL
        goOffline()
        var ids: [String] = []
        for text in ["a", "b", "c"] {
            ids.append(channel.sendUserMessage(params: UserMessageCreateParams(message: text)).requestId)
        }
        harness.settle()
        alice?.disconnect()
        harness.settle()
        alice = nil
        harness.server.isNetworkAvailable = true

        let again = try connectCaching("alice")
        harness.scheduler.runUntilIdle(limit: .seconds(60))
        #expect(stored(url).map(\.text) == ["a", "b", "c"])
        #expect(stored(url).map(\.requestId) == ids.map(Optional.some))
        #expect(again.outbox?.entries.isEmpty == true)
    }

    @Test("a collection opened while sends wait shows them as pending, and hears them turn sent")
    func restoredPendingShown() throws {
        let (alice, channel) = try aliceWithBob()
        harness.server.configuration.failureRates[.sendMessage] = 1
        channel.sendUserMessage(params: UserMessageCreateParams(message: "waiting"))
        harness.settle(.seconds(20))
        let recorder = try collection(alice, channel)
        #expect(recorder.collection?.pendingMessages.map(\.message) == ["waiting"])
        harness.server.configuration.failureRates[.sendMessage] = 0
        harness.scheduler.runUntilIdle(limit: .seconds(120))
        #expect(recorder.collection?.pendingMessages.isEmpty == true)
        #expect(recorder.collection?.succeededMessages.last?.message == "waiting")
    }

    @Test("the outbox folder is 0700 and its files 0600, whatever the umask")
    func privateModes() throws {
        let old = umask(0)
        defer { umask(old) }
        let (alice, channel) = try aliceWithBob()
        goOffline()
        channel.sendUserMessage(params: UserMessageCreateParams(message: "private"))
        harness.settle()
        func mode(_ path: String) throws -> Int {
            try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        }
        let identity = alice.backendIdentity
        let account = alice.params.localCacheConfig.accountDirectory(userId: "alice", backendIdentity: identity)
        let path = account.appendingPathComponent("outbox").path
        #expect(try mode(path) == 0o700)
        #expect(try mode(path + "/outbox.json") == 0o600)
        #expect(try mode(account.path) == 0o700)
    }

    @Test("an unreadable outbox file is set aside with one notice, never a crash")
    func unreadableOutbox() throws {
        let account = LocalCacheConfig(directory: folder).accountDirectory(userId: "alice", backendIdentity: harness.server.identity)
        let path = account.appendingPathComponent("outbox")
        try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
        try Data("{\"version\":1,\"entr".utf8).write(to: path.appendingPathComponent("outbox.json"))
        let alice = try connectCaching("alice")
        #expect(alice.localCacheNotice?.contains("set aside") == true)
        #expect(alice.outbox?.entries.isEmpty == true)
        #expect(FileManager.default.fileExists(atPath: path.appendingPathComponent("outbox.json.unreadable").path))
    }
}
