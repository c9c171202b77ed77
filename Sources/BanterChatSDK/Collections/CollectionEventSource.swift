/// Why a collection changed: the event from the service, the step of a message this client
/// is sending, or the catch-up after a reconnection. Carried by `GroupChannelContext` and
/// `MessageContext`, so a UI can, say, scroll to the bottom for its own sent message but not
/// for a received one.
public enum CollectionEventSource: String, Sendable {
    // Catching up after a reconnection.
    /// Messages edited or deleted while the connection was lost.
    case messageChangelog
    /// Messages sent while the connection was lost, filling the gap at the live end.
    case messageFill
    /// Channels that changed, appeared or went away while the connection was lost.
    case channelChangelog

    // Messages this client is sending.
    case localMessagePendingCreated
    case localMessageFailed
    /// A file upload was cancelled; the message left the collection.
    case localMessageCanceled
    case localMessageResendStarted

    // Events from the service.
    /// The service stored a message this client sent.
    case eventMessageSent
    case eventMessageReceived
    case eventMessageUpdated
    case eventMessageDeleted
    case eventReactionUpdated
    case eventThreadInfoUpdated
    /// The channel's name, cover, custom type or data changed.
    case eventChannelChanged
    /// This client created the channel.
    case eventChannelCreated
    case eventChannelDeleted
    case eventChannelFrozen
    case eventChannelUnfrozen
    case eventChannelHidden
    case eventUserJoined
    case eventUserLeft
    case eventUserReceivedInvitation
    case eventUserMuted
    case eventUserUnmuted
    case eventUserBanned
    case eventUserUnbanned
    case eventOperatorUpdated
    case eventTypingStatusUpdated
    case eventReadStatusUpdated
    case eventDeliveryStatusUpdated

    /// The source for an event the client received; nil for events no collection reflects.
    init?(_ event: ServerEvent) {
        switch event {
        case .messageReceived: self = .eventMessageReceived
        case .messageUpdated: self = .eventMessageUpdated
        case .messageDeleted: self = .eventMessageDeleted
        case .reactionUpdated: self = .eventReactionUpdated
        case .threadInfoUpdated: self = .eventThreadInfoUpdated
        case .channelDeleted: self = .eventChannelDeleted
        case .mentioned: return nil
        case .channelChanged(_, let change):
            guard let source = Self(change) else { return nil }
            self = source
        }
    }

    /// The source for a change to a channel; nil for open-channel entries and exits.
    init?(_ change: ChannelChange) {
        switch change {
        case .updated: self = .eventChannelChanged
        case .frozen: self = .eventChannelFrozen
        case .unfrozen: self = .eventChannelUnfrozen
        case .userJoined: self = .eventUserJoined
        case .userLeft: self = .eventUserLeft
        case .invited: self = .eventUserReceivedInvitation
        case .userMuted: self = .eventUserMuted
        case .userUnmuted: self = .eventUserUnmuted
        case .userBanned: self = .eventUserBanned
        case .userUnbanned: self = .eventUserUnbanned
        case .operatorsUpdated: self = .eventOperatorUpdated
        case .hidden: self = .eventChannelHidden
        case .readStatus: self = .eventReadStatusUpdated
        case .deliveryStatus: self = .eventDeliveryStatusUpdated
        case .typingStatus: self = .eventTypingStatusUpdated
        case .userEntered, .userExited: return nil
        }
    }
}
