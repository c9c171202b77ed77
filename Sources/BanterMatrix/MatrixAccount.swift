import BanterChatSDK
import Foundation

/// What a client knows of its Matrix account across its sessions: the access token, where
/// `/sync` got to, and the rooms. A session after a reconnection takes it over, so it
/// resumes the long poll where the lost one stopped and keeps the message ids it handed out.
@MainActor
final class MatrixAccount {
    let userId: String
    let accessToken: String
    /// The `next_batch` of the last `/sync` applied; nil before the first.
    var since: String?
    /// Made from the local cache (`MatrixAccountSnapshot`) and not yet synced: the session's
    /// start resumes from `since`, or falls back to an initial sync if the homeserver no
    /// longer knows it (`MatrixSession+Resume`).
    var isRestoredFromCache = false
    var rooms: [String: MatrixRoom] = [:]
    /// Where history reads continue, and where `/sync` got to in each room, for gap fills.
    var history = MatrixHistoryState()
    /// What the last `/sync` answers left for the session to read back (`MatrixFollowUp`).
    var followUps: [MatrixFollowUp] = []
    /// The account's direct chats (`m.direct`): user id → room ids.
    var direct: [String: [String]] = [:]
    /// The users this account ignores (`m.ignored_user_list`): Banter's blocked users.
    var ignoredUserIds: Set<String> = []
    /// Link previews fetched from the homeserver, per address (`MatrixSession+LinkPreviews`).
    var linkPreviews = MatrixLinkPreviews()
    /// The directory's `next_batch` tokens handed out as open channel list cursors (the
    /// cursor is the index): the SDK's cursor is a number, the directory's a string.
    var openChannelPageTokens: [String] = []

    init(userId: String, accessToken: String) {
        self.userId = userId
        self.accessToken = accessToken
    }

    /// Applies a `/sync` answer and returns what to tell the client, in timeline order:
    /// new messages from others (this token's own sends come back with their transaction
    /// id, and their reply told the client already), members joining and leaving, and
    /// invitations.
    func apply(_ sync: MatrixSyncResponse) -> [ServerEvent] {
        var events: [ServerEvent] = []
        events += moderationEvents(in: sync)
        for (roomId, joined) in sync.rooms?.join ?? [:] {
            var room = rooms[roomId] ?? MatrixRoom(roomId: roomId)
            for state in joined.state?.events ?? [] { room.apply(state) }
            applyUserState(joined, to: &room)
            for item in joined.timeline?.events ?? [] {
                if applyMessageChange(item.event, in: &room, to: &events) { continue }
                if let state = item.state {
                    let before = room.membership(of: state.stateKey)
                    room.apply(state)
                    if state.type == "m.room.member", state.stateKey != userId, room.kind == .group,
                       let change = Self.membershipChange(from: before, to: room.membership(of: state.stateKey), of: room.userRecord(state.stateKey)) {
                        events.append(.channelChanged(room.channelPayload(for: userId), change))
                    }
                } else if let message = MatrixMessageMapping.message(from: item.event, ids: &room.ids) {
                    room.note(message)
                    // What was said before this user was invited is history a join brings, not news.
                    if item.event.unsigned?.transactionId == nil, !["leave", "ban"].contains(item.event.unsigned?.membership ?? "join") {
                        events.append(.messageReceived(room.channelPayload(for: userId), room.payload(message)))
                    }
                }
                // Files shown alone until their multiple-files message's first event came: now in it.
                for eventId in room.ids.takeFoldedLate() {
                    guard let messageId = room.ids.knownId(for: eventId) else { continue }
                    events.append(.messageDeleted(room.channelPayload(for: userId), messageId: messageId))
                }
            }
            rooms[roomId] = room
        }
        for (roomId, invited) in sync.rooms?.invite ?? [:] {
            var room = rooms[roomId] ?? MatrixRoom(roomId: roomId)
            let stripped = invited.inviteState?.events ?? []
            for state in stripped { room.apply(state) }
            // Stripped state has no timestamps: the invitation dates from when /sync brought it.
            if room.createdAt == 0 { room.createdAt = Int64(Date().timeIntervalSince1970 * 1000) }
            rooms[roomId] = room
            let inviter = stripped.last { $0.type == "m.room.member" && $0.stateKey == userId }?.sender
            events.append(.channelChanged(
                room.channelPayload(for: userId), .invited(inviter: inviter.map(room.userRecord), invitees: [room.userRecord(userId)])))
        }
        for (roomId, left) in sync.rooms?.leave ?? [:] {
            guard var room = rooms[roomId] else { continue }
            for state in (left.state?.events ?? []) + (left.timeline?.events ?? []).compactMap(\.state) { room.apply(state) }
            rooms[roomId] = room
        }
        events += channelEvents(of: sync)
        since = sync.nextBatch
        return events
    }

    /// Replaces what is known of a room's state with a full `/rooms/{id}/state` answer,
    /// keeping its message ids and last message.
    ///
    /// The answer may be older than what `/sync` already brought: behind a scaled-out
    /// homeserver the read goes to a worker the newest membership has not reached yet (an
    /// invitee's join, told by `/sync` while the state was read after the invitation). A
    /// membership `/sync` told at a later time than the answer's event for that user is
    /// kept; the next `/sync` never repeats it.
    func applyFullState(_ events: [MatrixStateEvent], of roomId: String) -> MatrixRoom {
        var room = rooms[roomId] ?? MatrixRoom(roomId: roomId)
        let told = room.members
        room.members = [:]
        for event in events { room.apply(event) }
        var answered: [String: Int64] = [:]
        for event in events where event.type == "m.room.member" {
            answered[event.stateKey] = event.originServerTimestamp ?? .max
        }
        for (user, member) in told where member.membership != room.members[user]?.membership
            && member.since > answered[user] ?? .min {
            room.members[user] = member
        }
        rooms[roomId] = room
        return room
    }

    /// The memberships of others that differ in room `roomId` from `before`, as `apply` tells
    /// them from a timeline: for an answer applied without telling (the start's fill) to a
    /// room the client was already shown. A membership `before` had from a later event than
    /// the answer's is kept (the answer was older than a read made meanwhile), and not told.
    func membershipChanges(in roomId: String, since before: MatrixRoom) -> [ServerEvent] {
        guard var room = rooms[roomId], room.kind == .group else { return [] }
        var changed: [ChannelChange] = []
        for user in Set(room.members.keys).union(before.members.keys).sorted() where user != userId {
            let (old, new) = (before.members[user], room.members[user])
            guard old?.membership != new?.membership else { continue }
            if let old, old.since > new?.since ?? .min {
                room.members[user] = old
                continue
            }
            if let change = Self.membershipChange(from: old?.membership, to: new?.membership, of: room.userRecord(user)) { changed.append(change) }
        }
        rooms[roomId] = room
        return changed.map { .channelChanged(room.channelPayload(for: userId), $0) }
    }

    private static func membershipChange(from before: String?, to after: String?, of user: UserRecord) -> ChannelChange? {
        switch (before, after) {
        case (let old, "join") where old != "join": .userJoined(user)
        case ("join", let new) where new != "join" && new != "ban": .userLeft(user)
        // A declined invitation: the mock removes the member and says they left.
        case ("invite", "leave"): .userLeft(user)
        default: nil
        }
    }
}

extension MatrixAccount {
    /// Forgets what the cache brought when its `/sync` token is refused, for an initial sync:
    /// only the event ids stay, so messages keep the ids the cache showed them with.
    func forgetSyncPosition() {
        since = nil
        isRestoredFromCache = false
        history = MatrixHistoryState()
        direct = [:]
        ignoredUserIds = []
        for (roomId, room) in rooms {
            var fresh = MatrixRoom(roomId: roomId)
            fresh.ids = room.ids
            rooms[roomId] = fresh
        }
    }

    /// An account made from the state the client's cache kept for `userId`; nil when there
    /// is none, or none usable (another format or user).
    static func restored(from cache: (any ChatBackendCache)?, userId: String, accessToken: String) -> MatrixAccount? {
        guard let data = cache?.cachedBackendState,
              let snapshot = MatrixAccountSnapshot.decode(data, userId: userId) else { return nil }
        let account = MatrixAccount(userId: userId, accessToken: accessToken)
        snapshot.restore(into: account)
        account.isRestoredFromCache = true
        return account
    }
}
