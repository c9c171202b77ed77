/// One page of users, with the restriction end of each muted or banned one, and the
/// user id to continue after.
struct UserListPage {
    var users: [(record: UserRecord, restrictionEndsAt: Int64?)]
    var next: String?
    var hasNext: Bool
}
