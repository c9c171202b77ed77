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

    init() {}

    /// Rows added, at their indexes after the update.
    public func insertRows(at indexPaths: [IndexPath]) { insertedRows += indexPaths }
    /// Rows removed, at their indexes before the update.
    public func deleteRows(at indexPaths: [IndexPath]) { deletedRows += indexPaths }
    /// Rows whose content changed (measured and drawn again), at their indexes before.
    public func reloadRows(at indexPaths: [IndexPath]) { reloadedRows += indexPaths }
    /// A row moved from `from` (before) to `to` (after).
    public func moveRow(at from: IndexPath, to: IndexPath) { movedRows.append((from, to)) }
    /// Sections added, at their indexes after the update.
    public func insertSections(_ sections: [Int]) { insertedSections += sections }
    /// Sections removed, at their indexes before the update.
    public func deleteSections(_ sections: [Int]) { deletedSections += sections }

    /// Whether the update changes sections (which the table handles with a reload that
    /// keeps the first visible row where it is).
    var changesSections: Bool { !insertedSections.isEmpty || !deletedSections.isEmpty }

    /// Where a row before the update is after it, or `nil` when it was deleted.
    func newIndexPath(for old: IndexPath) -> IndexPath? {
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
