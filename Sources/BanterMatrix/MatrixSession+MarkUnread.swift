import BanterChatSDK

/// "Mark as unread" on Matrix. Receipts only move forward, so the position goes into room
/// account data (`MatrixMarkedUnread`, read by the user's other Banter clients from `/sync`),
/// with `m.marked_unread` and `com.famedly.marked_unread` set so other Matrix clients show
/// the room unread. `markAsRead` clears all three.
extension MatrixSession {
    /// Marks the room unread from `messageId` on: reads the event and what came after it
    /// (`/context`, then one page of `/messages`) to count the unread messages, stores the
    /// position and the flags, and answers the channel with its read time moved back. The
    /// user hears `.readStatus` about themselves before the reply, as in the mock.
    func markAsUnread(url: String, messageId: Int64, reply: @escaping BackendReply<ChannelPayload>) {
        withJoinedRoom(url, reply) { [self] room in
            guard let eventId = room.ids.eventId(for: messageId) else { return reply(.failure(.messageNotFound(messageId))) }
            let missing = refusal(.message(url: url, messageId: messageId))
            http.send("GET", ["rooms", url, "context", eventId], query: ["limit": "0"], refusal: missing) {
                [self] (result: Result<MatrixJSON, ChatError>) in
                switch result {
                case .failure(let error): reply(.failure(error))
                case .success(let context):
                    guard let event = context["event"], let sender = event["sender"]?.string,
                          case .number(let time) = event["origin_server_ts"], time.isFinite else {
                        return reply(.failure(.messageNotFound(messageId)))
                    }
                    guard sender != userId else {
                        return reply(.failure(.invalidParameter("a user's own message cannot be marked unread")))
                    }
                    countUnread(in: url, after: context["end"]?.string) { [self] later in
                        store(MatrixMarkedUnread(
                            eventId: eventId, time: MatrixMessageIds.clamped(Int64(min(time, 4e15))), count: 1 + later,
                            notificationsAtMark: account.rooms[url]?.userState.unreadMessageCount ?? 0,
                            readEventId: account.rooms[url]?.userState.ownReceiptEventId), in: url, reply: reply)
                    }
                }
            }
        }
    }

    /// Others' messages after `token` (one page of at most 100; a thread's replies, which
    /// show only in the thread, do not count). 0 when the page cannot be read: the marked
    /// message still counts.
    private func countUnread(in url: String, after token: String?, completion: @escaping @MainActor (Int) -> Void) {
        guard let token else { return completion(0) }
        let query = ["dir": "f", "from": token, "limit": "100", "filter": #"{"types":["m.room.message"]}"#]
        http.send("GET", ["rooms", url, "messages"], query: query, refusal: refusal(.channel(url: url))) {
            [userId] (result: Result<MatrixJSON, ChatError>) in
            guard case .success(let page) = result, case .array(let events) = page["chunk"] else { return completion(0) }
            completion(events.filter { event in
                event["type"]?.string == "m.room.message" && event["sender"]?.string != userId
                    && event["content"]?["m.relates_to"]?["rel_type"]?.string != "m.thread"
                    && event["unsigned"]?["redacted_because"] == nil
            }.count)
        }
    }

    private func store(_ marked: MatrixMarkedUnread, in url: String, reply: @escaping BackendReply<ChannelPayload>) {
        let base = ["user", userId, "rooms", url, "account_data"]
        var steps: [Step] = [("PUT", base + [MatrixMarkedUnread.type], marked.content)]
        steps += MatrixMarkedUnread.flagTypes.map { ("PUT", base + [$0], .object(["unread": .bool(true)])) }
        send(steps, refusal: refusal(.other(url: url))) { [self] result in
            if case .failure(let error) = result { return reply(.failure(error)) }
            guard var room = account.rooms[url] else { return reply(.failure(.channelNotFound(url))) }
            room.userState.markedUnread = marked
            room.userState.isFlaggedUnread = true
            account.rooms[url] = room
            let payload = room.channelPayload(for: userId)
            listener?.receive(.channelChanged(payload, .readStatus(userId: userId)))
            reply(.success(payload))
        }
    }

    /// Deletes the user's unread position and the flags, here and on the server (after a
    /// `markAsRead` of a room marked unread, or when a newer receipt of theirs arrived).
    /// Every client of the user may do it; clearing twice is harmless.
    func clearMarkedUnread(in url: String) {
        guard var room = account.rooms[url] else { return }
        room.userState.markedUnread = nil
        room.userState.isFlaggedUnread = false
        room.userState.needsMarkedUnreadClearOnServer = false
        account.rooms[url] = room
        let base = ["user", userId, "rooms", url, "account_data"]
        var steps: [Step] = [("PUT", base + [MatrixMarkedUnread.type], .object([:]))]
        steps += MatrixMarkedUnread.flagTypes.map { ("PUT", base + [$0], .object(["unread": .bool(false)])) }
        send(steps, refusal: refusal(.other(url: url))) { _ in }
    }

    /// Clears on the server the positions that a newer receipt of the user's cleared during
    /// the last `/sync`.
    func settleMarkedUnread() {
        for (roomId, room) in account.rooms where room.userState.needsMarkedUnreadClearOnServer {
            clearMarkedUnread(in: roomId)
        }
    }
}
