/// How the group channel screens behave: `channel` for chatting in one, `channelList` for
/// the list of them. Part of `BanterUIKit.config`. Main actor only.
@MainActor
public final class GroupChannelConfiguration {
    /// The group channel screen.
    public let channel = ChannelConfiguration()
    /// The group channel list screen.
    public let channelList = ChannelListConfiguration()

    /// The defaults.
    public init() {}

    /// Puts every setting back to its default.
    public func reset() {
        channel.reset()
        channelList.reset()
    }
}
