import BanterChatSDK
import Foundation

/// Member and user lists on Matrix, and the user's own display name.
///
/// Member lists read the room's members fresh (`/rooms/{id}/members`) and page them in the
/// mock's order (nickname ignoring case, then id) after its cursor. User lists come from
/// what Matrix has: profiles (`/profile/{id}`) for given ids, the user directory
/// (`/user_directory/search`) for a nickname prefix (and `/profile` for a full user id the
/// directory does not list), the users who share a room with this
/// one otherwise, and the room's power levels and bans for its operators, muted and banned.
extension MatrixSession {
    func listMembers(
        url: String, filter: MemberListQuery.Filter, after cursor: MemberListCursor?, limit: Int,
        reply: @escaping BackendReply<MemberListPage>
    ) {
        do { try Validation.pageLimit(limit) } catch { return later { reply(.failure(error)) } }
        withJoinedRoom(url, reply) { [self] _ in
            http.send("GET", ["rooms", url, "members"], query: ["not_membership": "leave"], refusal: refusal(.channel(url: url))) {
                [self] (result: Result<MatrixResponse.Members, ChatError>) in
                reply(result.map { answer in
                    var room = account.rooms[url] ?? MatrixRoom(roomId: url)
                    for event in answer.chunk { room.apply(event) }
                    account.rooms[url] = room
                    return Self.memberPage(room.channelPayload(for: userId).members, filter: MatrixMemberFilter(filter: filter, powerLevels: room.powerLevels), after: cursor, limit: limit)
                })
            }
        }
    }

    /// One page of `members` that pass `filter` and start with its nickname prefix, in the
    /// mock's order, after `cursor`.
    static func memberPage(
        _ members: [ChannelPayload.MemberSummary], filter: MatrixMemberFilter, after cursor: MemberListCursor?, limit: Int
    ) -> MemberListPage {
        let prefix = filter.filter.nicknameStartsWith?.lowercased()
        let ordered = members
            .filter(filter.includes)
            .map { (key: MemberListCursor(nickname: $0.user.nickname.lowercased(), userId: $0.user.userId), member: $0) }
            .filter { entry in prefix.map { entry.key.nickname.hasPrefix($0) } ?? true }
            .filter { entry in cursor.map { entry.key > $0 } ?? true }
            .sorted { $0.key < $1.key }
        let page = ordered.prefix(limit)
        return MemberListPage(members: page.map(\.member), next: page.last?.key ?? cursor, hasNext: ordered.count > limit)
    }

    func listUsers(
        _ source: UserListSource, nicknamePrefix: String?, after cursor: String?, limit: Int,
        reply: @escaping BackendReply<UserListPage>
    ) {
        do { try Validation.pageLimit(limit) } catch { return later { reply(.failure(error)) } }
        let page = { (users: [UserRecord]) in
            Self.userPage(users, restrictionEnds: [:], nicknamePrefix: nicknamePrefix, after: cursor, limit: limit)
        }
        switch source {
        case .application(let userIds?):
            profiles(Array(Set(userIds)).sorted()) { reply(.success(page($0))) }
        case .application(nil):
            guard let prefix = nicknamePrefix, !prefix.isEmpty else {
                // Matrix lists no homeserver's users; those sharing a room with this user stand in.
                return later { [self] in reply(.success(page(sharingUsers()))) }
            }
            let body = MatrixJSON.object(["search_term": .string(prefix), "limit": .number(Double(Self.directoryLimit))])
            http.send("POST", ["user_directory", "search"], body: body, refusal: refusal(.user(userId))) {
                [self] (result: Result<MatrixResponse.UserDirectory, ChatError>) in
                let listed = (try? result.get())?.results.map {
                    UserRecord(userId: $0.userId, nickname: $0.displayName ?? MatrixRoom.localpart($0.userId), profileURL: $0.avatarURL)
                }
                // A full Matrix id the directory does not list (a homeserver that lists only
                // people who share a room) is looked up by its profile.
                guard Self.isFullUserId(prefix), listed?.contains(where: { $0.userId == prefix }) != true else {
                    return reply(result.map { _ in page(listed ?? []) })
                }
                profiles([prefix]) { found in
                    if found.isEmpty, case .failure(let error) = result { return reply(.failure(error)) }
                    reply(.success(page((listed ?? []) + found)))
                }
            }
        case .blocked:
            profiles(account.ignoredUserIds.sorted()) { reply(.success(page($0))) }
        case .operators, .muted, .banned, .participants:
            // Read from the power levels and bans, open channels' too (`MatrixSession+Moderation`).
            listModerationUsers(source, nicknamePrefix: nicknamePrefix, after: cursor, limit: limit, reply: reply)
        }
    }

    /// How many users one directory search asks for: the directory has no cursor, so a page
    /// after the first is cut from this many.
    static let directoryLimit = 500

    /// Whether `text` is a whole Matrix user id, `@localpart:server`: the user search then
    /// also asks for that user's profile.
    static func isFullUserId(_ text: String) -> Bool {
        guard text.hasPrefix("@"), let colon = text.firstIndex(of: ":") else { return false }
        return colon > text.index(after: text.startIndex) && colon < text.index(before: text.endIndex)
            && !text.contains(where: \.isWhitespace)
    }

    /// Users in id order after `cursor` whose nickname or user id starts with the prefix,
    /// ignoring case (so `@bob:localhost` finds Bob), each with the end of their mute or ban
    /// when it has one.
    static func userPage(
        _ users: [UserRecord], restrictionEnds: [String: Int64], nicknamePrefix: String?, after cursor: String?, limit: Int
    ) -> UserListPage {
        let prefix = nicknamePrefix?.lowercased()
        var unique: [String: UserRecord] = [:]
        for user in users { unique[user.userId] = user }
        let ordered = unique.values
            .filter { user in cursor.map { user.userId > $0 } ?? true }
            .filter { user in prefix.map { user.nickname.lowercased().hasPrefix($0) || user.userId.lowercased().hasPrefix($0) } ?? true }
            .sorted { $0.userId < $1.userId }
        let page = ordered.prefix(limit)
        return UserListPage(
            users: page.map { ($0, restrictionEnds[$0.userId]) }, next: page.last?.userId ?? cursor, hasNext: ordered.count > limit)
    }

    /// This user and everyone joined or invited in a room with them, named as the rooms name them.
    private func sharingUsers() -> [UserRecord] {
        var users: [String: UserRecord] = [:]
        for room in account.rooms.values where room.membership(of: userId) == "join" && !room.isDeleted {
            for (id, member) in room.members where ["join", "invite"].contains(member.membership) {
                users[id] = room.userRecord(id)
            }
        }
        return Array(users.values)
    }

    /// The profiles of `userIds`, in order; a user the homeserver does not know is left out,
    /// as the mock leaves out unknown ids.
    private func profiles(_ userIds: [String], found: [UserRecord] = [], completion: @escaping ([UserRecord]) -> Void) {
        guard let first = userIds.first else { return completion(found) }
        http.send("GET", ["profile", first], refusal: refusal(.user(first))) { [self] (result: Result<MatrixResponse.Profile, ChatError>) in
            let user = (try? result.get()).map {
                UserRecord(userId: first, nickname: $0.displayName ?? MatrixRoom.localpart(first), profileURL: $0.avatarURL)
            }
            profiles(Array(userIds.dropFirst()), found: found + (user.map { [$0] } ?? []), completion: completion)
        }
    }

    /// Sets this user's display name to `nickname` when given and different, as the mock's
    /// connect does, and answers the user as the homeserver names them. A failure to read or
    /// set the name does not fail the connection: the user keeps the name they had.
    func applyNickname(_ nickname: String?, completion: @escaping (UserRecord) -> Void) {
        let userId = self.userId
        http.send("GET", ["profile", userId], refusal: refusal(.user(userId))) { [self] (result: Result<MatrixResponse.Profile, ChatError>) in
            let profile = try? result.get()
            let current = UserRecord(
                userId: userId, nickname: profile?.displayName ?? MatrixRoom.localpart(userId), profileURL: profile?.avatarURL)
            guard let nickname, !nickname.isEmpty, nickname != profile?.displayName else { return completion(current) }
            http.send("PUT", ["profile", userId, "displayname"], body: .object(["displayname": .string(nickname)]), refusal: refusal(.user(userId))) {
                (result: Result<MatrixEmpty, ChatError>) in
                var named = current
                if case .success = result { named.nickname = nickname }
                completion(named)
            }
        }
    }
}
