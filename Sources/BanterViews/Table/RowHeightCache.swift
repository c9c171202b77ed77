/// The heights of a table's items (headers, rows, footers in order), where only measured
/// items cost memory: every other item counts as the estimate.
///
/// Items are grouped in blocks of 256; a block's array exists only once one of its items is
/// measured, and a Fenwick tree over the blocks' differences from the estimate gives any
/// item's offset in O(log n). A million rows of which a few hundred were seen cost a few
/// kilobytes.
struct RowHeightCache {
    static let blockSize = 256

    /// The height of an item not yet measured.
    private(set) var estimate: Int
    /// How many items there are.
    private(set) var count: Int

    private var blocks: [[Int32]?] = []
    /// Per block, the sum of (measured height − estimate) over its measured items.
    private var blockDeltas: [Int] = []
    /// Fenwick tree over `blockDeltas`, 1-based.
    private var tree: [Int] = []

    init(count: Int = 0, estimate: Int = 1) {
        self.estimate = max(1, estimate)
        self.count = 0
        reset(count: count)
    }

    /// Forgets every measurement, for `count` items.
    mutating func reset(count newCount: Int, estimate newEstimate: Int? = nil) {
        if let newEstimate { estimate = max(1, newEstimate) }
        count = max(0, newCount)
        let blockCount = (count + Self.blockSize - 1) / Self.blockSize
        blocks = Array(repeating: nil, count: blockCount)
        blockDeltas = Array(repeating: 0, count: blockCount)
        tree = Array(repeating: 0, count: blockCount + 1)
    }

    /// The measured height of `item`, or `nil`.
    func measuredHeight(_ item: Int) -> Int? {
        guard item >= 0, item < count, let block = blocks[item / Self.blockSize] else { return nil }
        let height = block[item % Self.blockSize]
        return height < 0 ? nil : Int(height)
    }

    /// The height of `item`: measured, or the estimate.
    func height(_ item: Int) -> Int {
        measuredHeight(item) ?? estimate
    }

    /// Records `item`'s measured height.
    mutating func setHeight(_ height: Int, for item: Int) {
        guard item >= 0, item < count else { return }
        let blockIndex = item / Self.blockSize
        if blocks[blockIndex] == nil { blocks[blockIndex] = Array(repeating: -1, count: Self.blockSize) }
        let old = blocks[blockIndex]![item % Self.blockSize]
        let oldDelta = old < 0 ? 0 : Int(old) - estimate
        let newDelta = max(0, height) - estimate
        blocks[blockIndex]![item % Self.blockSize] = Int32(max(0, height))
        add(newDelta - oldDelta, toBlock: blockIndex)
    }

    /// Forgets `item`'s measurement.
    mutating func invalidate(_ item: Int) {
        guard let measured = measuredHeight(item) else { return }
        let blockIndex = item / Self.blockSize
        blocks[blockIndex]![item % Self.blockSize] = -1
        add(estimate - measured, toBlock: blockIndex)
    }

    private mutating func add(_ delta: Int, toBlock blockIndex: Int) {
        guard delta != 0 else { return }
        blockDeltas[blockIndex] += delta
        var index = blockIndex + 1
        while index < tree.count {
            tree[index] += delta
            index += index & -index
        }
    }

    /// The sum of the deltas of blocks before `blockIndex`.
    private func deltaBefore(block blockIndex: Int) -> Int {
        var sum = 0, index = blockIndex
        while index > 0 {
            sum += tree[index]
            index -= index & -index
        }
        return sum
    }

    /// Where `item` starts: the total height of the items before it.
    func offset(of item: Int) -> Int {
        let item = max(0, min(item, count))
        let blockIndex = item / Self.blockSize
        var offset = item * estimate + deltaBefore(block: blockIndex)
        if blockIndex < blocks.count, let block = blocks[blockIndex] {
            for index in 0..<(item % Self.blockSize) where block[index] >= 0 {
                offset += Int(block[index]) - estimate
            }
        }
        return offset
    }

    /// The height of every item together.
    var totalHeight: Int {
        count * estimate + deltaBefore(block: blocks.count)
    }

    /// The item covering `offset` (the last item for offsets past the end, 0 when empty).
    func item(atOffset offset: Int) -> Int {
        guard count > 0 else { return 0 }
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if self.offset(of: middle) <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Every measurement, as (item, height), in item order; for rebuilding after updates.
    var measurements: [(item: Int, height: Int)] {
        var result: [(item: Int, height: Int)] = []
        for (blockIndex, block) in blocks.enumerated() {
            guard let block else { continue }
            for (index, height) in block.enumerated() where height >= 0 {
                result.append((blockIndex * Self.blockSize + index, Int(height)))
            }
        }
        return result
    }

    /// Rebuilds for `count` items keeping the given measurements (items out of range are
    /// dropped).
    mutating func rebuild(count newCount: Int, measurements: [(item: Int, height: Int)]) {
        reset(count: newCount)
        for measurement in measurements { setHeight(measurement.height, for: measurement.item) }
    }

    /// How many blocks hold measurements; for tests of memory use.
    var allocatedBlockCount: Int {
        blocks.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
    }
}
