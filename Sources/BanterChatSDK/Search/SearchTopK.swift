/// Keeps the best `capacity` of a stream of matches, in O(log capacity) per match that
/// enters and O(1) per match that does not, so ordering half a million matches for a page
/// of twenty costs little more than reading them.
///
/// "Better" is a higher score, then a newer match (larger timestamp, then larger document),
/// or with `oldestFirst` an older one. Timestamp order passes the same score for every match.
struct SearchTopK {
    /// One candidate match.
    struct Entry {
        /// The relevance score, or 0 when ordering by timestamp.
        var score: Double
        /// The document's timestamp.
        var timestamp: Int64
        /// The document number.
        var document: UInt32
    }

    /// The most entries kept.
    let capacity: Int
    /// Whether older entries beat newer ones when scores tie.
    let oldestFirst: Bool
    /// A binary heap with the worst kept entry at the root.
    private var heap: [Entry] = []

    /// An empty selection of at most `capacity` entries.
    init(capacity: Int, oldestFirst: Bool) {
        self.capacity = max(capacity, 0)
        self.oldestFirst = oldestFirst
    }

    /// Whether `a` ranks before `b`.
    @inline(__always)
    func isBetter(_ a: Entry, than b: Entry) -> Bool {
        if a.score != b.score { return a.score > b.score }
        if a.timestamp != b.timestamp { return oldestFirst ? a.timestamp < b.timestamp : a.timestamp > b.timestamp }
        return oldestFirst ? a.document < b.document : a.document > b.document
    }

    /// Considers `entry`: keeps it if fewer than `capacity` are kept or it beats the worst.
    @inline(__always)
    mutating func offer(_ entry: Entry) {
        if heap.count < capacity {
            heap.append(entry)
            siftUp(heap.count - 1)
        } else if capacity > 0 && isBetter(entry, than: heap[0]) {
            heap[0] = entry
            siftDown(0)
        }
    }

    /// The kept entries, best first.
    func bestFirst() -> [Entry] {
        heap.sorted { isBetter($0, than: $1) }
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard isBetter(heap[parent], than: heap[child]) else { return }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        let count = heap.count
        while true {
            var worst = parent
            let left = 2 * parent + 1
            let right = left + 1
            if left < count && isBetter(heap[worst], than: heap[left]) { worst = left }
            if right < count && isBetter(heap[worst], than: heap[right]) { worst = right }
            if worst == parent { return }
            heap.swapAt(parent, worst)
            parent = worst
        }
    }
}
