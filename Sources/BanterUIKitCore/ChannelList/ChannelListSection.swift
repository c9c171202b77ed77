import BanterChatSDK

/// The headings a channel list can group its rows under (`showsSectionsByType`):
/// one-to-one conversations, private groups, and public channels, in that order.
public enum ChannelListSection: Int, CaseIterable, Sendable {
    /// One-to-one conversations.
    case direct
    /// Private group channels.
    case groups
    /// Public group channels.
    case publicChannels

    /// The heading shown above the section (`StringSet.current.channelList`).
    @MainActor
    public var title: String {
        let strings = StringSet.current.channelList
        switch self {
        case .direct: return strings.directSection
        case .groups: return strings.groupsSection
        case .publicChannels: return strings.publicSection
        }
    }

    /// The section `channel` belongs to: public channels, then two-member distinct or
    /// unnamed channels as direct, the rest as groups.
    @MainActor
    public static func of(_ channel: GroupChannel) -> ChannelListSection {
        if channel.isPublic { return .publicChannels }
        if channel.memberCount <= 2 && (channel.isDistinct || channel.name.isEmpty) { return .direct }
        return .groups
    }
}
