import Testing
import BanterScheduling
@testable import BanterChatSDK

/// Loading a channel's history around a time or a message, with the list parameters.
///
/// The channel holds, one second apart (oldest first):
/// a1, b1, file f1.png, a2 (custom type "note"), t1 (Bob's thread reply to a1),
/// q1 (Bob's quote reply to a2), a3, t2 (Bob's thread reply to a1), file f2.txt, b2.
/// Messages from Alice start with "a" or "f", Bob's with "b", "t" or "q".
@Suite("History loading")
@MainActor
struct HistoryTests {
    let harness = ChatTestHarness()
    let alice: ChatClient
    let bob: ChatClient
    let alices: GroupChannel
    let bobs: GroupChannel
    /// Every message by its text.
    var sent: [String: BaseMessage] = [:]

    init() throws {
        alice = try harness.connect("alice")
        bob = try harness.connect("bob")
        alices = try harness.groupChannel(alice, with: ["bob"])
        harness.settle()
        bobs = try harness.groupChannel(alices.channelURL, of: bob)
        try text("a1", in: alices)
        try text("b1", in: bobs)
        try file("f1.png", mimeType: "image/png")
        try text("a2", in: alices) { $0.customType = "note" }
        let a1 = try #require(sent["a1"]).messageId, a2 = try #require(sent["a2"]).messageId
        try text("t1", in: bobs) { $0.parentMessageId = a1 }
        try text("q1", in: bobs) { $0.parentMessageId = a2; $0.isReplyToChannel = true }
        try text("a3", in: alices)
        try text("t2", in: bobs) { $0.parentMessageId = a1 }
        try file("f2.txt", mimeType: "text/plain")
        try text("b2", in: bobs)
        harness.settle()
    }

    private mutating func text(_ text: String, in channel: GroupChannel, configure: (inout UserMessageCreateParams) -> Void = { _ in }) throws {
        harness.scheduler.advance(by: .seconds(1))
        let (message, error) = harness.send(text, in: channel, configure: configure)
        #expect(error == nil)
        sent[text] = message
    }

    private mutating func file(_ name: String, mimeType: String) throws {
        harness.scheduler.advance(by: .seconds(1))
        let outcome = harness.run { (done: @escaping @MainActor (Result<(FileMessage, ChatError?), ChatError>) -> Void) in
            alices.sendFileMessage(params: FileMessageCreateParams(fileName: name, fileSize: 100, mimeType: mimeType), completion: { done(.success(($0, $1))) })
        }
        let (message, error) = try outcome.get()
        #expect(error == nil)
        sent[name] = message
    }

    private func names(_ messages: [BaseMessage]) -> [String] {
        messages.map { ($0 as? FileMessage)?.name ?? $0.message }
    }

    private func byTimestamp(_ timestamp: Int64, _ configure: (inout MessageListParams) -> Void = { _ in }) throws -> [String] {
        var params = MessageListParams()
        configure(&params)
        return names(try harness.run { alices.getMessagesByTimestamp(timestamp, params: params, completion: $0) }.get())
    }

    private func byMessageId(_ messageId: Int64, _ configure: (inout MessageListParams) -> Void = { _ in }) throws -> [String] {
        var params = MessageListParams()
        configure(&params)
        return names(try harness.run { alices.getMessagesByMessageId(messageId, params: params, completion: $0) }.get())
    }

    private func time(of text: String) throws -> Int64 { try #require(sent[text]).createdAt }
    private func id(of text: String) throws -> Int64 { try #require(sent[text]).messageId }

    // MARK: Around a time

    @Test func theNewestPageComesOldestFirstOrNewestFirstWhenReversed() throws {
        #expect(try byTimestamp(.max) == ["a1", "b1", "f1.png", "a2", "q1", "a3", "f2.txt", "b2"])
        #expect(try byTimestamp(.max) { $0.previousResultSize = 3 } == ["a3", "f2.txt", "b2"])
        #expect(try byTimestamp(.max) { $0.previousResultSize = 3; $0.reverse = true } == ["b2", "f2.txt", "a3"])
        #expect(try byTimestamp(0) { $0.previousResultSize = 0; $0.nextResultSize = 2 } == ["a1", "b1"])
    }

    @Test func previousAndNextMessagesAroundATimestampExcludeItUnlessInclusive() throws {
        let a3 = try time(of: "a3")
        let around: (inout MessageListParams) -> Void = { $0.previousResultSize = 2; $0.nextResultSize = 2 }
        #expect(try byTimestamp(a3, around) == ["a2", "q1", "f2.txt", "b2"])
        #expect(try byTimestamp(a3) { around(&$0); $0.reverse = true } == ["b2", "f2.txt", "q1", "a2"])
        // Inclusive: the message at the time counts toward the previous side, as in the
        // service's API ("prev_limit messages sent by message_ts, inclusive"); toward the
        // next side when no previous messages are asked for.
        #expect(try byTimestamp(a3) { around(&$0); $0.isInclusive = true } == ["q1", "a3", "f2.txt", "b2"])
        #expect(try byTimestamp(a3) { $0.previousResultSize = 0; $0.nextResultSize = 2; $0.isInclusive = true } == ["a3", "f2.txt"])
        #expect(try byTimestamp(a3) { $0.previousResultSize = 0; $0.nextResultSize = 2 } == ["f2.txt", "b2"])
        // Between two messages, inclusive changes nothing.
        let between = a3 - 500
        #expect(try byTimestamp(between) { $0.previousResultSize = 1; $0.nextResultSize = 1 } == ["q1", "a3"])
        #expect(try byTimestamp(between) { $0.previousResultSize = 1; $0.nextResultSize = 1; $0.isInclusive = true } == ["q1", "a3"])
    }

    @Test func messagesSentInTheSameMillisecondAreAllAtThatTimestamp() throws {
        harness.scheduler.advance(by: .seconds(1))
        for text in ["x", "y", "z"] { alices.sendUserMessage(params: UserMessageCreateParams(message: text)) }
        harness.settle()
        let at = try #require(try harness.history(of: alices).last).createdAt
        #expect(try byTimestamp(at) { $0.previousResultSize = 5; $0.isInclusive = true } == ["f2.txt", "b2", "x", "y", "z"])
        #expect(try byTimestamp(at) { $0.previousResultSize = 5 } == ["a2", "q1", "a3", "f2.txt", "b2"])
        #expect(try byTimestamp(at) { $0.previousResultSize = 0; $0.nextResultSize = 5 }.isEmpty)
        #expect(try byTimestamp(at) { $0.previousResultSize = 0; $0.nextResultSize = 5; $0.isInclusive = true } == ["x", "y", "z"])
    }

    // MARK: Around a message

    @Test func previousAndNextMessagesAroundAMessage() throws {
        let a3 = try id(of: "a3")
        #expect(try byMessageId(a3) { $0.previousResultSize = 2; $0.nextResultSize = 2 } == ["a2", "q1", "f2.txt", "b2"])
        #expect(try byMessageId(a3) { $0.previousResultSize = 2; $0.nextResultSize = 2; $0.isInclusive = true } == ["q1", "a3", "f2.txt", "b2"])
        #expect(try byMessageId(a3) { $0.previousResultSize = 0; $0.nextResultSize = 1; $0.isInclusive = true } == ["a3"])
        #expect(try byMessageId(a3) { $0.previousResultSize = 10; $0.reverse = true } == ["q1", "a2", "f1.png", "b1", "a1"])
    }

    @Test func anUnknownMessageIdFailsWith900300() throws {
        harness.expectRefusal(.messageNotFound, mentioning: "999") { alices.getMessagesByMessageId(999, params: MessageListParams(), completion: $0) }
        harness.expectRefusal(.messageNotFound, mentioning: "999") {
            alices.getThreadedMessages(parentMessageId: 999, timestamp: .max, params: MessageListParams(), completion: $0)
        }
    }

    @Test func aNegativeResultSizeFailsWith800110() throws {
        let a1 = try id(of: "a1")
        for (previous, next, named) in [(-1, 0, "previousResultSize"), (5, -3, "nextResultSize")] {
            let params = MessageListParams(previousResultSize: previous, nextResultSize: next)
            harness.expectRefusal(.invalidParameter, mentioning: named) { alices.getMessagesByTimestamp(.max, params: params, completion: $0) }
            harness.expectRefusal(.invalidParameter, mentioning: named) { alices.getMessagesByMessageId(a1, params: params, completion: $0) }
        }
    }

    // MARK: Filters

    @Test func theMessageTypeFilterKeepsOneKind() throws {
        #expect(try byTimestamp(.max) { $0.messageTypeFilter = .file } == ["f1.png", "f2.txt"])
        #expect(try byTimestamp(.max) { $0.messageTypeFilter = .user } == ["a1", "b1", "a2", "q1", "a3", "b2"])
        #expect(try byTimestamp(.max) { $0.messageTypeFilter = .admin }.isEmpty)
        let files = try harness.run { alices.getMessagesByTimestamp(.max, params: { var p = MessageListParams(); p.messageTypeFilter = .file; return p }(), completion: $0) }.get()
        #expect(files.allSatisfy { $0 is FileMessage })
    }

    @Test func senderAndCustomTypeFiltersKeepMatchingMessages() throws {
        #expect(try byTimestamp(.max) { $0.senderUserIds = ["bob"]; $0.replyType = .all } == ["b1", "t1", "q1", "t2", "b2"])
        #expect(try byTimestamp(.max) { $0.senderUserIds = ["alice"] } == ["a1", "f1.png", "a2", "a3", "f2.txt"])
        #expect(try byTimestamp(.max) { $0.senderUserIds = [] }.isEmpty)
        #expect(try byTimestamp(.max) { $0.customTypes = ["note"] } == ["a2"])
        #expect(try byTimestamp(.max) { $0.senderUserIds = ["bob"]; $0.previousResultSize = 2 } == ["q1", "b2"],
                "a filter applies before the count")
    }

    @Test func theReplyTypeChoosesWhichRepliesShow() throws {
        #expect(MessageListParams().replyType == .onlyReplyToChannel)
        #expect(try byTimestamp(.max) { $0.replyType = .none } == ["a1", "b1", "f1.png", "a2", "a3", "f2.txt", "b2"])
        #expect(try byTimestamp(.max) { $0.replyType = .all } == ["a1", "b1", "f1.png", "a2", "t1", "q1", "a3", "t2", "f2.txt", "b2"])
        #expect(try byTimestamp(.max) { $0.replyType = .onlyReplyToChannel } == ["a1", "b1", "f1.png", "a2", "q1", "a3", "f2.txt", "b2"])
    }

    @Test func repliesCarryTheirParentAndParentsTheirThreadInfo() throws {
        let messages = try harness.run { alices.getMessagesByTimestamp(.max, params: { var p = MessageListParams(); p.replyType = .all; return p }(), completion: $0) }.get()
        let byText = Dictionary(uniqueKeysWithValues: messages.map { (($0 as? FileMessage)?.name ?? $0.message, $0) })
        let a1 = try #require(byText["a1"])
        #expect(a1.threadInfo.replyCount == 2)
        #expect(a1.threadInfo.lastRepliedAt == (try time(of: "t2")))
        #expect(byText["a2"]?.threadInfo.replyCount == 1)
        #expect(byText["b1"]?.threadInfo.replyCount == 0)
        let q1 = try #require(byText["q1"])
        #expect(q1.parentMessageId == (try id(of: "a2")))
        #expect(q1.parentMessage?.message == "a2")
        #expect(q1.isReplyToChannel)
        #expect(byText["t1"]?.isReplyToChannel == false)

        var withoutParents = MessageListParams()
        withoutParents.includeParentMessageInfo = false
        let bare = try harness.run { alices.getMessagesByTimestamp(.max, params: withoutParents, completion: $0) }.get()
        let bareQuote = try #require(bare.first { $0.message == "q1" })
        #expect(bareQuote.parentMessageId == (try id(of: "a2")))
        #expect(bareQuote.parentMessage == nil)
    }

    // MARK: Threads

    @Test func aThreadListsItsRepliesAroundATime() throws {
        let a1 = try id(of: "a1")
        func thread(_ timestamp: Int64, _ configure: (inout MessageListParams) -> Void) throws -> [String] {
            var params = MessageListParams()
            configure(&params)
            return names(try harness.run { alices.getThreadedMessages(parentMessageId: a1, timestamp: timestamp, params: params, completion: $0) }.get())
        }
        #expect(try thread(.max) { $0.previousResultSize = 10 } == ["t1", "t2"])
        #expect(try thread(0) { $0.previousResultSize = 0; $0.nextResultSize = 10 } == ["t1", "t2"])
        #expect(try thread(.max) { $0.previousResultSize = 1 } == ["t2"])
        #expect(try thread(.max) { $0.previousResultSize = 10; $0.reverse = true } == ["t2", "t1"])
        #expect(try thread(try time(of: "t2")) { $0.previousResultSize = 10 } == ["t1"])
        #expect(try thread(try time(of: "t2")) { $0.previousResultSize = 10; $0.isInclusive = true } == ["t1", "t2"])
        let b1 = try id(of: "b1")
        #expect(try harness.run { alices.getThreadedMessages(parentMessageId: b1, timestamp: .max, params: MessageListParams(), completion: $0) }.get().isEmpty)
    }

    // MARK: Access

    @Test func onlyMembersReadAPrivateChannel() throws {
        let a1 = try id(of: "a1")
        try harness.run { bobs.leave(completion: $0) }.get()
        harness.expectRefusal(.nonAuthorized) { bobs.getMessagesByTimestamp(.max, params: MessageListParams(), completion: $0) }
        harness.expectRefusal(.nonAuthorized) { bobs.getMessagesByMessageId(a1, params: MessageListParams(), completion: $0) }
    }

    @Test func anyoneReadsAPublicChannel() throws {
        var params = GroupChannelCreateParams(userIds: [], name: "Town square")
        params.isPublic = true
        let square = try harness.run { alice.createGroupChannel(params: params, completion: $0) }.get()
        harness.scheduler.advance(by: .seconds(1))
        harness.expectSent("welcome", in: square)
        let carol = try harness.connect("carol")
        let carols = try harness.groupChannel(square.channelURL, of: carol)
        #expect(carols.myMemberState == .none)
        #expect(names(try harness.history(of: carols)) == ["welcome"])
    }
}
