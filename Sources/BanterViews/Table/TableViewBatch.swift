/// The changes of one `TableView.performBatchUpdates` call, as UIKit describes them:
/// deletions and reloads use the indexes before the update, insertions the indexes after it.
@MainActor
public final class TableViewBatch {
    private(set) var insertedRows: [IndexPath] = []
    private(set) var deletedRows: [IndexPath] = []
    private(set) var reloadedRows: [IndexPath] = []
    private(set) var movedRows: [(from: IndexPath, to: IndexPath)] = []
    private(set) var insertedSections: [Int] = []
    private(set) var deletedSections: [Int] = []
    /// Deleted and inserted rows per section, sorted, worked out on the first
    /// `newIndexPath(for:)` so mapping every row of a long table stays cheap.
    private var sortedChanges: [Int: (deleted: [Int], inserted: [Int])]?

    init() {}

    /// Rows added, at their indexes after the update.
    public func insertRows(at indexPaths: [IndexPath]) { insertedRows += indexPaths; sortedChanges = nil }
    /// Rows removed, at their indexes before the update.
    public func deleteRows(at indexPaths: [IndexPath]) { deletedRows += indexPaths; sortedChanges = nil }
    /// Rows whose content changed (measured and drawn again), at their indexes before.
    public func reloadRows(at indexPaths: [IndexPath]) { reloadedRows += indexPaths }
    /// A row moved from `from` (before) to `to` (after).
    public func moveRow(at from: IndexPath, to: IndexPath) { movedRows.append((from, to)); sortedChanges = nil }
    /// Sections added, at their indexes after the update.
    public func insertSections(_ sections: [Int]) { insertedSections += sections }
    /// Sections removed, at their indexes before the update.
    public func deleteSections(_ sections: [Int]) { deletedSections += sections }

    /// Whether the update changes sections (which the table handles with a reload that
    /// keeps the first visible row where it is).
    var changesSections: Bool { !insertedSections.isEmpty || !deletedSections.isEmpty }

    /// Where a row before the update is after it, or `nil` when it was deleted.
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        guard movedRows.isEmpty else { return newIndexPathWithMoves(for: old) }
        let changes = sortedChangesBySection()
        guard let section = changes[old.section] else { return old }
        let removedBefore = Self.countBelow(old.row, in: section.deleted)
        if removedBefore < section.deleted.count, section.deleted[removedBefore] == old.row { return nil }
        var row = old.row - removedBefore
        for inserted in section.inserted {
            guard inserted <= row else { break }
            row += 1
        }
        return IndexPath(row: row, section: old.section)
    }

    private func sortedChangesBySection() -> [Int: (deleted: [Int], inserted: [Int])] {
        if let sortedChanges { return sortedChanges }
        var result: [Int: (deleted: [Int], inserted: [Int])] = [:]
        for path in deletedRows { result[path.section, default: ([], [])].deleted.append(path.row) }
        for path in insertedRows { result[path.section, default: ([], [])].inserted.append(path.row) }
        for (section, changes) in result { result[section] = (changes.deleted.sorted(), changes.inserted.sorted()) }
        sortedChanges = result
        return result
    }

    /// How many of the ascending `values` are below `value`.
    private static func countBelow(_ value: Int, in values: [Int]) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// `newIndexPath(for:)` when rows also move: rare, so the plain counting is enough.
    private func newIndexPathWithMoves(for old: IndexPath) -> IndexPath? {
        if let move = movedRows.first(where: { $0.from == old }) { return move.to }
        if deletedRows.contains(old) { return nil }
        let removedBefore = deletedRows.filter { $0.section == old.section && $0.row < old.row }.count
            + movedRows.filter { $0.from.section == old.section && $0.from.row < old.row }.count
        var row = old.row - removedBefore
        let added = (insertedRows + movedRows.map(\.to)).filter { $0.section == old.section }.map(\.row).sorted()
        for inserted in added where inserted <= row { row += 1 }
        return IndexPath(row: row, section: old.section)
    }

    /// The row count a section must have after the update, given its count before; `nil`
    /// when sections change (then counts are not checked row by row).
    func expectedCount(section: Int, before: Int) -> Int {
        before
            - deletedRows.filter { $0.section == section }.count
            - movedRows.filter { $0.from.section == section }.count
            + insertedRows.filter { $0.section == section }.count
            + movedRows.filter { $0.to.section == section }.count
    }
}
