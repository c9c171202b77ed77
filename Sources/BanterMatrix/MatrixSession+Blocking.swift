import BanterChatSDK

/// Blocking and reporting on Matrix. A block is the account's `m.ignored_user_list` account
/// data: the homeserver then stops sending the ignored user's events to this account (their
/// new messages never arrive; history already loaded stays until reloaded), and invitations
/// from them are dropped. Reports go to the homeserver's administrators:
/// `POST /rooms/{room}/report/{event}` for a message and `POST /users/{user}/report` for a
/// user; the category travels in the reason text, as Matrix has no categories, and no
/// channel operator can read them (`listReports` answers 800110).
extension MatrixSession {
    var blockedUserIds: Set<String> { account.ignoredUserIds }

    /// Reads the list fresh (another client may have changed it), adds or removes the user,
    /// and writes it back; answers with the user's profile as the homeserver names them.
    func setBlocked(userId target: String, blocked: Bool, reply: @escaping BackendReply<UserRecord>) {
        let path = ["user", userId, "account_data", MatrixAccount.ignoredUserListType]
        http.send("GET", path, refusal: refusal(.user(userId))) { [self] (result: Result<MatrixJSON, ChatError>) in
            // M_NOT_FOUND: the account never ignored anyone.
            var ignored = (try? result.get()).map(MatrixAccount.ignoredUsers(from:)) ?? account.ignoredUserIds
            if blocked { ignored.insert(target) } else { ignored.remove(target) }
            let content = MatrixJSON.object(["ignored_users": .object(Dictionary(uniqueKeysWithValues: ignored.map { ($0, MatrixJSON.object([:])) }))])
            http.send("PUT", path, body: content, refusal: refusal(.user(target))) { [self] (result: Result<MatrixEmpty, ChatError>) in
                switch result {
                case .success:
                    account.ignoredUserIds = ignored
                    reply(.success(backendUserRecord(target)))
                case .failure(let error):
                    reply(.failure(error))
                }
            }
        }
    }

    func report(
        url: String, messageId: Int64?, offendingUserId: String?, category: ReportCategory, description: String?,
        reply: @escaping BackendReply<Void>
    ) {
        let reason = MatrixJSON.string([category.rawValue, description].compactMap { $0 }.joined(separator: ": "))
        if let messageId {
            guard let eventId = eventId(of: messageId, in: url) else { return refuse(.messageNotFound(messageId), reply) }
            http.send("POST", ["rooms", url, "report", eventId], body: .object(["reason": reason]),
                      refusal: refusal(.message(url: url, messageId: messageId))) { (result: Result<MatrixEmpty, ChatError>) in
                reply(result.map { _ in () })
            }
        } else if let offendingUserId {
            http.send("POST", ["users", offendingUserId, "report"], body: .object(["reason": reason]),
                      refusal: refusal(.user(offendingUserId))) { (result: Result<MatrixEmpty, ChatError>) in
                reply(result.map { _ in () })
            }
        } else {
            refuse(.invalidParameter("a report names a message or a user"), reply)
        }
    }

    func listReports(url: String, reply: @escaping BackendReply<[ReportRecord]>) {
        unavailable("Reports for operators (a Matrix report goes to the homeserver's administrators)", reply)
    }

    private func backendUserRecord(_ id: String) -> UserRecord {
        account.rooms.values.first { $0.members[id] != nil }?.userRecord(id)
            ?? UserRecord(userId: id, nickname: MatrixRoom.localpart(id))
    }
}

extension MatrixAccount {
    /// The account data type of the ignored users list.
    static let ignoredUserListType = "m.ignored_user_list"

    /// The user ids of an `m.ignored_user_list` content (`{"ignored_users": {id: {}}}`).
    static func ignoredUsers(from content: MatrixJSON) -> Set<String> {
        guard case .object(let users)? = content["ignored_users"] else { return [] }
        return Set(users.keys)
    }
}
