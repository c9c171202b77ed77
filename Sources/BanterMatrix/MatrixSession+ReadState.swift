import BanterChatSDK

/// Read state on Matrix: marking a room read moves this user's public read receipt
/// (`m.read`) and their read marker (`m.fully_read`) to the newest message, in one
/// `/read_markers` request; the homeserver then resets the unread counts it keeps for them,
/// and the other members' clients see the receipt move (`.readStatus`).
///
/// Matrix has no delivery receipts: nothing here or in `/sync` produces `.deliveryStatus`,
/// and a member's delivery time is their read time (see `MatrixRoom.applyUserState`).
extension MatrixSession {
    /// Marks the room read up to its newest message, as the mock does, and answers the
    /// channel with no unread messages. The user hears `.readStatus` about themselves
    /// before the reply, as in the mock.
    func markAsRead(url: String, reply: @escaping BackendReply<ChannelPayload>) {
        withJoinedRoom(url, reply) { [self] room in
            guard let step = readMarkers(in: room) else {
                // Nothing read yet that the account knows: fetch the newest event, then mark it.
                return newestEvent(in: url) { [self] result in
                    switch result {
                    case .failure(let error): reply(.failure(error))
                    case .success(let event):
                        guard let event else { return finishMarkAsRead(url, reply: reply) }
                        var room = account.rooms[url] ?? room
                        _ = room.ids.id(for: event.eventId, originServerTimestamp: event.originServerTimestamp)
                        account.rooms[url] = room
                        send([markersStep(url, eventId: event.eventId)], refusal: refusal(.other(url: url))) { [self] result in
                            if case .failure(let error) = result { return reply(.failure(error)) }
                            finishMarkAsRead(url, at: event.originServerTimestamp, reply: reply)
                        }
                    }
                }
            }
            send([step], refusal: refusal(.other(url: url))) { [self] result in
                if case .failure(let error) = result { return reply(.failure(error)) }
                finishMarkAsRead(url, reply: reply)
            }
        }
    }

    private func finishMarkAsRead(_ url: String, at time: Int64? = nil, reply: @escaping BackendReply<ChannelPayload>) {
        // Read again: a "Mark as unread" position and the flags go, for every client.
        if let state = account.rooms[url]?.userState, state.markedUnread != nil || state.isFlaggedUnread { clearMarkedUnread(in: url) }
        guard var room = account.rooms[url] else { return reply(.failure(.channelNotFound(url))) }
        markReadLocally(&room, at: time)
        account.rooms[url] = room
        let payload = room.channelPayload(for: userId)
        listener?.receive(.channelChanged(payload, .readStatus(userId: userId)))
        reply(.success(payload))
    }

    /// The `/read_markers` request moving both markers to the room's newest known message;
    /// nil when the account knows no message of the room.
    func readMarkers(in room: MatrixRoom) -> Step? {
        guard let newest = room.lastMessage, let eventId = room.ids.eventId(for: newest.record.messageId) else { return nil }
        return markersStep(room.roomId, eventId: eventId)
    }

    private func markersStep(_ url: String, eventId: String) -> Step {
        ("POST", ["rooms", url, "read_markers"], .object(["m.fully_read": .string(eventId), "m.read": .string(eventId)]))
    }

    /// This user's own read state once the markers moved: nothing unread, read up to the
    /// newest message (or `time`).
    func markReadLocally(_ room: inout MatrixRoom, at time: Int64? = nil) {
        room.userState.unreadMessageCount = 0
        room.userState.unreadMentionCount = 0
        if let read = time ?? room.lastMessage?.record.createdAt { room.userState.noteRead(by: userId, at: read) }
    }

    private func newestEvent(in url: String, reply: @escaping BackendReply<MatrixRoomEvent?>) {
        http.send("GET", ["rooms", url, "messages"], query: ["dir": "b", "limit": "1"], refusal: refusal(.channel(url: url))) {
            (result: Result<MatrixResponse.Messages, ChatError>) in
            reply(result.map { $0.chunk.first?.event })
        }
    }

    /// Deletes the `banter.hidden` tag of rooms a new message unhid during the last `/sync`,
    /// so the user's other clients, and this one after a restart, see them unhidden too.
    /// Every client of the user may do it; deleting a tag twice is harmless.
    func settleAutoUnhide() {
        for (roomId, room) in account.rooms where room.userState.needsUnhideOnServer {
            account.rooms[roomId]?.userState.needsUnhideOnServer = false
            if unhidesInFlight[roomId] == nil { unhidesInFlight[roomId] = [] }
            http.send("DELETE", ["user", userId, "rooms", roomId, "tags", MatrixRoom.hiddenTag], refusal: refusal(.other(url: roomId))) {
                [self] (_: Result<MatrixEmpty, ChatError>) in
                for waiting in unhidesInFlight.removeValue(forKey: roomId) ?? [] { waiting() }
            }
        }
    }
}
