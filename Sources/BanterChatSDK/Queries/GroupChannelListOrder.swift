/// The order of a group channel list.
public enum GroupChannelListOrder: String, Sendable {
    /// By creation time, the newest channel first.
    case chronological
    /// By the time of the last message, the most recent first. A channel without messages
    /// counts from its creation time, so a channel created just now sits at the top.
    case latestLastMessage
    /// By name, ignoring case, from A to Z.
    case channelNameAlphabetical
}
