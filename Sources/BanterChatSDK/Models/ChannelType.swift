/// The two kinds of channel the service offers.
public enum ChannelType: String, Codable, Sendable {
    /// A channel with members, invitations, read receipts and unread counts.
    case group
    /// A public chat room anyone can enter; it has participants rather than members.
    case open
}
