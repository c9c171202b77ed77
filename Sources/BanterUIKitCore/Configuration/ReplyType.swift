/// How users reply to a message in a channel.
public enum ReplyType: String, Sendable, CaseIterable {
    /// Replying is off.
    case none
    /// A reply quotes its parent in the channel.
    case quoteReply
    /// A reply goes to the parent's thread; the channel shows "3 replies".
    case thread
}
