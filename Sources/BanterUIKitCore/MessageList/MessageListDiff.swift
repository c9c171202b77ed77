/// The difference between two lists of rows, as a table's batch update needs it: rows
/// deleted and reloaded at their old indexes, rows inserted at their new ones. Rows are
/// matched by id; a matched row whose fingerprint changed is reloaded; matched rows that
/// changed order are deleted and inserted again, all but the longest run that kept its
/// order. So one new message is one insert, never a reload of the list.
public struct MessageListDiff: Equatable, Sendable {
    /// Old indexes of rows removed.
    public var deletions: [Int] = []
    /// New indexes of rows added.
    public var insertions: [Int] = []
    /// Old indexes of rows kept in place whose content changed.
    public var reloads: [Int] = []

    /// Whether nothing changed.
    public var isEmpty: Bool { deletions.isEmpty && insertions.isEmpty && reloads.isEmpty }

    /// The changes that turn `old` into `new`, each given as (id, fingerprint) pairs.
    public init<ID: Hashable, Fingerprint: Equatable>(old: [(id: ID, fingerprint: Fingerprint)],
                                                      new: [(id: ID, fingerprint: Fingerprint)]) {
        var newIndex: [ID: Int] = [:]
        newIndex.reserveCapacity(new.count)
        for (index, row) in new.enumerated() where newIndex[row.id] == nil { newIndex[row.id] = index }
        var seenOld = Set<ID>()
        seenOld.reserveCapacity(old.count)
        // Old rows that survive, with where they go.
        var matched: [(old: Int, new: Int)] = []
        matched.reserveCapacity(old.count)
        for (index, row) in old.enumerated() {
            if let target = newIndex[row.id], seenOld.insert(row.id).inserted {
                matched.append((index, target))
            } else {
                deletions.append(index)
            }
        }
        var isKept = [Bool](repeating: false, count: matched.count)
        for position in Self.longestIncreasingRun(matched.map(\.new)) { isKept[position] = true }
        var isKeptNew = [Bool](repeating: false, count: new.count)
        for (position, pair) in matched.enumerated() {
            if isKept[position] {
                isKeptNew[pair.new] = true
                if old[pair.old].fingerprint != new[pair.new].fingerprint { reloads.append(pair.old) }
            } else {
                deletions.append(pair.old)
            }
        }
        deletions.sort()
        insertions = new.indices.filter { !isKeptNew[$0] }
    }

    /// The positions in `values` of a longest strictly increasing subsequence.
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = []          // positions of the smallest tail per length
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result: [Int] = []
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            result.append(cursor)
            cursor = previous[cursor]
        }
        return result.reversed()
    }
}
