import BanterChatSDK

/// One direction of a read through a room's timeline: the events read from the homeserver
/// but not yet handed out, in the order of the walk (newest first going back), and the
/// pagination token `/messages` continues from once they run out.
///
/// A walk holds no connection: `MatrixSession` fetches its pages and appends them. What is
/// left of a walk after a page was handed out is exactly where the next page starts, so the
/// session keeps it (`MatrixHistoryState`) keyed by the page's last message: a collection's
/// next `loadPrevious`/`loadNext` continues from it instead of finding its place again, and
/// the message read beyond the page to tell whether more lie there is not read twice.
///
/// The events are kept whatever they are (state, edits, other senders' messages): each
/// read decides with its own filter and side (`admits`) which of them it hands out.
struct MatrixTimelineWalk: Sendable {
    /// An event of the walk, and what it maps to: a message, or nil for any other event.
    struct Item: Sendable {
        var event: MatrixRoomEvent
        var message: MatrixMessageMapping.Message?
    }

    /// True for a walk towards newer events.
    let forward: Bool
    /// Read and not yet handed out, in walk order.
    private(set) var buffered: [Item]
    /// Where `/messages` continues in this direction; nil before the first page means
    /// from the timeline's end (backward) or start (forward).
    private(set) var token: String?
    /// Nothing more lies in this direction, as far as the last page told. A forward walk
    /// that reached the live end is exhausted only for the read that got there.
    var exhausted: Bool
    /// The newest message id ever read into the walk, handed out or not: how far the read
    /// saw the room (a collection's watermark).
    private(set) var newestMessageId: Int64 = 0

    init(forward: Bool, buffered: [Item] = [], token: String? = nil, exhausted: Bool = false) {
        self.forward = forward
        self.buffered = buffered
        self.token = token
        self.exhausted = exhausted
        noteNewest(buffered)
    }

    private mutating func noteNewest(_ items: [Item]) {
        for case let message? in items.lazy.map(\.message) {
            newestMessageId = max(newestMessageId, message.record.messageId)
        }
    }

    /// The largest page `/messages` serves (Synapse caps `limit` at 1,000).
    static let maximumPage = 1000

    /// Adds a page read with `limit` from `token`. A page shorter than its limit ends the
    /// walk: the homeserver applies the type and sender filter before the limit, so it ran
    /// out of events (history visibility, applied after, only hides whole stretches).
    mutating func append(_ items: [Item], start: String?, end: String?, limit: Int) {
        buffered += items
        noteNewest(items)
        token = end ?? start ?? token
        exhausted = end == nil || items.count < limit
    }

    /// How many buffered events `admits` takes, counting no further than `target`.
    func count(_ admits: (Item) -> Bool, upTo target: Int) -> Int {
        var count = 0
        for item in buffered where admits(item) {
            count += 1
            if count >= target { break }
        }
        return count
    }

    /// Hands out `count` buffered events `admits` takes: the newest messages (going back) or
    /// the oldest (going on) among all it read, not the first `count` in timeline order.
    /// Pages are cut by message id (the homeserver's time), and the timeline's order may
    /// differ from that: with workers, events sent at once reach the event persister in
    /// another order than their timestamps (seen five places apart). Cut at the first
    /// `count`, an event later in the walk but newer than the cut would lie on the wrong
    /// side of the next page's boundary and never be handed out. Events passed over before
    /// the last one handed out are dropped; the rest stay for the next page, all on its side.
    mutating func take(_ count: Int, _ admits: (Item) -> Bool) -> [Item] {
        guard count > 0 else { return [] }
        let candidates = buffered.indices.filter { admits(buffered[$0]) }
        guard candidates.count > count else {
            let taken = candidates.map { buffered[$0] }
            // As many as asked: the walk goes on right after the last; fewer: it read all.
            buffered.removeFirst(candidates.count == count ? (candidates.last ?? -1) + 1 : buffered.count)
            return taken
        }
        func id(_ index: Int) -> Int64 { buffered[index].message?.record.messageId ?? 0 }
        // Stable: among equal ids, the walk's order decides.
        let ranked = candidates.enumerated().sorted { left, right in
            let (a, b) = (id(left.element), id(right.element))
            return a == b ? left.offset < right.offset : (forward ? a < b : a > b)
        }
        let chosen = Set(ranked.prefix(count).map(\.element))
        let taken = candidates.filter(chosen.contains).map { buffered[$0] }
        let cut = (chosen.max() ?? -1) + 1
        let kept = buffered[..<cut].indices.filter { admits(buffered[$0]) && !chosen.contains($0) }.map { buffered[$0] }
        buffered = kept + buffered[cut...]
        return taken
    }

    /// The walk to keep for a later read: a forward walk that reached the live end may
    /// find newer events next time.
    var resumable: MatrixTimelineWalk {
        var walk = self
        if forward { walk.exhausted = false }
        return walk
    }
}
