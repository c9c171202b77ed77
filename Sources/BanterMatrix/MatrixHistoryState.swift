import BanterChatSDK

/// What an account remembers about reading history, across its sessions (it lives in
/// `MatrixAccount`, so a reconnection keeps it): the walks to continue pages from, the
/// `/sync` positions collections hold as sync tokens, and the last timeline event each
/// room's `/sync` delivered, where a gap fill stops, and the messages `/sync` delivers to a
/// room while a collection's read of it is in flight. Main actor, like the account.
struct MatrixHistoryState {
    /// A walk kept for the page after `boundary` (a message id) in one direction, read
    /// with one filter.
    struct CursorKey: Hashable {
        var roomId: String
        var boundary: Int64
        var forward: Bool
        var filter: String
    }

    /// At most this many walks are kept; the oldest go first. A walk holds at most one page,
    /// so this bounds the memory, and a page without its walk still loads, locating its
    /// boundary with `/context`.
    static let cursorLimit = 64

    private var cursors: [CursorKey: MatrixTimelineWalk] = [:]
    private var cursorOrder: [CursorKey] = []
    /// `/sync` tokens handed out in `HistorySyncToken.changeLogPosition`, by index.
    private var positions: [String] = []
    /// Per room, the newest timeline event `/sync` delivered.
    private(set) var lastSynced: [String: (eventId: String, timestamp: Int64)] = [:]
    /// How many history requests the account made, by endpoint (`messages`, `context`,
    /// `timestamp_to_event`; `gap` for the `/messages` of gap fills): for tests and
    /// measurements that check a read's cost.
    var requestCounts: [String: Int] = [:]

    /// The messages `/sync` delivered to a room while a collection's read of it was in
    /// flight, which the read's answer may predate (`MatrixSession+LiveHandOver.swift`).
    struct LiveWatch {
        var roomId: String
        var filter: MatrixHistoryFilter
        /// Oldest first, as delivered; only those `filter` admits.
        var messages: [MessagePayload] = []
        /// A poll skipped some of the room's messages (a gap too long to fill): what was
        /// delivered does not join on to the read, so nothing is folded in, and the
        /// collection's catch-up after the reconnection fills the gap instead.
        var broken = false
        /// Messages `/sync` deleted meanwhile: the answer drops them.
        var deleted: Set<Int64> = []
        /// Messages `/sync` edited meanwhile, as edited (the newest edit of each).
        var edited: [Int64: MessagePayload] = [:]
        /// Messages whose reactions `/sync` changed meanwhile.
        var reacted: Set<Int64> = []
        /// Events `/sync` redacted meanwhile: an answer read before may bring a redacted
        /// reaction back into the room's relations, so they are removed again.
        var redactedEvents: Set<String> = []
    }

    private var liveWatches: [Int: LiveWatch] = [:]
    private var nextLiveWatch = 0

    init() {}

    /// Starts remembering what `/sync` delivers to `roomId` for one read; end it with
    /// `stopWatching`, on every outcome of the read.
    mutating func startWatching(_ roomId: String, filter: MatrixHistoryFilter) -> Int {
        nextLiveWatch += 1
        liveWatches[nextLiveWatch] = LiveWatch(roomId: roomId, filter: filter)
        return nextLiveWatch
    }

    /// What the watch saw; nil once stopped.
    @discardableResult
    mutating func stopWatching(_ watch: Int) -> LiveWatch? {
        liveWatches.removeValue(forKey: watch)
    }

    /// Whether a read of `roomId` is in flight, so its `/sync` messages are worth mapping.
    func isWatched(_ roomId: String) -> Bool {
        liveWatches.values.contains { $0.roomId == roomId }
    }

    /// Hands a message `/sync` delivered to `roomId` to every watch of the room it passes.
    mutating func noteLive(_ message: MatrixMessageMapping.Message, as payload: MessagePayload, in roomId: String) {
        for (key, watch) in liveWatches where watch.roomId == roomId && watch.filter.admits(message) {
            liveWatches[key]?.messages.append(payload)
        }
    }

    /// Hands a change to a message `/sync` delivered to `roomId` (an edit, a deletion or a
    /// reaction, as the account told it) to every watch of the room: the read's answer may
    /// hold the message as it was before.
    mutating func noteChange(_ event: ServerEvent, in roomId: String) {
        for (key, watch) in liveWatches where watch.roomId == roomId {
            switch event {
            case .messageDeleted(_, let messageId):
                liveWatches[key]?.deleted.insert(messageId)
            case .messageUpdated(_, let payload):
                let id = payload.record.messageId
                if (watch.edited[id]?.record.updatedAt ?? .min) <= payload.record.updatedAt { liveWatches[key]?.edited[id] = payload }
            case .reactionUpdated(_, let reaction):
                liveWatches[key]?.reacted.insert(reaction.messageId)
            default:
                continue
            }
        }
    }

    /// Hands the id of an event `/sync` redacted in `roomId` to every watch of the room.
    mutating func noteRedacted(_ eventId: String, in roomId: String) {
        for (key, watch) in liveWatches where watch.roomId == roomId {
            liveWatches[key]?.redactedEvents.insert(eventId)
        }
    }

    /// What `watch` saw so far, without ending it.
    func watched(_ watch: Int) -> LiveWatch? {
        liveWatches[watch]
    }

    /// A poll left a gap in `roomId` unfilled: its watches can fold nothing in.
    mutating func noteBroken(_ roomId: String) {
        for (key, watch) in liveWatches where watch.roomId == roomId {
            liveWatches[key]?.broken = true
        }
    }

    /// The walk left after the page that ended at `key.boundary`, if kept; taking it
    /// removes it, since a walk is continued once.
    mutating func takeCursor(_ key: CursorKey) -> MatrixTimelineWalk? {
        guard let walk = cursors.removeValue(forKey: key) else { return nil }
        cursorOrder.removeAll { $0 == key }
        return walk
    }

    mutating func keepCursor(_ walk: MatrixTimelineWalk, for key: CursorKey) {
        if cursors.updateValue(walk.resumable, forKey: key) == nil { cursorOrder.append(key) }
        while cursorOrder.count > Self.cursorLimit {
            cursors[cursorOrder.removeFirst()] = nil
        }
    }

    /// The index of `token` among the positions, added if new, for a `HistorySyncToken`.
    mutating func position(of token: String?) -> Int {
        guard let token else { return -1 }
        if let last = positions.last, last == token { return positions.count - 1 }
        positions.append(token)
        return positions.count - 1
    }

    /// The `/sync` token a `HistorySyncToken` was made at; nil for one this account did not make.
    func token(at position: Int) -> String? {
        positions.indices.contains(position) ? positions[position] : nil
    }

    /// Takes back a room's newest synced event as the local cache kept it, so the first gap
    /// fill after a restart stops where the last run's `/sync` got to.
    mutating func restoreSynced(_ roomId: String, eventId: String, timestamp: Int64) {
        lastSynced[roomId] = (eventId, timestamp)
    }

    /// Remembers each joined room's newest timeline event of a `/sync` answer just applied
    /// (after its gaps were filled), where the next gap fill of the room stops.
    mutating func noteSynced(_ sync: MatrixSyncResponse) {
        for (roomId, joined) in sync.rooms?.join ?? [:] {
            guard let newest = joined.timeline?.events.last?.event else { continue }
            lastSynced[roomId] = (newest.eventId, newest.originServerTimestamp)
        }
    }
}
