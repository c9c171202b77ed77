import Synchronization

/// The process-wide table of hyperlink URLs behind `Hyperlink` numbers; see `Hyperlink`.
final class HyperlinkTable: Sendable {
    static let shared = HyperlinkTable()

    /// At most this many distinct URLs, so a stream of distinct links cannot exhaust memory.
    static let capacity = 1 << 16

    private struct Storage {
        /// Index 0 is the unused "no link".
        var urls: [[UInt8]] = [[]]
        var identifiers: [[UInt8]: UInt32] = [:]
    }

    private let storage = Mutex(Storage())

    /// The number of `bytes`, interning them if new; `nil` when the table is full.
    func identifier(for bytes: [UInt8]) -> UInt32? {
        storage.withLock { storage in
            if let known = storage.identifiers[bytes] { return known }
            guard storage.urls.count <= HyperlinkTable.capacity else { return nil }
            let identifier = UInt32(storage.urls.count)
            storage.urls.append(bytes)
            storage.identifiers[bytes] = identifier
            return identifier
        }
    }

    /// The bytes of a number; empty for an unknown one.
    func bytes(_ identifier: UInt32) -> [UInt8] {
        storage.withLock { storage in
            Int(identifier) < storage.urls.count ? storage.urls[Int(identifier)] : []
        }
    }
}
