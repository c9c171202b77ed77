import Testing
import BanterScheduling
@testable import BanterChatSDK

/// The defects the model-based test found that no hand-written test had, each pinned down
/// on its own. On virtual time nothing moves between calls, so everything here happens in
/// one millisecond, as bursts do on a real service.
@Suite("Defects the model-based test found")
@MainActor
struct ModelFindingsTests {
    let harness = ChatTestHarness()
    let alice: ChatClient
    let bob: ChatClient

    init() throws {
        alice = try harness.connect("alice")
        bob = try harness.connect("bob")
    }

    private func unread(_ userId: String, in channel: GroupChannel) -> Int? {
        harness.server.state[channel.channelURL]?.members[userId]?.unreadMessageCount
    }

    @Test func aMessageSentInTheMillisecondOfAReadIsUnread() throws {
        let channel = try harness.groupChannel(alice, with: ["bob"])
        let bobsView = try harness.run { bob.getGroupChannel(url: channel.channelURL, completion: $0) }.get()
        harness.expectSent("before the read", in: channel)
        try harness.run { bobsView.markAsRead(completion: $0) }.get()
        harness.expectSent("after the read, same millisecond", in: channel)
        #expect(unread("bob", in: channel) == 1)
    }

    @Test func deletingAMessageFromBeforeAMemberJoinedLeavesTheirUnreadCount() throws {
        _ = try harness.connect("carol")
        let channel = try harness.groupChannel(alice, with: ["bob"])
        let (old, _) = harness.send("before carol came", in: channel)
        try harness.run { channel.invite(userIds: ["carol"], completion: $0) }.get()
        harness.expectSent("after carol came", in: channel)
        #expect(unread("carol", in: channel) == 1)
        try harness.run { channel.deleteMessage(messageId: old.messageId, completion: $0) }.get()
        #expect(unread("carol", in: channel) == 1, "carol never counted the deleted message")
        #expect(unread("bob", in: channel) == 1)
    }

    @Test func deletingAReplyAfterItsParentLeavesUnreadCounts() throws {
        let channel = try harness.groupChannel(alice, with: ["bob"])
        let (parent, _) = harness.send("parent", in: channel)
        let (reply, _) = harness.send("reply", in: channel) { $0.parentMessageId = parent.messageId }
        harness.expectSent("later", in: channel)
        #expect(unread("bob", in: channel) == 2)
        try harness.run { channel.deleteMessage(messageId: parent.messageId, completion: $0) }.get()
        #expect(unread("bob", in: channel) == 1)
        try harness.run { channel.deleteMessage(messageId: reply.messageId, completion: $0) }.get()
        #expect(unread("bob", in: channel) == 1, "a thread reply never counted as unread")
    }

    @Test func someoneWhoLeftCannotDeleteTheirMessages() throws {
        let channel = try harness.groupChannel(alice, with: ["bob"])
        let bobsView = try harness.run { bob.getGroupChannel(url: channel.channelURL, completion: $0) }.get()
        let (sent, _) = harness.send("mine", in: bobsView)
        try harness.run { bobsView.leave(completion: $0) }.get()
        harness.expectRefusal(.nonAuthorized, mentioning: "not a member") { bobsView.deleteMessage(messageId: sent.messageId, completion: $0) }
    }

    @Test func aBannedSenderCannotDeleteTheirMessages() throws {
        let channel = try harness.groupChannel(alice, with: ["bob"])
        let bobsView = try harness.run { bob.getGroupChannel(url: channel.channelURL, completion: $0) }.get()
        let (sent, _) = harness.send("mine", in: bobsView)
        try harness.run { channel.banUser(userId: "bob", completion: $0) }.get()
        harness.expectRefusal(.nonAuthorized) { bobsView.deleteMessage(messageId: sent.messageId, completion: $0) }
    }

    @Test func aResendTheServiceHadStoredBeforeTheHideKeepsTheChannelHidden() throws {
        let channel = try harness.groupChannel(alice, with: ["bob"])
        harness.server.configuration.failureRates[.sendMessage] = 1
        harness.server.configuration.lostAcknowledgementShare = 1
        let (failed, error) = harness.send("stored, never acknowledged", in: channel)
        harness.server.configuration.failureRates = [:]
        #expect(error?.code == .ackTimeout)
        try harness.run { channel.hide(completion: $0) }.get()
        let resent = harness.run { (done: @escaping @MainActor (Result<UserMessage, ChatError>) -> Void) in
            channel.resendUserMessage(failed) { message, error in done(error.map { .failure($0) } ?? .success(message)) }
        }
        _ = try resent.get()
        #expect(harness.server.state[channel.channelURL]?.members["alice"]?.hiddenState == .hiddenAllowAutoUnhide)
        #expect(channel.hiddenState == .hiddenAllowAutoUnhide, "the client unhid a channel the service keeps hidden")
    }

    @Test func aMessageStoredAfterTheHideUnhidesItForTheSenderToo() throws {
        let channel = try harness.groupChannel(alice, with: ["bob"])
        try harness.run { channel.hide(completion: $0) }.get()
        harness.expectSent("new", in: channel)
        #expect(channel.hiddenState == .unhidden)
        #expect(harness.server.state[channel.channelURL]?.members["alice"]?.hiddenState == .unhidden)
    }

    @Test func aSendStoredWithoutAcknowledgementJoinsTheCollectionAfterReconnectingThoughNewerMessagesCameFirst() throws {
        let channel = try harness.groupChannel(alice, with: ["bob"])
        let bobsView = try harness.run { bob.getGroupChannel(url: channel.channelURL, completion: $0) }.get()
        let collection = alice.createMessageCollection(channel: channel)
        _ = try harness.run { collection.start(completion: $0) }.get()
        harness.server.configuration.failureRates[.sendMessage] = 1
        harness.server.configuration.lostAcknowledgementShare = 1
        let (lost, error) = harness.send("stored, never acknowledged", in: channel)
        harness.server.configuration.failureRates = [:]
        #expect(error?.code == .ackTimeout)
        harness.expectSent("bob answers it", in: bobsView)
        #expect(collection.succeededMessages.map(\.message) == ["bob answers it"])
        harness.server.dropConnections(of: "alice")
        harness.settle(.seconds(30))
        #expect(collection.succeededMessages.map(\.message) == ["stored, never acknowledged", "bob answers it"])
        #expect(collection.failedMessages.map(\.requestId).contains(lost.requestId) == false)
    }
}
