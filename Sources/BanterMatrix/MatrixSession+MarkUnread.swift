import BanterChatSDK

/// "Mark as unread" on Matrix. Receipts only move forward, so the position goes into room
/// account data (`MatrixMarkedUnread`, read by the user's other Banter clients from `/sync`),
/// with `m.marked_unread` and `com.famedly.marked_unread` set so other Matrix clients show
/// the room unread. `markAsRead` clears all three.
extension MatrixSession {
    /// Marks the room unread from `messageId` on: reads the event and what came after it
    /// (`/context`, then `/messages` forward, `countUnread`) to count the unread messages,
    /// stores the position and the flags, and answers the channel with its read time moved
    /// back. The user hears `.readStatus` about themselves before the reply, as in the mock.
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
                    let state = account.rooms[url]?.userState ?? MatrixRoomUserState()
                    let markedTime = MatrixMessageIds.clamped(Int64(min(time, 4e15)))
                    // Read past the marked message: the homeserver counts what follows the
                    // receipt, the timeline only has to be walked up to it.
                    let readTime = state.readTimes[userId] ?? .min
                    let receipt = readTime >= markedTime ? UnreadWalk.Receipt(eventId: state.ownReceiptEventId, time: readTime) : nil
                    let marked: @MainActor (Int, Bool) -> Void = { [self] later, reachedReceipt in
                        store(MatrixMarkedUnread(
                            eventId: eventId, time: markedTime,
                            count: 1 + later + (reachedReceipt ? state.unreadMessageCount : 0),
                            notificationsAtMark: state.unreadMessageCount,
                            readEventId: state.ownReceiptEventId), in: url, reply: reply)
                    }
                    if let receipt, receipt.eventId == eventId { return marked(0, true) }
                    countUnread(UnreadWalk(url: url, token: context["end"]?.string, receipt: receipt), completion: marked)
                }
            }
        }
    }

    /// How many pages of 100 events "Mark as unread" reads at most before counting stops.
    static let markUnreadPageLimit = 10

    /// Where `countUnread` is in the timeline after the marked message.
    struct UnreadWalk {
        /// The user's read receipt, when it is after the marked message: its event, and the
        /// read time it gives (a receipt on an event this client never met reads by time).
        struct Receipt {
            var eventId: String?
            var time: Int64
        }

        var url: String
        var token: String?
        var receipt: Receipt?
        var counted = 0
        var pages = 0
    }

    /// Counts others' messages after the marked one, page by page (`/messages` forward), a
    /// thread's replies (shown only in the thread) and redacted events left out. With the
    /// user's read receipt after the marked message, the walk stops at it and answers
    /// `reachedReceipt`: the homeserver's `notification_count` then counts what follows,
    /// exactly as far as its push rules count (a room set to mentions only or muted counts
    /// less, as other clients show it). Without, it counts to the newest message.
    ///
    /// Where it stops being exact: after `markUnreadPageLimit` pages (1,000 events of any
    /// kind), so that marking an old message costs a bounded number of requests; the count is
    /// then what was read (plus the homeserver's count when the receipt is later still), a
    /// lower bound. A page that fails ends the walk the same way; the marked message always
    /// counts.
    private func countUnread(_ walk: UnreadWalk, completion: @escaping @MainActor (_ later: Int, _ reachedReceipt: Bool) -> Void) {
        guard let token = walk.token else { return completion(walk.counted, false) }
        guard walk.pages < Self.markUnreadPageLimit else { return completion(walk.counted, walk.receipt != nil) }
        let query = ["dir": "f", "from": token, "limit": "100"]
        http.send("GET", ["rooms", walk.url, "messages"], query: query, refusal: refusal(.channel(url: walk.url))) {
            [self] (result: Result<MatrixJSON, ChatError>) in
            guard case .success(let page) = result, case .array(let events) = page["chunk"] else {
                return completion(walk.counted, walk.receipt != nil)
            }
            var walk = walk
            walk.pages += 1
            for event in events {
                let time: Int64 = if case .number(let ts) = event["origin_server_ts"], ts.isFinite { Int64(min(max(ts, 0), 4e15)) } else { 0 }
                if let receipt = walk.receipt, receipt.eventId == nil || receipt.eventId != event["event_id"]?.string, time > receipt.time {
                    return completion(walk.counted, true)
                }
                if event["type"]?.string == "m.room.message", event["sender"]?.string != userId,
                   event["content"]?["m.relates_to"]?["rel_type"]?.string != "m.thread",
                   event["content"]?["m.relates_to"]?["rel_type"]?.string != "m.replace",
                   event["unsigned"]?["redacted_because"] == nil {
                    walk.counted += 1
                }
                if let receipt = walk.receipt, let receiptId = receipt.eventId, event["event_id"]?.string == receiptId {
                    return completion(walk.counted, true)
                }
            }
            walk.token = events.isEmpty ? nil : page["end"]?.string
            countUnread(walk, completion: completion)
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
