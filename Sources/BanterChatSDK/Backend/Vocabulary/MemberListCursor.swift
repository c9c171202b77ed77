/// Where a member list continues: members are ordered by nickname, ignoring case, then id.
package struct MemberListCursor: Comparable {
    package var nickname: String
    package var userId: String

    package static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.nickname, lhs.userId) < (rhs.nickname, rhs.userId)
    }

    package init(nickname: String, userId: String) {
        self.nickname = nickname
        self.userId = userId
    }
}
