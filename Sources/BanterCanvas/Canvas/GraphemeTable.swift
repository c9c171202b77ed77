import Synchronization

/// The process-wide table of interned grapheme clusters: clusters of more than one scalar
/// (an emoji ZWJ sequence, a letter with a combining accent) are stored once here, and cells
/// hold their number.
///
/// One table for every canvas means equal cells are equal bits across canvases, which is
/// what lets a frame encoder compare the previous and the next canvas cell by cell. The table
/// only grows; it holds at most `capacity` clusters, after which a new cluster is drawn as
/// its first scalar (an unbounded stream of distinct clusters cannot exhaust memory).
final class GraphemeTable: Sendable {
    static let shared = GraphemeTable()

    /// Identifiers must fit in the 21 bits a cell has for its glyph.
    static let capacity = 1 << 20

    private struct Storage {
        var clusters: [String] = []
        var identifiers: [String: UInt32] = [:]
    }

    private let storage = Mutex(Storage())

    /// The identifier of `cluster`, interning it if it is new, or `nil` when the table is
    /// full.
    func identifier(for cluster: String) -> UInt32? {
        storage.withLock { storage in
            if let identifier = storage.identifiers[cluster] { return identifier }
            guard storage.clusters.count < GraphemeTable.capacity else { return nil }
            let identifier = UInt32(storage.clusters.count)
            storage.clusters.append(cluster)
            storage.identifiers[cluster] = identifier
            return identifier
        }
    }

    /// The cluster an identifier stands for.
    func cluster(_ identifier: UInt32) -> String {
        storage.withLock { storage in
            Int(identifier) < storage.clusters.count ? storage.clusters[Int(identifier)] : "\u{FFFD}"
        }
    }

    /// How many clusters are interned; for tests and diagnostics.
    var count: Int {
        storage.withLock { $0.clusters.count }
    }
}
