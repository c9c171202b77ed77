import BanterChatSDK

/// Filling the gaps of a limited `/sync`.
///
/// When more events reached a room since the last poll than the poll's filter lets through
/// (100), `/sync` sends only the newest, marks the timeline `limited` and gives `prev_batch`,
/// the token just before them. The skipped events are read back from `prev_batch` with
/// `/messages` until the room's last event the previous poll delivered
/// (`MatrixHistoryState.lastSynced`), and spliced in front of the timeline before the answer
/// is applied. So everything the account does with a timeline (messages, and whatever else
/// it maps) sees one unbroken timeline, in order, and listeners hear the skipped messages
/// before the newer ones, each once.
///
/// A gap longer than `gapEventLimit` events is not filled: the room's messages of that poll
/// are applied but not told, and the session ends as a lost connection would. The client
/// reconnects (the next session resumes after this answer), and every message collection
/// catches up from the newest message it holds (`catchUpHistory`): it fills up to its own
/// limit, or reports a huge gap and pages on with `loadNext`. A room first seen in this poll
/// has no gap: what came before the user joined is history, not news.
extension MatrixSession {
    /// The longest gap filled in place, in events of any type.
    static let gapEventLimit = 1000

    /// Calls `deliver` with `response`, its limited timelines completed, and the rooms whose
    /// gap was too long (or could not be read); at once when there is nothing to fill, so
    /// the common poll costs no extra turn.
    func fillGaps(
        in response: MatrixSyncResponse, deliver: @escaping @MainActor (MatrixSyncResponse, _ overflowing: Set<String>) -> Void
    ) {
        let gaps = (response.rooms?.join ?? [:]).compactMap { roomId, joined -> (roomId: String, from: String, last: String, lastTime: Int64)? in
            guard joined.timeline?.limited == true, let from = joined.timeline?.prevBatch,
                  let last = account.history.lastSynced[roomId] else { return nil }
            return (roomId, from, last.eventId, last.timestamp)
        }
        guard !gaps.isEmpty else { return deliver(response, []) }
        Task { @MainActor in
            var filled = response
            var overflowing: Set<String> = []
            for gap in gaps.sorted(by: { $0.roomId < $1.roomId }) {
                do throws(ChatError) {
                    guard let events = try await gapEvents(in: gap.roomId, from: gap.from, back: gap.last, at: gap.lastTime) else {
                        overflowing.insert(gap.roomId)
                        continue
                    }
                    filled.rooms?.join?[gap.roomId]?.timeline?.events.insert(contentsOf: events, at: 0)
                    filled.rooms?.join?[gap.roomId]?.timeline?.limited = false
                } catch {
                    // Unreadable now: the reconnection's catch-up covers it.
                    overflowing.insert(gap.roomId)
                }
            }
            deliver(filled, overflowing)
        }
    }

    /// The events between `lastEventId` (delivered before; stamped `lastTime`) and the
    /// `from` token, oldest first; nil when there are more than `gapEventLimit`.
    func gapEvents(
        in roomId: String, from token: String, back lastEventId: String, at lastTime: Int64
    ) async throws(ChatError) -> [MatrixHistoryResponse.Event]? {
        var newestFirst: [MatrixHistoryResponse.Event] = []
        var token = token
        var limit = 100
        while true {
            let page = try await messages(roomId, from: token, forward: false, limit: limit, filter: nil, counting: "gap")
            for item in page.chunk {
                // Timestamps only decrease going back on one homeserver; the id is the sure stop.
                if item.event.eventId == lastEventId || item.event.originServerTimestamp < lastTime {
                    return newestFirst.reversed()
                }
                guard newestFirst.count < Self.gapEventLimit else { return nil }
                newestFirst.append(item)
            }
            guard let end = page.end, page.chunk.count == limit else { return newestFirst.reversed() }
            token = end
            limit = min(limit * 2, MatrixTimelineWalk.maximumPage, Self.gapEventLimit + 1 - newestFirst.count)
        }
    }

    /// Whether `event` is a new message in one of `rooms`, which a listener is not told of
    /// when their gap was not filled.
    static func isMessage(_ event: ServerEvent, inAny rooms: Set<String>) -> Bool {
        guard !rooms.isEmpty, case .messageReceived(let channel, _) = event else { return false }
        return rooms.contains(channel.header.url)
    }
}
