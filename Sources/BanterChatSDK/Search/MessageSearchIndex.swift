/// The full-text index behind `MessageSearchQuery`: an inverted index from folded tokens to
/// the documents (messages) that contain them, with each document's channel, timestamp and
/// length, answering keyword searches without looking at messages that do not match.
///
/// Documents are the server's dense message numbers, assigned in creation order; the index
/// sizes its per-document arrays by the largest number it has seen, so numbers must stay
/// dense. It keeps no texts: `remove` and `update` take the text that was indexed, and passing
/// anything else leaves stale postings behind (they are still never returned for a document
/// that is not indexed). When timestamps never decrease with the document number, the usual
/// case, timestamp order is document order, a time range is a range of documents, and the
/// first page of a timestamp-ordered search is read off the end of the matches; otherwise the
/// search falls back to a top-k selection over the matches.
struct MessageSearchIndex: Sendable {
    private var vocabulary = SearchVocabulary()
    /// Posting lists by term number; a term whose documents were all removed keeps an empty one.
    private var postings: [SearchPostingList] = []
    /// Per document slot. Slots never indexed hold the timestamp of the next slot that was,
    /// so the array stays sorted when the live timestamps are.
    private var timestamps: [Int64] = []
    /// Per document slot: the channel's dense number (see `channelSlotsByChannel`).
    private var channelSlots: [UInt32] = []
    /// Per document slot: the number of tokens (saturating), 0 when not indexed.
    private var lengths: [UInt16] = []
    /// One bit per document slot: indexed and not removed.
    private var liveBits: [UInt64] = []
    /// Dense numbers for channels, so a channel filter is an array lookup instead of a set lookup.
    private var channelSlotsByChannel: [UInt32: UInt32] = [:]
    /// How many adjacent slots have decreasing timestamps; 0 means timestamp order is document order.
    private var timestampDescents = 0
    /// The sum of `lengths`, for the average document length of the score.
    private var totalLength = 0
    /// The number of indexed documents.
    private(set) var documentCount = 0

    /// An empty index.
    init() {}

    /// The number of distinct tokens ever indexed.
    var termCount: Int { vocabulary.count }

    /// Whether `document` is indexed (inserted and not removed).
    func contains(document: UInt32) -> Bool {
        Int(document) < timestamps.count && isLive(Int(document))
    }

    // MARK: - Writing

    /// Indexes `text` as `document` of `channel` at `timestamp`. Documents above every earlier
    /// one append to the posting lists; a lower one (a re-index after an edit) is inserted in
    /// place. Inserting a document that is already indexed adds the new text's tokens to it,
    /// since the index cannot forget the old ones without their text; use `update` instead.
    mutating func insert(document: UInt32, channel: UInt32, timestamp: Int64, text: String) {
        let slot: UInt32
        if let existing = channelSlotsByChannel[channel] {
            slot = existing
        } else {
            slot = UInt32(channelSlotsByChannel.count)
            channelSlotsByChannel[channel] = slot
        }
        index(document, channelSlot: slot, timestamp: timestamp, text: text)
    }

    /// Removes `document`, whose indexed text was `text`; it never matches again. Does nothing
    /// for a document that is not indexed.
    mutating func remove(document: UInt32, text: String) {
        let slot = Int(document)
        guard slot < timestamps.count, isLive(slot) else { return }
        var terms: [UInt32] = []
        SearchTokenizer.forEachToken(in: text) { token in
            if let term = vocabulary.lookup(token) { terms.append(term) }
        }
        terms.sort()
        var previous: UInt32?
        for term in terms where term != previous {
            postings[Int(term)].remove(document)
            previous = term
        }
        setLive(slot, false)
        documentCount -= 1
        totalLength -= Int(lengths[slot])
        lengths[slot] = 0
    }

    /// Replaces the indexed text of `document` (which was `oldText`) by `newText`, keeping its
    /// channel and timestamp. Does nothing for a document that is not indexed.
    mutating func update(document: UInt32, oldText: String, newText: String) {
        let slot = Int(document)
        guard slot < timestamps.count, isLive(slot) else { return }
        let channelSlot = channelSlots[slot]
        let timestamp = timestamps[slot]
        remove(document: document, text: oldText)
        index(document, channelSlot: channelSlot, timestamp: timestamp, text: newText)
    }

    private mutating func index(_ document: UInt32, channelSlot: UInt32, timestamp: Int64, text: String) {
        let slot = Int(document)
        reserveSlot(slot, timestamp: timestamp)
        setTimestamp(slot, timestamp)
        channelSlots[slot] = channelSlot

        var terms: [UInt32] = []
        terms.reserveCapacity(32)
        SearchTokenizer.forEachToken(in: text) { terms.append(vocabulary.intern($0)) }
        terms.sort()
        var start = 0
        while start < terms.count {
            let term = terms[start]
            var end = start + 1
            while end < terms.count && terms[end] == term { end += 1 }
            while postings.count <= Int(term) { postings.append(SearchPostingList()) }
            postings[Int(term)].insert(document, frequency: UInt8(min(end - start, Int(UInt8.max))))
            start = end
        }

        let previousLength = isLive(slot) ? Int(lengths[slot]) : 0
        if !isLive(slot) {
            setLive(slot, true)
            documentCount += 1
        }
        let length = min(previousLength + terms.count, Int(UInt16.max))
        totalLength += length - previousLength
        lengths[slot] = UInt16(length)
    }

    /// Grows the per-document arrays to hold `slot`; new slots take `timestamp`.
    private mutating func reserveSlot(_ slot: Int, timestamp: Int64) {
        guard slot >= timestamps.count else { return }
        let added = slot + 1 - timestamps.count
        if let last = timestamps.last, last > timestamp { timestampDescents += 1 }
        timestamps.append(contentsOf: repeatElement(timestamp, count: added))
        channelSlots.append(contentsOf: repeatElement(0, count: added))
        lengths.append(contentsOf: repeatElement(0, count: added))
        let words = (slot + 64) / 64
        if liveBits.count < words {
            liveBits.append(contentsOf: repeatElement(0, count: words - liveBits.count))
        }
    }

    private mutating func setTimestamp(_ slot: Int, _ timestamp: Int64) {
        guard timestamps[slot] != timestamp else { return }
        timestampDescents -= descent(at: slot - 1) + descent(at: slot)
        timestamps[slot] = timestamp
        timestampDescents += descent(at: slot - 1) + descent(at: slot)
    }

    /// 1 when the timestamp of `slot` is above that of the next slot.
    private func descent(at slot: Int) -> Int {
        slot >= 0 && slot + 1 < timestamps.count && timestamps[slot] > timestamps[slot + 1] ? 1 : 0
    }

    @inline(__always)
    private func isLive(_ slot: Int) -> Bool {
        liveBits[slot >> 6] & (1 << UInt64(slot & 63)) != 0
    }

    private mutating func setLive(_ slot: Int, _ live: Bool) {
        if live {
            liveBits[slot >> 6] |= 1 << UInt64(slot & 63)
        } else {
            liveBits[slot >> 6] &= ~(1 << UInt64(slot & 63))
        }
    }

    // MARK: - Searching

    /// The page of documents matching `request`, in its order, with the number of matches.
    ///
    /// Every token of the keyword must match (the last one as a prefix unless `exactMatch`).
    /// The search walks the shortest posting list (or, for a prefix with many expansions and
    /// nothing shorter, a bitmap of their union) and probes the other lists with forward
    /// cursors; each match passes the channel and time filters before it is counted and
    /// offered to the ordering.
    func search(_ request: MessageSearchRequest) -> MessageSearchPage {
        var tokens = SearchTokenizer.tokenBytes(in: request.keyword)
        guard !tokens.isEmpty, documentCount > 0 else { return .empty }
        let prefix: [UInt8]? = request.exactMatch ? nil : tokens.removeLast()
        var exactTokens: [[UInt8]] = []
        for token in tokens where !exactTokens.contains(token) { exactTokens.append(token) }

        // Resolve the tokens to terms; a token no document holds leaves nothing to find.
        var terms: [UInt32] = []
        for token in exactTokens {
            guard let term = token.withUnsafeBufferPointer({ vocabulary.lookup($0) }),
                  postings[Int(term)].count > 0 else { return .empty }
            terms.append(term)
        }
        var expansions: [UInt32] = []
        if let prefix, !exactTokens.contains(prefix) {
            expansions = prefix.withUnsafeBufferPointer { vocabulary.terms(withPrefix: $0) }
                .filter { postings[Int($0)].count > 0 }
            guard !expansions.isEmpty else { return .empty }
            if expansions.count == 1 {
                terms.append(expansions[0])
                expansions = []
            }
        }

        // Filters: channels as a lookup table, time as a document range when timestamps are sorted.
        var channelFilter: [Bool]?
        if let channels = request.channels {
            var allowed = [Bool](repeating: false, count: channelSlotsByChannel.count)
            for channel in channels {
                if let slot = channelSlotsByChannel[channel] { allowed[Int(slot)] = true }
            }
            guard allowed.contains(true) else { return .empty }
            if allowed.contains(false) { channelFilter = allowed }
        }
        let sortedByTime = timestampDescents == 0
        var lower = 0
        var upper = timestamps.count
        var timeFilter: ClosedRange<Int64>?
        if request.timestampFrom != nil || request.timestampTo != nil {
            let from = request.timestampFrom ?? .min
            if let to = request.timestampTo, to <= from { return .empty }
            // `to` is exclusive and above `from`, so `to - 1` cannot overflow.
            let through = request.timestampTo.map { $0 - 1 } ?? .max
            if sortedByTime {
                lower = firstSlot { $0 >= from }
                upper = through == .max ? upper : firstSlot { $0 > through }
                guard lower < upper else { return .empty }
            } else {
                timeFilter = from ... through
            }
        }

        let offset = max(request.offset, 0)
        let limit = max(request.limit, 0)
        let wanted = limit == 0 ? 0 : offset.addingReportingOverflow(limit).overflow ? Int.max : offset + limit
        let scoring = request.order == .score
        // Scorer terms: the clauses in query order, then the prefix's expansions in byte order.
        let scorer = scoring
            ? SearchScorer(
                documentFrequencies: (terms + expansions).map { postings[Int($0)].count },
                documentCount: documentCount, averageLength: Double(totalLength) / Double(documentCount))
            : nil

        // A prefix with several expansions is either probed per candidate (when another token
        // is much rarer) or materialised once as a bitmap (and score accumulator) of its union.
        var probes: [SearchPostingCursor] = []
        var union: (bits: [UInt64], scores: [Double], count: Int)?
        if !expansions.isEmpty {
            let expansionPostings = expansions.reduce(0) { $0 + postings[Int($1)].count }
            if let rarest = terms.map({ postings[Int($0)].count }).min(),
               rarest.multipliedReportingOverflow(by: 4 * expansions.count).partialValue < expansionPostings {
                probes = expansions.map { SearchPostingCursor(postings[Int($0)]) }
            } else {
                union = unionOf(expansions, in: lower ..< upper, scorer: scorer, firstScorerTerm: terms.count)
                if union!.count == 0 { return .empty }
            }
        }

        // The driver is the shortest list (or the union); the others are probed, shortest first.
        var driverTerm: Int?
        var driverCount = Int.max
        for (clause, term) in terms.enumerated() where postings[Int(term)].count < driverCount {
            driverTerm = clause
            driverCount = postings[Int(term)].count
        }
        if let union, union.count <= driverCount {
            driverTerm = nil
            driverCount = union.count
        }
        let probedClauses = terms.indices.filter { $0 != driverTerm }
            .sorted { postings[Int(terms[$0])].count < postings[Int(terms[$1])].count }
        let probedCursors = probedClauses.map { SearchPostingCursor(postings[Int(terms[$0])]) }
        let driverCursor = driverTerm.map { SearchPostingCursor(postings[Int(terms[$0])]) }
        driverCursor?.seekRuns(to: UInt32(lower))
        let unionIsDriver = driverTerm == nil

        // The ordering: with sorted timestamps, matches arrive in timestamp order, so the page
        // is the first or last `keep` of them; otherwise a top-k selection. Newest first over
        // unsorted timestamps collects the matches and offers them last to first: timestamps
        // are still mostly ascending, so after `keep` offers nearly every one is rejected at once.
        enum Collection { case countOnly, oldest, newest, ranked, rankedBackwards }
        let keep = min(wanted, driverCount)
        let collection: Collection =
            keep == 0 ? .countOnly
            : scoring ? .ranked
            : sortedByTime ? (request.reverse ? .oldest : .newest)
            : request.reverse ? .ranked : .rankedBackwards
        var backlog: [UInt32] = []
        var oldest: [UInt32] = []
        var ring = [UInt32](repeating: 0, count: collection == .newest ? keep : 0)
        var ringNext = 0
        var ranking = SearchTopK(
            capacity: collection == .ranked || collection == .rankedBackwards ? keep : 0,
            oldestFirst: !scoring && request.reverse)

        var clauseFrequencies = [UInt8](repeating: 0, count: terms.count)
        var probeFrequencies = [UInt8](repeating: 0, count: probes.count)
        let unionBatch = UnsafeMutablePointer<UInt32>.allocate(capacity: SearchPostingList.blockCapacity)
        defer { unionBatch.deallocate() }
        var unionWord = lower >> 6
        var unionBits: UInt64 = union.map { $0.bits.isEmpty ? 0 : $0.bits[lower >> 6] } ?? 0
        var total = 0

        while true {
            // The next batch of candidates, ascending.
            let candidates: UnsafePointer<UInt32>
            var driverFrequencies: UnsafePointer<UInt8>?
            var batchCount = 0
            if let driverCursor {
                guard let batch = driverCursor.nextRun(before: UInt64(upper)) else { break }
                candidates = batch.documents
                driverFrequencies = batch.frequencies
                batchCount = batch.count
            } else {
                let bits = union!.bits
                while batchCount < SearchPostingList.blockCapacity {
                    while unionBits == 0 {
                        unionWord += 1
                        if unionWord >= bits.count { break }
                        unionBits = bits[unionWord]
                    }
                    if unionBits == 0 { break }
                    unionBatch[batchCount] = UInt32(unionWord << 6 | unionBits.trailingZeroBitCount)
                    unionBits &= unionBits - 1
                    batchCount += 1
                }
                if batchCount == 0 { break }
                candidates = UnsafePointer(unionBatch)
            }

            candidateLoop: for index in 0 ..< batchCount {
                let document = candidates[index]
                let slot = Int(document)
                if !isLive(slot) { continue }
                if let channelFilter, !channelFilter[Int(channelSlots[slot])] { continue }
                if let timeFilter, !timeFilter.contains(timestamps[slot]) { continue }
                if let driverTerm { clauseFrequencies[driverTerm] = driverFrequencies![index] }
                for (position, cursor) in probedCursors.enumerated() {
                    let frequency = cursor.frequency(of: document)
                    if frequency == 0 { continue candidateLoop }
                    clauseFrequencies[probedClauses[position]] = frequency
                }
                if !probes.isEmpty {
                    var found = false
                    for (position, cursor) in probes.enumerated() {
                        let frequency = cursor.frequency(of: document)
                        probeFrequencies[position] = frequency
                        if frequency != 0 { found = true }
                    }
                    if !found { continue }
                }
                if let union, !unionIsDriver, union.bits[slot >> 6] & (1 << UInt64(slot & 63)) == 0 { continue }
                total += 1

                switch collection {
                case .countOnly:
                    break
                case .oldest:
                    if oldest.count < keep { oldest.append(document) }
                case .newest:
                    ring[ringNext] = document
                    ringNext = ringNext + 1 == keep ? 0 : ringNext + 1
                case .rankedBackwards:
                    backlog.append(document)
                case .ranked:
                    var score = 0.0
                    if let scorer {
                        let length = Int(lengths[slot])
                        for clause in terms.indices {
                            score += scorer.score(term: clause, frequency: Int(clauseFrequencies[clause]), length: length)
                        }
                        if !probes.isEmpty {
                            var prefixScore = 0.0
                            for position in probes.indices where probeFrequencies[position] != 0 {
                                prefixScore += scorer.score(
                                    term: terms.count + position, frequency: Int(probeFrequencies[position]), length: length)
                            }
                            score += prefixScore
                        }
                        if let union { score += union.scores[slot] }
                    }
                    ranking.offer(SearchTopK.Entry(score: score, timestamp: timestamps[slot], document: document))
                }
            }
        }

        let ordered: [UInt32]
        switch collection {
        case .countOnly:
            ordered = []
        case .oldest:
            ordered = oldest
        case .newest:
            let kept = min(total, keep)
            ordered = (0 ..< kept).map { ring[(ringNext - 1 - $0 + 2 * keep) % keep] }
        case .ranked:
            ordered = ranking.bestFirst().map(\.document)
        case .rankedBackwards:
            for document in backlog.reversed() {
                ranking.offer(SearchTopK.Entry(score: 0, timestamp: timestamps[Int(document)], document: document))
            }
            ordered = ranking.bestFirst().map(\.document)
        }
        let page = offset < ordered.count ? Array(ordered[offset ..< min(ordered.count, wanted)]) : []
        return MessageSearchPage(documents: page, totalCount: total)
    }

    /// The union of the expansions' documents within `range` as a bitmap, with each document's
    /// summed prefix score when a scorer is given (added in expansion order, as
    /// `SearchRelevance` states; expansion `e` is scorer term `firstScorerTerm + e`).
    ///
    /// Works through the range in chunks of 64K documents, every expansion per chunk, so the
    /// score accumulator being added to stays in cache however many expansions there are.
    private func unionOf(
        _ expansions: [UInt32], in range: Range<Int>, scorer: SearchScorer?, firstScorerTerm: Int
    ) -> (bits: [UInt64], scores: [Double], count: Int) {
        var bits = [UInt64](repeating: 0, count: (range.upperBound + 63) / 64)
        var scores = [Double](repeating: 0, count: scorer == nil ? 0 : range.upperBound)
        let cursors = expansions.map { SearchPostingCursor(postings[Int($0)]) }
        for cursor in cursors { cursor.seekRuns(to: UInt32(range.lowerBound)) }
        let chunk = 1 << 16
        bits.withUnsafeMutableBufferPointer { bits in
            scores.withUnsafeMutableBufferPointer { scores in
                lengths.withUnsafeBufferPointer { lengths in
                    var chunkStart = range.lowerBound
                    while chunkStart < range.upperBound {
                        let chunkEnd = UInt64(min(range.upperBound, chunkStart + chunk))
                        for (position, cursor) in cursors.enumerated() {
                            while let run = cursor.nextRun(before: chunkEnd) {
                                for index in 0 ..< run.count {
                                    let slot = Int(run.documents[index])
                                    bits[slot >> 6] |= 1 << UInt64(slot & 63)
                                    if let scorer {
                                        scores[slot] += scorer.score(
                                            term: firstScorerTerm + position, frequency: Int(run.frequencies[index]),
                                            length: Int(lengths[slot]))
                                    }
                                }
                            }
                        }
                        chunkStart = Int(chunkEnd)
                    }
                }
            }
        }
        let count = bits.reduce(0) { $0 + $1.nonzeroBitCount }
        return (bits, scores, count)
    }

    /// The first slot whose timestamp satisfies `isAtOrAfter`, which must hold for a suffix of
    /// the slots (timestamps sorted).
    private func firstSlot(_ isAtOrAfter: (Int64) -> Bool) -> Int {
        var low = 0
        var high = timestamps.count
        while low < high {
            let middle = (low + high) / 2
            if isAtOrAfter(timestamps[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
