/// Which channels a group channel list shows, by whether the current user hid them.
public enum GroupChannelHiddenChannelFilter: String, Sendable {
    /// Only channels the user has not hidden.
    case unhidden
    /// Only hidden channels, however they were hidden.
    case hidden
    /// Only channels hidden until the next message arrives.
    case hiddenAllowAutoUnhide
    /// Only channels hidden until the user unhides them.
    case hiddenPreventAutoUnhide
    /// Hidden and unhidden channels alike.
    case all
}
