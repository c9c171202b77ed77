import Testing
import BanterScheduling
@testable import BanterChatSDK

@Suite("A conversation between two clients")
@MainActor
struct ConversationTests {
    final class Recorder: GroupChannelDelegate {
        var log: [String] = []
        func channel(_ channel: BaseChannel, didReceive message: BaseMessage) {
            log.append("received \(message.message) from \(message.sender?.userId ?? "-")")
        }
        func channelDidUpdateTypingStatus(_ channel: GroupChannel) {
            log.append("typing \(channel.typingUsers.map(\.userId))")
        }
        func channelDidUpdateReadStatus(_ channel: GroupChannel) { log.append("read") }
    }

    @Test func aMessageIsPendingThenSentForTheSenderAndReceivedByTheOther() throws {
        let harness = ChatTestHarness()
        let alice = try harness.connect("alice", nickname: "Alice")
        let bob = try harness.connect("bob", nickname: "Bob")
        let recorder = Recorder()
        bob.addChannelDelegate(recorder, identifier: "test")
        let channel = try harness.groupChannel(alice, with: ["bob"])
        harness.settle()

        var outcome: (UserMessage, ChatError?)?
        let pending = channel.sendUserMessage(params: UserMessageCreateParams(message: "hello")) { outcome = ($0, $1) }
        #expect(pending.sendingStatus == .pending)
        #expect(pending.messageId == 0)
        harness.settle()
        let sent = try #require(outcome?.0)
        #expect(outcome?.1 == nil)
        #expect(sent.sendingStatus == .succeeded)
        #expect(sent.messageId > 0)
        #expect(sent.requestId == pending.requestId)
        #expect(recorder.log == ["received hello from alice"])
        let bobsChannel = try harness.run { bob.getGroupChannel(url: channel.channelURL, completion: $0) }.get()
        #expect(bobsChannel.unreadMessageCount == 1)
        #expect(bobsChannel.lastMessage?.message == "hello")
    }
}
