import BanterChatSDK
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
///
/// Changes race the same way: an edit, a deletion or a reaction `/sync` delivers while the
/// read is in flight is ignored by the starting collection, while the answer may hold the
/// message as it was. So the watch also remembers the room's changes as the account told
/// them, and the answer (live messages folded in included) is brought up to date on the
/// reply's turn: a deleted message is dropped, an edited one takes its edit, and a changed
/// message's reactions are the room's current ones. Only messages the answer holds change.
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
                if item.event.type == "m.room.redaction", let target = item.event.redacts ?? item.event.content.redacts {
                    account.history.noteRedacted(target, in: roomId)
                }
                guard let message = MatrixMessageMapping.message(from: item.event, ids: &room.ids) else { continue }
                account.history.noteLive(message, as: room.payload(message), in: roomId)
            }
            account.rooms[roomId] = room
        }
    }

    /// Hands a `/sync` answer's changes to messages (the events the account made of it) to
    /// the reads in flight on their rooms. Call on the turn the answer is applied.
    func noteLiveChanges(_ events: [ServerEvent]) {
        for event in events {
            switch event {
            case .messageDeleted(let channel, _), .messageUpdated(let channel, _), .reactionUpdated(let channel, _):
                account.history.noteChange(event, in: channel.header.url)
            default:
                continue
            }
        }
    }

    /// `messages` (of `roomId`) brought up to the changes `seen` remembered: deleted ones
    /// dropped, edited ones as edited (unless the answer holds a later state), reacted ones
    /// with the room's current reactions.
    func applyingLiveChanges(_ seen: MatrixHistoryState.LiveWatch?, to messages: [MessagePayload], in roomId: String) -> [MessagePayload] {
        guard let seen, !(seen.deleted.isEmpty && seen.edited.isEmpty && seen.reacted.isEmpty && seen.redactedEvents.isEmpty) else { return messages }
        // The answer's own relations were absorbed after these redactions: undo them again.
        if var stale = account.rooms[roomId], !seen.redactedEvents.isEmpty {
            for eventId in seen.redactedEvents {
                _ = stale.relations.removeAnnotation(eventId)
                _ = stale.relations.forgetMessage(eventId)
            }
            account.rooms[roomId] = stale
        }
        let room = account.rooms[roomId]
        return messages.compactMap { held in
            let id = held.record.messageId
            // A message this client had no id for yet is deleted without an event: its redaction names it.
            let eventId = room?.ids.eventId(for: id)
            guard !seen.deleted.contains(id), !(eventId.map(seen.redactedEvents.contains) ?? false) else { return nil }
            var current = held
            if let edited = seen.edited[id], edited.record.updatedAt >= held.record.updatedAt { current = edited }
            guard seen.edited[id] != nil || seen.reacted.contains(id),
                  let room, let eventId else { return current }
            let reactions = room.relations.reactions(on: eventId)
            var extras = current.extras ?? MessageExtras()
            extras.reactions = reactions.byKey
            extras.reactionsUpdatedAt = reactions.byKey.isEmpty ? 0 : reactions.updatedAt
            current.extras = extras.isEmpty ? nil : extras
            return current
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

    /// `window` with the live messages of `watch` folded in when it reaches the live end,
    /// and the changes `watch` saw applied to all it holds. Ends `watch`.
    func handOver(_ window: HistoryWindow, around time: Int64, watch: Int) -> HistoryWindow {
        let seen = account.history.watched(watch)
        var window = foldLive(window, around: time, watch: watch)
        guard let roomId = seen?.roomId else { return window }
        window.previous.messages = applyingLiveChanges(seen, to: window.previous.messages, in: roomId)
        window.next.messages = applyingLiveChanges(seen, to: window.next.messages, in: roomId)
        return window
    }

    /// `window` with the live messages of `watch` folded in when it reaches the live end.
    private func foldLive(_ window: HistoryWindow, around time: Int64, watch: Int) -> HistoryWindow {
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
    /// reaches the live end, and the changes `watch` saw applied to all it holds. Ends `watch`.
    func handOver(_ page: HistoryPage, from boundary: HistoryBoundary, watch: Int) -> HistoryPage {
        let seen = account.history.watched(watch)
        var page = foldLive(page, from: boundary, watch: watch)
        guard let roomId = seen?.roomId else { return page }
        page.messages = applyingLiveChanges(seen, to: page.messages, in: roomId)
        return page
    }

    /// A forward `page` from `boundary` with the live messages of `watch` folded in when it
    /// reaches the live end.
    private func foldLive(_ page: HistoryPage, from boundary: HistoryBoundary, watch: Int) -> HistoryPage {
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
