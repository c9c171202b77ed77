import Testing
import BanterScheduling
import BanterChatSDKTestSupport
@testable import BanterChatSDK

/// Losing and restoring the connection: the client reconnects on its own with a doubling
/// backoff, fails what was in flight with 800120, can give up after a set number of
/// attempts, and never reconnects after an explicit `disconnect`.
@Suite("Reconnection")
@MainActor
struct ReconnectionTests {
    let harness = ChatTestHarness()
    let alice: ChatClient
    let bob: ChatClient
    let alices: GroupChannel
    let alicesLog: EventRecorder

    init() throws {
        alice = try harness.connect("alice")
        bob = try harness.connect("bob")
        alices = try harness.groupChannel(alice, with: ["bob"])
        harness.settle()
        alicesLog = EventRecorder(alice)
    }

    @Test func losingTheNetworkStartsReconnectingAndRestoringItReconnectsAfterTheBackoff() throws {
        #expect(alice.reconnectionPolicy.initialDelay == .seconds(1))
        harness.server.isNetworkAvailable = false
        #expect(alice.connectionState == .reconnecting)
        #expect(alicesLog.events == ["reconnection started"])

        // Attempts at 1 s, 3 s and 7 s: the delay doubles after each failure.
        harness.scheduler.advance(by: .seconds(4))
        harness.server.isNetworkAvailable = true
        harness.scheduler.advance(by: .milliseconds(2_999))
        #expect(alice.connectionState == .reconnecting, "the third attempt is not due yet")
        #expect(alicesLog.events == ["reconnection started"])
        harness.scheduler.advance(by: .milliseconds(1))
        #expect(alice.connectionState == .open)
        #expect(alicesLog.events == ["reconnection started", "reconnection succeeded"])
        #expect(bob.connectionState == .open)

        harness.expectSent("back online", in: alices)
    }

    @Test func theBackoffDoublesUpToTheMaximumDelay() throws {
        alice.reconnectionPolicy = ReconnectionPolicy(initialDelay: .seconds(1), maximumDelay: .seconds(4))
        harness.server.isNetworkAvailable = false
        // Attempts at 1, 3, 7, 11, 15 s: 1, 2, 4, then capped at 4.
        harness.scheduler.advance(by: .seconds(14))
        harness.server.isNetworkAvailable = true
        harness.scheduler.advance(by: .milliseconds(999))
        #expect(alice.connectionState == .reconnecting)
        harness.scheduler.advance(by: .milliseconds(1))
        #expect(alice.connectionState == .open)
    }

    @Test func requestsInFlightWhenTheNetworkDropsFailWith800120() throws {
        let harness = ChatTestHarness(configuration: ServerConfiguration())
        let alice = try harness.connect("alice")
        _ = try harness.connect("bob")
        let channel = try harness.groupChannel(alice, with: ["bob"])
        harness.settle()
        var refreshError: ChatError?
        var refreshCompleted = false
        var sent: (UserMessage, ChatError?)?
        channel.refresh { result in
            refreshCompleted = true
            if case .failure(let error) = result { refreshError = error }
        }
        channel.sendUserMessage(params: UserMessageCreateParams(message: "in flight")) { sent = ($0, $1) }
        harness.scheduler.advance(by: .milliseconds(10))
        #expect(!refreshCompleted)
        harness.server.isNetworkAvailable = false
        #expect(alice.connectionState == .reconnecting)
        #expect(refreshCompleted)
        #expect(refreshError?.code == .networkError)
        let (failed, error) = try #require(sent)
        #expect(error?.code == .networkError)
        #expect(failed.sendingStatus == .failed)
        #expect(failed.isResendable)
        harness.scheduler.runUntilIdle(limit: .seconds(30))
        #expect(harness.server.messageCount == 0, "the request never reached the service")
    }

    @Test func aReplyLostWithTheConnectionFailsWith800120AndTheResendIsNotStoredTwice() throws {
        var configuration = ServerConfiguration.immediate
        configuration.latency = .milliseconds(100)
        let harness = ChatTestHarness(configuration: configuration)
        let alice = try harness.connect("alice")
        _ = try harness.connect("bob")
        let channel = try harness.groupChannel(alice, with: ["bob"])
        var sent: (UserMessage, ChatError?)?
        channel.sendUserMessage(params: UserMessageCreateParams(message: "stored, unacknowledged")) { sent = ($0, $1) }
        harness.scheduler.advance(by: .milliseconds(60))
        #expect(harness.server.messageCount == 1, "the service has it; the reply is on its way")
        harness.server.dropConnections(of: "alice")
        let (failed, error) = try #require(sent)
        #expect(error?.code == .networkError)
        harness.scheduler.advance(by: .seconds(2))
        #expect(alice.connectionState == .open)
        let resent = harness.run { (done: @escaping @MainActor (Result<UserMessage, ChatError>) -> Void) in
            channel.resendUserMessage(failed) { message, error in done(error.map { .failure($0) } ?? .success(message)) }
        }
        #expect(try resent.get().sendingStatus == .succeeded)
        #expect(harness.server.messageCount == 1)
    }

    @Test func withAnAttemptLimitTheClientGivesUpAndCloses() throws {
        alice.reconnectionPolicy = ReconnectionPolicy(maximumAttempts: 3)
        harness.server.isNetworkAvailable = false
        harness.scheduler.advance(by: .milliseconds(6_999))
        #expect(alice.connectionState == .reconnecting)
        harness.scheduler.advance(by: .milliseconds(1))
        #expect(alice.connectionState == .closed)
        #expect(alicesLog.events == ["reconnection started", "reconnection failed"])

        harness.server.isNetworkAvailable = true
        harness.scheduler.advance(by: .seconds(60))
        #expect(alice.connectionState == .closed, "after giving up, only connect reconnects")
        harness.expectRefusal(.connectionRequired) { alices.refresh(completion: $0) }
        _ = try harness.run { alice.connect(userId: "alice", completion: $0) }.get()
        #expect(alice.connectionState == .open)
        try harness.run { alices.refresh(completion: $0) }.get()
    }

    @Test func droppedConnectionsReconnectOnTheirOwnAndEventsFlowAgain() throws {
        let bobsLog = EventRecorder(bob)
        harness.server.dropConnections(of: "bob")
        #expect(bob.connectionState == .reconnecting)
        #expect(alice.connectionState == .open)
        #expect(bobsLog.events == ["reconnection started"])
        harness.expectSent("while bob was away", in: alices)
        harness.scheduler.advance(by: .seconds(1))
        #expect(bob.connectionState == .open)
        #expect(bobsLog.events == ["reconnection started", "reconnection succeeded"])
        harness.expectSent("after bob came back", in: alices)
        harness.settle()
        #expect(bobsLog.received.map(\.message) == ["after bob came back"])
        #expect(alicesLog.events.filter { $0.hasPrefix("reconnection") }.isEmpty)
    }

    @Test func anExplicitDisconnectDoesNotReconnect() throws {
        harness.disconnect(alice)
        #expect(alice.connectionState == .closed)
        #expect(alicesLog.events == ["disconnected alice"])
        harness.scheduler.advance(by: .seconds(120))
        #expect(alice.connectionState == .closed)
        #expect(alicesLog.events == ["disconnected alice"])
        harness.server.isNetworkAvailable = false
        harness.server.isNetworkAvailable = true
        harness.server.dropConnections(of: "alice")
        harness.scheduler.advance(by: .seconds(120))
        #expect(alicesLog.events == ["disconnected alice"])
    }

    @Test func disconnectingWhileReconnectingStopsTheAttempts() throws {
        harness.server.isNetworkAvailable = false
        harness.scheduler.advance(by: .seconds(2))
        harness.disconnect(alice)
        harness.server.isNetworkAvailable = true
        harness.scheduler.advance(by: .seconds(120))
        #expect(alice.connectionState == .closed)
        #expect(alicesLog.events == ["reconnection started"])
        #expect(harness.server.session(for: alice) == nil)
    }

    @Test func connectingAgainAsTheSameUserKeepsOneConnection() throws {
        let alicesFirstUser = try #require(alice.currentUser)
        let again = try harness.run { alice.connect(userId: "alice", completion: $0) }.get()
        #expect(again === alicesFirstUser)
        #expect(alice.connectionState == .open)
        #expect(harness.server.sessionUserIds.filter { $0 == "alice" }.count == 1)
        let bobs = try harness.groupChannel(alices.channelURL, of: bob)
        harness.expectSent("once", in: bobs)
        harness.settle()
        #expect(alicesLog.received.map(\.message) == ["once"], "each event arrives once")

        let renamed = try harness.run { alice.connect(userId: "alice", nickname: "Alice L.", completion: $0) }.get()
        #expect(renamed.nickname == "Alice L.")
        #expect(harness.server.sessionUserIds.filter { $0 == "alice" }.count == 1)
    }

    @Test func connectingAsAnotherUserClosesTheFirstSession() throws {
        let user = try harness.run { alice.connect(userId: "carol", completion: $0) }.get()
        #expect(user.userId == "carol")
        #expect(alice.currentUser?.userId == "carol")
        #expect(harness.server.sessionUserIds.sorted() == ["bob", "carol"])
    }

    @Test func connectingAgainAfterADisconnectWorks() throws {
        harness.disconnect(alice)
        let user = try harness.run { alice.connect(userId: "alice", completion: $0) }.get()
        #expect(user.userId == "alice")
        #expect(alicesLog.events == ["disconnected alice", "connected alice"])
        harness.expectSent("hello again", in: alices)
    }
}
