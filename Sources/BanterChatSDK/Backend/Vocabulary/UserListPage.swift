/// One page of users, with the restriction end of each muted or banned one, and the
/// user id to continue after.
package struct UserListPage {
    package var users: [(record: UserRecord, restrictionEndsAt: Int64?)]
    package var next: String?
    package var hasNext: Bool

    package init(users: [(record: UserRecord, restrictionEndsAt: Int64?)], next: String? = nil, hasNext: Bool) {
        self.users = users
        self.next = next
        self.hasNext = hasNext
    }
}
