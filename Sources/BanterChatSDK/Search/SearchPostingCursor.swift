/// A forward-only reader of one posting list, for the duration of one search: either hands
/// out its postings in runs (as the driver of an intersection, or to build a union) or
/// answers "does document d occur, and how often" for ascending d, skipping blocks it does
/// not need.
///
/// It is a class holding raw buffers so the hot loops of a search do not pay copy-on-write
/// checks; it never outlives the search that made it.
final class SearchPostingCursor {
    private let list: SearchPostingList
    private let documents: UnsafeMutablePointer<UInt32>
    private let frequencies: UnsafeMutablePointer<UInt8>
    /// The block whose postings are in the buffers, or -1 before the first decode.
    private var block = -1
    /// How many postings the buffers hold.
    private var filled = 0
    /// The first buffered posting not yet passed by a `frequency(of:)` probe.
    private var position = 0
    /// The run reader's buffers, separate from the probe's so one cursor could do both.
    private let runDocuments: UnsafeMutablePointer<UInt32>
    private let runFrequencies: UnsafeMutablePointer<UInt8>
    /// How many postings the run buffers hold, and the first not yet handed out.
    private var runFilled = 0
    private var runPosition = 0
    /// The block the run reader decodes next.
    private var nextBlock = 0

    /// A cursor at the start of `list`.
    init(_ list: SearchPostingList) {
        self.list = list
        documents = .allocate(capacity: SearchPostingList.blockCapacity)
        frequencies = .allocate(capacity: SearchPostingList.blockCapacity)
        runDocuments = .allocate(capacity: SearchPostingList.blockCapacity)
        runFrequencies = .allocate(capacity: SearchPostingList.blockCapacity)
    }

    deinit {
        documents.deallocate()
        frequencies.deallocate()
        runDocuments.deallocate()
        runFrequencies.deallocate()
    }

    /// The number of documents in the list.
    var count: Int { list.count }

    /// How often the term occurs in `document`, or 0 when it does not. Successive calls must
    /// ask for non-decreasing documents: the cursor never moves back.
    @inline(__always)
    func frequency(of document: UInt32) -> UInt8 {
        if block < 0 || document > documents[filled - 1] {
            guard advance(to: document) else { return 0 }
        }
        while documents[position] < document { position += 1 }
        return documents[position] == document ? frequencies[position] : 0
    }

    /// Decodes the first block that could hold `document`; false when no block can, or the
    /// document falls in the gap before that block (then nothing is decoded).
    private func advance(to document: UInt32) -> Bool {
        let index = list.blockIndex(lastAtLeast: document, from: max(block + 1, 0))
        guard index < list.blockCount, list.block(index).first <= document else { return false }
        filled = list.decodeBlock(index, documents: documents, frequencies: frequencies)
        block = index
        position = 0
        return true
    }

    /// Positions the run reader at the first posting at or after `document`.
    func seekRuns(to document: UInt32) {
        nextBlock = list.blockIndex(lastAtLeast: document, from: 0)
        runFilled = 0
        runPosition = 0
        guard nextBlock < list.blockCount else { return }
        runFilled = list.decodeBlock(nextBlock, documents: runDocuments, frequencies: runFrequencies)
        nextBlock += 1
        while runPosition < runFilled && runDocuments[runPosition] < document { runPosition += 1 }
    }

    /// The next postings below `end`, in ascending order: the rest of the current block up to
    /// `end`, decoding the next block when the current one is used up. The pointers stay valid
    /// until the next call; nil when no posting below `end` is left. Reading in several passes
    /// with growing `end` (chunks of documents) resumes in the middle of a block.
    func nextRun(before end: UInt64) -> (documents: UnsafePointer<UInt32>, frequencies: UnsafePointer<UInt8>, count: Int)? {
        if runPosition >= runFilled {
            guard nextBlock < list.blockCount, UInt64(list.block(nextBlock).first) < end else { return nil }
            runFilled = list.decodeBlock(nextBlock, documents: runDocuments, frequencies: runFrequencies)
            runPosition = 0
            nextBlock += 1
        }
        let start = runPosition
        guard UInt64(runDocuments[start]) < end else { return nil }
        var stop = runFilled
        if UInt64(runDocuments[stop - 1]) >= end {
            stop = start + 1
            while UInt64(runDocuments[stop]) < end { stop += 1 }
        }
        runPosition = stop
        return (UnsafePointer(runDocuments + start), UnsafePointer(runFrequencies + start), stop - start)
    }
}
