// Placeholder until the search index lands.
struct MessageSearchIndex: Sendable {
    mutating func insert(document: UInt32, channel: UInt32, timestamp: Int64, text: String) {}
    mutating func remove(document: UInt32, text: String) {}
    mutating func update(document: UInt32, oldText: String, newText: String) {}
}
