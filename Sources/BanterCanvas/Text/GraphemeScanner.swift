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
    /// For a single scalar: whether it is sticky (`UnicodeWidthTable.stickyBit`). The
    /// scanner's fast paths only ever take scalars that are not.
    var isStickyScalar = false
}

/// Walks the grapheme clusters of UTF-8 text, with their display widths.
///
/// Grapheme boundaries are the standard library's, so clusters agree with `Character`. The
/// standard library is asked only where the bytes leave a boundary in doubt: between two
/// scalars that are not *sticky* (see `UnicodeWidthTable.stickyBit`) there is always a
/// boundary, which covers ASCII, most letters, CJK, kana and lone emoji without a call into
/// grapheme breaking. Stickiness comes from the same Unicode version as the width tables; a
/// scalar the standard library's newer data made sticky would be split off here, which can
/// only happen for scripts encoded after that version.
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
            // alone unless a sticky scalar follows.
            if lead == 0x0D, start + 1 < count, bytes[start + 1] == 0x0A {
                offset = start + 2
                return ScannedCluster(start: start, end: start + 2, width: 1, firstScalar: 0x0D, isSingleScalar: false)
            }
            if lead < 0x20 || lead == 0x7F || !isSticky(at: start + 1) {
                offset = start + 1
                return ScannedCluster(start: start, end: start + 1, width: 1, firstScalar: UInt32(lead), isSingleScalar: true)
            }
        } else {
            let (scalar, length) = decodeScalar(at: start)
            let properties = UnicodeWidthTable.properties(scalar)
            if properties & UnicodeWidthTable.stickyBit == 0 {
                if !isSticky(at: start + length) {
                    offset = start + length
                    return ScannedCluster(start: start, end: start + length, width: UnicodeWidthTable.width(properties: properties),
                                          firstScalar: scalar, isSingleScalar: true)
                }
                if properties & UnicodeWidthTable.pictographicBit != 0,
                   let cluster = emojiSequence(at: start, base: scalar, length: length, properties: properties) {
                    offset = cluster.end
                    return cluster
                }
            } else if scalar >= 0x1F1E6 && scalar <= 0x1F1FF, let flag = flag(at: start, length: length) {
                offset = flag.end
                return flag
            }
        }
        return slowCluster(at: start)
    }

    /// An emoji with its usual companions (VS16, skin tones, ZWJ and further pictographs),
    /// read without the standard library; `nil` when anything else joins it (GB9, GB11 of
    /// UAX #29 are all that apply to these scalars).
    private func emojiSequence(at start: Int, base: UInt32, length: Int, properties: UInt8) -> ScannedCluster? {
        var end = start + length
        var width = UnicodeWidthTable.width(properties: properties)
        let isEmoji = properties & UnicodeWidthTable.emojiBit != 0
        while end < bytes.count && bytes[end] >= 0x80 {
            let (scalar, scalarLength) = decodeScalar(at: end)
            switch scalar {
            case 0xFE0F, 0x1F3FB...0x1F3FF:
                if isEmoji { width = 2 }
                end += scalarLength
            case 0x200D:
                guard end + scalarLength < bytes.count, bytes[end + scalarLength] >= 0x80 else { return nil }
                let (joined, joinedLength) = decodeScalar(at: end + scalarLength)
                let joinedProperties = UnicodeWidthTable.properties(joined)
                guard joinedProperties & UnicodeWidthTable.pictographicBit != 0,
                      joinedProperties & UnicodeWidthTable.stickyBit == 0 else { return nil }
                width = 2
                end += scalarLength + joinedLength
            default:
                guard UnicodeWidthTable.properties(scalar) & UnicodeWidthTable.stickyBit == 0 else { return nil }
                return ScannedCluster(start: start, end: end, width: width, firstScalar: base, isSingleScalar: false)
            }
        }
        return ScannedCluster(start: start, end: end, width: width, firstScalar: base, isSingleScalar: false)
    }

    /// A pair of regional indicators (a flag) followed by a boundary, or `nil`.
    private func flag(at start: Int, length: Int) -> ScannedCluster? {
        let second = start + length
        guard second < bytes.count, bytes[second] >= 0x80 else { return nil }
        let (scalar, secondLength) = decodeScalar(at: second)
        guard scalar >= 0x1F1E6 && scalar <= 0x1F1FF, !isSticky(at: second + secondLength) else { return nil }
        return ScannedCluster(start: start, end: second + secondLength, width: 2,
                              firstScalar: decodeScalar(at: start).scalar, isSingleScalar: false)
    }

    /// Whether the scalar at `offset` may join the cluster before it; false at the end.
    @inline(__always)
    private func isSticky(at offset: Int) -> Bool {
        guard offset < bytes.count, bytes[offset] >= 0x80 else { return false }
        return UnicodeWidthTable.properties(decodeScalar(at: offset).scalar) & UnicodeWidthTable.stickyBit != 0
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
            let properties = UnicodeWidthTable.properties(first)
            return ScannedCluster(start: start, end: end, width: UnicodeWidthTable.width(properties: properties),
                                  firstScalar: first, isSingleScalar: true,
                                  isStickyScalar: properties & UnicodeWidthTable.stickyBit != 0)
        }
        return ScannedCluster(start: start, end: end, width: clusterWidth(from: start, to: end),
                              firstScalar: first, isSingleScalar: false)
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

    /// The width of a multi-scalar cluster: the widest scalar, except
    /// that emoji sequences are wide (VS16, keycap, skin tone, a ZWJ joining two
    /// pictographs, a flag's pair of regional indicators), and VS15 after an emoji that is
    /// wide only for its emoji presentation asks for text presentation, one column.
    ///
    /// The emoji rules look at the cluster's current base (its last scalar with a width),
    /// not its first scalar, so a prepended mark does not hide a flag. Halfwidth voiced
    /// sound marks (U+FF9E, U+FF9F) extend a cluster but take a column of their own, as
    /// every terminal draws them.
    func clusterWidth(from start: Int, to end: Int) -> Int {
        var offset = start
        var width = 0, extraColumns = 0
        var base: UInt8 = 0
        var baseIsRegional = false, joinerFollowsPictograph = false
        var emojiPresentation = false, textPresentation = false
        while offset < end {
            let (scalar, length) = decodeScalar(at: offset)
            offset += length
            let properties = UnicodeWidthTable.properties(scalar)
            width = max(width, UnicodeWidthTable.width(properties: properties))
            switch scalar {
            case 0xFE0F, 0x20E3, 0x1F3FB...0x1F3FF:
                if base & UnicodeWidthTable.emojiBit != 0 { emojiPresentation = true }
            case 0xFE0E:
                if base & 3 == UnicodeWidthTable.presentationWidth { textPresentation = true }
            case 0x200D:
                joinerFollowsPictograph = base & UnicodeWidthTable.pictographicBit != 0
            case 0x1F1E6...0x1F1FF:
                if baseIsRegional { emojiPresentation = true }
                base = properties
                baseIsRegional.toggle()
            case 0xFF9E, 0xFF9F:
                extraColumns += 1
            default:
                if joinerFollowsPictograph && properties & UnicodeWidthTable.pictographicBit != 0 {
                    emojiPresentation = true
                }
                joinerFollowsPictograph = false
                if properties & 3 != 0 {
                    base = properties
                    baseIsRegional = false
                }
            }
        }
        if emojiPresentation { return 2 }
        if textPresentation { return 1 }
        return min(width + extraColumns, 2)
    }
}
