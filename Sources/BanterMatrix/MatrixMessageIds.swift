import BanterChatSDK

/// Banter's `Int64` message ids for one room's Matrix events, whose own ids are opaque
/// strings in no order.
///
/// An id is the event's `origin_server_ts` in milliseconds, shifted left by 10 bits, plus a
/// slot from 0 to 1023 drawn from a stable hash (FNV-1a) of the event id. So ids increase
/// with the time the homeserver stamped (events within one millisecond are ordered by the
/// hash, not by the timeline), every client computes the same id for the same event, and
/// the ids survive restarts with nothing stored. Two events of one room in the same
/// millisecond on the same slot (about one chance in a thousand for such a pair) take the
/// next free slot, in the order this map meets them: only then can two clients disagree,
/// and only on those two events.
struct MatrixMessageIds: Sendable {
    private var idsByEvent: [String: Int64] = [:]
    private var eventsById: [Int64: String] = [:]
    /// The server time each event was first met with: a homeserver may send one event id
    /// twice with different times, and the message keeps the time its id was made from.
    private var timesByEvent: [String: Int64] = [:]
    /// The events of each multiple-files message met (`banter.group`), by sender and group
    /// id, in the order met: what deleting the message redacts besides its first event.
    /// Only events that passed `admitFileGroupLeader`/`foldsIntoFileGroup` are here.
    private var fileGroups: [String: [String]] = [:]
    private var fileGroupByEvent: [String: String] = [:]
    /// Each group's first event (index 0) as met: what its later events must agree with.
    private var fileGroupLeaders: [String: FileGroupLeader] = [:]
    /// Each group's later events folded so far, by index: one event per index.
    private var fileGroupSlots: [String: [Int: String]] = [:]
    /// Later events met before their group's first event, shown as files meanwhile: the
    /// first event, when met, folds those it vouches for (`takeFoldedLate`).
    private var fileGroupWaiting: [String: [(eventId: String, index: Int, count: Int?, url: String)]] = [:]
    /// Events shown as files that folded since `takeFoldedLate` was last asked.
    private var foldedLate: [String] = []

    /// A multiple-files message's first event: its id, and the files it lists (`count` of
    /// them, by `mxc://` URL, in order).
    private struct FileGroupLeader: Sendable {
        var eventId: String
        var urls: [String]
    }

    /// The most files a group may claim. Banter sends at most the service's limit (10 by
    /// default); a claim far above any limit is a forgery, shown as the plain file it is.
    static let maxFileGroupCount = 100

    static let slotBits = 10
    private static let slotCount = Int64(1) << slotBits

    init() {}

    /// The id of `eventId`, assigned on first sight from its server timestamp.
    mutating func id(for eventId: String, originServerTimestamp: Int64) -> Int64 {
        if let known = idsByEvent[eventId] { return known }
        let base = Self.firstId(at: originServerTimestamp)
        let first = Int64(Self.stableHash(eventId) % UInt64(Self.slotCount))
        var slot = first
        // Probe the millisecond's slots; a full millisecond (1,024 events) spills into the next.
        while let holder = eventsById[base + slot], holder != eventId {
            slot += 1
        }
        let id = base + slot
        idsByEvent[eventId] = id
        eventsById[id] = eventId
        timesByEvent[eventId] = Self.clamped(originServerTimestamp)
        return id
    }

    /// The id already given to `eventId`, if this map met it; a thread reply's root needs
    /// its own timestamp for an id, which only the root carries.
    func knownId(for eventId: String) -> Int64? {
        idsByEvent[eventId]
    }

    /// The time `eventId`'s id was made from, if this map met it: a message's `createdAt`,
    /// so messages sorted by time are sorted by id too.
    func time(of eventId: String) -> Int64? {
        timesByEvent[eventId]
    }

    /// Whether `eventId`, from `sender`, may stand as the first event (index 0) of the
    /// multiple-files message `groupId`, listing `urls`: it lists from 1 to
    /// `maxFileGroupCount` files, `count` of them, its own file (`ownURL`) first, and no
    /// other event of the sender took that place. When it may, it is noted as the group's
    /// first event, which its later events must agree with to fold into it.
    mutating func admitFileGroupLeader(
        _ groupId: String, sender: String, eventId: String, count: Int?, urls: [String], ownURL: String
    ) -> Bool {
        let key = Self.fileGroupKey(groupId, sender: sender)
        if let leader = fileGroupLeaders[key] { return leader.eventId == eventId }
        guard (1...Self.maxFileGroupCount).contains(urls.count), count == urls.count, urls.first == ownURL else { return false }
        fileGroupLeaders[key] = FileGroupLeader(eventId: eventId, urls: urls)
        note(eventId, inFileGroup: key)
        for waiting in fileGroupWaiting.removeValue(forKey: key) ?? [] {
            let folds = foldsIntoFileGroup(
                groupId, sender: sender, eventId: waiting.eventId, index: waiting.index, count: waiting.count, url: waiting.url)
            if folds { foldedLate.append(waiting.eventId) }
        }
        return true
    }

    /// The later events of a group that were shown as files (met before the group's first
    /// event) and fold now that it was met, since the last ask: a client that was told them
    /// as messages is told them deleted (`MatrixAccount.apply`).
    mutating func takeFoldedLate() -> [String] {
        defer { foldedLate = [] }
        return foldedLate
    }

    /// Whether the file event `eventId` (`index` > 0 of `count`, file `url`), from `sender`,
    /// folds into the multiple-files message `groupId`: only when that sender's first event
    /// of the group was met in this room (this map is one room's), claims the same count,
    /// lists this very file at `index`, and no other event took that index. Anything else
    /// is not part of the message, whatever it claims, and shows as the file it is: a forged
    /// `banter.group` cannot hide another's file, nor one of the sender's the message does
    /// not show. A later event met before its first one shows as a file until the first is
    /// met; from then on it folds (`takeFoldedLate` names it).
    mutating func foldsIntoFileGroup(
        _ groupId: String, sender: String, eventId: String, index: Int, count: Int?, url: String
    ) -> Bool {
        let key = Self.fileGroupKey(groupId, sender: sender)
        guard let leader = fileGroupLeaders[key] else {
            if index > 0, !(fileGroupWaiting[key] ?? []).contains(where: { $0.eventId == eventId }),
               (fileGroupWaiting[key]?.count ?? 0) < Self.maxFileGroupCount {
                fileGroupWaiting[key, default: []].append((eventId, index, count, url))
            }
            return false
        }
        guard count == leader.urls.count, index > 0, index < leader.urls.count, leader.urls[index] == url else { return false }
        if let holder = fileGroupSlots[key]?[index] { return holder == eventId }
        fileGroupSlots[key, default: [:]][index] = eventId
        note(eventId, inFileGroup: key)
        return true
    }

    private static func fileGroupKey(_ groupId: String, sender: String) -> String {
        sender + "\u{0}" + groupId
    }

    private mutating func note(_ eventId: String, inFileGroup key: String) {
        guard fileGroupByEvent[eventId] == nil else { return }
        fileGroupByEvent[eventId] = key
        fileGroups[key, default: []].append(eventId)
    }

    /// The other events met of the multiple-files message whose event is `eventId` (from
    /// the same sender), or none.
    func fileGroupSiblings(of eventId: String) -> [String] {
        guard let key = fileGroupByEvent[eventId] else { return [] }
        return (fileGroups[key] ?? []).filter { $0 != eventId }
    }

    /// The event behind a Banter id this map handed out, for requests about a message.
    func eventId(for messageId: Int64) -> String? {
        eventsById[messageId]
    }

    /// One id as the local cache keeps it (`MatrixAccountSnapshot`).
    struct Entry: Codable, Sendable, Equatable {
        var eventId: String
        var id: Int64
        var time: Int64
    }

    /// The `count` newest ids this map handed out: those of the messages the local cache
    /// keeps, which requests about a cached message (an edit made offline) need after a restart.
    func newest(_ count: Int) -> [Entry] {
        let ids = eventsById.count <= count ? Array(eventsById.keys) : Array(eventsById.keys.sorted().suffix(count))
        return ids.sorted().compactMap { id in
            eventsById[id].map { Entry(eventId: $0, id: id, time: timesByEvent[$0] ?? id >> Self.slotBits) }
        }
    }

    /// Takes back ids kept by `newest`, so a restarted client gives its cached messages'
    /// events the ids it gave them before (a collision's probe may have moved one).
    mutating func restore(_ entries: [Entry]) {
        for entry in entries where idsByEvent[entry.eventId] == nil && eventsById[entry.id] == nil {
            idsByEvent[entry.eventId] = entry.id
            eventsById[entry.id] = entry.eventId
            timesByEvent[entry.eventId] = entry.time
        }
    }

    /// The earliest id of the millisecond `timestamp`, for history anchored on a time.
    /// Times outside 1970 … `latestTimestamp` count as those ends: shifted as they are, a
    /// timestamp from far in the future (another client's clock, a hostile server) would
    /// lose its top bits and sort before the present, or overflow while probing.
    static func firstId(at timestamp: Int64) -> Int64 {
        clamped(timestamp) << slotBits
    }

    /// A server timestamp brought into 1970 … `latestTimestamp`, as events are read: message
    /// times then sort as their ids do, and adding to one cannot overflow.
    static func clamped(_ timestamp: Int64) -> Int64 {
        min(max(0, timestamp), latestTimestamp)
    }

    /// The latest time an id tells apart, with room left for a millisecond's slots to spill
    /// into the next ones: about 140,000 years from 1970.
    static let latestTimestamp = (Int64.max >> slotBits) - 2 * slotCount

    /// FNV-1a over the UTF-8 bytes: unlike `Hasher`, the same in every process.
    static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
