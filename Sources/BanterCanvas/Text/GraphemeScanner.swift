/// One grapheme cluster found by `GraphemeScanner`: where it lies in the scanned text's
/// UTF-8, how wide it is, and its first scalar.
struct ScannedCluster {
    /// UTF-8 offset of the first byte, from the start of the scanned text.
    var start: Int
    /// UTF-8 offset just past the last byte.
    var end: Int
    /// Display width: 0, 1 or 2 (see `TextWidth`).
    var width: Int
    /// The cluster's first scalar.
    var firstScalar: UInt32
    /// Whether the cluster is that one scalar alone, so it can be stored inline in a cell.
    var isSingleScalar: Bool
}

/// Walks the grapheme clusters of UTF-8 text, with their display widths.
///
/// Grapheme boundaries are the standard library's, so clusters never disagree with
/// `Character`. The standard library is only asked where a boundary is not obvious from the
/// bytes: printable ASCII, Latin-1 and Latin Extended letters, CJK ideographs and Hangul
/// syllables are single-scalar clusters whenever the next scalar is one of those too, which
/// covers most chat text without a call into grapheme breaking.
struct GraphemeScanner {
    let text: Substring
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0

    /// Runs `body` with a scanner over `text`, making a contiguous UTF-8 copy first only if
    /// the text is not already stored that way.
    static func scan<Result>(_ text: Substring, _ body: (inout GraphemeScanner) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable({ bytes -> Result in
            var scanner = GraphemeScanner(text: text, bytes: bytes)
            return body(&scanner)
        }) {
            return result
        }
        var copy = String(text)
        copy.makeContiguousUTF8()
        return scan(copy[...], body)
    }

    /// The next cluster, or `nil` at the end of the text.
    @inline(__always)
    mutating func next() -> ScannedCluster? {
        let count = bytes.count
        let start = offset
        guard start < count else { return nil }
        let lead = bytes[start]

        if lead < 0x80 {
            // Controls always stand alone (CR LF is the one pair); printable ASCII stands
            // alone unless a combining scalar follows.
            if lead == 0x0D, start + 1 < count, bytes[start + 1] == 0x0A {
                offset = start + 2
                return ScannedCluster(start: start, end: start + 2, width: 1, firstScalar: 0x0D, isSingleScalar: false)
            }
            if lead < 0x20 || lead == 0x7F || nextStartsAlone(at: start + 1) {
                offset = start + 1
                return ScannedCluster(start: start, end: start + 1, width: 1, firstScalar: UInt32(lead), isSingleScalar: true)
            }
        } else {
            let (scalar, length) = decodeScalar(at: start)
            if GraphemeScanner.isSimple(scalar), nextStartsAlone(at: start + length) {
                offset = start + length
                return ScannedCluster(start: start, end: start + length, width: UnicodeWidthTable.width(scalar),
                                      firstScalar: scalar, isSingleScalar: true)
            }
        }
        return slowCluster(at: start)
    }

    /// Asks the standard library where the cluster starting at `start` ends.
    private mutating func slowCluster(at start: Int) -> ScannedCluster {
        let utf8 = text.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: start)
        let rest = text[index...]
        let end = start + rest.utf8.distance(from: rest.startIndex, to: rest.index(after: rest.startIndex))
        offset = end
        let (first, length) = decodeScalar(at: start)
        if start + length == end {
            return ScannedCluster(start: start, end: end, width: UnicodeWidthTable.width(first),
                                  firstScalar: first, isSingleScalar: true)
        }
        return ScannedCluster(start: start, end: end, width: clusterWidth(from: start, to: end),
                              firstScalar: first, isSingleScalar: false)
    }

    /// Whether a cluster boundary certainly falls before `offset`: the text ends there, or
    /// the scalar there never extends what comes before it (ASCII or a simple scalar).
    @inline(__always)
    private func nextStartsAlone(at offset: Int) -> Bool {
        guard offset < bytes.count else { return true }
        let byte = bytes[offset]
        if byte < 0x80 { return true }
        return GraphemeScanner.isSimple(decodeScalar(at: offset).scalar)
    }

    /// Scalars with Grapheme_Cluster_Break=Other (or Control) that are never extended by an
    /// ASCII or simple neighbour: U+0080–U+02FF, CJK Unified Ideographs, Hangul syllables.
    @inline(__always)
    static func isSimple(_ scalar: UInt32) -> Bool {
        scalar < 0x300 || (scalar >= 0x4E00 && scalar <= 0x9FFF) || (scalar >= 0xAC00 && scalar <= 0xD7A3)
    }

    /// Decodes the scalar at `offset`; the bytes are valid UTF-8 because they come from a
    /// Swift string.
    @inline(__always)
    func decodeScalar(at offset: Int) -> (scalar: UInt32, length: Int) {
        let b0 = UInt32(bytes[offset])
        if b0 < 0x80 { return (b0, 1) }
        if b0 < 0xE0 {
            return ((b0 & 0x1F) << 6 | UInt32(bytes[offset + 1]) & 0x3F, 2)
        }
        if b0 < 0xF0 {
            return ((b0 & 0x0F) << 12 | (UInt32(bytes[offset + 1]) & 0x3F) << 6 | UInt32(bytes[offset + 2]) & 0x3F, 3)
        }
        return ((b0 & 0x07) << 18 | (UInt32(bytes[offset + 1]) & 0x3F) << 12
                    | (UInt32(bytes[offset + 2]) & 0x3F) << 6 | UInt32(bytes[offset + 3]) & 0x3F, 4)
    }

    /// The width of a multi-scalar cluster (DESIGN section 5): the widest scalar, except
    /// that emoji sequences are wide (VS16, keycap, skin tone, ZWJ, a flag's pair of
    /// regional indicators) and an emoji with VS15 asks for text presentation, one column.
    func clusterWidth(from start: Int, to end: Int) -> Int {
        let (first, firstLength) = decodeScalar(at: start)
        var offset = start + firstLength
        let properties = UnicodeWidthTable.properties(first)
        let isEmojiBase = properties & UnicodeWidthTable.emojiBit != 0
        let isPictographicBase = properties & UnicodeWidthTable.pictographicBit != 0
        let isRegionalBase = first >= 0x1F1E6 && first <= 0x1F1FF
        var width = Int(properties & 3)
        var emojiPresentation = false
        var textPresentation = false
        while offset < end {
            let (scalar, length) = decodeScalar(at: offset)
            offset += length
            width = max(width, UnicodeWidthTable.width(scalar))
            switch scalar {
            case 0xFE0F, 0x20E3, 0x1F3FB...0x1F3FF:
                if isEmojiBase { emojiPresentation = true }
            case 0xFE0E:
                if isEmojiBase { textPresentation = true }
            case 0x200D:
                if isPictographicBase { emojiPresentation = true }
            case 0x1F1E6...0x1F1FF:
                if isRegionalBase { emojiPresentation = true }
            default:
                break
            }
        }
        if emojiPresentation { return 2 }
        if textPresentation { return 1 }
        return min(width, 2)
    }
}
