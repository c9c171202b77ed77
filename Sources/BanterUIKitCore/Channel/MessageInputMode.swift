import BanterChatSDK

/// What the message input is doing: writing a new message, editing one of the current
/// user's, or replying to a message by quoting it.
@MainActor
public enum MessageInputMode {
    /// A new message.
    case normal
    /// Editing `message`; Enter saves, Esc cancels.
    case edit(BaseMessage)
    /// Replying to `message` (quoted above the reply); Esc cancels.
    case quoteReply(BaseMessage)

    /// The message being edited or replied to; nil in normal mode.
    public var message: BaseMessage? {
        switch self {
        case .normal: nil
        case .edit(let message), .quoteReply(let message): message
        }
    }

    /// Whether this is `.edit`.
    public var isEdit: Bool {
        if case .edit = self { return true }
        return false
    }

    /// Whether this is `.normal`.
    public var isNormal: Bool {
        if case .normal = self { return true }
        return false
    }
}
