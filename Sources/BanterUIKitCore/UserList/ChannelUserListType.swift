/// Which users a channel's user list shows, as the reference kit's `ChannelUserListType`:
/// a group channel's members, an open channel's participants, or a channel's operators,
/// muted users or banned users (the last three from the moderation screen).
public enum ChannelUserListType: Hashable, Sendable, CaseIterable {
    case members
    case operators
    case muted
    case banned
    case participants
}
