import BanterChatSDK
import Foundation

/// Reading a room's history on Matrix, for the direct history calls and for message
/// collections, answering as `ChatServer+History` and `ChatServer+MessageCollection` do.
///
/// A read first finds its place in the timeline, then walks from there in each direction
/// (`MatrixTimelineWalk`) with `/messages`, keeping the messages that pass the filters
/// (`MatrixHistoryFilter`) and lie on the right side of the anchor:
/// - the live end (`Int64.max`, or any time not yet reached): one `/messages` page back from
///   the end of the timeline, so a collection opening on a room of any length reads one page;
/// - a message id: `/context` around its event when this account mapped it, else around the
///   event `timestamp_to_event` finds at the id's millisecond (`id >> 10`,
///   `MatrixMessageIds`), which maps the event and so finds the id again;
/// - a time: `/context` around the last event at or before it (`timestamp_to_event`).
///
/// Messages are ordered by id, as the mock orders its messages: by the homeserver's
/// timestamp, then by the id's hash slot within a millisecond. A page asks for one message
/// more than it returns, to tell whether more lie beyond; what it read beyond is kept
/// (`MatrixHistoryState`), keyed by the page's last message, for the next page.
///
/// Replies run on the main actor, always on a later turn than the call.
extension MatrixSession {
    typealias Item = MatrixTimelineWalk.Item

    // MARK: Direct reads

    /// Messages around a time or a message id, as `getMessagesByTimestamp` and
    /// `getMessagesByMessageId` read them: 900300 for a message id that names no message of
    /// the room, 400108 for a room this user may not read, 800110 for a negative size.
    func loadMessages(
        url: String, anchor: HistoryAnchor, params: MessageListParams, threadOf parentId: Int64?,
        reply: @escaping BackendReply<[MessagePayload]>
    ) {
        // A thread's replies are read with `/relations` (`MatrixSession+Threads.swift`).
        if let parentId { return loadThreadMessages(url: url, anchor: anchor, params: params, threadOf: parentId, reply: reply) }

        respond(reply) { [self] () async throws(ChatError) -> [MessagePayload] in
            try Validation.channelURL(url)
            try Validation.limit(params.previousResultSize, named: "previousResultSize")
            try Validation.limit(params.nextResultSize, named: "nextResultSize")
            try checkStillMember(url)
            let filter = MatrixHistoryFilter(params)
            let (previous, next) = (params.previousResultSize, params.nextResultSize)
            // Messages exactly at the anchor go to the previous side when the read is
            // inclusive, or to the next side when it asks for no previous messages.
            let nextTakesAnchor = params.isInclusive && previous == 0
            let before: (MessageRecord) -> Bool, after: (MessageRecord) -> Bool
            let place: Place
            switch anchor {
            case .timestamp(let time):
                before = params.isInclusive ? { $0.createdAt <= time } : { $0.createdAt < time }
                after = nextTakesAnchor ? { $0.createdAt >= time } : { $0.createdAt > time }
                place = Self.isLiveEnd(time) ? .liveEnd : .time(time)
            case .messageId(let id):
                before = params.isInclusive ? { $0.messageId <= id } : { $0.messageId < id }
                after = nextTakesAnchor ? { $0.messageId >= id } : { $0.messageId > id }
                place = .message(id)
            }
            var (backward, forward) = try await locate(url, place, need: max(previous, next), filter)
            if case .messageId(let id) = anchor, !backward.buffered.contains(where: { $0.message?.record.messageId == id }) {
                throw .messageNotFound(id)
            }
            let older = try await gather(&backward, url, filter, side: before, count: previous, peek: false)
            let newer = try await gather(&forward, url, filter, side: after, count: next, peek: false)
            let payloads = payloads(older.items, url) + payloads(newer.items, url)
            return params.reverse ? payloads.reversed() : payloads
        }
    }

    // MARK: Message collections

    /// A collection's first window: up to `previous` messages at or before `time` and `next`
    /// after it. At the live end this is one `/messages` page, whatever the room holds.
    /// Reaching the live end, it also holds the messages `/sync` delivered while it was read
    /// (`MatrixSession+LiveHandOver.swift`).
    func loadHistoryWindow(
        url: String, around time: Int64, previous: Int, next: Int, params: MessageListParams,
        reply: @escaping BackendReply<HistoryWindow>
    ) {
        let watch = watchLive(url, params)
        respond(reply) { [self] () async throws(ChatError) -> HistoryWindow in
            defer { account.history.stopWatching(watch) }
            try Validation.channelURL(url)
            try Validation.limit(previous, named: "previousResultSize")
            try Validation.limit(next, named: "nextResultSize")
            try checkStillMember(url)
            let filter = MatrixHistoryFilter(params)
            let position = account.history.position(of: account.since)
            var (backward, forward) = try await locate(url, Self.isLiveEnd(time) ? .liveEnd : .time(time), need: max(previous, next), filter)
            let older = try await gather(&backward, url, filter, side: { $0.createdAt <= time }, count: previous, peek: true)
            let newer = try await gather(&forward, url, filter, side: { $0.createdAt > time }, count: next, peek: true)
            let window = HistoryWindow(
                previous: HistoryPage(messages: payloads(older.items, url), hasMore: older.hasMore),
                next: HistoryPage(messages: payloads(newer.items, url), hasMore: newer.hasMore),
                token: HistorySyncToken(
                    changeLogPosition: position, messageWatermark: max(backward.newestMessageId, forward.newestMessageId)))
            // Nothing matching lies between the two sides, so each walk continues from the
            // window's outermost message, whichever side holds it.
            let held = window.previous.messages + window.next.messages
            if let oldest = held.first?.record.messageId {
                account.history.keepCursor(backward, for: cursorKey(url, oldest, forward: false, filter))
            }
            if let newest = held.last?.record.messageId {
                account.history.keepCursor(forward, for: cursorKey(url, newest, forward: true, filter))
            }
            return handOver(window, around: time, watch: watch)
        }
    }

    /// A collection's page beyond a boundary: the walk the last page left there, or one
    /// started at the boundary's place. A forward page reaching the live end also holds the
    /// messages `/sync` delivered while it was read, as a window does.
    func loadHistoryPage(
        url: String, from boundary: HistoryBoundary, forward: Bool, limit: Int, params: MessageListParams,
        reply: @escaping BackendReply<HistoryPage>
    ) {
        // A forward page may reach the live end: it takes the messages `/sync` delivers meanwhile.
        let watch = forward ? watchLive(url, params) : nil
        respond(reply) { [self] () async throws(ChatError) -> HistoryPage in
            defer { if let watch { account.history.stopWatching(watch) } }
            try Validation.channelURL(url)
            try Validation.limit(limit)
            try checkStillMember(url)
            let read = try await page(url, from: boundary, forward: forward, limit: limit, MatrixHistoryFilter(params))
            guard let watch else { return read }
            return handOver(read, from: boundary, watch: watch)
        }
    }

    /// What a collection missed while the connection was down (the `/sync` after the
    /// reconnection delivers the same messages live; the collection keeps one copy by id):
    /// - the channel, read fresh from the room's state (400108 once this user may no longer
    ///   read it, which closes the collection);
    /// - with `fillAfter`, up to `fillLimit` messages after it, and whether more lie beyond;
    /// - changes to held messages since the token's `/sync` position, from one forward walk
    ///   over the room's messages, redactions and reactions since then (`changes(in:)`):
    ///   a redaction deletes, an edit, a reaction or a thread reply updates (read back with
    ///   `/event`, as the message stands now);
    /// - failed sends the homeserver did store: the walk meets them as this device's events
    ///   carrying their request id as transaction id. A send that was never stored is not
    ///   found; resending it with its request id stores it once, since the homeserver
    ///   deduplicates transaction ids.
    func catchUpHistory(
        url: String, token: HistorySyncToken, fillAfter: Int64?, fillLimit: Int,
        held: ClosedRange<Int64>?, params: MessageListParams, failedRequestIds: [String],
        reply: @escaping BackendReply<HistoryCatchUp>
    ) {
        respond(reply) { [self] () async throws(ChatError) -> HistoryCatchUp in
            try Validation.channelURL(url)
            let channel = try await channelNow(url)
            // The homeserver still shows a departed user the room as it was; the mock refuses.
            guard channel.my?.state == .joined || channel.header.isPublic else {
                throw ChatError(.nonAuthorized, "Not authorized: \(userId) is not a member of \(url).")
            }
            var missed = HistoryPage(messages: [], hasMore: false)
            var watermark = token.messageWatermark
            if let fillAfter {
                missed = try await page(
                    url, from: .message(max(fillAfter, token.messageWatermark)), forward: true, limit: fillLimit,
                    MatrixHistoryFilter(params))
                watermark = max(watermark, missed.messages.last?.record.messageId ?? watermark)
            }
            let changes = try await changes(in: url, since: token.changeLogPosition, held: held, failedRequestIds: Set(failedRequestIds))
            var deleted = changes.deleted
            var updated: [MessagePayload] = []
            for id in changes.updated.sorted() where !deleted.contains(id) {
                if let payload = try await message(id, in: url) {
                    updated.append(payload)
                } else {
                    deleted.insert(id)
                }
            }
            return HistoryCatchUp(
                channel: channel, missed: missed, updated: updated, deletedIds: deleted.sorted(),
                token: HistorySyncToken(changeLogPosition: changes.position, messageWatermark: watermark),
                stored: changes.stored)
        }
    }

    /// Refuses with 400108, as the mock does, to read a room this user left or was banned
    /// from: the homeserver would still serve its history up to the departure.
    func checkStillMember(_ url: String) throws(ChatError) {
        guard let membership = account.rooms[url]?.membership(of: userId), membership == "leave" || membership == "ban" else { return }
        throw ChatError(.nonAuthorized, "Not authorized: \(userId) is not a member of \(url).")
    }

    // MARK: Pages

    /// Where a read starts.
    enum Place {
        /// After the newest event.
        case liveEnd
        /// After the last event at or before a time.
        case time(Int64)
        /// At a message id's event, or where it would be.
        case message(Int64)
    }

    /// Whether a read at `time` starts from the live end: no message is newer than now.
    static func isLiveEnd(_ time: Int64) -> Bool {
        time >= Int64(Date().timeIntervalSince1970 * 1000)
    }

    func cursorKey(_ url: String, _ boundary: Int64, forward: Bool, _ filter: MatrixHistoryFilter) -> MatrixHistoryState.CursorKey {
        MatrixHistoryState.CursorKey(roomId: url, boundary: boundary, forward: forward, filter: filter.key)
    }

    /// Up to `limit` messages beyond `boundary`, as `ChatServer.loadHistoryPage` reads them: a
    /// time boundary counts messages at that time as before it; a message boundary need not
    /// exist any more (the page is cut by id).
    func page(
        _ url: String, from boundary: HistoryBoundary, forward: Bool, limit: Int, _ filter: MatrixHistoryFilter
    ) async throws(ChatError) -> HistoryPage {
        let side: (MessageRecord) -> Bool
        let place: Place
        var walk: MatrixTimelineWalk?
        switch boundary {
        case .time(let time):
            side = forward ? { $0.createdAt > time } : { $0.createdAt <= time }
            place = Self.isLiveEnd(time) ? .liveEnd : .time(time)
        case .message(let id):
            side = forward ? { $0.messageId > id } : { $0.messageId < id }
            place = .message(id)
            walk = account.history.takeCursor(cursorKey(url, id, forward: forward, filter))
        }
        if walk == nil {
            let (backward, onward) = try await locate(url, place, need: limit, filter)
            walk = forward ? onward : backward
        }
        guard var walk else { return HistoryPage(messages: [], hasMore: false) }
        let read = try await gather(&walk, url, filter, side: side, count: limit, peek: true)
        let messages = payloads(read.items, url)
        if let last = forward ? messages.last : messages.first {
            account.history.keepCursor(walk, for: cursorKey(url, last.record.messageId, forward: forward, filter))
        }
        return HistoryPage(messages: messages, hasMore: read.hasMore)
    }

    /// The two walks from `place`: back to older events and on to newer ones, each holding
    /// what finding the place read on its side (the events around it, in that walk's order).
    /// The live end's page is read with `filter`'s server part, as the pages after it are;
    /// `/context` with the message type alone, so the anchor's neighbours are there whoever sent them.
    func locate(
        _ url: String, _ place: Place, need: Int, _ filter: MatrixHistoryFilter
    ) async throws(ChatError) -> (MatrixTimelineWalk, MatrixTimelineWalk) {
        switch place {
        case .liveEnd:
            let limit = Self.pageLimit(for: Self.oneMore(than: need))
            let page = try await messages(url, from: nil, forward: false, limit: limit, filter: filter.server)
            let items = mapped(page.chunk, url)
            var backward = MatrixTimelineWalk(forward: false)
            backward.append(items, start: page.start, end: page.end, limit: limit)
            if let newest = items.lazy.compactMap(\.message).max(by: { $0.record.messageId < $1.record.messageId }) {
                account.rooms[url]?.note(newest)
            }
            return (backward, MatrixTimelineWalk(forward: true, buffered: items.reversed(), token: page.start, exhausted: true))
        case .time(let time):
            guard let event = try await event(at: time, in: url) else {
                // Nothing at or before `time`: everything lies after it, from the room's start.
                return (MatrixTimelineWalk(forward: false, exhausted: true), MatrixTimelineWalk(forward: true))
            }
            return try await around(event, in: url, need: need, messageId: nil)
        case .message(let id):
            if let eventId = account.rooms[url]?.ids.eventId(for: id) {
                return try await around(eventId, in: url, need: need, messageId: id)
            }
            // An id this account never mapped: its millisecond leads to its event.
            return try await locate(url, .time(id >> MatrixMessageIds.slotBits), need: need, filter)
        }
    }

    /// The walks from `/context` around `eventId`, which hold the events around it.
    private func around(
        _ eventId: String, in url: String, need: Int, messageId: Int64?
    ) async throws(ChatError) -> (MatrixTimelineWalk, MatrixTimelineWalk) {
        // Synapse splits the limit: half before the event, the rest after.
        let limit = min(max(2 * Self.oneMore(than: need), 10), 200)
        let context: MatrixHistoryResponse.Context = try await get(
            ["rooms", url, "context", eventId], query: ["limit": String(limit), "filter": Self.messageTypes],
            counting: "context", refusal: refusal(.message(url: url, messageId: messageId ?? 0)))
        let items = mapped(context.chronological, url)
        return (
            MatrixTimelineWalk(
                forward: false, buffered: items.reversed(), token: context.start,
                exhausted: context.start == nil || context.eventsBefore.count < limit / 2),
            MatrixTimelineWalk(
                forward: true, buffered: items, token: context.end,
                exhausted: context.end == nil || context.eventsAfter.count < limit - limit / 2))
    }

    /// Reads `walk` on until it holds `count` messages that pass `filter` on `side` (and,
    /// with `peek`, one more, to tell whether more lie beyond), and hands out `count`.
    /// Pages start at about twice what is missing and double, up to the homeserver's cap.
    func gather(
        _ walk: inout MatrixTimelineWalk, _ url: String, _ filter: MatrixHistoryFilter,
        side: (MessageRecord) -> Bool, count: Int, peek: Bool
    ) async throws(ChatError) -> (items: [Item], hasMore: Bool) {
        guard !filter.matchesNothing else { return ([], false) }
        func admits(_ item: Item) -> Bool {
            guard let message = item.message else { return false }
            return side(message.record) && filter.admits(message)
        }
        // Read `timeOrderSlack` beyond the page, so `take` cuts it by time among them.
        let handed = peek ? Self.oneMore(than: count) : count
        let target = count == 0 ? handed : min(handed, Int.max - Self.timeOrderSlack) + Self.timeOrderSlack
        var limit = Self.pageLimit(for: target - walk.count(admits, upTo: target))
        while walk.count(admits, upTo: target) < target, !walk.exhausted {
            let page = try await messages(url, from: walk.token, forward: walk.forward, limit: limit, filter: filter.server)
            walk.append(mapped(page.chunk, url), start: page.start, end: page.end, limit: limit)
            limit = min(MatrixTimelineWalk.maximumPage, limit * 2)
        }
        let items = walk.take(count, admits)
        return (items, walk.count(admits, upTo: 1) > 0)
    }

    /// Maps events to messages, oldest first so a thread's root gets its id before its
    /// replies name it, giving each new event its id in the room's map.
    func mapped(_ events: [MatrixHistoryResponse.Event], _ url: String) -> [Item] {
        var room = account.rooms[url] ?? MatrixRoom(roomId: url)
        var messages = [MatrixMessageMapping.Message?](repeating: nil, count: events.count)
        let chronological = events.indices.sorted { events[$0].event.originServerTimestamp < events[$1].event.originServerTimestamp }
        room.absorb(chronological.map { events[$0].event })
        for index in chronological {
            messages[index] = MatrixMessageMapping.message(from: events[index].event, ids: &room.ids)
        }
        account.rooms[url] = room
        readMissingReactors(of: events.map(\.event), in: url)
        return zip(events, messages).map { Item(event: $0.event, message: $1) }
    }

    /// The payloads of `items`, oldest first (by id), mapped again now that every root
    /// read so far has its id.
    func payloads(_ items: [Item], _ url: String) -> [MessagePayload] {
        var room = account.rooms[url] ?? MatrixRoom(roomId: url)
        let messages = items.compactMap { MatrixMessageMapping.message(from: $0.event, ids: &room.ids) }
        account.rooms[url] = room
        return Self.ordered(messages).map(room.payload)
    }

    /// Messages by id, each once: a homeserver's timeline order need not be its time order,
    /// and one may send an event id twice (found by `MatrixEventFuzzTests`).
    static func ordered(_ messages: [MatrixMessageMapping.Message]) -> [MatrixMessageMapping.Message] {
        var seen = Set<Int64>()
        return messages.sorted { $0.record.messageId < $1.record.messageId }.filter { seen.insert($0.record.messageId).inserted }
    }

    /// Messages, and the reactions that give them their counts: state events and
    /// redactions take no room in a page (a redacted reaction arrives emptied).
    static let messageTypes = #"{"types":["m.room.message","m.room.encrypted","m.reaction"]}"#

    /// A first page for `count` messages: twice that, so edits and filtered messages
    /// among them seldom cost a second request.
    static func pageLimit(for count: Int) -> Int {
        min(max(2 * max(count, 0), 10), MatrixTimelineWalk.maximumPage)
    }

    /// How many messages a page reads beyond what it hands out, so a message stored a few
    /// places away from its time's order (as events sent at once are, with workers) falls on
    /// the right page (`MatrixTimelineWalk.take`). Seen: five places, eight sends at once.
    static let timeOrderSlack = 10

    static func oneMore(than count: Int) -> Int {
        count < Int.max ? count + 1 : count
    }

    // MARK: Catch-up

    /// What a forward walk over the room since a `/sync` position tells about held
    /// messages and failed sends, and the position where it stopped.
    struct Changes {
        var updated: Set<Int64> = []
        var deleted: Set<Int64> = []
        var stored: [MessagePayload] = []
        var position: Int
    }

    /// At most this many events of changes are read in one catch-up; the next catch-up
    /// continues where it stopped, and `/sync` brings the newest live.
    static let changeWalkLimit = 5000

    func changes(
        in url: String, since position: Int, held: ClosedRange<Int64>?, failedRequestIds: Set<String>
    ) async throws(ChatError) -> Changes {
        guard var token = account.history.token(at: position) else {
            return Changes(position: account.history.position(of: account.since))
        }
        var changes = Changes(position: position)
        guard held != nil || !failedRequestIds.isEmpty else {
            changes.position = account.history.position(of: account.since)
            return changes
        }
        let limit = 500
        var read = 0
        while read < Self.changeWalkLimit {
            let page: MatrixHistoryResponse.ChangePage = try await get(
                ["rooms", url, "messages"],
                query: ["dir": "f", "from": token, "limit": String(limit), "filter": Self.changeTypes],
                counting: "messages", refusal: refusal(.channel(url: url)))
            read += page.chunk.count
            note(page.chunk, in: url, held: held, failedRequestIds: failedRequestIds, into: &changes)
            token = page.end ?? token
            if page.end == nil || page.chunk.count < limit { break }
        }
        changes.position = account.history.position(of: token)
        return changes
    }

    private static let changeTypes = #"{"types":["m.room.message","m.room.redaction","m.reaction"]}"#

    private func note(
        _ chunk: [MatrixHistoryResponse.Change], in url: String, held: ClosedRange<Int64>?, failedRequestIds: Set<String>,
        into changes: inout Changes
    ) {
        var room = account.rooms[url] ?? MatrixRoom(roomId: url)
        defer { account.rooms[url] = room }
        for change in chunk {
            let event = change.event.event
            if let held {
                if event.type == "m.room.redaction", let target = change.redacts, let id = room.ids.knownId(for: target), held.contains(id) {
                    changes.deleted.insert(id)
                    changes.updated.remove(id)
                } else if let target = event.content.relatesTo?.eventId, let id = room.ids.knownId(for: target), held.contains(id),
                          !changes.deleted.contains(id) {
                    // An edit, a reaction, or a reply in its thread.
                    changes.updated.insert(id)
                }
            }
            if event.sender == userId, let requestId = event.unsigned?.transactionId, failedRequestIds.contains(requestId),
               let message = MatrixMessageMapping.message(from: event, ids: &room.ids) {
                changes.stored.append(room.payload(message))
            }
        }
    }

    /// A message as it stands now (its latest edit, its thread), or nil once redacted or gone.
    func message(_ id: Int64, in url: String) async throws(ChatError) -> MessagePayload? {
        guard let eventId = account.rooms[url]?.ids.eventId(for: id) else { return nil }
        let event: MatrixRoomEvent
        do throws(ChatError) {
            event = try await get(["rooms", url, "event", eventId], refusal: refusal(.message(url: url, messageId: id)))
        } catch where error.code == .messageNotFound {
            return nil
        }
        var room = account.rooms[url] ?? MatrixRoom(roomId: url)
        defer { account.rooms[url] = room }
        return MatrixMessageMapping.message(from: event, ids: &room.ids).map(room.payload)
    }

    /// The channel as the room's state says now.
    func channelNow(_ url: String) async throws(ChatError) -> ChannelPayload {
        let result = await withCheckedContinuation { (done: CheckedContinuation<Result<ChannelPayload, ChatError>, Never>) in
            fetchChannel(url: url) { done.resume(returning: $0) }
        }
        return try result.get()
    }

    // MARK: Requests

    /// One `/messages` page from `token` (nil: from the timeline's end, or start going
    /// forward), of the events that pass the `RoomEventFilter` `filter` (nil: all events).
    func messages(
        _ url: String, from token: String?, forward: Bool, limit: Int, filter: String?, counting name: String = "messages"
    ) async throws(ChatError) -> MatrixHistoryResponse.Messages {
        var query = ["dir": forward ? "f" : "b", "limit": String(limit)]
        if let filter { query["filter"] = filter }
        if let token { query["from"] = token }
        return try await get(["rooms", url, "messages"], query: query, counting: name, refusal: refusal(.channel(url: url)))
    }

    /// The last event at or before `time`, or nil when the room has none.
    func event(at time: Int64, in url: String) async throws(ChatError) -> String? {
        do throws(ChatError) {
            let found: MatrixHistoryResponse.TimestampEvent = try await get(
                ["rooms", url, "timestamp_to_event"], query: ["ts": String(time), "dir": "b"], version: "v1",
                counting: "timestamp_to_event", refusal: refusal(.message(url: url, messageId: 0)))
            return found.eventId
        } catch where error.code == .messageNotFound {
            return nil
        }
    }

    /// A `GET` awaited on the main actor; `counting` names it in the account's request
    /// counts (`MatrixHistoryState.requestCounts`), which tests and the bench read
    /// (`/messages` read to fill a gap counts as `gap`).
    func get<Reply: Decodable & Sendable>(
        _ path: [String], query: [String: String] = [:], version: String = "v3", counting name: String? = nil,
        refusal: @escaping MatrixHTTP.Refusal
    ) async throws(ChatError) -> Reply {
        if let name { account.history.requestCounts[name, default: 0] += 1 }
        let result = await withCheckedContinuation { (done: CheckedContinuation<Result<Reply, ChatError>, Never>) in
            http.send("GET", path, query: query, version: version, refusal: refusal) { done.resume(returning: $0) }
        }
        return try result.get()
    }

    /// Runs `work` on the main actor and replies with its outcome, on a later turn.
    func respond<T>(_ reply: @escaping BackendReply<T>, _ work: @escaping @MainActor () async throws(ChatError) -> T) {
        Task { @MainActor in
            do throws(ChatError) {
                reply(.success(try await work()))
            } catch {
                reply(.failure(error))
            }
        }
    }
}
