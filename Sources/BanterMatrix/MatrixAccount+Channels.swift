import BanterChatSDK

/// What `/sync` says about channels beyond their messages and members' joins: settings
/// changed, others invited, the user's own leaving, deletions, read receipts, typing,
/// unread counts, hiding, and the account's direct chats (`m.direct`).
///
/// `MatrixAccount.apply` calls `applyUserState` for each joined room before its timeline,
/// so the payloads of the messages it tells already carry the new unread counts and
/// hiding, and `channelEvents` once at the end, for what to tell besides the messages.
extension MatrixAccount {
    /// Applies a joined room's account data and unread counts, and unhides a room hidden
    /// with auto-unhide when a message newer than its hiding arrives.
    func applyUserState(_ joined: MatrixSyncResponse.JoinedRoom, to room: inout MatrixRoom) {
        room.userState.toldLeft = false
        let before = (room.userState.hiddenState, room.userState.pushTriggerOption)
        let readBefore = (room.userState.markedUnread, room.userState.isFlaggedUnread)
        for event in joined.accountData?.events ?? [] { room.applyAccountData(event) }
        if room.userState.markedUnread != readBefore.0 || room.userState.isFlaggedUnread != readBefore.1 {
            room.userState.readStateChangedElsewhere = true
        }
        if room.userState.hiddenState != before.0, room.userState.hiddenState != .unhidden {
            room.userState.hiddenElsewhere = true
        } else if room.userState.hiddenState != before.0 || room.userState.pushTriggerOption != before.1 {
            room.userState.changedElsewhere = true
        }
        if let counts = joined.unreadNotifications {
            room.userState.unreadMessageCount = counts.notificationCount ?? room.userState.unreadMessageCount
            room.userState.unreadMentionCount = counts.highlightCount ?? room.userState.unreadMentionCount
        }
        let newest = (joined.timeline?.events ?? []).filter { $0.state == nil && $0.event.type == "m.room.message" }
            .map(\.event.originServerTimestamp).max()
        if room.userState.hiddenState == .hiddenAllowAutoUnhide, let newest, newest > room.userState.hiddenAt {
            room.userState.hiddenState = .unhidden
            room.userState.needsUnhideOnServer = true
        }
    }

    /// The channel changes of one `/sync`, after its rooms are applied: per joined room, a
    /// deletion, or settings changed, others invited, read receipts and typing; per left
    /// room, the user's own leaving (or the deletion that removed them).
    func channelEvents(of sync: MatrixSyncResponse) -> [ServerEvent] {
        for event in sync.accountData?.events ?? [] where event.type == "m.direct" {
            direct = Self.directRooms(from: event.content)
        }
        for event in sync.accountData?.events ?? [] where event.type == Self.ignoredUserListType {
            ignoredUserIds = Self.ignoredUsers(from: event.content)
        }
        var events: [ServerEvent] = []
        for (roomId, joined) in sync.rooms?.join ?? [:] {
            guard var room = rooms[roomId] else { continue }
            defer { rooms[roomId] = room }
            if let deleted = deletion(of: &room) {
                events.append(deleted)
                continue
            }
            if room.userState.hiddenElsewhere || room.userState.changedElsewhere {
                events.append(.channelChanged(room.channelPayload(for: userId), room.userState.hiddenElsewhere ? .hidden : .updated))
                room.userState.hiddenElsewhere = false
                room.userState.changedElsewhere = false
            }
            if room.userState.readStateChangedElsewhere {
                // Marked unread, or read again, on another client: told as the mock tells it.
                events.append(.channelChanged(room.channelPayload(for: userId), .readStatus(userId: userId)))
                room.userState.readStateChangedElsewhere = false
            }
            let timeline = (joined.timeline?.events ?? []).compactMap(\.state)
            // A timeline with the room's creation or this user's join is history they get on
            // joining (or the creator's own request, of which the mock tells the creating
            // session nothing): its settings and invitations are not news.
            let isHistory = timeline.contains {
                $0.type == "m.room.create" || ($0.type == "m.room.member" && $0.stateKey == userId && $0.content["membership"]?.string == "join")
            }
            if !isHistory, timeline.contains(where: { MatrixRoom.settingsStateTypes.contains($0.type) && $0.stateKey.isEmpty }) {
                events.append(.channelChanged(room.channelPayload(for: userId), .updated))
            }
            if !isHistory {
                for state in timeline where state.type == "m.room.member" && state.stateKey != userId
                    && state.content["membership"]?.string == "invite" {
                    events.append(.channelChanged(
                        room.channelPayload(for: userId),
                        .invited(inviter: room.userRecord(state.sender), invitees: [room.userRecord(state.stateKey)])))
                }
            }
            for ephemeral in joined.ephemeral?.events ?? [] {
                events += apply(ephemeral, to: &room)
            }
        }
        for roomId in (sync.rooms?.invite ?? [:]).keys {
            rooms[roomId]?.userState.toldLeft = false
        }
        for roomId in (sync.rooms?.leave ?? [:]).keys {
            guard var room = rooms[roomId] else { continue }
            defer { rooms[roomId] = room }
            if let deleted = deletion(of: &room) {
                events.append(deleted)
            } else if room.membership(of: userId) == "leave", !room.userState.toldLeft, !room.isDeleted {
                room.userState.toldLeft = true
                events.append(.channelChanged(room.channelPayload(for: userId), .userLeft(room.userRecord(userId))))
            }
        }
        return events
    }

    /// `.channelDeleted` the first time a room is seen marked deleted.
    private func deletion(of room: inout MatrixRoom) -> ServerEvent? {
        guard room.isDeleted, !room.userState.toldDeleted else { return nil }
        room.userState.toldDeleted = true
        room.userState.toldLeft = true
        return .channelDeleted(url: room.roomId, .group)
    }

    /// Applies an `m.typing` or `m.receipt` event and answers what to tell: a typing status
    /// when the typing members changed, a read status per member whose read time moved.
    func apply(_ ephemeral: MatrixContentEvent, to room: inout MatrixRoom) -> [ServerEvent] {
        switch ephemeral.type {
        case "m.typing":
            let typing = ephemeral.content["user_ids"]?.strings ?? []
            guard typing != room.userState.typingUserIds else { return [] }
            room.userState.typingUserIds = typing
            return [.channelChanged(room.channelPayload(for: userId), .typingStatus)]
        case "m.receipt":
            guard case .object(let byEvent) = ephemeral.content else { return [] }
            var moved: [String] = []
            for (eventId, receipts) in byEvent.sorted(by: { $0.key < $1.key }) {
                for kind in ["m.read", "m.read.private"] {
                    guard case .object(let byUser) = receipts[kind] else { continue }
                    for (reader, receipt) in byUser {
                        let sent: Int64? = if case .number(let time) = receipt["ts"] { Int64(time) } else { nil }
                        if reader == userId, kind == "m.read" { noteOwnReceipt(on: eventId, in: &room, moved: &moved) }
                        guard let time = room.readTime(ofReceiptOn: eventId, receiptTime: sent),
                              room.userState.noteRead(by: reader, at: time), !moved.contains(reader) else { continue }
                        moved.append(reader)
                    }
                }
            }
            return moved.sorted().map { .channelChanged(room.channelPayload(for: userId), .readStatus(userId: $0)) }
        default:
            return []
        }
    }

    /// Keeps the user's own receipt, and clears a "Mark as unread" position when the receipt
    /// moved to another event at or after the marked one: the user read the room again on
    /// some client. The session then deletes the position on the server too.
    private func noteOwnReceipt(on eventId: String, in room: inout MatrixRoom, moved: inout [String]) {
        defer { room.userState.ownReceiptEventId = eventId }
        guard let marked = room.userState.markedUnread, eventId != marked.readEventId, eventId != room.userState.ownReceiptEventId,
              (room.readTime(ofReceiptOn: eventId, receiptTime: nil) ?? .max) >= marked.time else { return }
        room.userState.markedUnread = nil
        room.userState.isFlaggedUnread = false
        room.userState.needsMarkedUnreadClearOnServer = true
        if !moved.contains(userId) { moved.append(userId) }
    }

    /// `m.direct` content: user id → the ids of the direct rooms with them.
    static func directRooms(from content: MatrixJSON) -> [String: [String]] {
        guard case .object(let byUser) = content else { return [:] }
        return byUser.mapValues(\.strings)
    }

    /// The distinct channel this user shares with exactly `memberIds` (the user among them),
    /// joined or invited: a room of `m.direct` or one Banter created distinct. Nil when none.
    func distinctRoom(with memberIds: Set<String>) -> MatrixRoom? {
        let others = memberIds.subtracting([userId])
        let directIds = others.count == 1 ? Set(direct[others.first!] ?? []) : []
        return rooms.values
            .filter { room in
                (room.isDistinct || directIds.contains(room.roomId)) && !room.isDeleted
                    && ["join", "invite"].contains(room.membership(of: userId))
                    && Set(room.members.filter { ["join", "invite"].contains($0.value.membership) }.keys) == memberIds
            }
            .min { ($0.createdAt, $0.roomId) < ($1.createdAt, $1.roomId) }
    }
}
