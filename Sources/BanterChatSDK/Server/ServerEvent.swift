/// What the service pushes to a connected client, besides replies to its own requests.
package enum ServerEvent: Sendable {
    case messageReceived(ChannelPayload, MessagePayload)
    case messageUpdated(ChannelPayload, MessagePayload)
    case messageDeleted(ChannelPayload, messageId: Int64)
    case mentioned(ChannelPayload, MessagePayload)
    case reactionUpdated(ChannelPayload, ReactionEvent)
    case threadInfoUpdated(ChannelPayload, parentMessageId: Int64, ThreadInfo)
    case channelChanged(ChannelPayload, ChannelChange)
    case channelDeleted(url: String, ChannelType)
}

/// Why a channel changed, so the client can call the matching delegate method.
package enum ChannelChange: Sendable {
    case updated
    case frozen
    case unfrozen
    case userJoined(UserRecord)
    case userLeft(UserRecord)
    case invited(inviter: UserRecord?, invitees: [UserRecord])
    case userMuted(UserRecord)
    case userUnmuted(UserRecord)
    case userBanned(UserRecord)
    case userUnbanned(UserRecord)
    case operatorsUpdated
    case hidden
    case readStatus(userId: String)
    case deliveryStatus(userId: String)
    case typingStatus
    case userEntered(UserRecord)
    case userExited(UserRecord)
}
