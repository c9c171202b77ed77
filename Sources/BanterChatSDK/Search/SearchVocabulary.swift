/// Every distinct token the index has seen, each with a dense term number; finds a token's
/// number by hashing, and the numbers of all tokens with a given prefix in byte order.
///
/// Terms are never forgotten (a term whose documents are all removed keeps its number), so
/// term numbers stay valid as indexes into the posting lists. The byte order lives in a few
/// sorted runs merged like a binary counter (a new term is a run of one; two runs of similar
/// size merge), so adding a term costs O(log V) comparisons amortised, however long the tail
/// of rare words, and a prefix lookup is one binary search per run (O(log V) runs).
struct SearchVocabulary: Sendable {
    /// The bytes of all terms back to back; term `t` is `bytes[starts[t] ..< starts[t + 1]]`.
    private var bytes: [UInt8] = []
    private var starts: [UInt32] = [0]
    /// Each term's hash, to reject most probe collisions without comparing bytes, and to grow
    /// the table without rehashing.
    private var hashes: [UInt32] = []
    /// Open addressing with linear probing: term number + 1, or 0 for an empty slot.
    private var slots: [UInt32] = Array(repeating: 0, count: 1024)
    private var shift: UInt32 = 22
    /// Runs of term numbers, each in byte order of the terms, longest first; every term is in
    /// exactly one run.
    private var runs: [[UInt32]] = []

    /// The number of distinct terms.
    var count: Int { hashes.count }

    /// The bytes of term `term`.
    func bytes(of term: UInt32) -> ArraySlice<UInt8> {
        bytes[Int(starts[Int(term)]) ..< Int(starts[Int(term) + 1])]
    }

    /// The term number of `token`, or nil when the index has never seen it.
    func lookup(_ token: UnsafeBufferPointer<UInt8>) -> UInt32? {
        let hash = Self.hash(token)
        var slot = Int(truncatingIfNeeded: (hash &* 2_654_435_769) >> shift)
        let mask = slots.count - 1
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            let term = entry - 1
            if hashes[Int(term)] == hash && equals(term, token) { return term }
            slot = (slot + 1) & mask
        }
    }

    /// The term number of `token`, giving it the next number if it is new.
    mutating func intern(_ token: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let hash = Self.hash(token)
        var slot = Int(truncatingIfNeeded: (hash &* 2_654_435_769) >> shift)
        let mask = slots.count - 1
        while true {
            let entry = slots[slot]
            if entry == 0 { break }
            let term = entry - 1
            if hashes[Int(term)] == hash && equals(term, token) { return term }
            slot = (slot + 1) & mask
        }
        let term = UInt32(hashes.count)
        bytes.append(contentsOf: token)
        starts.append(UInt32(bytes.count))
        hashes.append(hash)
        slots[slot] = term + 1
        if hashes.count * 2 > slots.count { grow() }
        insertSorted(term)
        return term
    }

    /// The numbers of all terms that start with `prefix` (including `prefix` itself), in
    /// ascending byte order of the terms.
    func terms(withPrefix prefix: UnsafeBufferPointer<UInt8>) -> [UInt32] {
        var found: [UInt32] = []
        for run in runs { found.append(contentsOf: run[prefixRange(in: run, prefix)]) }
        if runs.count > 1 { found.sort { compare($0, $1) < 0 } }
        return found
    }

    // MARK: - Byte order

    private mutating func insertSorted(_ term: UInt32) {
        runs.append([term])
        while runs.count >= 2 && runs[runs.count - 2].count <= 2 * runs[runs.count - 1].count {
            let right = runs.removeLast()
            let left = runs.removeLast()
            runs.append(merge(left, right))
        }
    }

    /// Merges two runs into one, in byte order.
    private func merge(_ left: [UInt32], _ right: [UInt32]) -> [UInt32] {
        var merged: [UInt32] = []
        merged.reserveCapacity(left.count + right.count)
        bytes.withUnsafeBufferPointer { all in
            starts.withUnsafeBufferPointer { starts in
                func precedesOrEqual(_ a: UInt32, _ b: UInt32) -> Bool {
                    let aStart = Int(starts[Int(a)]), aEnd = Int(starts[Int(a) + 1])
                    let bStart = Int(starts[Int(b)]), bEnd = Int(starts[Int(b) + 1])
                    let common = min(aEnd - aStart, bEnd - bStart)
                    for index in 0 ..< common {
                        let x = all[aStart + index], y = all[bStart + index]
                        if x != y { return x < y }
                    }
                    return aEnd - aStart <= bEnd - bStart
                }
                var l = 0
                var r = 0
                while l < left.count && r < right.count {
                    if precedesOrEqual(left[l], right[r]) {
                        merged.append(left[l]); l += 1
                    } else {
                        merged.append(right[r]); r += 1
                    }
                }
                merged.append(contentsOf: left[l...])
                merged.append(contentsOf: right[r...])
            }
        }
        return merged
    }

    /// The range of `terms` (sorted by bytes) whose bytes start with `prefix`.
    private func prefixRange(in terms: [UInt32], _ prefix: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let lower = partitionPoint(terms) { compare($0, prefix) >= 0 }
        var upper = lower
        while upper < terms.count && hasPrefix(terms[upper], prefix) { upper += 1 }
        return lower ..< upper
    }

    /// The first index of `terms` for which `isAtOrAfter` holds; it must hold for a suffix.
    private func partitionPoint(_ terms: [UInt32], _ isAtOrAfter: (UInt32) -> Bool) -> Int {
        var low = 0
        var high = terms.count
        while low < high {
            let middle = (low + high) / 2
            if isAtOrAfter(terms[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    private func compare(_ a: UInt32, _ b: UInt32) -> Int {
        bytes.withUnsafeBufferPointer { all in
            let other = UnsafeBufferPointer(rebasing: all[Int(starts[Int(b)]) ..< Int(starts[Int(b) + 1])])
            return compare(a, other)
        }
    }

    /// Byte-wise comparison of term `term` with `token`: negative, zero or positive.
    private func compare(_ term: UInt32, _ token: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.withUnsafeBufferPointer { all in
            let start = Int(starts[Int(term)])
            let length = Int(starts[Int(term) + 1]) - start
            let common = min(length, token.count)
            for index in 0 ..< common {
                let a = all[start + index]
                let b = token[index]
                if a != b { return a < b ? -1 : 1 }
            }
            return length - token.count
        }
    }

    private func equals(_ term: UInt32, _ token: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(starts[Int(term)])
        guard Int(starts[Int(term) + 1]) - start == token.count else { return false }
        return bytes.withUnsafeBufferPointer { all in
            for index in 0 ..< token.count where all[start + index] != token[index] { return false }
            return true
        }
    }

    private func hasPrefix(_ term: UInt32, _ prefix: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(starts[Int(term)])
        guard Int(starts[Int(term) + 1]) - start >= prefix.count else { return false }
        return bytes.withUnsafeBufferPointer { all in
            for index in 0 ..< prefix.count where all[start + index] != prefix[index] { return false }
            return true
        }
    }

    // MARK: - Hashing

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        shift -= 1
        let mask = slots.count - 1
        for term in 0 ..< hashes.count {
            var slot = Int(truncatingIfNeeded: (hashes[term] &* 2_654_435_769) >> shift)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = UInt32(term) + 1
        }
    }

    /// FNV-1a; tokens are short, so a byte loop is as fast as anything wider.
    private static func hash(_ token: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in token { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }
}
