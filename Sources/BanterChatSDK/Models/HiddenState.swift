/// Whether the current user has hidden a group channel from their list, and whether a new
/// message brings it back.
public enum HiddenState: String, Codable, Sendable {
    case unhidden
    /// Hidden until the next message arrives.
    case hiddenAllowAutoUnhide
    /// Hidden until `unhide` is called.
    case hiddenPreventAutoUnhide
}
