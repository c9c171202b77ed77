import BanterChatSDK
import Foundation

/// Open channels on Matrix: public, world-readable rooms of the room type
/// `banter.open_channel`, published in the room directory, so that they are told apart
/// from public group channels and listed by the directory's own room type filter. The
/// custom type, data and cover travel in a `banter.open_channel` state event. Entering is
/// joining and exiting is leaving; the participants are the joined users.
///
/// Synapse lists no room without a joined member in its directory, so an open channel would
/// vanish for good once everyone left. The last one out therefore stays joined to the Matrix
/// room, their join marked as gone (`banter.exited` in its content): Banter counts and lists
/// them as no participant, the room stays listed, and entering again clears the mark. Anyone
/// else who exits while such a member holds the room leaves it.
///
/// Differences from the mock: the creator is an operator for good (room version 12), and
/// the directory lists the rooms with the most joined users first, not the newest first.
extension MatrixSession {
    func createOpenChannel(_ params: OpenChannelCreateParams, reply: @escaping BackendReply<ChannelPayload>) {
        do throws(ChatError) {
            try Validation.openChannelName(params.name)
            try Validation.url(params.coverURL, named: "the cover URL")
        } catch {
            return answer(.failure(error), reply)
        }
        var marker: [String: MatrixJSON] = [:]
        if let customType = params.customType { marker["custom_type"] = .string(customType) }
        if let data = params.data { marker["data"] = .string(data) }
        if let cover = params.coverURL { marker["cover_url"] = .string(cover) }
        let operators = Set(params.operatorUserIds).subtracting([userId]).sorted()
        let body: [String: MatrixJSON] = [
            "preset": .string("public_chat"),
            "visibility": .string("public"),
            "name": .string(params.name),
            "creation_content": .object(["type": .string(MatrixModeration.openChannelType)]),
            "initial_state": .array([
                Self.state(MatrixModeration.openChannelType, .object(marker)),
                Self.state("m.room.history_visibility", .object(["history_visibility": .string("world_readable")])),
            ]),
            "power_level_content_override": .object([
                "users": .object(Dictionary(uniqueKeysWithValues: operators.map { ($0, MatrixJSON.number(Double(MatrixPowerLevels.operatorLevel))) })),
                "events": .object(Self.operatorEvents),
            ]),
        ]
        http.send("POST", ["createRoom"], body: .object(body), refusal: refusal(.other(url: ""))) {
            [self] (result: Result<MatrixResponse.RoomId, ChatError>) in
            switch result {
            case .failure(let error): reply(.failure(error))
            case .success(let created): fetchChannel(url: created.roomId, reply: reply)
            }
        }
    }

    /// Synapse's default event levels for a new room, but with the power levels themselves
    /// at the operator level, so that every operator can moderate (the default asks 100).
    static let operatorEvents: [String: MatrixJSON] = [
        "m.room.name": .number(50),
        "m.room.power_levels": .number(Double(MatrixPowerLevels.operatorLevel)),
        "m.room.history_visibility": .number(100),
        "m.room.canonical_alias": .number(50),
        "m.room.avatar": .number(50),
        "m.room.tombstone": .number(150),
        "m.room.server_acl": .number(100),
        "m.room.encryption": .number(100),
        MatrixModeration.openChannelType: .number(50),
    ]

    private static func state(_ type: String, _ content: MatrixJSON) -> MatrixJSON {
        .object(["type": .string(type), "state_key": .string(""), "content": content])
    }

    /// The channel at `url` when it is of `kind`, read from its state (an open channel's is
    /// world-readable, so a non-member may look it up); 400201 when missing or of another kind.
    func lookUpChannel(url: String, kind: ChannelType, reply: @escaping BackendReply<ChannelPayload>) {
        fetchChannel(url: url) { result in
            reply(result
                .mapError { $0.code == .channelNotFound ? ChatError(.notFoundInDatabase, $0.message) : $0 }
                .flatMap { channel in
                    channel.header.kind == kind
                        ? .success(channel)
                        : .failure(ChatError(.notFoundInDatabase, "Not found in database: no \(kind == .open ? "open" : "group") channel \(url)."))
                })
        }
    }

    /// Enters (joins) or exits (leaves) an open channel. A banned user is refused with
    /// 900100 before the join, from the room's state; a group room answers 900500. The last
    /// joined member to exit stays joined, marked as gone, so the room stays listed; entering
    /// again clears the mark.
    func enter(url: String, entering: Bool, reply: @escaping BackendReply<ChannelPayload>) {
        refreshRoom(url: url) { [self] result in
            switch result {
            case .failure(let error):
                reply(.failure(error))
            case .success(let room):
                guard room.kind == .open else { return reply(.failure(.channelNotFound(url))) }
                if entering, room.membership(of: userId) == "ban" {
                    return reply(.failure(ChatError(.bannedFromChannel, "User is banned: \(userId) cannot enter \(url).")))
                }
                let membership = room.membership(of: userId)
                if entering, membership == "join" { return reply(.success(room.channelPayload(for: userId))) }
                if !entering, membership != "join" { return reply(.success(room.channelPayload(for: userId))) }
                let othersHoldIt = room.members.contains { id, member in
                    id != userId && (member.membership == "join" || member.membership == MatrixModeration.exitedMembership)
                }
                var method = "POST", path = entering ? ["join", url] : ["rooms", url, "leave"], body = MatrixJSON.object([:])
                if entering ? membership == MatrixModeration.exitedMembership : !othersHoldIt {
                    // Still joined to the Matrix room: the own join is sent again, marked as gone or not.
                    var content: [String: MatrixJSON] = ["membership": .string("join")]
                    if let name = room.members[userId]?.displayName { content["displayname"] = .string(name) }
                    if !entering { content[MatrixModeration.exitedMarker] = .bool(true) }
                    (method, path, body) = ("PUT", ["rooms", url, "state", "m.room.member", userId], .object(content))
                }
                http.send(method, path, body: body, refusal: refusal(.channel(url: url))) {
                    [self] (result: Result<MatrixEmpty, ChatError>) in
                    switch result {
                    case .failure(let error): reply(.failure(error))
                    case .success: tellOwnMembership(url: url, was: membership, reply: reply)
                    }
                }
            }
        }
    }

    /// The room read fresh after the user's own entering or exiting; as in the mock, the
    /// user hears it (`userEntered`, `userExited`) before the reply, so every list that
    /// shows the channel redraws its participant count. The account then holds the new
    /// membership, so the `/sync` that brings it tells nothing twice.
    private func tellOwnMembership(url: String, was before: String?, reply: @escaping BackendReply<ChannelPayload>) {
        refreshRoom(url: url) { [self] result in
            if case .success(let room) = result,
               let change = MatrixModeration.membershipChange(from: before, to: room.membership(of: userId), of: room.userRecord(userId), in: .open) {
                listener?.receive(.channelChanged(room.channelPayload(for: userId), change))
            }
            reply(result.map { $0.channelPayload(for: userId) })
        }
    }

    /// Open channels from the public room directory, filtered there by room type (and by
    /// name when a name keyword is given, which the directory also matches against topics
    /// and aliases, so it is checked again here); the URL keyword and custom types are
    /// checked here on each room's state. The cursor indexes the directory's `next_batch`
    /// tokens kept by the account.
    func listOpenChannels(
        filter: OpenChannelListQuery.Filter, after cursor: Int?, limit: Int,
        reply: @escaping BackendReply<OpenChannelListPage>
    ) {
        do throws(ChatError) { try Validation.pageLimit(limit) } catch { return answer(.failure(error), reply) }
        var since: String?
        if let cursor {
            guard account.openChannelPageTokens.indices.contains(cursor) else {
                return answer(.failure(.invalidParameter("the open channel list cursor \(cursor) was not handed out by this account")), reply)
            }
            since = account.openChannelPageTokens[cursor]
        }
        gatherOpenChannels(filter: filter, since: since, limit: limit, found: []) { [self] result in
            reply(result.map { channels, next in
                guard let next else { return OpenChannelListPage(channels: channels, next: cursor, hasNext: false) }
                account.openChannelPageTokens.append(next)
                return OpenChannelListPage(channels: channels, next: account.openChannelPageTokens.count - 1, hasNext: true)
            })
        }
    }

    /// Reads directory pages from `since`, each no larger than what is still missing (so no
    /// room is read past the token handed out), until `limit` channels passed the filter or
    /// the directory ends; answers them with the token after the last page read.
    private func gatherOpenChannels(
        filter: OpenChannelListQuery.Filter, since: String?, limit: Int, found: [ChannelPayload],
        reply: @escaping BackendReply<([ChannelPayload], String?)>
    ) {
        var directoryFilter: [String: MatrixJSON] = ["room_types": .array([.string(MatrixModeration.openChannelType)])]
        if let name = filter.nameKeyword, !name.isEmpty { directoryFilter["generic_search_term"] = .string(name) }
        var body: [String: MatrixJSON] = ["limit": .number(Double(limit - found.count)), "filter": .object(directoryFilter)]
        if let since { body["since"] = .string(since) }
        http.send("POST", ["publicRooms"], body: .object(body), refusal: refusal(.other(url: ""))) {
            [self] (result: Result<MatrixResponse.PublicRooms, ChatError>) in
            switch result {
            case .failure(let error):
                reply(.failure(error))
            case .success(let page):
                readChannels(page.chunk.map(\.roomId)) { [self] channels in
                    let passing = channels.filter { Self.passes($0, filter) }
                    let all = found + passing
                    if all.count < limit, let next = page.nextBatch, !page.chunk.isEmpty {
                        gatherOpenChannels(filter: filter, since: next, limit: limit, found: all, reply: reply)
                    } else {
                        reply(.success((all, page.nextBatch)))
                    }
                }
            }
        }
    }

    /// Reads the rooms' state at once and answers the open channels among them in the given
    /// order; a room that cannot be read (gone meanwhile) is left out.
    private func readChannels(_ roomIds: [String], reply: @escaping @MainActor ([ChannelPayload]) -> Void) {
        guard !roomIds.isEmpty else { return answer(.success([]), { reply((try? $0.get()) ?? []) }) }
        var read: [String: ChannelPayload] = [:]
        var pending = roomIds.count
        for roomId in roomIds {
            fetchChannel(url: roomId) { result in
                if case .success(let channel) = result, channel.header.kind == .open { read[roomId] = channel }
                pending -= 1
                if pending == 0 { reply(roomIds.compactMap { read[$0] }) }
            }
        }
    }

    /// Whether an open channel passes the list's filter, as the mock checks it.
    static func passes(_ channel: ChannelPayload, _ filter: OpenChannelListQuery.Filter) -> Bool {
        if let name = filter.nameKeyword?.lowercased(), !name.isEmpty, !channel.header.name.lowercased().contains(name) { return false }
        if let keyword = filter.urlKeyword, !keyword.isEmpty, !channel.header.url.contains(keyword) { return false }
        if let types = filter.customTypes, !types.contains(channel.header.customType ?? "") { return false }
        return true
    }
}
