import Testing
import BanterScheduling
import BanterChatSDKTestSupport
@testable import BanterChatSDK

@Suite("Message collection")
@MainActor
struct MessageCollectionTests {
    typealias Entry = MessageCollectionRecorder.Entry

    /// Alice and Bob in a channel Alice created and operates, each with their own object for it.
    struct Conversation {
        let alice: ChatClient
        let bob: ChatClient
        let alices: GroupChannel
        let bobs: GroupChannel
    }

    func conversation(_ harness: ChatTestHarness) throws -> Conversation {
        let alice = try harness.connect("alice")
        let bob = try harness.connect("bob")
        let alices = try harness.groupChannel(alice, with: ["bob"])
        harness.settle()
        let bobs = try harness.run { bob.getGroupChannel(url: alices.channelURL, completion: $0) }.get()
        return Conversation(alice: alice, bob: bob, alices: alices, bobs: bobs)
    }

    /// A started collection with a recorder attached.
    func started(
        _ harness: ChatTestHarness, _ client: ChatClient, _ channel: GroupChannel, startingPoint: Int64 = .max,
        previous: Int = 20, next: Int = 0, _ configure: (inout MessageListParams) -> Void = { _ in }
    ) throws -> (MessageCollection, MessageCollectionRecorder) {
        var params = MessageListParams(previousResultSize: previous, nextResultSize: next)
        configure(&params)
        let collection = client.createMessageCollection(channel: channel, startingPoint: startingPoint, params: params)
        let recorder = MessageCollectionRecorder()
        recorder.record(collection)
        _ = try harness.run { collection.start(completion: $0) }.get()
        return (collection, recorder)
    }

    /// Sends `count` texts "<prefix>1"… in `channel`, `spacing` apart.
    func send(_ harness: ChatTestHarness, _ count: Int, _ prefix: String, in channel: GroupChannel, spacing: Duration = .zero) {
        for number in 1...count {
            harness.scheduler.advance(by: spacing)
            #expect(harness.send("\(prefix)\(number)", in: channel).1 == nil)
        }
    }

    func texts(_ messages: [BaseMessage]) -> [String] { messages.map(\.message) }

    func failure<T>(_ result: Result<T, ChatError>) -> ChatError.Code? {
        if case .failure(let error) = result { return error.code }
        return nil
    }

    // MARK: Starting and paging

    @Test func startAtTheLiveEndLoadsTheNewestMessages() throws {
        let harness = ChatTestHarness()
        let chat = try conversation(harness)
        send(harness, 30, "m", in: chat.bobs)
        let collection = chat.alice.createMessageCollection(channel: chat.alices, params: MessageListParams(previousResultSize: 10))
        let loaded = try harness.run { collection.start(completion: $0) }.get()
        #expect(texts(loaded) == (21...30).map { "m\($0)" })
        #expect(texts(collection.succeededMessages) == texts(loaded))
        #expect(collection.hasPrevious)
        #expect(!collection.hasNext)
    }

    @Test func startAroundATimestampLoadsMessagesAtOrBeforeItAndAfterIt() throws {
        let harness = ChatTestHarness()
        let chat = try conversation(harness)
        send(harness, 10, "m", in: chat.bobs, spacing: .milliseconds(10))
        let fifth = try harness.run { chat.alices.getMessagesByTimestamp(.max, params: MessageListParams(previousResultSize: 6), completion: $0) }
            .get().first!
        #expect(fifth.message == "m5")
        let (collection, _) = try started(harness, chat.alice, chat.alices, startingPoint: fifth.createdAt, previous: 2, next: 3)
        #expect(texts(collection.succeededMessages) == ["m4", "m5", "m6", "m7", "m8"])
        #expect(collection.hasPrevious)
        #expect(collection.hasNext)
    }

    @Test func loadPreviousPagesBackWithoutRepeatsOrGapsEvenWithinOneMillisecond() throws {
        let harness = ChatTestHarness()
        let chat = try conversation(harness)
        send(harness, 25, "m", in: chat.bobs)
        #expect(Set(try harness.run { chat.alices.getMessagesByTimestamp(.max, params: MessageListParams(previousResultSize: 30), completion: $0) }
            .get().map(\.createdAt)).count == 1)
        let (collection, recorder) = try started(harness, chat.alice, chat.alices, previous: 10)
        var pages: [[String]] = []
        while collection.hasPrevious {
            pages.append(texts(try harness.run { collection.loadPrevious(completion: $0) }.get()))
        }
        #expect(pages == [(6...15).map { "m\($0)" }, (1...5).map { "m\($0)" }])
        #expect(texts(collection.succeededMessages) == (1...25).map { "m\($0)" })
        #expect(try harness.run { collection.loadPrevious(completion: $0) }.get().isEmpty)
        #expect(recorder.entries.isEmpty)
    }

    @Test func loadNextPagesForwardToTheLiveEndWhereNewMessagesJoin() throws {
        let harness = ChatTestHarness()
        let chat = try conversation(harness)
        let before = chat.alice.serverTime
        harness.scheduler.advance(by: .milliseconds(10))
        send(harness, 12, "m", in: chat.bobs)
        let (collection, recorder) = try started(harness, chat.alice, chat.alices, startingPoint: before, previous: 5, next: 5)
        #expect(texts(collection.succeededMessages) == (1...5).map { "m\($0)" })
        #expect(!collection.hasPrevious)
        #expect(collection.hasNext)
        #expect(texts(try harness.run { collection.loadNext(completion: $0) }.get()) == (6...10).map { "m\($0)" })
        #expect(collection.hasNext)
        #expect(texts(try harness.run { collection.loadNext(completion: $0) }.get()) == ["m11", "m12"])
        #expect(!collection.hasNext)

        _ = harness.send("live", in: chat.bobs)
        harness.settle()
        #expect(recorder.messageEntries == [Entry(.added, .eventMessageReceived, .succeeded, ["live"])])
        #expect(collection.succeededMessages.last?.message == "live")
    }

    @Test func awayFromTheLiveEndNewMessagesWaitForLoadNext() throws {
        let harness = ChatTestHarness()
        let chat = try conversation(harness)
        let before = chat.alice.serverTime
        harness.scheduler.advance(by: .milliseconds(10))
        send(harness, 8, "m", in: chat.bobs)
        let (collection, recorder) = try started(harness, chat.alice, chat.alices, startingPoint: before, previous: 5, next: 5)
        #expect(collection.hasNext)

        _ = harness.send("from bob", in: chat.bobs)
        _ = harness.send("from alice", in: chat.alices)
        harness.settle()
        // Alice's own send shows while pending, then leaves to wait with the rest.
        #expect(recorder.messageEntries == [
            Entry(.added, .localMessagePendingCreated, .pending, ["from alice"]),
            Entry(.deleted, .eventMessageSent, .succeeded, ["from alice"]),
        ])
        #expect(collection.hasNext)
        #expect(collection.pendingMessages.isEmpty)
        #expect(texts(collection.succeededMessages) == (1...5).map { "m\($0)" })

        _ = try harness.run { collection.loadNext(completion: $0) }.get()
        #expect(texts(collection.succeededMessages) == (1...8).map { "m\($0)" } + ["from bob", "from alice"])
        #expect(!collection.hasNext)
    }

    @Test func loadingAgainInTheSameDirectionFailsWith800170WhileTheOtherDirectionLoads() throws {
        let harness = ChatTestHarness()
        let chat = try conversation(harness)
        send(harness, 10, "m", in: chat.bobs, spacing: .milliseconds(10))
        let middle = try harness.run { chat.alices.getMessagesByTimestamp(.max, params: MessageListParams(previousResultSize: 5), completion: $0) }
            .get().first!
        let (collection, _) = try started(harness, chat.alice, chat.alices, startingPoint: middle.createdAt, previous: 2, next: 2)
        #expect(texts(collection.succeededMessages) == ["m5", "m6", "m7", "m8"])

        var previous: Result<[BaseMessage], ChatError>?, next: Result<[BaseMessage], ChatError>?
        collection.loadPrevious { previous = $0 }
        collection.loadNext { next = $0 }
        let again = harness.run { collection.loadPrevious(completion: $0) }
        #expect(failure(again) == .queryInProgress)
        harness.settle()
        #expect(texts(try #require(previous).get()) == ["m3", "m4"])
        #expect(texts(try #require(next).get()) == ["m9", "m10"])
        #expect(texts(collection.succeededMessages) == (3...10).map { "m\($0)" })
    }

    @Test func badParametersAndLoadingBeforeStartFailWith800110() throws {
        let harness = ChatTestHarness()
        let chat = try conversation(harness)
        let negative = chat.alice.createMessageCollection(channel: chat.alices, params: MessageListParams(previousResultSize: -1))
        let refused = harness.run { negative.start(completion: $0) }
        #expect(failure(refused) == .invalidParameter)
        if case .failure(let error) = refused { #expect(error.message.contains("previousResultSize is -1")) }

        let unstarted = chat.alice.createMessageCollection(channel: chat.alices)
        #expect(failure(harness.run { unstarted.loadPrevious(completion: $0) }) == .invalidParameter)
        _ = try harness.run { unstarted.start(completion: $0) }.get()
        #expect(failure(harness.run { unstarted.start(completion: $0) }) == .invalidParameter)
    }

    @Test func theAsyncFormsLoadLikeTheCompletionForms() async throws {
        let harness = ChatTestHarness()
        let chat = try conversation(harness)
        send(harness, 6, "m", in: chat.bobs)
        let collection = chat.alice.createMessageCollection(channel: chat.alices, params: MessageListParams(previousResultSize: 4))
        let first = try await harness.runAsync { try await collection.start().map(\.message) }
        let older = try await harness.runAsync { try await collection.loadPrevious().map(\.message) }
        #expect(first == ["m3", "m4", "m5", "m6"])
        #expect(older == ["m1", "m2"])
    }

    // MARK: Sending

    @Test func theSenderSeesItsMessagePendingThenSent() throws {
        let harness = ChatTestHarness(configuration: ServerConfiguration())
        let chat = try conversation(harness)
        let (collection, recorder) = try started(harness, chat.alice, chat.alices)

        let pending = chat.alices.sendUserMessage(params: UserMessageCreateParams(message: "hello"))
        #expect(recorder.messageEntries == [Entry(.added, .localMessagePendingCreated, .pending, ["hello"])])
        #expect(collection.pendingMessages.first === pending)
        #expect(collection.succeededMessages.isEmpty)

        harness.settle()
        #expect(recorder.messageEntries == [
            Entry(.added, .localMessagePendingCreated, .pending, ["hello"]),
            Entry(.updated, .eventMessageSent, .succeeded, ["hello"]),
        ])
        let sent = try #require(collection.succeededMessages.last)
        #expect(recorder.lastMessages.first === sent)
        #expect(sent.requestId == pending.requestId)
        #expect(sent.sendingStatus == .succeeded)
        #expect(sent.messageId > 0)
        #expect(collection.pendingMessages.isEmpty)
    }

    @Test func theOtherSideSeesTheMessageReceived() throws {
        let harness = ChatTestHarness(configuration: ServerConfiguration())
        let chat = try conversation(harness)
        let (collection, recorder) = try started(harness, chat.bob, chat.bobs)
        _ = harness.send("hello", in: chat.alices)
        harness.settle()
        #expect(recorder.messageEntries == [Entry(.added, .eventMessageReceived, .succeeded, ["hello"])])
        #expect(texts(collection.succeededMessages) == ["hello"])
        #expect(collection.pendingMessages.isEmpty)
    }

    @Test func aSendThatTimesOutFailsAndAResendMovesItBackToPendingAndOn() throws {
        let harness = ChatTestHarness()
        let chat = try conversation(harness)
        let (collection, recorder) = try started(harness, chat.alice, chat.alices)
        harness.server.configuration.failureRates[.sendMessage] = 1

        let (failed, error) = harness.send("lost", in: chat.alices)
        #expect(error?.code == .ackTimeout)
        #expect(recorder.messageEntries == [
            Entry(.added, .localMessagePendingCreated, .pending, ["lost"]),
            Entry(.updated, .localMessageFailed, .failed, ["lost"]),
        ])
        #expect(collection.pendingMessages.isEmpty)
        #expect(collection.failedMessages.first === failed)
        #expect(failed.errorCode == .ackTimeout)
        #expect(failed.isResendable)

        harness.server.configuration.failureRates[.sendMessage] = 0
        recorder.clear()
        let retry = chat.alices.resendUserMessage(failed)
        #expect(recorder.messageEntries == [Entry(.updated, .localMessageResendStarted, .pending, ["lost"])])
        #expect(collection.failedMessages.isEmpty)
        #expect(collection.pendingMessages.first === retry)
        harness.settle()
        #expect(recorder.messageEntries.last == Entry(.updated, .eventMessageSent, .succeeded, ["lost"]))
        #expect(collection.pendingMessages.isEmpty)
        #expect(texts(collection.succeededMessages) == ["lost"])
    }

    @Test func aSendInAFrozenChannelFailsWith900050AndCannotBeResent() throws {
        let harness = ChatTestHarness()
        let chat = try conversation(harness)
        let (collection, recorder) = try started(harness, chat.bob, chat.bobs)
        _ = try harness.run { chat.alices.freeze(completion: $0) }.get()
        harness.settle()
        #expect(recorder.entries == [Entry(.updatedChannel, .eventChannelFrozen, SendingStatus.none)])

        let (failed, error) = harness.send("let me in", in: chat.bobs)
        #expect(error?.code == .channelFrozen)
        #expect(recorder.messageEntries == [
            Entry(.added, .localMessagePendingCreated, .pending, ["let me in"]),
            Entry(.updated, .localMessageFailed, .failed, ["let me in"]),
        ])
        #expect(!failed.isResendable)
        #expect(collection.failedMessages.first?.errorCode == .channelFrozen)

        let removed = try harness.run { collection.removeFailedMessages([failed], completion: $0) }.get()
        #expect(removed == [failed.requestId])
        #expect(collection.failedMessages.isEmpty)
    }

    @Test func aCancelledUploadLeavesTheCollection() throws {
        let harness = ChatTestHarness()
        let chat = try conversation(harness)
        let (collection, recorder) = try started(harness, chat.alice, chat.alices)
        let pending = chat.alices.sendFileMessage(params: FileMessageCreateParams(fileName: "big.zip", fileSize: 8 << 20, mimeType: "application/zip"))
        harness.scheduler.advance(by: .seconds(1))
        #expect(chat.alices.cancelUploadingFileMessage(requestId: pending.requestId))
        harness.settle()
        #expect(recorder.messageEntries.map(\.kind) == [.added, .deleted])
        #expect(recorder.messageEntries.last?.source == .localMessageCanceled)
        #expect(recorder.messageEntries.last?.status == .canceled)
        #expect(collection.pendingMessages.isEmpty)
        #expect(collection.failedMessages.isEmpty)
        #expect(collection.succeededMessages.isEmpty)
    }

    @Test func messagesSentWhileTheCollectionStartsAppearOnceItHas() throws {
        let harness = ChatTestHarness(configuration: ServerConfiguration())
        let chat = try conversation(harness)
        _ = harness.send("before", in: chat.alices)
        let collection = chat.alice.createMessageCollection(channel: chat.alices)
        let recorder = MessageCollectionRecorder()
        recorder.record(collection)
        var loaded: [BaseMessage]?
        collection.start { loaded = try? $0.get() }
        chat.alices.sendUserMessage(params: UserMessageCreateParams(message: "early"))
        #expect(recorder.entries.isEmpty)
        harness.settle()
        #expect(texts(try #require(loaded)) == ["before"])
        #expect(recorder.messageEntries == [
            Entry(.added, .localMessagePendingCreated, .pending, ["early"]),
            Entry(.updated, .eventMessageSent, .succeeded, ["early"]),
        ])
        #expect(texts(collection.succeededMessages) == ["before", "early"])
    }

    // MARK: Filters

    @Test func threadOnlyRepliesStayOutUnlessAskedForButUpdateTheirParent() throws {
        let harness = ChatTestHarness()
        let chat = try conversation(harness)
        let (channelView, channelRecorder) = try started(harness, chat.alice, chat.alices)
        let (threadView, _) = try started(harness, chat.alice, chat.alices) { $0.replyType = .all }
        let (question, _) = harness.send("question", in: chat.bobs)
        harness.settle()
        let heldQuestion = try #require(channelView.succeededMessages.first)
        channelRecorder.clear()

        _ = harness.send("in thread", in: chat.bobs) { $0.parentMessageId = question.messageId }
        _ = harness.send("quoted", in: chat.bobs) {
            $0.parentMessageId = question.messageId
            $0.isReplyToChannel = true
        }
        harness.settle()

        #expect(channelRecorder.messageEntries == [
            Entry(.updated, .eventThreadInfoUpdated, .succeeded, ["question"]),
            Entry(.added, .eventMessageReceived, .succeeded, ["quoted"]),
            Entry(.updated, .eventThreadInfoUpdated, .succeeded, ["question"]),
        ])
        #expect(texts(channelView.succeededMessages) == ["question", "quoted"])
        #expect(channelView.succeededMessages.first?.threadInfo.replyCount == 2)
        #expect(heldQuestion.threadInfo.replyCount == 0)
        #expect(texts(threadView.succeededMessages) == ["question", "in thread", "quoted"])
    }

    @Test func theMessageTypeFilterKeepsOtherKindsOut() throws {
        let harness = ChatTestHarness()
        let chat = try conversation(harness)
        let (collection, recorder) = try started(harness, chat.alice, chat.alices) { $0.messageTypeFilter = .file }
        _ = harness.send("text", in: chat.bobs)
        let file = harness.run { (done: @escaping @MainActor (Result<FileMessage, ChatError>) -> Void) in
            chat.bobs.sendFileMessage(params: FileMessageCreateParams(fileName: "a.png", fileSize: 1024, mimeType: "image/png"), completion: { message, error in
                done(error.map { .failure($0) } ?? .success(message))
            })
        }
        _ = try file.get()
        harness.settle()
        #expect(recorder.messageEntries.map(\.kind) == [.added])
        #expect(collection.succeededMessages.count == 1)
        #expect(collection.succeededMessages.first is FileMessage)
    }

    // MARK: Changes to held messages

    @Test func editsReactionsAndDeletionsReplaceOrRemoveHeldMessages() throws {
        let harness = ChatTestHarness()
        let chat = try conversation(harness)
        let (collection, recorder) = try started(harness, chat.alice, chat.alices)
        let (sent, _) = harness.send("typo", in: chat.bobs)
        harness.settle()
        let original = try #require(collection.succeededMessages.first)
        recorder.clear()

        _ = try harness.run { chat.bobs.updateUserMessage(messageId: sent.messageId, params: UserMessageUpdateParams(message: "fixed"), completion: $0) }.get()
        harness.settle()
        let edited = try #require(collection.succeededMessages.first)
        _ = try harness.run { chat.bobs.addReaction(messageId: sent.messageId, key: "thumbsup", completion: $0) }.get()
        harness.settle()
        let reacted = try #require(collection.succeededMessages.first)
        #expect(recorder.messageEntries == [
            Entry(.updated, .eventMessageUpdated, .succeeded, ["fixed"]),
            Entry(.updated, .eventReactionUpdated, .succeeded, ["fixed"]),
        ])
        #expect(original.message == "typo")
        #expect(edited.reactions.isEmpty)
        #expect(reacted.reactions.map(\.key) == ["thumbsup"])
        #expect(reacted.reactions.first?.userIds == ["bob"])
        #expect(edited !== reacted)

        _ = try harness.run { chat.bobs.deleteMessage(messageId: sent.messageId, completion: $0) }.get()
        harness.settle()
        #expect(recorder.messageEntries.last == Entry(.deleted, .eventMessageDeleted, .succeeded, ["fixed"]))
        #expect(collection.succeededMessages.isEmpty)
    }

    // MARK: Reconnection

    @Test func afterAReconnectionMissedMessagesAreFilledAndEditsAndDeletionsApplied() throws {
        let harness = ChatTestHarness()
        let chat = try conversation(harness)
        let (collection, recorder) = try started(harness, chat.alice, chat.alices)
        let (keep, _) = harness.send("keep", in: chat.bobs)
        let (edit, _) = harness.send("edit me", in: chat.bobs)
        let (delete, _) = harness.send("delete me", in: chat.bobs)
        harness.settle()
        recorder.clear()

        harness.server.dropConnections(of: "alice")
        _ = try harness.run { chat.bobs.updateUserMessage(messageId: edit.messageId, params: UserMessageUpdateParams(message: "edited"), completion: $0) }.get()
        _ = try harness.run { chat.bobs.deleteMessage(messageId: delete.messageId, completion: $0) }.get()
        _ = try harness.run { chat.bobs.addReaction(messageId: keep.messageId, key: "heart", completion: $0) }.get()
        send(harness, 2, "missed", in: chat.bobs)
        #expect(recorder.entries.isEmpty)

        harness.settle(.seconds(2))
        #expect(chat.alice.connectionState == .open)
        #expect(recorder.entries == [
            Entry(.updatedChannel, .channelChangelog, SendingStatus.none),
            Entry(.deleted, .messageChangelog, .succeeded, ["delete me"]),
            Entry(.updated, .messageChangelog, .succeeded, ["keep", "edited"]),
            Entry(.added, .messageFill, .succeeded, ["missed1", "missed2"]),
        ])
        #expect(texts(collection.succeededMessages) == ["keep", "edited", "missed1", "missed2"])
        #expect(collection.succeededMessages.first?.reactions.map(\.key) == ["heart"])
        #expect(chat.alices.unreadMessageCount == 4)
        #expect(!collection.hasNext)

        _ = harness.send("live again", in: chat.bobs)
        harness.settle()
        #expect(collection.succeededMessages.last?.message == "live again")
    }

    @Test func aReconnectionWithNothingMissedReportsNothing() throws {
        let harness = ChatTestHarness()
        let chat = try conversation(harness)
        send(harness, 3, "m", in: chat.bobs)
        let (_, recorder) = try started(harness, chat.alice, chat.alices)
        harness.server.dropConnections(of: "alice")
        harness.settle(.seconds(2))
        #expect(chat.alice.connectionState == .open)
        #expect(recorder.entries.isEmpty)
    }

    @Test func moreMissedMessagesThanTheThresholdAreReportedAsAHugeGapInsteadOfFilled() throws {
        let harness = ChatTestHarness()
        let chat = try conversation(harness)
        send(harness, 3, "old", in: chat.bobs)
        let (collection, recorder) = try started(harness, chat.alice, chat.alices)
        chat.alice.reconnectionPolicy = ReconnectionPolicy(initialDelay: .seconds(10))

        harness.server.isNetworkAvailable = false
        harness.server.isNetworkAvailable = true
        harness.settle(.seconds(2))
        #expect(chat.bob.connectionState == .open)
        #expect(chat.alice.connectionState == .reconnecting)
        send(harness, MessageCollection.hugeGapThreshold + 1, "new", in: chat.bobs)

        harness.settle(.seconds(10))
        #expect(chat.alice.connectionState == .open)
        #expect(recorder.messageEntries.isEmpty)
        #expect(recorder.entries.last == Entry(.hugeGap))
        #expect(collection.hasNext)
        #expect(texts(collection.succeededMessages) == ["old1", "old2", "old3"])

        // The collection can still page across the gap.
        #expect(texts(try harness.run { collection.loadNext(completion: $0) }.get()) == (1...20).map { "new\($0)" })
    }

    @Test func aGapWithinTheThresholdIsFilled() throws {
        let harness = ChatTestHarness()
        let chat = try conversation(harness)
        let (collection, recorder) = try started(harness, chat.alice, chat.alices)
        harness.server.dropConnections(of: "alice")
        send(harness, MessageCollection.hugeGapThreshold, "m", in: chat.bobs)
        harness.settle(.seconds(2))
        #expect(!recorder.entries.contains(Entry(.hugeGap)))
        #expect(collection.succeededMessages.count == MessageCollection.hugeGapThreshold)
        #expect(!collection.hasNext)
    }

    @Test func aSendWhoseAcknowledgementWasLostIsResolvedByTheFill() throws {
        let harness = ChatTestHarness()
        let chat = try conversation(harness)
        let (collection, recorder) = try started(harness, chat.alice, chat.alices)
        harness.server.configuration.failureRates[.sendMessage] = 1
        harness.server.configuration.lostAcknowledgementShare = 1
        let (failed, error) = harness.send("stored anyway", in: chat.alices)
        #expect(error?.code == .ackTimeout)
        #expect(collection.failedMessages.first === failed)
        harness.server.configuration.failureRates[.sendMessage] = 0
        recorder.clear()

        harness.server.dropConnections(of: "alice")
        harness.settle(.seconds(2))
        #expect(recorder.messageEntries == [Entry(.updated, .messageFill, .succeeded, ["stored anyway"])])
        #expect(collection.failedMessages.isEmpty)
        #expect(collection.succeededMessages.first?.requestId == failed.requestId)
    }

    // MARK: The channel

    @Test func theChannelsDeletionAndTheUsersLeavingAreReportedAsDeletedChannel() throws {
        let harness = ChatTestHarness()
        let chat = try conversation(harness)
        let (_, bobsRecorder) = try started(harness, chat.bob, chat.bobs)
        let (_, alicesRecorder) = try started(harness, chat.alice, chat.alices)
        _ = try harness.run { chat.bobs.leave(completion: $0) }.get()
        harness.settle()
        #expect(bobsRecorder.entries.last == Entry(.deletedChannel, .eventUserLeft, SendingStatus.none, [chat.bobs.channelURL]))
        #expect(alicesRecorder.entries.last == Entry(.updatedChannel, .eventUserLeft, SendingStatus.none))

        _ = try harness.run { chat.alices.delete(completion: $0) }.get()
        harness.settle()
        #expect(alicesRecorder.entries.last == Entry(.deletedChannel, .eventChannelDeleted, SendingStatus.none, [chat.alices.channelURL]))
    }

    // MARK: Disposal

    @Test func afterDisposeEveryCallFailsWith800600AndTheDelegateHearsNothing() throws {
        let harness = ChatTestHarness()
        let chat = try conversation(harness)
        send(harness, 5, "m", in: chat.bobs)
        let (collection, recorder) = try started(harness, chat.alice, chat.alices, previous: 2)
        var running: Result<[BaseMessage], ChatError>?
        collection.loadPrevious { running = $0 }
        collection.dispose()
        #expect(collection.isDisposed)

        _ = harness.send("from bob", in: chat.bobs)
        _ = harness.send("from alice", in: chat.alices)
        harness.server.dropConnections(of: "alice")
        harness.settle(.seconds(2))
        #expect(recorder.entries.isEmpty)
        #expect(running.flatMap(failure) == .collectionDisposed)
        #expect(failure(harness.run { collection.start(completion: $0) }) == .collectionDisposed)
        #expect(failure(harness.run { collection.loadPrevious(completion: $0) }) == .collectionDisposed)
        #expect(failure(harness.run { collection.loadNext(completion: $0) }) == .collectionDisposed)
        #expect(failure(harness.run { collection.removeFailedMessages([], completion: $0) }) == .collectionDisposed)
        #expect(texts(collection.succeededMessages) == ["m4", "m5"])
    }

    @Test func disposingFromACallbackStopsTheCallsThatWouldFollow() throws {
        let harness = ChatTestHarness()
        let chat = try conversation(harness)
        let (collection, recorder) = try started(harness, chat.alice, chat.alices)
        recorder.onMessages = { $0.dispose() }
        _ = harness.send("hello", in: chat.alices)
        harness.settle()
        #expect(recorder.entries == [Entry(.added, .localMessagePendingCreated, .pending, ["hello"])])
        #expect(collection.isDisposed)
    }
}
