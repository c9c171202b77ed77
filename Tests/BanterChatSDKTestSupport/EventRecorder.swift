import BanterChatSDK

/// A delegate of every kind that writes each callback as one line, so a test can state the
/// exact sequence of events a client saw. Tests may add their own lines (`note`) to place
/// completions among the events.
@MainActor
package final class EventRecorder: GroupChannelDelegate, OpenChannelDelegate, ConnectionDelegate {
    package private(set) var events: [String] = []
    /// Messages the delegate received, in order.
    package private(set) var received: [BaseMessage] = []
    package private(set) var reactionEvents: [ReactionEvent] = []
    package private(set) var threadInfos: [(parentMessageId: Int64, threadInfo: ThreadInfo)] = []

    /// Registers the recorder as channel and connection delegate of `client`, beside any
    /// other recorder (each registers under its own identifier).
    package init(_ client: ChatClient? = nil) {
        let identifier = "recorder-\(ObjectIdentifier(self).hashValue)"
        client?.addChannelDelegate(self, identifier: identifier)
        client?.addConnectionDelegate(self, identifier: identifier)
    }

    package func note(_ line: String) { events.append(line) }

    package func clear() {
        events.removeAll()
        received.removeAll()
        reactionEvents.removeAll()
        threadInfos.removeAll()
    }

    private static func describe(_ message: BaseMessage) -> String {
        (message as? FileMessage).map { "file \($0.name)" } ?? message.message
    }

    // MARK: BaseChannelDelegate

    package func channel(_ channel: BaseChannel, didReceive message: BaseMessage) {
        received.append(message)
        note("received \(Self.describe(message))")
    }
    package func channel(_ channel: BaseChannel, didUpdate message: BaseMessage) { note("updated \(Self.describe(message))") }
    package func channel(_ channel: BaseChannel, messageWasDeleted messageId: Int64) { note("deleted \(messageId)") }
    package func channel(_ channel: BaseChannel, didReceiveMention message: BaseMessage) { note("mentioned in \(Self.describe(message))") }
    package func channel(_ channel: BaseChannel, updatedReaction reactionEvent: ReactionEvent) {
        reactionEvents.append(reactionEvent)
        note("reaction \(reactionEvent.operation.rawValue) \(reactionEvent.key) by \(reactionEvent.userId)")
    }
    package func channel(_ channel: BaseChannel, didUpdateThreadInfo threadInfo: ThreadInfo, parentMessageId: Int64) {
        threadInfos.append((parentMessageId, threadInfo))
        note("thread of \(parentMessageId) has \(threadInfo.replyCount) replies")
    }
    package func channelWasChanged(_ channel: BaseChannel) { note("changed \(channel.name)") }
    package func channelWasDeleted(_ channelURL: String, channelType: ChannelType) { note("channel deleted") }
    package func channelWasFrozen(_ channel: BaseChannel) { note("frozen") }
    package func channelWasUnfrozen(_ channel: BaseChannel) { note("unfrozen") }
    package func channel(_ channel: BaseChannel, userWasMuted user: User) { note("muted \(user.userId)") }
    package func channel(_ channel: BaseChannel, userWasUnmuted user: User) { note("unmuted \(user.userId)") }
    package func channel(_ channel: BaseChannel, userWasBanned user: User) { note("banned \(user.userId)") }
    package func channel(_ channel: BaseChannel, userWasUnbanned user: User) { note("unbanned \(user.userId)") }
    package func channelDidUpdateOperators(_ channel: BaseChannel) { note("operators changed") }

    // MARK: GroupChannelDelegate

    package func channelDidUpdateTypingStatus(_ channel: GroupChannel) { note("typing \(channel.typingUsers.map(\.userId))") }
    package func channelDidUpdateReadStatus(_ channel: GroupChannel) { note("read status") }
    package func channelDidUpdateDeliveryStatus(_ channel: GroupChannel) { note("delivery status") }
    package func channel(_ channel: GroupChannel, userDidJoin user: User) { note("joined \(user.userId)") }
    package func channel(_ channel: GroupChannel, userDidLeave user: User) { note("left \(user.userId)") }
    package func channel(_ channel: GroupChannel, didReceiveInvitation invitees: [User], inviter: User?) {
        note("invited \(invitees.map(\.userId)) by \(inviter?.userId ?? "-")")
    }
    package func channelWasHidden(_ channel: GroupChannel) { note("hidden") }

    // MARK: OpenChannelDelegate

    package func channel(_ channel: OpenChannel, userDidEnter user: User) { note("entered \(user.userId)") }
    package func channel(_ channel: OpenChannel, userDidExit user: User) { note("exited \(user.userId)") }

    // MARK: ConnectionDelegate

    package func didConnect(userId: String) { note("connected \(userId)") }
    package func didDisconnect(userId: String) { note("disconnected \(userId)") }
    package func didStartReconnection() { note("reconnection started") }
    package func didSucceedReconnection() { note("reconnection succeeded") }
    package func didFailReconnection() { note("reconnection failed") }
}
