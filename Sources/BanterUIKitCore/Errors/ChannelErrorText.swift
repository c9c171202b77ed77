import BanterChatSDK

/// What a notice says for a failed request about a channel. The service's messages name a
/// channel by its internal URL ("… to the channel banter_group_channel_…"), which means
/// nothing to a user: when the message carries `channel`'s URL, the notice says the kit's
/// own text (`StringSet.common.channelNotAllowed` for a refusal of rights,
/// `channelNotMember` when the user is no longer in the group channel,
/// `StringSet.common.channelRequestFailed` for anything else) with the channel's name.
/// Any other message is shown as the service gave it. Main actor only.
@MainActor
public enum ChannelErrorText {
    /// The reason to show for `error` about `channel`: the kit's text with the channel's
    /// name when the service's message names its URL, else the service's message.
    public static func reason(for error: ChatError, in channel: BaseChannel?) -> String {
        guard let channel, !channel.channelURL.isEmpty, error.message.contains(channel.channelURL) else { return error.message }
        let name = displayName(of: channel)
        let strings = StringSet.current.common
        guard error.code == .nonAuthorized else { return strings.channelRequestFailed(name) }
        if let group = channel as? GroupChannel, group.myMemberState != .joined { return strings.channelNotMember(name) }
        return strings.channelNotAllowed(name)
    }

    /// The name a user knows `channel` by: its own, else (a group channel) its members'.
    public static func displayName(of channel: BaseChannel) -> String {
        if let group = channel as? GroupChannel {
            return GroupChannelCell.displayName(of: group, currentUserId: channel.client?.currentUser?.userId)
        }
        return channel.name
    }
}
