import BanterChatSDK

/// The people of the simulated workspace whom the group channel pickers list while nothing
/// is typed: everyone but the live room's crowd, thousands of strangers who only watch the
/// live event and would bury the few people the user talks to. Typing a filter searches
/// everyone, the crowd too. Set once the workspace is known (`ChatSession`), for that
/// session's client only: a picker on any other client (a homeserver's, a test's) lists
/// everyone. Main actor only.
@MainActor
enum LiveRoomCrowd {
    /// The client whose pickers leave the crowd out.
    private(set) static weak var client: ChatClient?
    /// The ids its pickers list without a filter.
    private(set) static var listedUserIds: [String] = []

    /// Leaves the crowd out of `client`'s pickers: they list `listedUserIds` until a filter
    /// is typed.
    static func keepOut(of client: ChatClient, listing listedUserIds: [String]) {
        self.client = client
        self.listedUserIds = listedUserIds
    }

    /// The query a picker on `client` pages through while its filter is empty; nil (the
    /// picker's default query) with a filter or on another client.
    static func unfilteredQuery(client: ChatClient, filter: String, pageSize: Int) -> UserListQuery? {
        guard filter.isEmpty, client === self.client else { return nil }
        let query = client.createApplicationUserListQuery(userIds: listedUserIds)
        query.limit = pageSize
        return query
    }
}
