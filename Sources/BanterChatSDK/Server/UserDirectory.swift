/// The service's users in the two orders a user list needs: by id, the order pages come in,
/// and by nickname as the prefix filter matches it (lowercased), so a page after a cursor,
/// with or without a nickname prefix, is found by binary search rather than by filtering
/// and sorting every user for every page. A user picker that asks again on each keystroke
/// over 100,000 people depends on it.
///
/// Users change one at a time (someone new, a new nickname) and are noted as they change
/// (`noteUser`); the orders are brought up to date when a page is next asked for: a few
/// changes are put in place, many (a workspace being seeded or loaded) sort everything once.
///
/// A class, like `ChannelRecord`, so that `ServerState.apply` notes changes while request
/// handlers read through copies of the state; only `apply` changes it.
final class UserDirectory {
    /// Each user's lowercased nickname, by id.
    private var keys: [String: String] = [:]
    /// Every user by id, with their key beside it, so a walk in id order reads no dictionary.
    private var byId: [(id: String, key: String)] = []
    /// Every user by key, then id.
    private var byKey: [(key: String, id: String)] = []
    /// Users changed since the orders were last brought up to date, with the key each had
    /// before (nil: new).
    private var pending: [String: String?] = [:]

    /// Notes that `user` was created or changed.
    func noteUser(_ user: UserRecord) {
        let key = user.nickname.lowercased()
        let old = keys[user.userId]
        guard old != key else { return }
        if pending.index(forKey: user.userId) == nil { pending[user.userId] = .some(old) }
        keys[user.userId] = key
    }

    /// The ids, in order, after `cursor` (nil: from the start) of the users whose nickname
    /// starts with `prefix` ignoring case (nil or empty: everyone), at most `limit` of them,
    /// and whether more follow.
    func page(nicknamePrefix prefix: String?, after cursor: String?, limit: Int) -> (ids: [String], hasNext: Bool) {
        bringUpToDate()
        let start = cursor.map { cursor in Self.partition(byId) { $0.id <= cursor } } ?? 0
        guard let prefix = prefix?.lowercased(), !prefix.isEmpty else {
            let end = min(byId.count, start + limit)
            return (byId[start..<end].map(\.id), byId.count > end)
        }
        // Every key starting with the prefix sorts from the prefix itself up to the prefix
        // followed by the last scalar; the run may hold a few that do not (a combining mark
        // after the prefix), so each is still checked.
        let low = Self.partition(byKey) { $0.key < prefix }
        let ceiling = prefix + "\u{10FFFF}"
        let high = Self.partition(byKey) { $0.key < ceiling }
        let candidates = high - low
        guard candidates > 0 else { return ([], false) }
        // Sort the candidates by id, or walk the ids from the cursor until the page is full:
        // whichever looks at fewer users. The walk meets a match every count/candidates ids.
        let walk = (limit + 1) * byId.count / candidates
        let sort = candidates * (candidates.bitWidth - candidates.leadingZeroBitCount)
        var found: [String] = []
        if sort <= walk {
            found = byKey[low..<high].compactMap { entry in
                entry.key.hasPrefix(prefix) && cursor.map { entry.id > $0 } ?? true ? entry.id : nil
            }
            found.sort()
        } else {
            var index = start
            while index < byId.count, found.count <= limit {
                if byId[index].key.hasPrefix(prefix) { found.append(byId[index].id) }
                index += 1
            }
        }
        return (Array(found.prefix(limit)), found.count > limit)
    }

    /// How many users the directory holds.
    var count: Int { keys.count }

    /// Calls `visit` with each user's lowercased nickname and id in nickname order (then
    /// id), starting after `cursor` (nil: from the start) and no earlier than the first key
    /// at or after `from`, until `visit` returns false. A member list of a channel holding
    /// a good share of everyone walks this instead of sorting its members for every page.
    func walkByNickname(after cursor: (key: String, id: String)?, from: String?, _ visit: (String, String) -> Bool) {
        bringUpToDate()
        var index = 0
        if let cursor { index = Self.partition(byKey) { ($0.key, $0.id) <= (cursor.key, cursor.id) } }
        if let from { index = max(index, Self.partition(byKey) { $0.key < from }) }
        while index < byKey.count, visit(byKey[index].key, byKey[index].id) { index += 1 }
    }

    /// Puts the changes noted since the last page in place.
    private func bringUpToDate() {
        guard !pending.isEmpty else { return }
        // Each change in place moves a share of the arrays; past a few hundred, one sort of
        // everything is cheaper.
        if pending.count > max(64, byId.count / 128) {
            byId = keys.map { (id: $0.key, key: $0.value) }.sorted { $0.id < $1.id }
            byKey = keys.map { (key: $0.value, id: $0.key) }.sorted { ($0.key, $0.id) < ($1.key, $1.id) }
        } else {
            for (id, old) in pending.sorted(by: { $0.key < $1.key }) {
                guard let key = keys[id] else { continue }
                let slot = Self.partition(byId) { $0.id < id }
                if let old {
                    byId[slot].key = key
                    let oldSlot = Self.partition(byKey) { ($0.key, $0.id) < (old, id) }
                    byKey.remove(at: oldSlot)
                } else {
                    byId.insert((id, key), at: slot)
                }
                byKey.insert((key, id), at: Self.partition(byKey) { ($0.key, $0.id) < (key, id) })
            }
        }
        pending = [:]
    }

    /// The first index of `array` where `isBefore` is false; `isBefore` must hold for a
    /// prefix of the array and for nothing after it.
    private static func partition<Element>(_ array: [Element], _ isBefore: (Element) -> Bool) -> Int {
        var low = 0, high = array.count
        while low < high {
            let middle = (low + high) / 2
            if isBefore(array[middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
