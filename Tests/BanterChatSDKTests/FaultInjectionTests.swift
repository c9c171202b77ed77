import Testing
import BanterScheduling
import BanterChatSDKTestSupport
@testable import BanterChatSDK

/// A service that loses 30% of message sends, half of them after storing the message (the
/// acknowledgement is lost) and half before (the request is lost). Resending every failure
/// must end with each message stored exactly once, none lost and none duplicated, and the
/// whole run must repeat exactly for the same seed.
@Suite("Fault injection")
@MainActor
struct FaultInjectionTests {
    /// What one faulty run did, round by round.
    struct Run: Equatable {
        /// How many sends failed in each round (the first round sends, later ones resend).
        var failuresPerRound: [Int] = []
        /// Messages stored while their senders still held them as failed, after round one.
        var storedButUnacknowledged = 0
        /// The final history: (request id, message id, text), in order.
        var history: [String] = []
    }

    static let messageCount = 200

    /// Alice sends `messageCount` messages to Bob on a server seeded with `seed`, then resends
    /// every failure until none is left, checking the invariants at every stage.
    private func faultyRun(seed: UInt64) throws -> Run {
        var configuration = ServerConfiguration()
        configuration.seed = seed
        configuration.messagesPerSecond = nil
        let harness = ChatTestHarness(configuration: configuration)
        let alice = try harness.connect("alice")
        let bob = try harness.connect("bob")
        let channel = try harness.groupChannel(alice, with: ["bob"])
        harness.settle()
        let bobsEvents = EventRecorder(bob)
        harness.server.configuration.failureRates[.sendMessage] = 0.3
        #expect(harness.server.configuration.lostAcknowledgementShare == 0.5)

        let texts = (1...Self.messageCount).map { "message \($0)" }
        /// The latest state of each message, by request id, in sending order.
        var latest: [String: UserMessage] = [:]
        var order: [String] = []
        var outstanding = 0
        func track(_ message: UserMessage) {
            latest[message.requestId] = message
            outstanding -= 1
        }
        for text in texts {
            let pending = channel.sendUserMessage(params: UserMessageCreateParams(message: text)) { message, _ in track(message) }
            order.append(pending.requestId)
            latest[pending.requestId] = pending
            outstanding += 1
            harness.scheduler.advance(by: .milliseconds(20))
        }

        var run = Run()
        while true {
            harness.scheduler.runUntilIdle(limit: .seconds(60))
            #expect(outstanding == 0, "every send completes, if only by the ack timeout")
            let failed = order.compactMap { latest[$0] }.filter { $0.sendingStatus == .failed }
            try checkInvariants(latest: latest, order: order, texts: texts, server: harness.server, url: channel.channelURL)
            if run.failuresPerRound.isEmpty {
                let stored = Set(try #require(harness.server.state[channel.channelURL]).requestIds.keys)
                run.storedButUnacknowledged = failed.filter { stored.contains($0.requestId) }.count
            }
            run.failuresPerRound.append(failed.count)
            guard !failed.isEmpty else { break }
            #expect(run.failuresPerRound.count < 20, "resending converges")
            guard run.failuresPerRound.count < 20 else { break }
            for message in failed {
                outstanding += 1
                let retry = channel.resendUserMessage(message) { message, _ in track(message) }
                #expect(retry.sendingStatus == .pending)
                #expect(retry.requestId == message.requestId)
                harness.scheduler.advance(by: .milliseconds(20))
            }
        }

        let record = try #require(harness.server.state[channel.channelURL])
        #expect(record.messages.count == Self.messageCount, "nothing lost, nothing duplicated")
        #expect(Set(record.messages.compactMap(\.requestId)) == Set(order))
        #expect(Set(record.messages.map(\.text)) == Set(texts))
        for requestId in order {
            let message = try #require(latest[requestId])
            #expect(message.sendingStatus == .succeeded)
            #expect(record.requestIds[requestId] == message.messageId, "the client holds the id the service stored")
        }
        // Bob heard of each message once, when it was first stored, however often it was resent.
        #expect(bobsEvents.received.count == Self.messageCount)
        #expect(Set(bobsEvents.received.map(\.messageId)).count == Self.messageCount)
        run.history = record.messages.map { "\($0.requestId ?? "-") \($0.messageId) \($0.text)" }
        let loaded = try harness.history(of: channel)
        #expect(loaded.count == Self.messageCount)
        return run
    }

    /// At any stage each message has succeeded, or failed with a resendable ack timeout; the
    /// service stores each request id at most once, and each succeeded message is stored.
    private func checkInvariants(
        latest: [String: UserMessage], order: [String], texts: [String], server: ChatServer, url: String
    ) throws {
        let record = try #require(server.state[url])
        var seen = Set<String>()
        for message in record.messages {
            let requestId = try #require(message.requestId)
            #expect(seen.insert(requestId).inserted, "request \(requestId) is stored twice")
        }
        for requestId in order {
            let message = try #require(latest[requestId])
            switch message.sendingStatus {
            case .succeeded:
                #expect(record.requestIds[requestId] == message.messageId)
            case .failed:
                #expect(message.errorCode == .ackTimeout)
                #expect(message.isResendable)
                #expect(message.messageId == 0)
            default:
                Issue.record("message \(message.message) is \(message.sendingStatus) after the service settled")
            }
        }
    }

    @Test func everyMessageIsStoredExactlyOnceAfterResendingTheFailures() throws {
        let run = try faultyRun(seed: 1)
        let firstRound = try #require(run.failuresPerRound.first)
        // About 30% of 200 fail; the seed fixes exactly how many.
        #expect((40...80).contains(firstRound), "\(firstRound) of \(Self.messageCount) failed")
        #expect(run.storedButUnacknowledged > 0, "some failures were lost acknowledgements, stored by the service")
        #expect(run.storedButUnacknowledged < firstRound, "and some were lost requests, never stored")
        #expect(run.failuresPerRound.last == 0)
        #expect(run.failuresPerRound == run.failuresPerRound.sorted(by: >), "each round fails less")
    }

    @Test func aFaultyRunRepeatsExactlyForTheSameSeed() throws {
        let first = try faultyRun(seed: 7)
        let second = try faultyRun(seed: 7)
        #expect(first == second)
        let other = try faultyRun(seed: 8)
        #expect(other.failuresPerRound != first.failuresPerRound || other.history != first.history)
    }

    @Test func aLostAcknowledgementTimesOutWith800180AndTheResendReturnsTheStoredMessage() throws {
        var configuration = ServerConfiguration.immediate
        configuration.failureRates[.sendMessage] = 1
        configuration.lostAcknowledgementShare = 1
        let harness = ChatTestHarness(configuration: configuration)
        let alice = try harness.connect("alice")
        _ = try harness.connect("bob")
        let channel = try harness.groupChannel(alice, with: ["bob"])
        var outcome: (UserMessage, ChatError?)?
        channel.sendUserMessage(params: UserMessageCreateParams(message: "hello")) { outcome = ($0, $1) }
        harness.scheduler.advance(by: .milliseconds(9_999))
        #expect(outcome == nil)
        #expect(harness.server.messageCount == 1, "the service stored it; only the reply was lost")
        harness.scheduler.advance(by: .milliseconds(1))
        let (failed, error) = try #require(outcome)
        #expect(error?.code == .ackTimeout)
        #expect(failed.isResendable)

        harness.server.configuration.failureRates = [:]
        let before = harness.snapshot()
        let resent = harness.run { (done: @escaping @MainActor (Result<UserMessage, ChatError>) -> Void) in
            channel.resendUserMessage(failed) { message, error in done(error.map { .failure($0) } ?? .success(message)) }
        }
        let message = try resent.get()
        #expect(message.sendingStatus == .succeeded)
        #expect(message.messageId == harness.server.state[channel.channelURL]?.messages.first?.messageId)
        #expect(harness.snapshot() == before, "the resend stored nothing new")
    }

    @Test func aLostRequestTimesOutWith800180AndStoresNothing() throws {
        var configuration = ServerConfiguration.immediate
        configuration.failureRates[.updateMessage] = 1
        configuration.lostAcknowledgementShare = 0
        let harness = ChatTestHarness(configuration: configuration)
        let alice = try harness.connect("alice")
        _ = try harness.connect("bob")
        let channel = try harness.groupChannel(alice, with: ["bob"])
        let sent = harness.expectSent("typo", in: channel)
        harness.expectRefusal(.ackTimeout) {
            channel.updateUserMessage(messageId: sent.messageId, params: UserMessageUpdateParams(message: "fixed"), completion: $0)
        }
        #expect(harness.scheduler.now >= harness.server.configuration.ackTimeout)
    }
}
