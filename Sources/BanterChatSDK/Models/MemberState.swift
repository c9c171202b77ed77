/// Where a user stands with a group channel: invited and not yet joined, or joined.
public enum MemberState: String, Codable, Sendable {
    /// Not a member (for example after leaving).
    case none
    /// Invited, not yet accepted; invited users count as members but receive no messages' unread counts.
    case invited
    /// A full member.
    case joined
}
