import Foundation

/// Handing a collection over from a history read to the live messages of `/sync`, without
/// losing, repeating or misordering a message.
///
/// The mock answers a read and pushes its events in one order, so a collection can ignore
/// events while its first window loads, and new messages while a `loadNext` runs: whatever
/// arrived before the read was answered is in the answer. On Matrix, `/sync` and
/// `/messages` are separate requests: a message can reach the client through `/sync`
/// (ignored by the loading collection) while the `/messages` answer, read earlier, lacks it.
///
/// So, from the moment a collection's first window or forward page is asked for until it
/// answers, the account remembers the room's messages `/sync` delivers (`LiveWatch`, with the
/// read's filters). When the answer reaches the live end (nothing more after it), those newer
/// than its newest message and not already in it are appended, oldest first, on the same
/// turn as the reply: every message delivered before the reply is in it, every later one
/// reaches the collection live. A message `/messages` already held that `/sync` then
/// delivers after the reply reaches the collection as an event for a message it holds,
/// which it keeps once. The catch-up has no such race: it runs on a started collection at
/// the live end, which takes live messages as they come and keeps one copy of each.
extension MatrixSession {
    /// Starts remembering the room's `/sync` messages for a read asked for now, before the
    /// read's first turn, so none delivered in between is missed.
    func watchLive(_ url: String, _ params: MessageListParams) -> Int {
        account.history.startWatching(url, filter: MatrixHistoryFilter(params))
    }

    /// Hands a `/sync` answer's messages (already applied by the account, so their ids are
    /// mapped) to the reads in flight on their rooms; rooms in `overflowing` had a gap left
    /// unfilled, so their reads fold nothing in. Call on the turn the answer is applied.
    func noteLive(_ response: MatrixSyncResponse, overflowing: Set<String>) {
        for (roomId, joined) in response.rooms?.join ?? [:] where account.history.isWatched(roomId) {
            if overflowing.contains(roomId) {
                account.history.noteBroken(roomId)
                continue
            }
            guard var room = account.rooms[roomId] else { continue }
            for item in joined.timeline?.events ?? [] where item.state == nil {
                guard let message = MatrixMessageMapping.message(from: item.event, ids: &room.ids) else { continue }
                account.history.noteLive(message, as: room.payload(message), in: roomId)
            }
            account.rooms[roomId] = room
        }
    }

    /// Ends `watch` and returns the messages it saw that lie after a read's answer: those on
    /// `side` (after the answer's newest message) and not in `held`, oldest first, once
    /// each; none when a gap broke the watch.
    func liveMessages(_ watch: Int, after side: (MessageRecord) -> Bool, excluding held: Set<Int64>) -> [MessagePayload] {
        guard let seen = account.history.stopWatching(watch), !seen.broken else { return [] }
        var byId: [Int64: MessagePayload] = [:]
        for payload in seen.messages where side(payload.record) && !held.contains(payload.record.messageId) {
            byId[payload.record.messageId] = payload
        }
        return byId.values.sorted { $0.record.messageId < $1.record.messageId }
    }

    /// `window` with the live messages of `watch` folded in when it reaches the live end.
    func handOver(_ window: HistoryWindow, around time: Int64, watch: Int) -> HistoryWindow {
        guard !window.next.hasMore else {
            account.history.stopWatching(watch)
            return window
        }
        let held = window.previous.messages + window.next.messages
        let newest = held.last?.record.messageId
        let live = liveMessages(watch, after: { record in newest.map { record.messageId > $0 } ?? true }, excluding: Set(held.map(\.record.messageId)))
        guard let last = live.last else { return window }
        var window = window
        // At the live end every message is at or before the starting point.
        if Self.isLiveEnd(time) { window.previous.messages += live } else { window.next.messages += live }
        window.token.messageWatermark = max(window.token.messageWatermark, last.record.messageId)
        return window
    }

    /// A forward `page` from `boundary` with the live messages of `watch` folded in when it
    /// reaches the live end.
    func handOver(_ page: HistoryPage, from boundary: HistoryBoundary, watch: Int) -> HistoryPage {
        guard !page.hasMore else {
            account.history.stopWatching(watch)
            return page
        }
        let side: (MessageRecord) -> Bool = switch (page.messages.last?.record.messageId, boundary) {
        case (let newest?, _): { $0.messageId > newest }
        case (nil, .message(let id)): { $0.messageId > id }
        case (nil, .time(let time)): { $0.createdAt > time }
        }
        var page = page
        page.messages += liveMessages(watch, after: side, excluding: Set(page.messages.map(\.record.messageId)))
        return page
    }
}
