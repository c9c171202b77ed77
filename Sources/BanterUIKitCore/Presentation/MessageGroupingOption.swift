/// How consecutive messages of one group are drawn together.
public enum MessageGroupingOption: Sendable, Hashable {
    /// Show the avatar only on the group's last message.
    case collapseProfilePicture
    /// Show the header (sender name) only on the first message and the footer only on the last.
    case collapseEnclosingViews
    /// Show one timestamp for the whole group, at its top or bottom.
    case collapseTimestamps(TimestampPositionAnchor)
}
