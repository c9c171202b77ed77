import Testing
import BanterScheduling
import BanterChatSDKTestSupport
@testable import BanterChatSDK

/// Sending, editing, deleting and reacting to messages; files with progress and
/// cancellation; threads, quotes and mentions; and the service's rate limits.
@Suite("Message operations")
@MainActor
struct MessageOperationTests {
    let harness: ChatTestHarness
    let alice: ChatClient
    let bob: ChatClient
    /// Alice (operator) and Bob's objects for one group channel.
    let alices: GroupChannel
    let bobs: GroupChannel

    init() throws {
        try self.init(configuration: .immediate)
    }

    init(configuration: ServerConfiguration) throws {
        harness = ChatTestHarness(configuration: configuration)
        alice = try harness.connect("alice", nickname: "Alice")
        bob = try harness.connect("bob", nickname: "Bob")
        alices = try harness.groupChannel(alice, with: ["bob"])
        harness.settle()
        bobs = try harness.groupChannel(alices.channelURL, of: bob)
    }

    // MARK: Sending text

    @Test func aSendReturnsThePendingMessageAtOnceAndCompletesWithTheStoredOne() throws {
        let spec = try MessageOperationTests(configuration: ServerConfiguration())
        let harness = spec.harness
        let bobsEvents = EventRecorder(spec.bob)
        var outcome: (UserMessage, ChatError?)?
        var params = UserMessageCreateParams(message: "hello")
        params.customType = "greeting"
        params.data = "d"
        let sentAt = spec.alice.serverTime
        let pending = spec.alices.sendUserMessage(params: params) { outcome = ($0, $1) }
        #expect(pending.sendingStatus == .pending)
        #expect(pending.messageId == 0)
        #expect(!pending.requestId.isEmpty)
        #expect(pending.message == "hello")
        #expect(pending.sender?.userId == "alice")
        #expect(pending.createdAt == sentAt)
        #expect(pending.customType == "greeting")

        harness.scheduler.advance(by: .milliseconds(50))
        #expect(outcome == nil, "the reply takes the round trip")
        harness.settle()
        let (sent, error) = try #require(outcome)
        #expect(error == nil)
        #expect(sent !== pending)
        #expect(pending.sendingStatus == .pending, "the pending object keeps its state")
        #expect(sent.sendingStatus == .succeeded)
        #expect(sent.messageId > 0)
        #expect(sent.requestId == pending.requestId)
        #expect(sent.isSameMessage(as: pending))
        #expect(sent.customType == "greeting")
        #expect(sent.data == "d")
        #expect(bobsEvents.events == ["received hello", "delivery status"])
        let received = try #require(bobsEvents.received.first)
        #expect(received.messageId == sent.messageId)
        #expect(received.sendingStatus == .none)
        #expect(received.sender?.nickname == "Alice")
        #expect(spec.bobs.lastMessage?.messageId == sent.messageId)
        #expect(spec.alices.lastMessage?.messageId == sent.messageId)
    }

    @Test func anEmptyTextIsRefusedWith800110() throws {
        let bobsEvents = EventRecorder(bob)
        for text in ["", "   ", "\n\t "] {
            let failed = harness.expectSendRefused(text, in: alices, with: .invalidParameter)
            #expect(failed.message == text)
        }
        harness.settle()
        #expect(bobsEvents.events.isEmpty)
        #expect(try harness.history(of: alices).isEmpty)
    }

    @Test func aTextLongerThanFiveThousandCharactersIsRefusedWith800110() throws {
        #expect(harness.server.configuration.maxMessageLength == 5_000)
        harness.expectSent(String(repeating: "a", count: 5_000), in: alices)
        harness.expectSent(String(repeating: "👩‍💻", count: 5_000), in: alices)
        let failed = harness.expectSendRefused(String(repeating: "a", count: 5_001), in: alices, with: .invalidParameter)
        #expect(failed.message.count == 5_001)
        let (_, error) = harness.send(String(repeating: "a", count: 5_001), in: alices)
        #expect(error?.message.contains("5001") == true)
        #expect(error?.message.contains("5000") == true)
        #expect(try harness.history(of: alices).count == 2)
    }

    @Test func theLengthLimitIsConfigurable() throws {
        harness.server.configuration.maxMessageLength = 10
        harness.expectSent("0123456789", in: alices)
        harness.expectSendRefused("0123456789!", in: alices, with: .invalidParameter)
        harness.expectRefusal(.invalidParameter, mentioning: "limit is 10") { done in
            alices.updateUserMessage(messageId: harness.server.state[alices.channelURL]!.messages[0].messageId,
                                     params: UserMessageUpdateParams(message: "0123456789!"), completion: done)
        }
    }

    // MARK: Files

    @Test func aFileUploadReportsProgressInOrderEndingAtTheTotal() throws {
        let bobsEvents = EventRecorder(bob)
        var progress: [(Int, Int)] = []
        var outcome: (FileMessage, ChatError?)?
        var params = FileMessageCreateParams(fileName: "photo.png", fileSize: 1_048_576, mimeType: "image/png")
        params.customType = "photo"
        let pending = alices.sendFileMessage(params: params, progress: { progress.append(($0, $1)) }) { outcome = ($0, $1) }
        #expect(pending.sendingStatus == .pending)
        #expect(pending.name == "photo.png")
        #expect(pending.size == 1_048_576)
        #expect(pending.isImage)
        #expect(pending.url.isEmpty)

        // 1 MiB at the default 2 MiB a second takes half a second.
        harness.scheduler.advance(by: .milliseconds(499))
        #expect(outcome == nil)
        #expect(progress.count == 9)
        harness.settle()
        #expect(progress.count == 10)
        #expect(progress.map(\.0) == progress.map(\.0).sorted())
        #expect(Set(progress.map(\.0)).count == 10, "every report moves forward")
        #expect(progress.allSatisfy { $0.1 == 1_048_576 })
        #expect(progress.last?.0 == 1_048_576)

        let (sent, error) = try #require(outcome)
        #expect(error == nil)
        #expect(sent.sendingStatus == .succeeded)
        #expect(sent.messageId > 0)
        #expect(!sent.url.isEmpty)
        #expect(sent.customType == "photo")
        #expect(bobsEvents.events.first == "received file photo.png")
        let received = try #require(bobsEvents.received.first as? FileMessage)
        #expect(received.size == 1_048_576)
        #expect(received.mimeType == "image/png")
        #expect(received.url == sent.url)
    }

    @Test func cancellingAnUploadYieldsACanceledMessageWith800240AndStoresNothing() throws {
        let before = harness.snapshot()
        var progress: [Int] = []
        var outcome: (FileMessage, ChatError?)?
        let pending = alices.sendFileMessage(
            params: FileMessageCreateParams(fileName: "big.zip", fileSize: 10_000_000, mimeType: "application/zip"),
            progress: { sent, _ in progress.append(sent) }) { outcome = ($0, $1) }
        harness.scheduler.advance(by: .seconds(1))
        let reportedBeforeCancel = progress.count
        #expect(reportedBeforeCancel > 0)
        #expect(alices.cancelUploadingFileMessage(requestId: pending.requestId))
        harness.settle(.seconds(30))
        let (canceled, error) = try #require(outcome)
        #expect(error?.code == .fileUploadCanceled)
        #expect(canceled.sendingStatus == .canceled)
        #expect(canceled.requestId == pending.requestId)
        #expect(!canceled.isResendable)
        #expect(progress.count == reportedBeforeCancel, "no progress after cancelling")
        #expect(harness.snapshot() == before)
        #expect(!alices.cancelUploadingFileMessage(requestId: pending.requestId), "nothing left to cancel")
        #expect(!alices.cancelUploadingFileMessage(requestId: "no-such-request"))
    }

    @Test func aBadFileIsRefusedWith800110() throws {
        let cases: [(FileMessageCreateParams, String)] = [
            (FileMessageCreateParams(fileName: " ", fileSize: 10, mimeType: "text/plain"), "file name"),
            (FileMessageCreateParams(fileName: "a.txt", fileSize: 0, mimeType: "text/plain"), "file size"),
            (FileMessageCreateParams(fileName: "a.txt", fileSize: 26 * 1024 * 1024, mimeType: "text/plain"), "limit"),
            (FileMessageCreateParams(fileName: "a.txt", fileSize: 10, mimeType: "text"), "MIME"),
        ]
        let before = harness.snapshot()
        for (params, detail) in cases {
            let outcome = harness.run { (done: @escaping @MainActor (Result<(FileMessage, ChatError?), ChatError>) -> Void) in
                alices.sendFileMessage(params: params, completion: { done(.success(($0, $1))) })
            }
            let (failed, error) = try outcome.get()
            #expect(error?.code == .invalidParameter)
            #expect(error?.message.contains(detail) == true, "\(error?.message ?? "") should mention \(detail)")
            #expect(failed.sendingStatus == .failed)
            #expect(!failed.isResendable)
        }
        #expect(harness.snapshot() == before)
    }

    // MARK: Editing and deleting

    @Test func onlyTheSenderEditsAMessageAndEveryoneSeesTheEdit() throws {
        let original = harness.expectSent("helo", in: alices)
        harness.settle()
        let bobsEvents = EventRecorder(bob)
        harness.expectRefusal(.nonAuthorized, mentioning: "sender") {
            bobs.updateUserMessage(messageId: original.messageId, params: UserMessageUpdateParams(message: "hacked"), completion: $0)
        }
        harness.expectRefusal(.messageNotFound, mentioning: "999") {
            alices.updateUserMessage(messageId: 999, params: UserMessageUpdateParams(message: "x"), completion: $0)
        }
        harness.expectRefusal(.invalidParameter, mentioning: "empty") {
            alices.updateUserMessage(messageId: original.messageId, params: UserMessageUpdateParams(message: " "), completion: $0)
        }
        harness.settle(.seconds(2))
        let edited = try harness.run {
            alices.updateUserMessage(messageId: original.messageId, params: UserMessageUpdateParams(message: "hello"), completion: $0)
        }.get()
        #expect(edited.message == "hello")
        #expect(edited.messageId == original.messageId)
        #expect(edited.isEdited)
        #expect(!original.isEdited)
        harness.settle()
        #expect(bobsEvents.events == ["updated hello"])
        let stored = try #require(try harness.history(of: bobs).first)
        #expect(stored.message == "hello")
        #expect(stored.isEdited)
    }

    @Test func theSenderOrAnOperatorDeletesAMessageButNoOneElse() throws {
        let alicesMessage = harness.expectSent("from alice", in: alices)
        let bobsMessage = harness.expectSent("from bob", in: bobs)
        let alicesOther = harness.expectSent("another", in: alices)
        harness.settle()
        let bobsEvents = EventRecorder(bob)
        harness.expectRefusal(.nonAuthorized, mentioning: "sender or an operator") { bobs.deleteMessage(messageId: alicesMessage.messageId, completion: $0) }
        harness.expectRefusal(.messageNotFound) { bobs.deleteMessage(messageId: 999, completion: $0) }

        try harness.run { alices.deleteMessage(messageId: alicesMessage.messageId, completion: $0) }.get()
        try harness.run { alices.deleteMessage(messageId: bobsMessage.messageId, completion: $0) }.get()
        harness.settle()
        #expect(bobsEvents.events == ["deleted \(alicesMessage.messageId)", "deleted \(bobsMessage.messageId)"])
        #expect(try harness.history(of: bobs).map(\.messageId) == [alicesOther.messageId])
        harness.expectRefusal(.messageNotFound) { alices.deleteMessage(messageId: alicesMessage.messageId, completion: $0) }
    }

    @Test func deletingAnUnreadMessageTakesItOutOfTheUnreadCount() throws {
        harness.expectSent("one", in: alices)
        harness.settle()
        let two = harness.expectSent("two", in: alices)
        harness.settle()
        #expect(bobs.unreadMessageCount == 2)
        try harness.run { alices.deleteMessage(messageId: two.messageId, completion: $0) }.get()
        harness.settle()
        #expect(bobs.unreadMessageCount == 1)
        #expect(bobs.lastMessage?.message == "one")
    }

    @Test func deletingAThreadReplyUpdatesItsParentsThreadInfo() throws {
        let parent = harness.expectSent("question", in: alices)
        harness.settle()
        let reply = harness.expectSent("answer", in: bobs) { $0.parentMessageId = parent.messageId }
        harness.settle()
        let alicesEvents = EventRecorder(alice)
        try harness.run { bobs.deleteMessage(messageId: reply.messageId, completion: $0) }.get()
        harness.settle()
        #expect(alicesEvents.events == ["deleted \(reply.messageId)", "thread of \(parent.messageId) has 0 replies"])
        #expect(try harness.history(of: alices).first?.threadInfo.replyCount == 0)
    }

    // MARK: Reactions

    @Test func reactionsAreAddedAndDeletedAndTheOtherSideHearsOfEach() throws {
        let message = harness.expectSent("react to me", in: alices)
        harness.settle()
        let alicesEvents = EventRecorder(alice)
        let added = try harness.run { bobs.addReaction(messageId: message.messageId, key: "heart", completion: $0) }.get()
        #expect(added.operation == .add)
        #expect(added.userId == "bob")
        harness.settle()
        #expect(alicesEvents.events == ["reaction add heart by bob"])
        #expect(alicesEvents.reactionEvents.first?.messageId == message.messageId)
        #expect(try harness.history(of: alices).first?.reactions.map { [$0.key] + $0.userIds } == [["heart", "bob"]])

        let before = harness.snapshot()
        _ = try harness.run { bobs.addReaction(messageId: message.messageId, key: "heart", completion: $0) }.get()
        harness.settle()
        #expect(harness.snapshot() == before, "reacting twice with the same key changes nothing")
        #expect(alicesEvents.events.count == 1)

        let deleted = try harness.run { bobs.deleteReaction(messageId: message.messageId, key: "heart", completion: $0) }.get()
        #expect(deleted.operation == .delete)
        harness.settle()
        #expect(alicesEvents.events == ["reaction add heart by bob", "reaction delete heart by bob"])
        #expect(try harness.history(of: alices).first?.reactions.isEmpty == true)
    }

    @Test func aReactionNeedsAKeyAndAnExistingMessage() throws {
        let message = harness.expectSent("hi", in: alices)
        for key in ["", "thumbs up", String(repeating: "k", count: 129)] {
            harness.expectRefusal(.invalidParameter, mentioning: "reaction key") { bobs.addReaction(messageId: message.messageId, key: key, completion: $0) }
        }
        harness.expectRefusal(.messageNotFound) { bobs.addReaction(messageId: 999, key: "heart", completion: $0) }
    }

    // MARK: Threads, quotes and mentions

    @Test func aThreadReplyCountsOnItsParentAndStaysOutOfTheChannel() throws {
        let parent = harness.expectSent("question", in: alices)
        harness.settle()
        try harness.run { alices.markAsRead(completion: $0) }.get()
        harness.settle()
        let alicesEvents = EventRecorder(alice)
        let reply = harness.expectSent("answer", in: bobs) { $0.parentMessageId = parent.messageId }
        #expect(reply.parentMessageId == parent.messageId)
        #expect(!reply.isReplyToChannel)
        #expect(reply.parentMessage?.message == "question")
        harness.settle()
        #expect(alicesEvents.events == ["received answer", "thread of \(parent.messageId) has 1 replies", "delivery status"])
        #expect(alicesEvents.threadInfos.first?.threadInfo.lastRepliedAt == reply.createdAt)

        let channelHistory = try harness.history(of: alices, replyType: .onlyReplyToChannel)
        #expect(channelHistory.map(\.message) == ["question"])
        #expect(channelHistory.first?.threadInfo.replyCount == 1)
        #expect(alices.lastMessage?.messageId == parent.messageId, "a thread-only reply is not the channel's last message")
        #expect(alices.unreadMessageCount == 0, "a thread-only reply does not count as unread in the channel")

        harness.expectSendRefused("nested", in: alices, with: .invalidParameter) { $0.parentMessageId = reply.messageId }
        harness.expectSendRefused("orphan", in: alices, with: .messageNotFound) { $0.parentMessageId = 999 }
    }

    @Test func aQuoteReplyShowsInTheChannelWithItsParent() throws {
        let parent = harness.expectSent("lunch?", in: alices)
        harness.settle()
        let alicesEvents = EventRecorder(alice)
        let quote = harness.expectSent("yes!", in: bobs) {
            $0.parentMessageId = parent.messageId
            $0.isReplyToChannel = true
        }
        #expect(quote.isReplyToChannel)
        harness.settle()
        let received = try #require(alicesEvents.received.first)
        #expect(received.parentMessageId == parent.messageId)
        #expect(received.parentMessage?.message == "lunch?")
        #expect(received.parentMessage?.sender?.userId == "alice")
        #expect(received.isReplyToChannel)
        #expect(alices.lastMessage?.messageId == quote.messageId)
        #expect(alices.unreadMessageCount == 1)
        #expect(try harness.history(of: alices, replyType: .onlyReplyToChannel).map(\.message) == ["lunch?", "yes!"])
    }

    @Test func aMentionReachesTheMentionedUserAndCountsAsUnreadMention() throws {
        let carol = try harness.connect("carol")
        try harness.run { alices.invite(userIds: ["carol"], completion: $0) }.get()
        harness.settle()
        let carols = try harness.groupChannel(alices.channelURL, of: carol)
        let bobsEvents = EventRecorder(bob)
        let carolsEvents = EventRecorder(carol)
        let sent = harness.expectSent("@bob look", in: alices) { $0.mentionedUserIds = ["bob"] }
        #expect(sent.mentionedUsers.map(\.userId) == ["bob"])
        harness.settle()
        #expect(bobsEvents.events == ["received @bob look", "mentioned in @bob look", "delivery status"])
        #expect(carolsEvents.events == ["received @bob look", "delivery status"])
        #expect(bobs.unreadMentionCount == 1)
        #expect(bobs.unreadMessageCount == 1)
        #expect(carols.unreadMentionCount == 0)
        #expect(carols.unreadMessageCount == 1)
        try harness.run { bobs.markAsRead(completion: $0) }.get()
        #expect(bobs.unreadMentionCount == 0)

        harness.expectSendRefused("@zed", in: alices, with: .notFoundInDatabase) { $0.mentionedUserIds = ["zed"] }
    }

    // MARK: Rate limits

    @Test func theSixthMessageInOneSecondFailsWith900200AndCanBeResentLater() throws {
        #expect(harness.server.configuration.messagesPerSecond == nil)
        let spec = try MessageOperationTests(configuration: ServerConfiguration())
        #expect(spec.harness.server.configuration.messagesPerSecond == 5)
        var outcomes: [(UserMessage, ChatError?)] = []
        for index in 1...6 {
            spec.alices.sendUserMessage(params: UserMessageCreateParams(message: "m\(index)")) { outcomes.append(($0, $1)) }
        }
        spec.harness.settle()
        #expect(outcomes.map(\.0.message) == ["m1", "m2", "m3", "m4", "m5", "m6"])
        #expect(outcomes.prefix(5).allSatisfy { $0.1 == nil && $0.0.sendingStatus == .succeeded })
        let (failed, error) = try #require(outcomes.last)
        #expect(error?.code == .tooManyMessages)
        #expect(error?.message.contains("at most 5") == true)
        #expect(failed.sendingStatus == .failed)
        #expect(failed.isResendable)
        #expect(spec.harness.server.messageCount == 5)

        let resent = spec.harness.run { (done: @escaping @MainActor (Result<UserMessage, ChatError>) -> Void) in
            spec.alices.resendUserMessage(failed) { message, error in done(error.map { .failure($0) } ?? .success(message)) }
        }
        #expect(try resent.get().sendingStatus == .succeeded)
        #expect(try spec.harness.history(of: spec.alices).map(\.message) == ["m1", "m2", "m3", "m4", "m5", "m6"])
    }

    @Test func otherRequestsOverTheLimitFailWith500910AndChangeNothing() throws {
        harness.server.configuration.requestsPerSecond = 3
        harness.settle()
        var results: [Result<Void, ChatError>] = []
        for _ in 1...3 { alices.refresh { results.append($0) } }
        let before = harness.snapshot()
        alices.update(params: ChannelUpdateParams(name: "Too fast")) { results.append($0) }
        harness.settle(.milliseconds(1))
        #expect(results.count == 4)
        #expect(results.prefix(3).allSatisfy { (try? $0.get()) != nil })
        guard case .failure(let error) = results.last else {
            Issue.record("the fourth request was not refused")
            return
        }
        #expect(error.code == .rateLimitExceeded)
        #expect(harness.snapshot() == before)
        #expect(alices.name == "Test")

        harness.expectSent("messages have their own limit", in: alices)
        harness.settle()
        try harness.run { alices.update(params: ChannelUpdateParams(name: "Later"), completion: $0) }.get()
        #expect(alices.name == "Later")
    }

    @Test func resendingAMessageThatDidNotFailIsRefused() throws {
        let sent = harness.expectSent("fine", in: alices)
        let outcome = harness.run { (done: @escaping @MainActor (Result<(UserMessage, ChatError?), ChatError>) -> Void) in
            alices.resendUserMessage(sent) { done(.success(($0, $1))) }
        }
        let (same, error) = try outcome.get()
        #expect(error?.code == .invalidParameter)
        #expect(same === sent)
        #expect(harness.server.messageCount == 1)
    }
}
