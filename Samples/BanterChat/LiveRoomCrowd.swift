import BanterChatSDK

/// The people of the simulated workspace whom the group channel pickers list while nothing
/// is typed: everyone but the live room's crowd, thousands of strangers who only watch the
/// live event and would bury the few people the user talks to. Typing a filter searches
/// everyone, the crowd too. Set once the workspace is known (`ChatSession`); nil (a
/// homeserver, a workspace without a crowd) lists everyone. Main actor only.
@MainActor
enum LiveRoomCrowd {
    /// The ids listed without a filter; nil lists everyone.
    static var listedUserIds: [String]?

    /// The query a picker pages through while its filter is empty and a crowd is kept out;
    /// nil when everyone is listed (the picker's default query).
    static func unfilteredQuery(client: ChatClient, filter: String, pageSize: Int) -> UserListQuery? {
        guard filter.isEmpty, let listedUserIds else { return nil }
        let query = client.createApplicationUserListQuery(userIds: listedUserIds)
        query.limit = pageSize
        return query
    }
}
