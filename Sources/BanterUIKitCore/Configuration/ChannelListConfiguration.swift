/// How a channel list screen behaves. Part of `BanterUIKit.config`
/// (`config.groupChannel.channelList`). Main actor only.
@MainActor
public final class ChannelListConfiguration {
    /// Whether a row says who is typing in its channel, in place of the last message.
    public var isTypingIndicatorEnabled = true
    /// Whether a row shows the unread count.
    public var isUnreadCountEnabled = true

    /// The defaults.
    public init() {}

    /// Puts every setting back to its default.
    public func reset() {
        isTypingIndicatorEnabled = true
        isUnreadCountEnabled = true
    }
}
