import Synchronization

/// The process-wide table of interned grapheme clusters: clusters of more than one scalar
/// (an emoji ZWJ sequence, a letter with a combining accent) are stored once here, and cells
/// hold their number.
///
/// One table for every canvas means equal cells are equal bits across canvases, which is
/// what lets a frame encoder compare the previous and the next canvas cell by cell. Lookups
/// hash the raw UTF-8 (FNV-1a), not a `String`, because drawing looks a cluster up every
/// time it is drawn and `String` hashing normalizes. The table only grows; it holds at most
/// `capacity` clusters, after which a new cluster is drawn as its first scalar, so an
/// unbounded stream of distinct clusters cannot exhaust memory.
final class GraphemeTable: Sendable {
    static let shared = GraphemeTable()

    /// Identifiers must fit in the 21 bits a cell has for its glyph.
    static let capacity = 1 << 20

    private struct Storage {
        var clusters: [String] = []
        var utf8: [[UInt8]] = []
        /// Hash of the UTF-8 to identifier; a collision moves on to the next hash value.
        var identifiers: [UInt64: UInt32] = [:]
    }

    private let storage = Mutex(Storage())

    /// The identifier of the cluster whose UTF-8 is `utf8`, interning it if it is new, or
    /// `nil` when the table is full.
    func identifier(forUTF8 utf8: UnsafeBufferPointer<UInt8>) -> UInt32? {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return storage.withLock { storage in
            while let identifier = storage.identifiers[hash] {
                if storage.utf8[Int(identifier)].elementsEqual(utf8) { return identifier }
                hash &+= 1
            }
            guard storage.clusters.count < GraphemeTable.capacity else { return nil }
            let identifier = UInt32(storage.clusters.count)
            storage.utf8.append(Array(utf8))
            storage.clusters.append(String(decoding: utf8, as: UTF8.self))
            storage.identifiers[hash] = identifier
            return identifier
        }
    }

    /// The cluster an identifier stands for.
    func cluster(_ identifier: UInt32) -> String {
        storage.withLock { storage in
            Int(identifier) < storage.clusters.count ? storage.clusters[Int(identifier)] : "\u{FFFD}"
        }
    }

    /// The UTF-8 of the cluster an identifier stands for.
    func utf8(_ identifier: UInt32) -> [UInt8] {
        storage.withLock { storage in
            Int(identifier) < storage.utf8.count ? storage.utf8[Int(identifier)] : [0xEF, 0xBF, 0xBD]
        }
    }

    /// How many clusters are interned; for tests and diagnostics.
    var count: Int {
        storage.withLock { $0.clusters.count }
    }
}
