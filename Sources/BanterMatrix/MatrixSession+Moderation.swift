import BanterChatSDK
import BanterScheduling
import Foundation

/// Moderation on a Matrix room, through its power levels (`MatrixModeration` says how) and
/// the `/ban` and `/unban` endpoints: operators, freezing, mutes and bans, and the lists of
/// operators, muted and banned users.
///
/// Each request reads the room's state fresh, refuses a caller who is not an operator with
/// 400108 before writing (as the mock does), then writes one `m.room.power_levels` event;
/// the homeserver's own refusal (an operator changing someone of their own level) is 400108
/// too. Every member, the caller included, hears the change through `/sync`.
///
/// Timed mutes and bans end by a timer of the client that set them (`moderationTimers`):
/// when that client disconnects or quits first, the mute or ban stays until someone lifts it.
extension MatrixSession {
    func setOperators(url: String, userIds: [String], add: Bool, reply: @escaping BackendReply<Void>) {
        guard !userIds.isEmpty else { return answer(.failure(.invalidParameter("no user ids given")), reply) }
        editPowerLevels(url: url, action: "change its operators", members: userIds) { [userId] room, content throws(ChatError) in
            try MatrixModeration.settingOperators(userIds, add: add, in: content, levels: room.powerLevels, by: userId, url: url)
        } reply: { reply($0.map { _ in }) }
    }

    func setFrozen(url: String, frozen: Bool, reply: @escaping BackendReply<ChannelPayload>) {
        editPowerLevels(url: url, action: frozen ? "freeze it" : "unfreeze it", members: []) { [userId] room, content in
            MatrixModeration.settingFrozen(frozen, in: content, levels: room.powerLevels, by: userId)
        } reply: { [userId] in reply($0.map { $0.channelPayload(for: userId) }) }
    }

    func setMuted(url: String, userId target: String, seconds: Int?, muted: Bool, reply: @escaping BackendReply<Void>) {
        do throws(ChatError) {
            try Validation.duration(seconds, named: "mute duration")
        } catch {
            return answer(.failure(error), reply)
        }
        let until = muted ? seconds.map { Int64(Date().timeIntervalSince1970 * 1000) + Int64($0) * 1000 } : nil
        editPowerLevels(url: url, action: muted ? "mute users" : "unmute users", members: [target]) { [userId] room, content throws(ChatError) in
            try MatrixModeration.settingMuted(
                target, muted: muted, until: until, in: content, levels: room.powerLevels, by: userId, url: url)
        } reply: { [self] result in
            if case .success = result, let seconds, let until {
                moderationTimers.schedule(after: .seconds(seconds)) { [weak self] in self?.endMute(of: target, in: url, until: until) }
            }
            reply(result.map { _ in })
        }
    }

    func setBanned(url: String, userId target: String, seconds: Int?, banned: Bool, reply: @escaping BackendReply<Void>) {
        do throws(ChatError) {
            try Validation.duration(seconds, named: "ban duration")
        } catch {
            return answer(.failure(error), reply)
        }
        refreshRoom(url: url) { [self] result in
            switch result {
            case .failure(let error):
                reply(.failure(error))
            case .success(let room):
                guard room.powerLevels.isOperator(userId) else {
                    return reply(.failure(Self.notOperator(url, banned ? "ban users" : "unban users")))
                }
                if !banned, room.membership(of: target) != "ban" {
                    return reply(.failure(ChatError(.notFoundInDatabase, "Not found in database: \(target) is not banned from \(url).")))
                }
                if banned, room.powerLevels.creators.contains(target) {
                    return reply(.failure(ChatError(.nonAuthorized, "Not authorized: \(target) created \(url), and a creator of a room of version 12 or later cannot be banned.")))
                }
                var body: [String: MatrixJSON] = ["user_id": .string(target)]
                if let seconds, banned { body["reason"] = .string("Banned for \(seconds) s.") }
                http.send("POST", ["rooms", url, banned ? "ban" : "unban"], body: .object(body), refusal: refusal(.other(url: url))) {
                    [self] (result: Result<MatrixEmpty, ChatError>) in
                    if case .success = result, banned, let seconds {
                        moderationTimers.schedule(after: .seconds(seconds)) { [weak self] in self?.endBan(of: target, in: url) }
                    }
                    reply(result.map { _ in })
                }
            }
        }
    }

    // MARK: Lists

    /// Operators, muted users (with their mute's end) and banned users of a room, and the
    /// participants of an open channel (its joined users), read from its state, paged as
    /// every user list (`userPage`). Other sources answer 800110.
    func listModerationUsers(
        _ source: UserListSource, nicknamePrefix: String?, after cursor: String?, limit: Int,
        reply: @escaping BackendReply<UserListPage>
    ) {
        let url: String
        switch source {
        case .operators(let channel), .muted(let channel), .banned(let channel), .participants(let channel): url = channel
        case .application, .blocked: return unavailable("application and blocked user lists", reply)
        }
        do throws(ChatError) { try Validation.pageLimit(limit) } catch { return answer(.failure(error), reply) }
        refreshRoom(url: url) { [self] result in
            reply(result.flatMap { room in Result { () throws(ChatError) in
                let levels = room.powerLevels
                var entries: [(id: String, endsAt: Int64?)]
                switch source {
                case .operators:
                    entries = (room.kind == .open ? room.openChannelOperators : room.members.keys.filter {
                        room.membership(of: $0) == "join" && levels.isOperator($0)
                    }).map { ($0, nil) }
                case .muted:
                    entries = levels.users.keys.compactMap { id in room.mutedUntil(id).map { (id, $0 == .max ? nil : $0) } }
                case .banned:
                    guard levels.isOperator(userId) else { throw Self.notOperator(url, "list banned users") }
                    entries = room.bannedUserIds.map { ($0, nil) }
                case .participants:
                    guard room.kind == .open else { throw .channelNotFound(url) }
                    entries = room.members.keys.filter { room.membership(of: $0) == "join" }.map { ($0, nil) }
                case .application, .blocked:
                    entries = []  // not routed here (`listUsers` answers it)
                }
                return Self.userPage(
                    entries.map { room.userRecord($0.id) },
                    restrictionEnds: Dictionary(entries.compactMap { entry in entry.endsAt.map { (entry.id, $0) } }, uniquingKeysWith: { $1 }),
                    nicknamePrefix: nicknamePrefix, after: cursor, limit: limit)
            } })
        }
    }

    // MARK: Helpers

    /// Reads the room, checks the caller is an operator and that `members` are in a group
    /// channel (400201 otherwise, as on the mock), writes the power levels `edit` makes of
    /// the current ones, and answers the room as written.
    private func editPowerLevels(
        url: String, action: String, members: [String],
        edit: @escaping @MainActor (MatrixRoom, MatrixModeration.Content) throws(ChatError) -> MatrixModeration.Content,
        reply: @escaping BackendReply<MatrixRoom>
    ) {
        refreshRoom(url: url) { [self] result in
            switch result {
            case .failure(let error):
                reply(.failure(error))
            case .success(let room):
                guard room.powerLevels.isOperator(userId) else { return reply(.failure(Self.notOperator(url, action))) }
                if room.kind == .group, let stranger = members.first(where: { !["join", "invite"].contains(room.membership(of: $0)) }) {
                    return reply(.failure(ChatError(.notFoundInDatabase, "Not found in database: \(stranger) is not a member of \(url).")))
                }
                let content: MatrixModeration.Content
                do throws(ChatError) {
                    content = try edit(room, room.powerLevelsContent?.objectValue ?? [:])
                } catch {
                    return reply(.failure(error))
                }
                http.send(
                    "PUT", ["rooms", url, "state", "m.room.power_levels", ""], body: .object(content),
                    refusal: refusal(.other(url: url))
                ) { [self] (result: Result<MatrixResponse.EventId, ChatError>) in
                    reply(result.map { _ in
                        var written = account.rooms[url] ?? room
                        written.powerLevelsContent = .object(content)
                        account.rooms[url] = written
                        return written
                    })
                }
            }
        }
    }

    /// The mock's refusal of a moderation request from someone who is not an operator (400108).
    static func notOperator(_ url: String, _ action: String) -> ChatError {
        ChatError(.nonAuthorized, "Not authorized: only an operator of \(url) can \(action).")
    }

    /// Answers on the next turn, as every reply must come later than the call.
    func answer<T>(_ result: Result<T, ChatError>, _ reply: @escaping BackendReply<T>) {
        Task { @MainActor in reply(result) }
    }

    /// Lifts a timed mute when it is still the one this client set (not lifted or replaced since).
    private func endMute(of target: String, in url: String, until: Int64) {
        guard isOpen else { return }
        refreshRoom(url: url) { [self] result in
            guard case .success(let room) = result, MatrixModeration.mutes(in: room.powerLevelsContent)[target]?.until == until else { return }
            setMuted(url: url, userId: target, seconds: nil, muted: false) { _ in }
        }
    }

    /// Lifts a timed ban when the user is still banned.
    private func endBan(of target: String, in url: String) {
        guard isOpen else { return }
        refreshRoom(url: url) { [self] result in
            guard case .success(let room) = result, room.membership(of: target) == "ban" else { return }
            setBanned(url: url, userId: target, seconds: nil, banned: false) { _ in }
        }
    }
}

/// The clock that ends timed mutes and bans set from this process; work scheduled on it
/// dies with the process, which is why such an end is only as durable as the client.
@MainActor let moderationTimers: any Scheduler = DispatchScheduler()
