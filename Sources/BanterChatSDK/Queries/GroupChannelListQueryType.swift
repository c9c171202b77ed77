/// How `GroupChannelListQueryParams.userIdsIncludeFilter` combines its users.
public enum GroupChannelListQueryType: String, Sendable {
    /// Channels that have every one of the users as members.
    case and
    /// Channels that have at least one of the users as a member.
    case or
}
