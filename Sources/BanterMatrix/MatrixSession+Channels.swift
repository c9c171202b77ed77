import BanterChatSDK
import Foundation

/// Changing group channels on Matrix: settings (as state events), invitations, leaving,
/// deleting (emulated), hiding (a room tag) and the push trigger option (room account data).
///
/// Each request answers on the main actor once the homeserver accepted every step; the
/// reply's payload already shows the change (applied to the account's room first), and
/// `/sync` then tells the user's other clients and the other members.
extension MatrixSession {
    /// Runs `body` on a later turn of the main actor: replies never come within the call.
    func later(_ body: @escaping @MainActor () -> Void) {
        Task { @MainActor in body() }
    }

    /// One request of a chain: method, path and JSON body.
    typealias Step = (method: String, path: [String], body: MatrixJSON?)

    /// Sends `steps` one after another and answers after the last, or with the first refusal
    /// (the steps before it stay done: Matrix has no transactions across requests).
    func send(_ steps: [Step], refusal: @escaping MatrixHTTP.Refusal, completion: @escaping BackendReply<Void>) {
        guard let step = steps.first else {
            return later { completion(.success(())) }
        }
        http.send(step.method, step.path, body: step.body ?? .object([:]), refusal: refusal) {
            [self] (result: Result<MatrixEmpty, ChatError>) in
            switch result {
            case .failure(let error): completion(.failure(error))
            case .success: send(Array(steps.dropFirst()), refusal: refusal, completion: completion)
            }
        }
    }

    /// The room at `url` once this user is known to have joined it, read fresh when the
    /// account does not know it yet; 400108 when they are not a joined member, as the mock
    /// answers requests that need membership, and 900500 once it was deleted.
    func withJoinedRoom<T>(_ url: String, _ reply: @escaping BackendReply<T>, _ body: @escaping (MatrixRoom) -> Void) {
        let check = { [self] (room: MatrixRoom) in
            // A deleted channel is gone, as the mock's requests on a deleted channel answer 900500.
            if room.isDeleted { return reply(.failure(.channelNotFound(url))) }
            guard room.membership(of: userId) == "join" else {
                return reply(.failure(ChatError(.nonAuthorized, "Not authorized: \(userId) is not a member of \(url).")))
            }
            body(room)
        }
        if let room = account.rooms[url], room.membership(of: userId) != nil {
            return later { check(room) }
        }
        fetchChannel(url: url) { [self] result in
            switch result {
            case .failure(let error): reply(.failure(error))
            case .success: check(account.rooms[url] ?? MatrixRoom(roomId: url))
            }
        }
    }

    /// Changes the name (`m.room.name`), the cover (`m.room.avatar`), and the custom type and
    /// data (`banter.channel`, keeping what is not given). The homeserver checks the power
    /// levels: changing room state takes level 50, an operator's, so an ordinary member is
    /// refused with 400108, as the mock refuses non-operators of a channel that has operators.
    func updateChannel(url: String, _ params: ChannelUpdateParams, reply: @escaping BackendReply<ChannelPayload>) {
        do {
            try Validation.url(params.coverURL, named: "the cover URL")
            try Validation.channelName(params.name)
        } catch {
            return later { reply(.failure(error)) }
        }
        withJoinedRoom(url, reply) { [self] room in
            var steps: [Step] = []
            if let name = params.name { steps.append(("PUT", ["rooms", url, "state", "m.room.name"], .object(["name": .string(name)]))) }
            if let cover = params.coverURL {
                steps.append(("PUT", ["rooms", url, "state", "m.room.avatar"], .object(["url": .string(cover)])))
            }
            if params.customType != nil || params.data != nil {
                let content = MatrixRoom.channelStateContent(
                    customType: params.customType ?? room.customType, data: params.data ?? room.data, isDistinct: room.isDistinct)
                steps.append(("PUT", ["rooms", url, "state", MatrixRoom.channelStateType], content))
            }
            send(steps, refusal: refusal(.other(url: url))) { [self] result in
                switch result {
                case .failure(let error): reply(.failure(error))
                case .success: fetchChannel(url: url, reply: reply)
                }
            }
        }
    }

    /// Matrix cannot delete a room, so deleting is emulated, for operators only as in the
    /// mock (400108 otherwise, with nothing done): a `banter.deleted` state event marks the
    /// room, every other joined or invited member is kicked, and the operator leaves. Every
    /// Banter client that sees the mark (now, or on its next sync) tells its user the channel
    /// was deleted and lists it no more. A member the operator may not kick (one of an equal
    /// or higher power level, such as the creator) stays in the room, but their clients
    /// still treat it as deleted; other Matrix clients see an abandoned room.
    func deleteChannel(url: String, reply: @escaping BackendReply<Void>) {
        withJoinedRoom(url, reply) { [self] room in
            guard room.powerLevels.isOperator(userId) else {
                return reply(.failure(ChatError(.nonAuthorized, "Not authorized: only an operator of \(url) can delete it.")))
            }
            let others = room.members.filter { $0.key != userId && ["join", "invite"].contains($0.value.membership) }.keys.sorted()
            send([("PUT", ["rooms", url, "state", MatrixRoom.deletedStateType], .object(["deleted_by": .string(userId)]))],
                 refusal: refusal(.other(url: url))) { [self] result in
                if case .failure(let error) = result { return reply(.failure(error)) }
                // Kicks that fail (a member of higher rank) do not stop the deletion: the mark is set.
                kick(others, from: url) { [self] in
                    http.send("POST", ["rooms", url, "leave"], body: .object([:]), refusal: refusal(.other(url: url))) {
                        [self] (_: Result<MatrixEmpty, ChatError>) in
                        account.rooms[url]?.isDeleted = true
                        account.rooms[url]?.userState.toldDeleted = true
                        listener?.receive(.channelDeleted(url: url, .group))
                        reply(.success(()))
                    }
                }
            }
        }
    }

    private func kick(_ userIds: [String], from url: String, completion: @escaping () -> Void) {
        guard let first = userIds.first else { return completion() }
        let body = MatrixJSON.object(["user_id": .string(first), "reason": .string("The channel was deleted.")])
        http.send("POST", ["rooms", url, "kick"], body: body, refusal: refusal(.other(url: url))) {
            [self] (_: Result<MatrixEmpty, ChatError>) in
            kick(Array(userIds.dropFirst()), from: url, completion: completion)
        }
    }

    /// Invites each user not yet joined (`/invite`), in id order; a banned user is refused
    /// with 900100 before anything is sent, an unknown one with 400201.
    func invite(url: String, userIds: [String], reply: @escaping BackendReply<ChannelPayload>) {
        guard !userIds.isEmpty else {
            return later { reply(.failure(.invalidParameter("no user ids to invite"))) }
        }
        withJoinedRoom(url, reply) { [self] room in
            if let banned = userIds.first(where: { room.membership(of: $0) == "ban" }) {
                return reply(.failure(ChatError(.bannedFromChannel, "User is banned: \(banned) cannot be invited to \(url).")))
            }
            let newcomers = Array(Set(userIds)).sorted().filter { !["join", "invite"].contains(room.membership(of: $0)) }
            inviteEach(newcomers, to: url) { [self] result in
                switch result {
                case .failure(let error): reply(.failure(error))
                case .success: fetchChannel(url: url, reply: reply)
                }
            }
        }
    }

    /// Invites one user after the other. Synapse accepts an invitation of a user id it does
    /// not know, so each is looked up first (`/profile`): an unknown one is 400201, as in the
    /// mock, and nobody after it is invited.
    private func inviteEach(_ userIds: [String], to url: String, completion: @escaping BackendReply<Void>) {
        guard let first = userIds.first else { return completion(.success(())) }
        let userId = self.userId
        let unknown: MatrixHTTP.Refusal = { $0.status == 404 ? .userNotFound(first) : ChatError(matrix: $0, refusing: .user(first), userId: userId) }
        http.send("GET", ["profile", first], refusal: unknown) { [self] (found: Result<MatrixResponse.Profile, ChatError>) in
            if case .failure(let error) = found { return completion(.failure(error)) }
            http.send("POST", ["rooms", url, "invite"], body: .object(["user_id": .string(first)]), refusal: refusal(.other(url: url))) {
                [self] (result: Result<MatrixEmpty, ChatError>) in
                switch result {
                case .failure(let error): completion(.failure(error))
                case .success: inviteEach(Array(userIds.dropFirst()), to: url, completion: completion)
                }
            }
        }
    }

    /// Leaves the room (`/leave`; for an invitation, declines it). As in the mock, the user
    /// hears that they left, so the channel leaves their lists, before the reply.
    func leave(url: String, reply: @escaping BackendReply<Void>) {
        http.send("POST", ["rooms", url, "leave"], body: .object([:]), refusal: refusal(.other(url: url))) {
            [self] (result: Result<MatrixEmpty, ChatError>) in
            if case .failure(let error) = result { return reply(.failure(error)) }
            if var room = account.rooms[url] {
                let name = room.members[userId]?.displayName
                room.members[userId] = ("leave", name, room.members[userId]?.since ?? 0)
                room.userState.toldLeft = true
                room.userState.typingUserIds.removeAll { $0 == userId }
                account.rooms[url] = room
                listener?.receive(.channelChanged(room.channelPayload(for: userId), .userLeft(room.userRecord(userId))))
            }
            reply(.success(()))
        }
    }

    /// Hides the channel with the `banter.hidden` room tag (its content says whether a new
    /// message unhides it, and the newest message's time when hidden), and marks it read, as
    /// the mock does; unhiding deletes the tag. Hiding tells the user's clients `.hidden`.
    func setHidden(url: String, hidden: HiddenState, reply: @escaping BackendReply<ChannelPayload>) {
        if unhidesInFlight[url] != nil {
            unhidesInFlight[url, default: []].append { [self] in setHidden(url: url, hidden: hidden, reply: reply) }
            return
        }
        withJoinedRoom(url, reply) { [self] room in
            let tagPath = ["user", userId, "rooms", url, "tags", MatrixRoom.hiddenTag]
            let newest = room.lastMessage?.record.createdAt ?? 0
            var steps: [Step]
            if hidden == .unhidden {
                steps = [("DELETE", tagPath, nil)]
            } else {
                steps = [("PUT", tagPath, .object([
                    MatrixRoom.allowAutoUnhideKey: .bool(hidden == .hiddenAllowAutoUnhide),
                    MatrixRoom.hiddenAtKey: .number(Double(newest)),
                ]))]
                if let read = readMarkers(in: room) { steps.append(read) }
            }
            send(steps, refusal: refusal(.other(url: url))) { [self] result in
                if case .failure(let error) = result { return reply(.failure(error)) }
                guard var room = account.rooms[url] else { return reply(.failure(.channelNotFound(url))) }
                room.userState.hiddenState = hidden
                room.userState.hiddenAt = newest
                room.userState.needsUnhideOnServer = false
                if hidden != .unhidden {
                    markReadLocally(&room)
                    account.rooms[url] = room
                    listener?.receive(.channelChanged(room.channelPayload(for: userId), .hidden))
                }
                account.rooms[url] = room
                reply(.success(room.channelPayload(for: userId)))
            }
        }
    }

    /// Keeps the push trigger option as room account data (`banter.push_trigger_option`), so
    /// the user's other clients read it too. It is not turned into Matrix push rules: Banter's
    /// unread counts are the homeserver's notification counts, which a rule that silences the
    /// room would hold at 0, where the mock counts unread messages whatever the option.
    func setPushTriggerOption(url: String, option: GroupChannelPushTriggerOption, reply: @escaping BackendReply<ChannelPayload>) {
        withJoinedRoom(url, reply) { [self] _ in
            let path = ["user", userId, "rooms", url, "account_data", MatrixRoom.pushTriggerOptionType]
            send([("PUT", path, .object(["option": .string(option.rawValue)]))], refusal: refusal(.other(url: url))) { [self] result in
                if case .failure(let error) = result { return reply(.failure(error)) }
                guard var room = account.rooms[url] else { return reply(.failure(.channelNotFound(url))) }
                room.userState.pushTriggerOption = option == .default ? nil : option
                account.rooms[url] = room
                reply(.success(room.channelPayload(for: userId)))
            }
        }
    }

    // MARK: Distinct channels

    /// The `createRoom` body additions for Banter's settings: the cover and `banter.channel`
    /// as initial state, and for a distinct channel with one other user `is_direct`.
    func creationState(for params: GroupChannelCreateParams) -> [String: MatrixJSON] {
        var initial: [MatrixJSON] = []
        if params.customType != nil || params.data != nil || params.isDistinct {
            initial.append(.object([
                "type": .string(MatrixRoom.channelStateType), "state_key": .string(""),
                "content": MatrixRoom.channelStateContent(customType: params.customType, data: params.data, isDistinct: params.isDistinct),
            ]))
        }
        if let cover = params.coverURL {
            initial.append(.object(["type": .string("m.room.avatar"), "state_key": .string(""), "content": .object(["url": .string(cover)])]))
        }
        var body: [String: MatrixJSON] = [:]
        if !initial.isEmpty { body["initial_state"] = .array(initial) }
        if params.isDistinct, Set(params.userIds + params.operatorUserIds).subtracting([userId]).count == 1 {
            body["is_direct"] = .bool(true)
        }
        return body
    }

    /// For a distinct channel: the existing one with exactly these members when there is one
    /// (answered through `reply`, and true returned), else false and nothing answered.
    func answerExistingDistinct(_ params: GroupChannelCreateParams, reply: @escaping BackendReply<ChannelPayload>) -> Bool {
        guard params.isDistinct, !params.isSuper else { return false }
        let memberIds = Set(params.userIds + params.operatorUserIds + [userId])
        guard let existing = account.distinctRoom(with: memberIds) else { return false }
        fetchChannel(url: existing.roomId, reply: reply)
        return true
    }

    /// Records a new one-to-one distinct room in `m.direct`, read fresh so as not to drop
    /// rooms another client added; a failure leaves the room, still found by its
    /// `banter.channel` mark, and only other Matrix clients miss it as a direct chat.
    func recordDirect(_ roomId: String, params: GroupChannelCreateParams, completion: @escaping () -> Void) {
        let others = Set(params.userIds + params.operatorUserIds).subtracting([userId])
        guard params.isDistinct, others.count == 1, let other = others.first else { return completion() }
        let path = ["user", userId, "account_data", "m.direct"]
        http.send("GET", path, refusal: refusal(.user(userId))) { [self] (result: Result<MatrixJSON, ChatError>) in
            var direct = (try? result.get()).map(MatrixAccount.directRooms(from:)) ?? account.direct
            direct[other] = (direct[other] ?? []).filter { $0 != roomId } + [roomId]
            account.direct = direct
            let content = MatrixJSON.object(direct.mapValues { .array($0.map(MatrixJSON.string)) })
            http.send("PUT", path, body: content, refusal: refusal(.user(userId))) { (_: Result<MatrixEmpty, ChatError>) in
                completion()
            }
        }
    }
}

