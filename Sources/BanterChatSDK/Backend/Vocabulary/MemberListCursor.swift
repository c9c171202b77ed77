/// Where a member list continues: members are ordered by nickname, ignoring case, then id.
struct MemberListCursor: Comparable {
    var nickname: String
    var userId: String

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.nickname, lhs.userId) < (rhs.nickname, rhs.userId)
    }
}
