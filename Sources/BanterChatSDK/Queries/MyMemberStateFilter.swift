/// Which channels a group channel list shows, by the current user's membership.
public enum MyMemberStateFilter: String, Sendable {
    /// Channels the user joined and channels they are invited to.
    case all
    /// Only channels the user joined.
    case joinedOnly
    /// Only channels the user is invited to and has not joined yet.
    case invitedOnly
}
