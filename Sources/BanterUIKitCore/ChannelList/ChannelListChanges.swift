/// How a channel list changed between two snapshots, in the terms a table's batch update
/// needs: rows deleted, reloaded and moved away at their indexes before the change, rows
/// inserted and moved in at their indexes after it. Indexes are positions in the flat list.
///
/// Made by `ChannelListChanges(from:to:updated:)`, which keeps as many rows in place as it
/// can (the longest run of rows whose order did not change stays; the others move), so a
/// new message in one channel is one move, never a reload of the list.
public struct ChannelListChanges: Equatable, Sendable {
    /// Rows removed, at their indexes before.
    public var deletions: [Int] = []
    /// Rows added, at their indexes after.
    public var insertions: [Int] = []
    /// Rows that stayed in place but whose content changed, at their indexes before.
    public var reloads: [Int] = []
    /// Rows that moved, from their index before to their index after (their content is
    /// shown again too).
    public var moves: [Move] = []

    /// One row's move.
    public struct Move: Equatable, Sendable {
        /// The row's index before the change.
        public var from: Int
        /// The row's index after the change.
        public var to: Int

        /// A move from `from` (before) to `to` (after).
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// No changes.
    public init() {}

    /// Whether nothing changed.
    public var isEmpty: Bool { deletions.isEmpty && insertions.isEmpty && reloads.isEmpty && moves.isEmpty }

    /// The changes that turn `old` into `new` (both lists of unique keys, such as channel
    /// URLs); keys in `updated` that stay in place are reloaded. Duplicate keys are
    /// treated as new rows, so bad input gives a valid (if larger) update, never a crash.
    public init(from old: [String], to new: [String], updated: Set<String> = []) {
        var newIndex: [String: Int] = [:]
        for (index, key) in new.enumerated() where newIndex[key] == nil { newIndex[key] = index }
        var oldIndex: [String: Int] = [:]
        for (index, key) in old.enumerated() where oldIndex[key] == nil { oldIndex[key] = index }

        // Rows present in both, in the old order, with their new positions.
        var common: [(old: Int, new: Int)] = []
        for (index, key) in old.enumerated() {
            if oldIndex[key] == index, let target = newIndex[key] { common.append((index, target)) } else { deletions.append(index) }
        }
        for (index, key) in new.enumerated() where newIndex[key] != index || oldIndex[key] == nil {
            insertions.append(index)
        }
        let staying = Self.longestIncreasingRun(common.map(\.new))
        for (position, pair) in common.enumerated() {
            if staying.contains(position) {
                if updated.contains(old[pair.old]) { reloads.append(pair.old) }
            } else {
                moves.append(Move(from: pair.old, to: pair.new))
            }
        }
    }

    /// The positions in `values` of one longest strictly increasing subsequence, as a set:
    /// the message list's search (`MessageListDiff.longestIncreasingRun(_:)`), kept in one
    /// place for both lists.
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        Set(MessageListDiff.longestIncreasingRun(values))
    }
}
