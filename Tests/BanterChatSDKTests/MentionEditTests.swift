import Foundation
import Testing
import BanterScheduling
import BanterChatSDKTestSupport
@testable import BanterChatSDK

/// Mentions changed by an edit (`UserMessageUpdateParams.mentionedUserIds`): the mock stores
/// them, those newly mentioned count an unread mention and hear of it, those left out stop
/// counting one, and the updated message every delegate hears carries the new mentions. A
/// queued edit keeps them in the outbox, whose older files still decode.
@Suite("Mentions in edits")
@MainActor
struct MentionEditTests {
    let harness = ChatTestHarness(configuration: .immediate)
    let alice: ChatClient
    let bob: ChatClient
    let carol: ChatClient
    let alices: GroupChannel
    let bobs: GroupChannel
    let carols: GroupChannel

    init() throws {
        alice = try harness.connect("alice", nickname: "Alice")
        bob = try harness.connect("bob", nickname: "Bob")
        carol = try harness.connect("carol", nickname: "Carol")
        alices = try harness.groupChannel(alice, with: ["bob", "carol"])
        harness.settle()
        bobs = try harness.groupChannel(alices.channelURL, of: bob)
        carols = try harness.groupChannel(alices.channelURL, of: carol)
    }

    /// Hears updated messages, to read their mentions.
    final class UpdateListener: BaseChannelDelegate {
        var updated: [BaseMessage] = []
        init(_ client: ChatClient) { client.addChannelDelegate(self, identifier: "updates-\(ObjectIdentifier(self).hashValue)") }
        func channel(_ channel: BaseChannel, didReceive message: BaseMessage) {}
        func channel(_ channel: BaseChannel, didUpdate message: BaseMessage) { updated.append(message) }
    }

    private func edit(_ message: BaseMessage, _ text: String?, mentioning ids: [String]?) throws -> UserMessage {
        var params = UserMessageUpdateParams(message: text)
        params.mentionedUserIds = ids
        params.mentionedMessageTemplate = ids.map { $0.map { "@{\($0)}" }.joined(separator: " ") }
        return try harness.run { alices.updateUserMessage(messageId: message.messageId, params: params, completion: $0) }.get()
    }

    @Test func anEditThatAddsAMentionCountsAndTellsTheMentionedUser() throws {
        let sent = harness.expectSent("lunch?", in: alices)
        harness.settle()
        let bobsEvents = EventRecorder(bob)
        let carolsEvents = EventRecorder(carol)
        let bobsUpdates = UpdateListener(bob)
        let edited = try edit(sent, "@Bob lunch?", mentioning: ["bob"])
        #expect(edited.mentionedUsers.map(\.userId) == ["bob"])
        harness.settle()
        #expect(bobsEvents.events == ["updated @Bob lunch?", "mentioned in @Bob lunch?"])
        #expect(carolsEvents.events == ["updated @Bob lunch?"])
        #expect(bobsUpdates.updated.map { $0.mentionedUsers.map(\.userId) } == [["bob"]])
        #expect(bobs.unreadMentionCount == 1)
        #expect(bobs.unreadMessageCount == 1)
        #expect(carols.unreadMentionCount == 0)
        let stored = try #require(try harness.history(of: bobs).first)
        #expect(stored.mentionedUsers.map(\.userId) == ["bob"])
    }

    @Test func anEditThatMovesAMentionStopsCountingItForTheUserLeftOut() throws {
        let sent = harness.expectSent("@Bob look", in: alices) { $0.mentionedUserIds = ["bob"] }
        harness.settle()
        #expect(bobs.unreadMentionCount == 1)
        let bobsEvents = EventRecorder(bob)
        let carolsEvents = EventRecorder(carol)
        _ = try edit(sent, "@Carol look", mentioning: ["carol"])
        harness.settle()
        #expect(bobs.unreadMentionCount == 0)
        #expect(bobs.unreadMessageCount == 1)
        #expect(carols.unreadMentionCount == 1)
        #expect(bobsEvents.events == ["updated @Carol look"])
        #expect(carolsEvents.events == ["updated @Carol look", "mentioned in @Carol look"])
        // An empty list removes them all; nil leaves them.
        _ = try edit(sent, "look", mentioning: [])
        harness.settle()
        #expect(carols.unreadMentionCount == 0)
        let kept = try edit(sent, "look!", mentioning: nil)
        #expect(kept.mentionedUsers.isEmpty)
        _ = try edit(sent, "@Carol @Carol", mentioning: ["carol", "carol"])
        let again = try edit(sent, "@Carol, look", mentioning: nil)
        #expect(again.mentionedUsers.map(\.userId) == ["carol"], "each user once, kept by an edit that leaves them")
        harness.settle()
        #expect(carols.unreadMentionCount == 1)
    }

    @Test func aMentionAddedAfterTheUserReadTheMessageTellsButDoesNotCount() throws {
        let sent = harness.expectSent("done", in: alices)
        harness.settle()
        try harness.run { bobs.markAsRead(completion: $0) }.get()
        let bobsEvents = EventRecorder(bob)
        _ = try edit(sent, "@Bob done", mentioning: ["bob"])
        harness.settle()
        #expect(bobsEvents.events == ["updated @Bob done", "mentioned in @Bob done"])
        #expect(bobs.unreadMentionCount == 0)
        #expect(bobs.unreadMessageCount == 0)
    }

    @Test func anEditMentioningAnUnknownUserIsRefusedAndChangesNothing() throws {
        let sent = harness.expectSent("hi", in: alices)
        harness.settle()
        let before = harness.snapshot()
        harness.expectRefusal(.notFoundInDatabase, mentioning: "zed") {
            alices.updateUserMessage(messageId: sent.messageId,
                                     params: UserMessageUpdateParams(message: "@zed", mentionedUserIds: ["zed"]), completion: $0)
        }
        #expect(harness.snapshot() == before)
    }

    @Test func anEditNotMentioningTheSenderNeverTellsTheSender() throws {
        let sent = harness.expectSent("me", in: alices)
        harness.settle()
        let alicesEvents = EventRecorder(alice)
        _ = try edit(sent, "@Alice me", mentioning: ["alice"])
        harness.settle()
        #expect(!alicesEvents.events.contains { $0.hasPrefix("mentioned") })
        #expect(alices.unreadMentionCount == 0)
    }

    // MARK: The outbox

    @Test func aQueuedEditKeepsItsMentionsAndGoesWithThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("banter-outbox-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let caching = ChatClient(server: harness.server,
                                 params: InitParams(isLocalCachingEnabled: true, localCacheConfig: LocalCacheConfig(directory: folder)))
        _ = try harness.run { caching.connect(userId: "alice", completion: $0) }.get()
        let channel = try harness.groupChannel(alices.channelURL, of: caching)
        let sent = harness.expectSent("later", in: channel)
        harness.settle()
        harness.server.isNetworkAvailable = false
        harness.settle()
        var edited: UserMessage?
        channel.updateUserMessage(messageId: sent.messageId,
                                  params: UserMessageUpdateParams(message: "@Bob later", mentionedUserIds: ["bob"],
                                                                  mentionedMessageTemplate: "@{bob} later")) { edited = try? $0.get() }
        harness.settle(.seconds(5))
        let entry = try #require(caching.outbox?.entries.first)
        #expect(entry.updatedMentionedUserIds == ["bob"])
        #expect(entry.updatedMentionedMessageTemplate == "@{bob} later")
        #expect(try JSONDecoder().decode(OutboxEntry.self, from: JSONEncoder().encode(entry)) == entry)

        harness.server.isNetworkAvailable = true
        harness.scheduler.runUntilIdle(limit: .seconds(120))
        #expect(edited?.mentionedUsers.map(\.userId) == ["bob"])
        #expect(harness.server.state[alices.channelURL]?.extras[sent.messageId]?.mentionedUserIds == ["bob"])
        #expect(bobs.unreadMentionCount == 1)
    }

    @Test func anOutboxEntryWrittenBeforeEditsHadMentionsStillDecodes() throws {
        // An edit without mentions is written exactly as before they existed: no such keys.
        var entry = OutboxEntry(requestId: "r1", action: .update, channelURL: "c", isOpenChannel: false, senderId: "alice", createdAt: 1)
        entry.messageId = 7
        entry.updatedText = "new"
        let json = try #require(String(data: JSONEncoder().encode(entry), encoding: .utf8))
        #expect(!json.contains("Mention"))
        let decoded = try JSONDecoder().decode(OutboxEntry.self, from: Data(json.utf8))
        #expect(decoded == entry)
        #expect(decoded.updateParams.mentionedUserIds == nil, "an old edit leaves the mentions as they are")
    }
}
