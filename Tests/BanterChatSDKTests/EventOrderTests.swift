import Testing
import BanterScheduling
import BanterChatSDKTestSupport
@testable import BanterChatSDK

/// The order in which each client hears of things, under the default service: realistic
/// latency with jitter. Whatever the jitter draws, one client's requests reach the service
/// in the order they were made and each client hears the service in the order it spoke.
@Suite("Event order across two clients")
@MainActor
struct EventOrderTests {
    let harness = ChatTestHarness(configuration: ServerConfiguration())
    let alice: ChatClient
    let bob: ChatClient
    let alices: GroupChannel
    let bobs: GroupChannel
    let alicesLog: EventRecorder
    let bobsLog: EventRecorder

    init() throws {
        #expect(harness.server.configuration.jitter > 0)
        alice = try harness.connect("alice")
        bob = try harness.connect("bob")
        alices = try harness.groupChannel(alice, with: ["bob"])
        harness.settle()
        bobs = try harness.groupChannel(alices.channelURL, of: bob)
        alicesLog = EventRecorder(alice)
        bobsLog = EventRecorder(bob)
    }

    /// Sends without waiting, noting in the sender's log when the call returns and when it completes.
    @discardableResult
    private func send(_ text: String, in channel: GroupChannel, log: EventRecorder, configure: (inout UserMessageCreateParams) -> Void = { _ in }) -> UserMessage {
        var params = UserMessageCreateParams(message: text)
        configure(&params)
        let pending = channel.sendUserMessage(params: params) { message, error in
            log.note(error == nil ? "sent \(message.message)" : "failed \(message.message) \(error!.code)")
        }
        log.note("\(pending.sendingStatus.rawValue) \(pending.message)")
        return pending
    }


    @Test func theSenderSeesPendingThenSentAndTheOtherSeesReceivedInSendingOrder() throws {
        let burst = harness.server.configuration.messagesPerSecond ?? 0
        #expect(burst == 5)
        for index in 1...burst { send("m\(index)", in: alices, log: alicesLog) }
        harness.settle(.seconds(2))
        let texts = (1...burst).map { "m\($0)" }
        #expect(alicesLog.events.filter { $0 != "delivery status" } == texts.map { "pending \($0)" } + texts.map { "sent \($0)" },
                "every send returns its pending message at once, and completes in sending order")
        #expect(bobsLog.events.filter { $0 != "delivery status" } == texts.map { "received \($0)" })
        // Each receipt follows what it reports on: the sender's acknowledgement, the recipient's message.
        #expect(alicesLog.events.count(where: { $0 == "delivery status" }) == burst)
        #expect(alicesLog.events.firstIndex(of: "delivery status")! > alicesLog.events.firstIndex(of: "sent m1")!)
        #expect(bobsLog.events.count(where: { $0 == "delivery status" }) == burst)
        #expect(bobsLog.events.firstIndex(of: "delivery status")! > bobsLog.events.firstIndex(of: "received m1")!)
        #expect(try harness.history(of: bobs).map(\.message) == texts)
    }

    @Test func theSenderHearsOfDeliveryOnlyAfterItsAcknowledgement() throws {
        send("one", in: alices, log: alicesLog)
        harness.settle()
        #expect(alicesLog.events == ["pending one", "sent one", "delivery status"])
        #expect(bobsLog.events == ["received one", "delivery status"])
    }

    @Test func typingReceiptsEditsDeletesReactionsAndThreadsArriveInTheOrderTheyWereMade() throws {
        let first = harness.expectSent("first", in: alices)
        let doomed = harness.expectSent("doomed", in: alices)
        harness.settle()
        alicesLog.clear()
        bobsLog.clear()

        // Alice does eight things at once; Bob must hear of them in the same order.
        alices.startTyping()
        alices.updateUserMessage(messageId: first.messageId, params: UserMessageUpdateParams(message: "first, edited"))
        alices.addReaction(messageId: first.messageId, key: "smile")
        send("second", in: alices, log: alicesLog)
        send("in thread", in: alices, log: alicesLog) { $0.parentMessageId = first.messageId }
        alices.deleteReaction(messageId: first.messageId, key: "smile")
        alices.endTyping()
        alices.deleteMessage(messageId: doomed.messageId)
        harness.settle(.seconds(2))

        let withoutReceipts = bobsLog.events.filter { $0 != "delivery status" }
        #expect(withoutReceipts == [
            "typing [\"alice\"]",
            "updated first, edited",
            "reaction add smile by alice",
            "received second",
            "received in thread",
            "thread of \(first.messageId) has 1 replies",
            "reaction delete smile by alice",
            "typing []",
            "deleted \(doomed.messageId)",
        ])
        #expect(bobsLog.events.filter { $0 == "delivery status" }.count == 2)
        #expect(bobsLog.events.firstIndex(of: "delivery status")! > bobsLog.events.firstIndex(of: "received second")!)

        // Bob answers: he reads, types, reacts and replies; Alice hears it in that order.
        alicesLog.clear()
        bobsLog.clear()
        bobs.markAsRead()
        bobs.startTyping()
        bobs.addReaction(messageId: first.messageId, key: "heart")
        send("reply from bob", in: bobs, log: bobsLog) { $0.parentMessageId = first.messageId }
        bobs.endTyping()
        harness.settle(.seconds(2))
        #expect(alicesLog.events.filter { $0 != "delivery status" } == [
            "read status",
            "typing [\"bob\"]",
            "reaction add heart by bob",
            "received reply from bob",
            "thread of \(first.messageId) has 2 replies",
            "typing []",
        ])
        #expect(bobsLog.events.filter { $0 != "delivery status" } == [
            "pending reply from bob",
            "read status",
            "typing []",
            "reaction add heart by bob",
            "thread of \(first.messageId) has 2 replies",
            "sent reply from bob",
            "typing []",
        ])
    }

    @Test func aConversationLooksTheSameFromBothSides() throws {
        send("hi bob", in: alices, log: alicesLog)
        harness.settle()
        bobs.startTyping()
        harness.settle()
        send("hi alice", in: bobs, log: bobsLog)
        harness.settle()
        alices.markAsRead()
        harness.settle()
        let sent = try #require(try harness.history(of: alices).first)
        bobs.addReaction(messageId: sent.messageId, key: "wave")
        harness.settle()
        alices.updateUserMessage(messageId: sent.messageId, params: UserMessageUpdateParams(message: "hi bob!"))
        harness.settle()
        alices.deleteMessage(messageId: sent.messageId)
        harness.settle(.seconds(6))
        let id = sent.messageId
        #expect(alicesLog.events == [
            "pending hi bob", "sent hi bob", "delivery status",
            "typing [\"bob\"]",
            "received hi alice", "delivery status",
            "read status",
            "reaction add wave by bob",
            "updated hi bob!",
            "typing []",
            "deleted \(id)",
        ])
        // Bob also hears of his own typing (with himself left out of `typingUsers`), his
        // reaction and Alice's read: the service tells every member, the actor included.
        #expect(bobsLog.events == [
            "received hi bob", "delivery status",
            "typing []",
            "pending hi alice", "sent hi alice", "delivery status",
            "read status",
            "reaction add wave by bob",
            "updated hi bob!",
            "typing []",
            "deleted \(id)",
        ])
    }
}
