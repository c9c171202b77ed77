/// How the open channel screens behave: `channel` for chatting in one (no receipts,
/// reactions or typing indicators by default, as open channels have none), `channelList`
/// for the list. Part of `BanterUIKit.config`. Main actor only.
@MainActor
public final class OpenChannelConfiguration {
    /// The open channel screen.
    public let channel = ChannelConfiguration()
    /// The open channel list screen.
    public let channelList = ChannelListConfiguration()

    /// The defaults.
    public init() {
        applyOpenChannelDefaults()
    }

    /// Puts every setting back to its default.
    public func reset() {
        channel.reset()
        channelList.reset()
        applyOpenChannelDefaults()
    }

    private func applyOpenChannelDefaults() {
        channel.isReceiptsEnabled = false
        channel.isReactionsEnabled = false
        channel.typingIndicatorTypes = []
        channel.replyType = .none
        // Open channels are busy rooms of strangers: every message shows who and when.
        channel.isMessageGroupingEnabled = false
        channelList.isTypingIndicatorEnabled = false
    }
}
