/// Which of a group channel's messages notify the current user, as the service's per-channel
/// push setting: the channel list marks a channel whose notifications are off.
public enum GroupChannelPushTriggerOption: String, Codable, Sendable, CaseIterable {
    /// Follow the user's global setting (every message, unless they changed it).
    case `default`
    /// Every message.
    case all
    /// Only messages that mention the user.
    case mentionOnly = "mention_only"
    /// None.
    case off
}
