@testable import BanterChatSDK

/// A delegate of every kind that writes each callback as one line, so a test can state the
/// exact sequence of events a client saw. Tests may add their own lines (`note`) to place
/// completions among the events.
@MainActor
final class EventRecorder: GroupChannelDelegate, OpenChannelDelegate, ConnectionDelegate {
    private(set) var events: [String] = []
    /// Messages the delegate received, in order.
    private(set) var received: [BaseMessage] = []
    private(set) var reactionEvents: [ReactionEvent] = []
    private(set) var threadInfos: [(parentMessageId: Int64, threadInfo: ThreadInfo)] = []

    /// Registers the recorder as channel and connection delegate of `client`, beside any
    /// other recorder (each registers under its own identifier).
    init(_ client: ChatClient? = nil) {
        let identifier = "recorder-\(ObjectIdentifier(self).hashValue)"
        client?.addChannelDelegate(self, identifier: identifier)
        client?.addConnectionDelegate(self, identifier: identifier)
    }

    func note(_ line: String) { events.append(line) }

    func clear() {
        events.removeAll()
        received.removeAll()
        reactionEvents.removeAll()
        threadInfos.removeAll()
    }

    private static func describe(_ message: BaseMessage) -> String {
        (message as? FileMessage).map { "file \($0.name)" } ?? message.message
    }

    // MARK: BaseChannelDelegate

    func channel(_ channel: BaseChannel, didReceive message: BaseMessage) {
        received.append(message)
        note("received \(Self.describe(message))")
    }
    func channel(_ channel: BaseChannel, didUpdate message: BaseMessage) { note("updated \(Self.describe(message))") }
    func channel(_ channel: BaseChannel, messageWasDeleted messageId: Int64) { note("deleted \(messageId)") }
    func channel(_ channel: BaseChannel, didReceiveMention message: BaseMessage) { note("mentioned in \(Self.describe(message))") }
    func channel(_ channel: BaseChannel, updatedReaction reactionEvent: ReactionEvent) {
        reactionEvents.append(reactionEvent)
        note("reaction \(reactionEvent.operation.rawValue) \(reactionEvent.key) by \(reactionEvent.userId)")
    }
    func channel(_ channel: BaseChannel, didUpdateThreadInfo threadInfo: ThreadInfo, parentMessageId: Int64) {
        threadInfos.append((parentMessageId, threadInfo))
        note("thread of \(parentMessageId) has \(threadInfo.replyCount) replies")
    }
    func channelWasChanged(_ channel: BaseChannel) { note("changed \(channel.name)") }
    func channelWasDeleted(_ channelURL: String, channelType: ChannelType) { note("channel deleted") }
    func channelWasFrozen(_ channel: BaseChannel) { note("frozen") }
    func channelWasUnfrozen(_ channel: BaseChannel) { note("unfrozen") }
    func channel(_ channel: BaseChannel, userWasMuted user: User) { note("muted \(user.userId)") }
    func channel(_ channel: BaseChannel, userWasUnmuted user: User) { note("unmuted \(user.userId)") }
    func channel(_ channel: BaseChannel, userWasBanned user: User) { note("banned \(user.userId)") }
    func channel(_ channel: BaseChannel, userWasUnbanned user: User) { note("unbanned \(user.userId)") }
    func channelDidUpdateOperators(_ channel: BaseChannel) { note("operators changed") }

    // MARK: GroupChannelDelegate

    func channelDidUpdateTypingStatus(_ channel: GroupChannel) { note("typing \(channel.typingUsers.map(\.userId))") }
    func channelDidUpdateReadStatus(_ channel: GroupChannel) { note("read status") }
    func channelDidUpdateDeliveryStatus(_ channel: GroupChannel) { note("delivery status") }
    func channel(_ channel: GroupChannel, userDidJoin user: User) { note("joined \(user.userId)") }
    func channel(_ channel: GroupChannel, userDidLeave user: User) { note("left \(user.userId)") }
    func channel(_ channel: GroupChannel, didReceiveInvitation invitees: [User], inviter: User?) {
        note("invited \(invitees.map(\.userId)) by \(inviter?.userId ?? "-")")
    }
    func channelWasHidden(_ channel: GroupChannel) { note("hidden") }

    // MARK: OpenChannelDelegate

    func channel(_ channel: OpenChannel, userDidEnter user: User) { note("entered \(user.userId)") }
    func channel(_ channel: OpenChannel, userDidExit user: User) { note("exited \(user.userId)") }

    // MARK: ConnectionDelegate

    func didConnect(userId: String) { note("connected \(userId)") }
    func didDisconnect(userId: String) { note("disconnected \(userId)") }
    func didStartReconnection() { note("reconnection started") }
    func didSucceedReconnection() { note("reconnection succeeded") }
    func didFailReconnection() { note("reconnection failed") }
}
