import BanterChatSDK

/// Threads: a reply relates to its root with `rel_type: m.thread` (plus the `m.in_reply_to`
/// fallback for clients without threads); a thread's replies are read from
/// `/relations/{root}/m.thread`; a root's summary (reply count, last reply) is the one the
/// homeserver bundles with the root.
///
/// A reply shown in the channel too (`isReplyToChannel`: a quoted reply, or a thread reply
/// also sent to the channel; the SDK does not tell them apart) is a plain reply,
/// `m.in_reply_to` alone, which every Matrix client shows in the room quoting its parent. A
/// thread read adds the plain replies to its root that this client has met.
extension MatrixSession {
    /// The `m.relates_to` of a reply to `parentId`: a plain `m.in_reply_to` when it goes to
    /// the channel too (`toChannel`), else an `m.thread` reply. 900300 when this client has no
    /// such message, 800110 when the parent is itself a reply (threads are one level deep, as
    /// in the mock; Synapse refuses those too).
    func replyRelation(url: String, parentId: Int64, toChannel: Bool) -> Result<MatrixJSON, ChatError> {
        guard let room = account.rooms[url], let root = room.ids.eventId(for: parentId) else { return .failure(.messageNotFound(parentId)) }
        if room.relations.threadRoots[root] != nil || room.relations.message(root)?.replyToEventId != nil {
            return .failure(.invalidParameter("message \(parentId) is itself a reply; threads are one level deep"))
        }
        if toChannel {
            return .success(.object(["m.in_reply_to": .object(["event_id": .string(root)])]))
        }
        return .success(.object([
            "rel_type": .string("m.thread"), "event_id": .string(root),
            "is_falling_back": .bool(true), "m.in_reply_to": .object(["event_id": .string(root)]),
        ]))
    }

    /// A thread's replies around `anchor`, as the mock's `loadMessages(threadOf:)` answers:
    /// `/relations/{root}/m.thread` read back to the oldest reply (a thread is short next to
    /// a channel; at most `threadReadLimit` replies), then cut around the anchor.
    func loadThreadMessages(
        url: String, anchor: HistoryAnchor, params: MessageListParams, threadOf parentId: Int64,
        reply: @escaping BackendReply<[MessagePayload]>
    ) {
        guard let root = eventId(of: parentId, in: url) else { return refuse(.messageNotFound(parentId), reply) }
        readThread(url: url, root: root, from: nil, collected: []) { [self] result in
            reply(result.flatMap { events in
                var room = account.rooms[url] ?? MatrixRoom(roomId: url)
                room.absorb(events.reversed())
                let threaded = events.reversed().compactMap { room.map($0) }.filter { $0.threadRootEventId == root }
                // Replies also sent to the channel are plain replies, which /relations does not
                // list: those this client has met join the thread, in time order.
                let replies = Self.ordered(threaded + room.relations.plainReplies(to: root))
                account.rooms[url] = room
                let ids = replies.map(\.record.messageId)
                let lower: Int, upper: Int
                switch anchor {
                case .timestamp(let time):
                    lower = replies.firstIndex { $0.record.createdAt >= time } ?? replies.count
                    upper = time == .max ? lower : replies.firstIndex { $0.record.createdAt > time } ?? replies.count
                case .messageId(let id):
                    guard let index = ids.firstIndex(of: id) else { return .failure(.messageNotFound(id)) }
                    lower = index
                    upper = index + 1
                }
                // Replies exactly at the anchor go to the previous side of an inclusive read, or
                // to the next side when it asks for no previous replies (as the mock reads).
                let end = params.isInclusive ? upper : lower
                let start = params.isInclusive && params.previousResultSize == 0 ? lower : upper
                let matching = { (message: MatrixMessageMapping.Message) in Self.matches(params, message) }
                let before = replies[..<end].filter(matching).suffix(params.previousResultSize)
                let after = replies[min(start, replies.count)...].filter(matching).prefix(params.nextResultSize)
                var payloads = (before + after).map { message in
                    var payload = room.payload(message)
                    if !params.includeParentMessageInfo { payload.parent = nil }
                    return payload
                }
                if params.reverse { payloads.reverse() }
                return .success(payloads)
            })
        }
    }

    /// The mock's history filters that apply to a thread's replies: message type, senders, custom types.
    static func matches(_ params: MessageListParams, _ message: MatrixMessageMapping.Message) -> Bool {
        let kind: MessageRecord.Kind? = switch params.messageTypeFilter {
        case .all: nil
        case .user: .user
        case .file: .file
        case .admin: .admin
        }
        if let kind, message.record.kind != kind { return false }
        if let senders = params.senderUserIds, !senders.contains(message.record.senderId ?? "") { return false }
        if let customTypes = params.customTypes, !customTypes.contains(message.extras.customType ?? "") { return false }
        return true
    }

    /// The most replies a thread read collects.
    static let threadReadLimit = 2_000

    private func readThread(
        url: String, root: String, from token: String?, collected: [MatrixRoomEvent],
        reply: @escaping BackendReply<[MatrixRoomEvent]>
    ) {
        var query = ["dir": "b", "limit": "200"]
        if let token { query["from"] = token }
        http.send(api: "client/v1", "GET", ["rooms", url, "relations", root, "m.thread"], query: query, refusal: refusal(.channel(url: url))) {
            [self] (result: Result<MatrixResponse.Relations, ChatError>) in
            switch result {
            case .failure(let error):
                reply(.failure(error))
            case .success(let page):
                let events = collected + page.chunk
                guard let next = page.nextBatch, !page.chunk.isEmpty, events.count < Self.threadReadLimit else { return reply(.success(events)) }
                readThread(url: url, root: root, from: next, collected: events, reply: reply)
            }
        }
    }
}
