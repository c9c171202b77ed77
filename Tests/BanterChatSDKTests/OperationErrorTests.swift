import Testing
import BanterScheduling
@testable import BanterChatSDK

/// Calls that cannot reach the service: before `connect`, after `disconnect`, and while the
/// network is down. Each fails with its own code, on a later turn, and changes nothing.
@Suite("Calls without a connection")
@MainActor
struct OperationErrorTests {
    /// One public call, reduced to "did it fail, and how".
    typealias Call = (name: String, start: (@escaping @MainActor (Result<Void, ChatError>) -> Void) -> Void)

    /// Alice operates a group channel with Bob (holding one message of hers) and an open
    /// channel she has entered.
    @MainActor
    struct Fixture {
        let harness: ChatTestHarness
        let alice: ChatClient
        let bob: ChatClient
        let group: GroupChannel
        let open: OpenChannel
        let message: UserMessage

        init(configuration: ServerConfiguration = .immediate) throws {
            harness = ChatTestHarness(configuration: configuration)
            alice = try harness.connect("alice")
            bob = try harness.connect("bob")
            _ = try harness.connect("carol")
            group = try harness.groupChannel(alice, with: ["bob"])
            var params = OpenChannelCreateParams(name: "Lobby")
            params.operatorUserIds = ["alice"]
            let alice = alice
            open = try harness.run { alice.createOpenChannel(params: params, completion: $0) }.get()
            let open = open
            try harness.run { open.enter(completion: $0) }.get()
            harness.settle()
            let (sent, error) = harness.send("hello", in: group)
            #expect(error == nil)
            message = sent
            harness.settle()
        }

        /// Every kind of request a client makes, through `client` and channel objects it holds.
        func everyCall() -> [Call] {
            let client = alice, group = group, open = open, messageId = message.messageId
            let url = group.channelURL
            func settled(_ done: @escaping @MainActor (Result<Void, ChatError>) -> Void) -> @MainActor (BaseMessage, ChatError?) -> Void {
                { _, error in done(error.map { .failure($0) } ?? .success(())) }
            }
            return [
                ("createGroupChannel", { done in client.createGroupChannel(params: GroupChannelCreateParams(userIds: ["bob"])) { done($0.map { _ in }) } }),
                ("createOpenChannel", { done in client.createOpenChannel(params: OpenChannelCreateParams(name: "Another")) { done($0.map { _ in }) } }),
                ("getGroupChannel", { done in client.getGroupChannel(url: url) { done($0.map { _ in }) } }),
                ("getOpenChannel", { done in client.getOpenChannel(url: open.channelURL) { done($0.map { _ in }) } }),
                ("refresh", { group.refresh(completion: $0) }),
                ("update", { group.update(params: ChannelUpdateParams(name: "Renamed"), completion: $0) }),
                ("delete", { group.delete(completion: $0) }),
                ("invite", { group.invite(userIds: ["carol"], completion: $0) }),
                ("join", { group.join(completion: $0) }),
                ("leave", { group.leave(completion: $0) }),
                ("hide", { group.hide(completion: $0) }),
                ("unhide", { group.unhide(completion: $0) }),
                ("freeze", { group.freeze(completion: $0) }),
                ("unfreeze", { group.unfreeze(completion: $0) }),
                ("muteUser", { group.muteUser(userId: "bob", seconds: 60, completion: $0) }),
                ("unmuteUser", { group.unmuteUser(userId: "bob", completion: $0) }),
                ("banUser", { group.banUser(userId: "bob", seconds: 60, completion: $0) }),
                ("unbanUser", { group.unbanUser(userId: "bob", completion: $0) }),
                ("addOperators", { group.addOperators(userIds: ["bob"], completion: $0) }),
                ("removeOperators", { group.removeOperators(userIds: ["alice"], completion: $0) }),
                ("markAsRead", { group.markAsRead(completion: $0) }),
                ("startTyping", { group.startTyping(completion: $0) }),
                ("endTyping", { group.endTyping(completion: $0) }),
                ("enter", { open.enter(completion: $0) }),
                ("exit", { open.exit(completion: $0) }),
                ("sendUserMessage", { done in group.sendUserMessage(params: UserMessageCreateParams(message: "hi"), completion: settled(done)) }),
                ("sendFileMessage", { done in
                    group.sendFileMessage(params: FileMessageCreateParams(fileName: "a.png", fileSize: 1024, mimeType: "image/png"), completion: settled(done))
                }),
                ("updateUserMessage", { done in group.updateUserMessage(messageId: messageId, params: UserMessageUpdateParams(message: "edited")) { done($0.map { _ in }) } }),
                ("deleteMessage", { group.deleteMessage(messageId: messageId, completion: $0) }),
                ("addReaction", { done in group.addReaction(messageId: messageId, key: "smile") { done($0.map { _ in }) } }),
                ("deleteReaction", { done in group.deleteReaction(messageId: messageId, key: "smile") { done($0.map { _ in }) } }),
                ("getMessagesByTimestamp", { done in group.getMessagesByTimestamp(.max, params: MessageListParams()) { done($0.map { _ in }) } }),
                ("getMessagesByMessageId", { done in group.getMessagesByMessageId(messageId, params: MessageListParams()) { done($0.map { _ in }) } }),
                ("getThreadedMessages", { done in
                    group.getThreadedMessages(parentMessageId: messageId, timestamp: 0, params: MessageListParams(previousResultSize: 0, nextResultSize: 10)) { done($0.map { _ in }) }
                }),
            ]
        }
    }

    @Test func everyClientCallBeforeConnectFailsWith800101() throws {
        let fixture = try Fixture()
        let stranger = ChatClient(server: fixture.harness.server)
        let before = fixture.harness.snapshot()
        let url = fixture.group.channelURL
        let calls: [Call] = [
            ("createGroupChannel", { done in stranger.createGroupChannel(params: GroupChannelCreateParams(userIds: ["bob"])) { done($0.map { _ in }) } }),
            ("createOpenChannel", { done in stranger.createOpenChannel(params: OpenChannelCreateParams(name: "Lobby")) { done($0.map { _ in }) } }),
            ("getGroupChannel", { done in stranger.getGroupChannel(url: url) { done($0.map { _ in }) } }),
            ("getOpenChannel", { done in stranger.getOpenChannel(url: fixture.open.channelURL) { done($0.map { _ in }) } }),
        ]
        #expect(stranger.connectionState == .closed)
        for call in calls {
            let error = fixture.harness.failure(call.start)
            #expect(error?.code == .connectionRequired, "\(call.name)")
            #expect(error?.message.contains("connect") == true, "\(call.name): \(error?.message ?? "no error")")
        }
        #expect(fixture.harness.snapshot() == before)
    }

    @Test func everyCallAfterDisconnectFailsWith800101AndChangesNothing() throws {
        let fixture = try Fixture()
        let harness = fixture.harness
        harness.disconnect(fixture.alice)
        #expect(fixture.alice.connectionState == .closed)
        let before = harness.snapshot()
        let calls = fixture.everyCall()
        #expect(calls.count == 34)
        for call in calls {
            let error = harness.failure(call.start)
            #expect(error?.code == .connectionRequired, "\(call.name) failed with \(error?.description ?? "nothing")")
        }
        harness.settle(.seconds(30))
        #expect(harness.snapshot() == before)
        #expect(harness.server.messageCount == 1)
    }

    @Test func everyCallWhileTheNetworkIsDownFailsWith800120AndChangesNothing() throws {
        let fixture = try Fixture()
        let harness = fixture.harness
        harness.server.isNetworkAvailable = false
        #expect(fixture.alice.connectionState == .reconnecting)
        let before = harness.snapshot()
        for call in fixture.everyCall() {
            let error = harness.failure(call.start)
            #expect(error?.code == .networkError, "\(call.name) failed with \(error?.description ?? "nothing")")
        }
        harness.settle(.seconds(30))
        #expect(harness.snapshot() == before)
    }

    @Test func aRefusedCallCompletesOnALaterTurnNeverInsideTheCall() throws {
        let fixture = try Fixture()
        fixture.harness.server.isNetworkAvailable = false
        var completed = false
        fixture.group.refresh { _ in completed = true }
        #expect(!completed)
        fixture.harness.scheduler.runDue()
        #expect(completed)
    }

    @Test func connectingWithAnEmptyUserIdFailsWith800110() throws {
        let harness = ChatTestHarness()
        let client = ChatClient(server: harness.server)
        let before = harness.snapshot()
        for userId in ["", "   "] {
            let error = harness.failure { client.connect(userId: userId, completion: $0) }
            #expect(error?.code == .invalidParameter)
            #expect(error?.message.contains("user id") == true)
        }
        #expect(client.connectionState == .closed)
        #expect(client.currentUser == nil)
        #expect(harness.snapshot() == before)
    }

    @Test func connectingWhileTheNetworkIsDownFailsWith800120AndCreatesNoUser() throws {
        let harness = ChatTestHarness()
        harness.server.isNetworkAvailable = false
        let client = ChatClient(server: harness.server)
        let error = harness.failure { client.connect(userId: "alice", completion: $0) }
        #expect(error?.code == .networkError)
        #expect(client.connectionState == .closed)
        #expect(harness.server.state.users["alice"] == nil)
        harness.server.isNetworkAvailable = true
        let user = try harness.run { client.connect(userId: "alice", completion: $0) }.get()
        #expect(user.userId == "alice")
        #expect(client.connectionState == .open)
    }

    @Test func aMessageSentWhileDisconnectedFailsResendablyAndIsStoredOnceAfterReconnecting() throws {
        let fixture = try Fixture()
        let harness = fixture.harness
        harness.disconnect(fixture.alice)
        let before = harness.snapshot()
        let (failed, error) = harness.send("while offline", in: fixture.group)
        #expect(error?.code == .connectionRequired)
        #expect(failed.sendingStatus == .failed)
        #expect(failed.errorCode == .connectionRequired)
        #expect(failed.isResendable)
        #expect(harness.snapshot() == before)

        _ = try harness.run { fixture.alice.connect(userId: "alice", completion: $0) }.get()
        let resent = harness.run { (done: @escaping @MainActor (Result<UserMessage, ChatError>) -> Void) in
            fixture.group.resendUserMessage(failed) { message, error in done(error.map { .failure($0) } ?? .success(message)) }
        }
        let sent = try resent.get()
        #expect(sent.sendingStatus == .succeeded)
        #expect(sent.requestId == failed.requestId)
        #expect(try harness.history(of: fixture.group).map(\.message) == ["hello", "while offline"])
    }
}
