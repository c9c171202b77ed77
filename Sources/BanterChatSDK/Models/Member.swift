/// A user as a member of one group channel: invitation state, role and mute.
@MainActor
public class Member: User {
    /// Invited or joined.
    public internal(set) var state: MemberState
    /// Operator or not.
    public internal(set) var role: Role
    /// Whether the member is muted in the channel now.
    public internal(set) var isMuted: Bool

    init(_ user: UserRecord, _ member: MemberRecord, now: Int64) {
        state = member.state
        role = member.isOperator ? .operator : .none
        isMuted = member.isMuted(at: now)
        super.init(user)
    }

    func update(from member: MemberRecord, now: Int64) {
        state = member.state
        role = member.isOperator ? .operator : .none
        isMuted = member.isMuted(at: now)
    }
}
