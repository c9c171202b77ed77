/// One term's documents in ascending order, each with how often the term occurs in it,
/// compressed into blocks of up to `blockCapacity` postings with a skip table.
///
/// A block stores each posting as a varint of `(gap << 1) | hasFrequency`, the gap measured
/// from the previous document of the block (the first from `Block.first`, so it is 0),
/// followed by one frequency byte when the frequency is not 1. Common terms have gaps of a
/// few documents, so most postings take one byte. The skip table (first and last document,
/// byte offset, count) lets an intersection jump over blocks without decoding them, and lets
/// an out-of-order insert or a removal rewrite one block instead of the whole list. Appending
/// a document above the last one, the usual case, only writes bytes at the end.
///
/// Most terms of a real vocabulary occur once or a few times, so small lists avoid heap
/// allocations: a list of one posting keeps it inline, and a list of one block keeps that
/// block's skip entry inline (`blocks` is then empty and `bytes` holds the block).
struct SearchPostingList: Sendable {
    /// The most postings a block holds; a block that would exceed it is split in two.
    static let blockCapacity = 128

    /// The skip-table entry of one block.
    struct Block: Sendable, Equatable {
        /// The block's smallest document.
        var first: UInt32
        /// The block's largest document.
        var last: UInt32
        /// Where the block's bytes start in `bytes`; they end where the next block's start.
        var offset: UInt32
        /// How many postings the block holds, 1 ... `blockCapacity`.
        var count: UInt32
    }

    private var storedCount: UInt32 = 0
    /// With `blocks` empty, the first and last document of the only block (for a single inline
    /// posting, its document).
    private var inlineFirst: UInt32 = 0
    private var inlineLast: UInt32 = 0
    /// The frequency of a single inline posting.
    private var inlineFrequency: UInt8 = 0
    /// The skip table when the list has more than one block, else empty.
    private var blocks: [Block] = []
    /// The encoded blocks back to back; empty for a single inline posting.
    private var bytes: [UInt8] = []

    /// An empty list.
    init() {}

    /// The number of documents in the list.
    var count: Int { Int(storedCount) }

    /// The number of blocks.
    var blockCount: Int { blocks.isEmpty ? (storedCount == 0 ? 0 : 1) : blocks.count }

    /// The skip-table entry of block `index`.
    @inline(__always)
    func block(_ index: Int) -> Block {
        blocks.isEmpty ? Block(first: inlineFirst, last: inlineLast, offset: 0, count: storedCount) : blocks[index]
    }

    /// Whether the list is one posting held inline, without bytes.
    private var isInlinePosting: Bool { storedCount == 1 && bytes.isEmpty }

    /// The heap bytes the list occupies beyond its inline fields; for memory reports.
    var heapByteCount: Int { bytes.capacity + blocks.capacity * MemoryLayout<Block>.stride }

    /// Adds `document` with `frequency` occurrences, keeping the list sorted. Returns false,
    /// and adds `frequency` to the stored one (saturating), when the document was already there.
    @discardableResult
    mutating func insert(_ document: UInt32, frequency: UInt8) -> Bool {
        let frequency = max(frequency, 1)
        guard storedCount > 0, document <= block(blockCount - 1).last else {
            append(document, frequency: frequency)
            return true
        }
        let index = blockIndex(lastAtLeast: document, from: 0)
        var (documents, frequencies) = decodedBlock(index)
        let position = documents.firstIndex { $0 >= document } ?? documents.count
        if position < documents.count && documents[position] == document {
            let sum = Int(frequencies[position]) + Int(frequency)
            frequencies[position] = UInt8(min(sum, Int(UInt8.max)))
            replaceBlock(index, documents: documents, frequencies: frequencies)
            return false
        }
        documents.insert(document, at: position)
        frequencies.insert(frequency, at: position)
        storedCount += 1
        replaceBlock(index, documents: documents, frequencies: frequencies)
        return true
    }

    /// Removes `document`; returns false when it was not in the list.
    @discardableResult
    mutating func remove(_ document: UInt32) -> Bool {
        guard storedCount > 0, document <= block(blockCount - 1).last else { return false }
        let index = blockIndex(lastAtLeast: document, from: 0)
        guard block(index).first <= document else { return false }
        var (documents, frequencies) = decodedBlock(index)
        guard let position = documents.firstIndex(of: document) else { return false }
        documents.remove(at: position)
        frequencies.remove(at: position)
        storedCount -= 1
        replaceBlock(index, documents: documents, frequencies: frequencies)
        return true
    }

    /// The stored frequency of `document`, or 0 when it is not in the list.
    func frequency(of document: UInt32) -> UInt8 {
        guard storedCount > 0, document <= block(blockCount - 1).last else { return 0 }
        let index = blockIndex(lastAtLeast: document, from: 0)
        guard block(index).first <= document else { return 0 }
        let (documents, frequencies) = decodedBlock(index)
        guard let position = documents.firstIndex(of: document) else { return 0 }
        return frequencies[position]
    }

    /// The index of the first block at or after `start` whose last document is at least
    /// `document`, or `blocks.count` when there is none. Gallops from `start`, so a cursor
    /// moving forward pays for the distance it skips, not for the length of the list.
    func blockIndex(lastAtLeast document: UInt32, from start: Int) -> Int {
        if blocks.isEmpty {
            let end = blockCount
            return start < end && inlineLast >= document ? start : end
        }
        let end = blocks.count
        guard start < end else { return end }
        return blocks.withUnsafeBufferPointer { table in
            if table[start].last >= document { return start }
            var low = start
            var step = 1
            var high = start + 1
            while high < end && table[high].last < document {
                low = high
                step *= 2
                high = start + step
            }
            high = min(high, end)
            // table[low].last < document, and table[high].last >= document or high == end.
            low += 1
            while low < high {
                let middle = (low + high) / 2
                if table[middle].last >= document { high = middle } else { low = middle + 1 }
            }
            return low
        }
    }

    /// Decodes block `index` into the two buffers, which must hold `blockCapacity` entries,
    /// and returns the number of postings written.
    func decodeBlock(
        _ index: Int,
        documents: UnsafeMutablePointer<UInt32>,
        frequencies: UnsafeMutablePointer<UInt8>
    ) -> Int {
        if isInlinePosting {
            documents[0] = inlineFirst
            frequencies[0] = inlineFrequency
            return 1
        }
        let header = block(index)
        let count = Int(header.count)
        bytes.withUnsafeBufferPointer { raw in
            var position = Int(header.offset)
            var document = header.first
            for slot in 0 ..< count {
                var value = UInt64(raw[position])
                position += 1
                if value >= 0x80 {
                    value &= 0x7F
                    var shift: UInt64 = 7
                    while true {
                        let byte = raw[position]
                        position += 1
                        value |= UInt64(byte & 0x7F) << shift
                        if byte < 0x80 { break }
                        shift += 7
                    }
                }
                document &+= UInt32(truncatingIfNeeded: value >> 1)
                documents[slot] = document
                if value & 1 != 0 {
                    frequencies[slot] = raw[position]
                    position += 1
                } else {
                    frequencies[slot] = 1
                }
            }
        }
        return count
    }

    /// Every posting in order; for tests and the rare slow paths.
    func postings() -> [(document: UInt32, frequency: UInt8)] {
        var all: [(document: UInt32, frequency: UInt8)] = []
        all.reserveCapacity(count)
        for index in 0 ..< blockCount {
            let (documents, frequencies) = decodedBlock(index)
            for slot in documents.indices { all.append((documents[slot], frequencies[slot])) }
        }
        return all
    }

    // MARK: - Writing

    private mutating func append(_ document: UInt32, frequency: UInt8) {
        if storedCount == 0 {
            inlineFirst = document
            inlineLast = document
            inlineFrequency = frequency
            storedCount = 1
            return
        }
        if isInlinePosting {
            // The second posting: the inline one moves into bytes, as an inline block.
            Self.encode(gap: 0, frequency: inlineFrequency, into: &bytes)
        }
        let lastIndex = blockCount - 1
        let last = block(lastIndex)
        if last.count < UInt32(Self.blockCapacity) {
            Self.encode(gap: document - last.last, frequency: frequency, into: &bytes)
            if blocks.isEmpty {
                inlineLast = document
            } else {
                blocks[lastIndex].last = document
                blocks[lastIndex].count += 1
            }
        } else {
            if blocks.isEmpty { blocks.append(last) }
            blocks.append(Block(first: document, last: document, offset: UInt32(bytes.count), count: 1))
            Self.encode(gap: 0, frequency: frequency, into: &bytes)
        }
        storedCount += 1
    }

    private func decodedBlock(_ index: Int) -> (documents: [UInt32], frequencies: [UInt8]) {
        let capacity = Self.blockCapacity
        var documents = [UInt32](repeating: 0, count: capacity)
        var frequencies = [UInt8](repeating: 0, count: capacity)
        let decoded = documents.withUnsafeMutableBufferPointer { documentBuffer in
            frequencies.withUnsafeMutableBufferPointer { frequencyBuffer in
                decodeBlock(index, documents: documentBuffer.baseAddress!, frequencies: frequencyBuffer.baseAddress!)
            }
        }
        documents.removeSubrange(decoded...)
        frequencies.removeSubrange(decoded...)
        return (documents, frequencies)
    }

    /// Replaces block `index` by the given sorted postings: none (the block goes away), up to
    /// `blockCapacity` (one block) or more (two halves). Shifts the bytes and offsets after it.
    /// `storedCount` must already count the postings after the change.
    private mutating func replaceBlock(_ index: Int, documents: [UInt32], frequencies: [UInt8]) {
        if blocks.isEmpty {
            // The whole list is this block: rebuild it, inline when it shrinks to one posting.
            if documents.count <= 1 {
                bytes = []
                if let document = documents.first {
                    inlineFirst = document
                    inlineLast = document
                    inlineFrequency = frequencies[0]
                }
                return
            }
            let (newBytes, newBlocks) = Self.encodeBlocks(documents, frequencies, startingAt: 0)
            bytes = newBytes
            if newBlocks.count == 1 {
                inlineFirst = newBlocks[0].first
                inlineLast = newBlocks[0].last
            } else {
                blocks = newBlocks
            }
            return
        }
        let oldStart = Int(blocks[index].offset)
        let oldEnd = index + 1 < blocks.count ? Int(blocks[index + 1].offset) : bytes.count
        let (newBytes, newBlocks) = Self.encodeBlocks(documents, frequencies, startingAt: oldStart)
        bytes.replaceSubrange(oldStart ..< oldEnd, with: newBytes)
        blocks.replaceSubrange(index ... index, with: newBlocks)
        let delta = Int64(newBytes.count) - Int64(oldEnd - oldStart)
        if delta != 0 {
            for later in (index + newBlocks.count) ..< blocks.count {
                blocks[later].offset = UInt32(Int64(blocks[later].offset) + delta)
            }
        }
        if blocks.count == 1 {
            // Back to one block: its skip entry goes inline again.
            inlineFirst = blocks[0].first
            inlineLast = blocks[0].last
            blocks = []
        }
        if storedCount == 0 { bytes = [] }
    }

    /// Encodes sorted postings as one block, or as two halves when they exceed
    /// `blockCapacity`; the blocks' offsets start at `offset`.
    private static func encodeBlocks(
        _ documents: [UInt32], _ frequencies: [UInt8], startingAt offset: Int
    ) -> (bytes: [UInt8], blocks: [Block]) {
        var newBytes: [UInt8] = []
        var newBlocks: [Block] = []
        let chunkCount = (documents.count + blockCapacity - 1) / blockCapacity
        var chunkStart = 0
        for chunk in 0 ..< chunkCount {
            let chunkEnd = documents.count * (chunk + 1) / chunkCount
            let chunkOffset = UInt32(offset + newBytes.count)
            var previous = documents[chunkStart]
            for slot in chunkStart ..< chunkEnd {
                encode(gap: documents[slot] - previous, frequency: frequencies[slot], into: &newBytes)
                previous = documents[slot]
            }
            newBlocks.append(Block(
                first: documents[chunkStart], last: documents[chunkEnd - 1],
                offset: chunkOffset, count: UInt32(chunkEnd - chunkStart)))
            chunkStart = chunkEnd
        }
        return (newBytes, newBlocks)
    }

    private static func encode(gap: UInt32, frequency: UInt8, into bytes: inout [UInt8]) {
        var value = UInt64(gap) << 1 | (frequency == 1 ? 0 : 1)
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
        if frequency != 1 { bytes.append(frequency) }
    }
}
