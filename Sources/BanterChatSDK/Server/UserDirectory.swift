/// The service's users in the orders a user list needs: by id, the order pages come in; by
/// nickname (lowercased), the order of member lists; and by search term, every text a name
/// filter may start (`NicknameFilter.searchTerms`: the nickname from each word start, the
/// id), so a page after a cursor, with or without a filter, is found by binary search rather
/// than by filtering and sorting every user for every page. A user picker that asks again
/// on each keystroke over 100,000 people depends on it.
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
    /// Every search term of every user, by term, then id: a user appears once per term.
    private var byTerm: [(term: String, id: String)] = []
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

    /// The ids, in order, after `cursor` (nil: from the start) of the users `prefix` finds
    /// (`NicknameFilter`: the start of the nickname, of a word of it, or of the id, ignoring
    /// case; nil or empty: everyone), at most `limit` of them, and whether more follow.
    func page(nicknamePrefix prefix: String?, after cursor: String?, limit: Int) -> (ids: [String], hasNext: Bool) {
        bringUpToDate()
        let start = cursor.map { cursor in Self.partition(byId) { $0.id <= cursor } } ?? 0
        guard let prefix = prefix?.lowercased(), !prefix.isEmpty else {
            let end = min(byId.count, start + limit)
            return (byId[start..<end].map(\.id), byId.count > end)
        }
        let (low, high) = termRange(prefix)
        let candidates = high - low
        guard candidates > 0 else { return ([], false) }
        // Sort the candidates by id, or walk the ids from the cursor until the page is full:
        // whichever looks at fewer users. The walk meets a match every count/candidates ids.
        let walk = (limit + 1) * byId.count / candidates
        let sort = candidates * (candidates.bitWidth - candidates.leadingZeroBitCount)
        var found: [String] = []
        if sort <= walk {
            var seen: Set<String> = []
            for entry in byTerm[low..<high] where entry.term.hasPrefix(prefix) && cursor.map({ entry.id > $0 }) ?? true {
                if seen.insert(entry.id).inserted { found.append(entry.id) }
            }
            found.sort()
        } else {
            var index = start
            while index < byId.count, found.count <= limit {
                let entry = byId[index]
                if NicknameFilter.anyTerm(ofLowercased: entry.key, userId: entry.id, startsWith: prefix) {
                    found.append(entry.id)
                }
                index += 1
            }
        }
        return (Array(found.prefix(limit)), found.count > limit)
    }

    /// The ids of every user `prefix` (lowercased, not empty) finds, each once, in no order.
    func ids(matching prefix: String) -> Set<String> {
        bringUpToDate()
        let (low, high) = termRange(prefix)
        var ids: Set<String> = []
        for entry in byTerm[low..<high] where entry.term.hasPrefix(prefix) { ids.insert(entry.id) }
        return ids
    }

    /// The run of `byTerm` whose terms may start with `prefix`: every term starting with it
    /// sorts from the prefix itself up to the prefix followed by the last scalar; the run may
    /// hold a few that do not (a combining mark after the prefix), so callers still check.
    private func termRange(_ prefix: String) -> (Int, Int) {
        let low = Self.partition(byTerm) { $0.term < prefix }
        let ceiling = prefix + "\u{10FFFF}"
        return (low, Self.partition(byTerm) { $0.term < ceiling })
    }

    /// How many users the directory holds.
    var count: Int { keys.count }

    /// Calls `visit` with each user's lowercased nickname and id in nickname order (then
    /// id), starting after `cursor` (nil: from the start), until `visit` returns false. A
    /// member list of a channel holding a good share of everyone walks this instead of
    /// sorting its members for every page.
    func walkByNickname(after cursor: (key: String, id: String)?, _ visit: (String, String) -> Bool) {
        bringUpToDate()
        var index = 0
        if let cursor { index = Self.partition(byKey) { ($0.key, $0.id) <= (cursor.key, cursor.id) } }
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
            byTerm = keys.flatMap { id, key in NicknameFilter.searchTerms(nickname: key, userId: id).map { (term: $0, id: id) } }
                .sorted { ($0.term, $0.id) < ($1.term, $1.id) }
        } else {
            for (id, old) in pending.sorted(by: { $0.key < $1.key }) {
                guard let key = keys[id] else { continue }
                let slot = Self.partition(byId) { $0.id < id }
                if let old {
                    byId[slot].key = key
                    let oldSlot = Self.partition(byKey) { ($0.key, $0.id) < (old, id) }
                    byKey.remove(at: oldSlot)
                    for term in NicknameFilter.searchTerms(nickname: old, userId: id) {
                        let termSlot = Self.partition(byTerm) { ($0.term, $0.id) < (term, id) }
                        if termSlot < byTerm.count, byTerm[termSlot] == (term, id) { byTerm.remove(at: termSlot) }
                    }
                } else {
                    byId.insert((id, key), at: slot)
                }
                byKey.insert((key, id), at: Self.partition(byKey) { ($0.key, $0.id) < (key, id) })
                for term in NicknameFilter.searchTerms(nickname: key, userId: id) {
                    byTerm.insert((term, id), at: Self.partition(byTerm) { ($0.term, $0.id) < (term, id) })
                }
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
