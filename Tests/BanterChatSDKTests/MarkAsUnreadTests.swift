import Testing
import BanterChatSDKTestSupport
@testable import BanterChatSDK

/// `GroupChannel.markAsUnread(message:)` on the mock service: the read state moves back to
/// just before the message, the count and read time follow on every client of the user,
/// and bad input is refused with the service's codes, changing nothing.
@Suite("Mark as unread")
@MainActor
struct MarkAsUnreadTests {
    let harness = ChatTestHarness()
    let alice: ChatClient
    let bob: ChatClient

    init() throws {
        alice = try harness.connect("alice", nickname: "Alice")
        bob = try harness.connect("bob", nickname: "Bob")
    }

    /// Alice's channel with Bob, holding "one" to "four" from Alice, which Bob has read.
    private func readConversation() throws -> (alices: GroupChannel, bobs: GroupChannel, messages: [BaseMessage]) {
        let alices = try harness.groupChannel(alice, with: ["bob"])
        harness.settle()
        let bobs = try harness.groupChannel(alices.channelURL, of: bob)
        var sent: [BaseMessage] = []
        for text in ["one", "two", "three", "four"] {
            sent.append(harness.expectSent(text, in: alices))
            harness.settle()
        }
        try harness.run { bobs.markAsRead(completion: $0) }.get()
        harness.settle()
        let received = try harness.history(of: bobs)
        #expect(received.map(\.message) == ["one", "two", "three", "four"])
        return (alices, bobs, received)
    }

    @Test func theReadStateMovesBackToJustBeforeTheMessage() throws {
        let (_, bobs, messages) = try readConversation()
        #expect(bobs.unreadMessageCount == 0)
        try harness.run { bobs.markAsUnread(message: messages[2], completion: $0) }.get()
        #expect(bobs.unreadMessageCount == 2)
        let read = try #require(bobs.lastReadTimes["bob"])
        #expect(read < messages[2].createdAt)
        #expect(read >= messages[1].createdAt)
        // A new message counts on top; reading again reads it all.
        let alices = try harness.groupChannel(bobs.channelURL, of: alice)
        harness.expectSent("five", in: alices)
        harness.settle()
        #expect(bobs.unreadMessageCount == 3)
        try harness.run { bobs.markAsRead(completion: $0) }.get()
        #expect(bobs.unreadMessageCount == 0)
        #expect(harness.server.state[bobs.channelURL]?.members["bob"]?.unreadMessageCount == 0)
    }

    @Test func theUsersOtherClientHearsTheReadStatusAndTheNewCount() throws {
        let (_, bobs, messages) = try readConversation()
        let bobElsewhere = try harness.connect("bob")
        let other = try harness.groupChannel(bobs.channelURL, of: bobElsewhere)
        #expect(other.unreadMessageCount == 0)
        let events = EventRecorder(bobElsewhere)
        try harness.run { bobs.markAsUnread(message: messages[1], completion: $0) }.get()
        harness.settle()
        #expect(events.events.contains("read status"))
        #expect(other.unreadMessageCount == 3)
        #expect((other.lastReadTimes["bob"] ?? .max) < messages[1].createdAt)
    }

    @Test func ownMessagesAnotherChannelsMessagesAndStrangersAreRefused() throws {
        let (alices, bobs, messages) = try readConversation()
        let mine = harness.expectSent("mine", in: bobs)
        harness.settle()
        harness.expectRefusal(.invalidParameter) { bobs.markAsUnread(message: mine, completion: $0) }
        // A message of another channel.
        let elsewhere = try harness.groupChannel(alice, with: ["bob"], name: "Other")
        let foreign = harness.expectSent("elsewhere", in: elsewhere)
        harness.settle()
        harness.expectRefusal(.messageNotFound) { bobs.markAsUnread(message: foreign, completion: $0) }
        // Alice's own message, and a channel Bob left.
        harness.expectRefusal(.invalidParameter) { alices.markAsUnread(message: messages[0], completion: $0) }
        try harness.run { bobs.leave(completion: $0) }.get()
        harness.expectRefusal(.nonAuthorized) { bobs.markAsUnread(message: messages[0], completion: $0) }
    }

    @Test func theServerRefusesAMessageItDoesNotHoldAndTheUsersOwn() throws {
        let (alices, bobs, messages) = try readConversation()
        let session = try #require(harness.server.sessions.values.first { $0.userId == "bob" })
        var answer: Result<ChannelPayload, ChatError>?
        session.markAsUnread(url: bobs.channelURL, messageId: 987_654_321) { answer = $0 }
        harness.settle()
        #expect(answer.map { if case .failure(let error) = $0 { error.code == .messageNotFound } else { false } } == true)
        let alicesSession = try #require(harness.server.sessions.values.first { $0.userId == "alice" })
        answer = nil
        alicesSession.markAsUnread(url: alices.channelURL, messageId: messages[0].messageId) { answer = $0 }
        harness.settle()
        #expect(answer.map { if case .failure(let error) = $0 { error.code == .invalidParameter } else { false } } == true)
    }

    @Test func threadRepliesShownOnlyInTheirThreadDoNotCount() throws {
        let (alices, bobs, messages) = try readConversation()
        var reply = UserMessageCreateParams(message: "in thread")
        reply.parentMessageId = messages[3].messageId
        _ = try harness.run { done in _ = alices.sendUserMessage(params: reply) { message, error in done(error.map { .failure($0) } ?? .success(message)) } }.get()
        harness.settle()
        try harness.run { bobs.markAsRead(completion: $0) }.get()
        try harness.run { bobs.markAsUnread(message: messages[3], completion: $0) }.get()
        #expect(bobs.unreadMessageCount == 1)
    }
}
