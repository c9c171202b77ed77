import BanterChatSDK

/// The user's "Mark as unread" position in one room, kept as room account data of Banter's
/// own (`banter.unread_from`), because Matrix read receipts only move forward. Every Banter
/// client of the user reads it from `/sync` and shows the room read only up to just before
/// `eventId`; other Matrix clients see the room as unread through `m.marked_unread`
/// (MSC2867), which Banter sets beside it.
///
/// It holds until the user reads the room again: a `markAsRead` from any Banter client
/// deletes both, and a read receipt of the user's that moved past the one they had when
/// marking (`readEventId`), from any client, clears it.
struct MatrixMarkedUnread: Sendable, Equatable, Codable {
    /// The room account data type.
    static let type = "banter.unread_from"
    /// MSC2867's stable type and the unstable one clients shipped first.
    static let flagTypes = ["m.marked_unread", "com.famedly.marked_unread"]

    /// The first unread event and its server time.
    var eventId: String
    var time: Int64
    /// Messages from others from that event up to the newest when marking.
    var count: Int
    /// The homeserver's notification count when marking: what it counts later on top of it
    /// is new, and adds to `count`.
    var notificationsAtMark: Int
    /// The user's own read receipt when marking, if known: a receipt on another event later
    /// means they read the room again.
    var readEventId: String?

    /// The content stored in account data.
    var content: MatrixJSON {
        var object: [String: MatrixJSON] = [
            "event_id": .string(eventId), "ts": .number(Double(time)),
            "count": .number(Double(count)), "notifications": .number(Double(notificationsAtMark)),
        ]
        if let readEventId { object["read_event_id"] = .string(readEventId) }
        return .object(object)
    }

    /// The position in stored content; nil for the empty content that clears it, or content
    /// another client wrote wrongly.
    init?(content: MatrixJSON) {
        guard let eventId = content["event_id"]?.string, !eventId.isEmpty,
              case .number(let time) = content["ts"], time.isFinite, time >= 0 else { return nil }
        self.eventId = eventId
        self.time = MatrixMessageIds.clamped(Int64(min(time, 4e15)))
        let count: Int? = if case .number(let value) = content["count"], value.isFinite { Int(max(1, min(value, 100_000))) } else { nil }
        self.count = count ?? 1
        let notifications: Int? = if case .number(let value) = content["notifications"], value.isFinite { Int(max(0, min(value, 100_000))) } else { nil }
        notificationsAtMark = notifications ?? 0
        readEventId = content["read_event_id"]?.string
    }

    init(eventId: String, time: Int64, count: Int, notificationsAtMark: Int, readEventId: String?) {
        self.eventId = eventId
        self.time = time
        self.count = count
        self.notificationsAtMark = notificationsAtMark
        self.readEventId = readEventId
    }

    /// The unread count to show with the homeserver now counting `notifications`.
    func unreadCount(notifications: Int) -> Int {
        count + max(0, notifications - notificationsAtMark)
    }
}
