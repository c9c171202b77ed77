/// The greedy line breaker behind `TextLayout.wrap`: fed the clusters of tab-free text in
/// order, it groups them into words and spaces and fills lines of a fixed width.
///
/// Lines are runs of the source bytes, so a line is one copy and never a rebuild. Breaks
/// follow a small, predictable subset of UAX #14: at spaces, around wide clusters (CJK and
/// emoji), after a hyphen between letters; not before closing or after opening punctuation.
struct LineBreaker {
    let width: Int
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var lines: [String] = []

    // The line being filled: source bytes lineStart..<lineEnd, lineWidth columns.
    private var lineStart = 0, lineEnd = 0, lineWidth = 0
    private var lineIsEmpty = true
    // Whitespace seen since the last word: kept if the next word fits after it.
    private var spaceStart = -1, spaceEnd = 0, spaceWidth = 0
    // The word being collected.
    private var wordStart = -1, wordEnd = 0, wordWidth = 0
    // The last two clusters of the word, for the break rules.
    private var previous: ScannedCluster?
    private var previousIsLetter = false, beforePreviousIsLetter = false

    init(width: Int, bytes: UnsafeBufferPointer<UInt8>) {
        self.width = width
        self.bytes = bytes
    }

    /// Takes the next cluster of the text.
    @inline(__always)
    mutating func add(_ cluster: ScannedCluster) {
        let scalar = cluster.firstScalar
        if cluster.isSingleScalar && LineBreaker.isBreakingSpace(scalar) {
            addSpace(from: cluster.start, to: cluster.end, width: cluster.width)
            return
        }
        if LineBreaker.isHardBreak(scalar) {
            finishWord()
            finishParagraph()
            return
        }
        if wordStart >= 0, let previous,
           LineBreaker.breaksBetween(previous, cluster, hyphenFollowsLetter: beforePreviousIsLetter) {
            finishWord()
        }
        if wordStart < 0 { wordStart = cluster.start }
        wordEnd = cluster.end
        wordWidth += cluster.width
        beforePreviousIsLetter = previousIsLetter
        previousIsLetter = LineBreaker.isLetter(scalar)
        previous = cluster
    }

    /// Ends the current paragraph: trailing whitespace stays if it fits, and the line is
    /// emitted even when empty.
    mutating func finishParagraph() {
        finishWord()
        if spaceStart >= 0 && lineWidth + spaceWidth <= width {
            if lineIsEmpty { lineStart = spaceStart }
            lineEnd = spaceEnd
            lineWidth += spaceWidth
        }
        emitLine(allowEmpty: true)
        clearSpace()
    }

    /// Takes one U+0020 space at `offset`.
    @inline(__always)
    mutating func addSpace(at offset: Int) {
        addSpace(from: offset, to: offset + 1, width: 1)
    }

    @inline(__always)
    private mutating func addSpace(from start: Int, to end: Int, width spaceColumns: Int) {
        finishWord()
        if spaceStart < 0 { spaceStart = start }
        spaceEnd = end
        spaceWidth += spaceColumns
    }

    /// Takes a run of printable ASCII with no space and no hyphen in one step: no break can
    /// fall inside it, so only its first character needs the break rules.
    mutating func addWordRun(from start: Int, to end: Int) {
        add(ScannedCluster(start: start, end: start + 1, width: 1, firstScalar: UInt32(bytes[start]), isSingleScalar: true))
        guard end - start > 1 else { return }
        wordEnd = end
        wordWidth += end - start - 1
        let last = UInt32(bytes[end - 1])
        beforePreviousIsLetter = LineBreaker.isLetter(UInt32(bytes[end - 2]))
        previousIsLetter = LineBreaker.isLetter(last)
        previous = ScannedCluster(start: end - 1, end: end, width: 1, firstScalar: last, isSingleScalar: true)
    }

    /// Whether a line may break between two clusters of one run of non-space text.
    @inline(__always)
    private static func breaksBetween(_ before: ScannedCluster, _ after: ScannedCluster, hyphenFollowsLetter: Bool) -> Bool {
        let aroundWide = before.width == 2 || after.width == 2
        let afterHyphen = before.firstScalar == 0x2D && hyphenFollowsLetter && isLetter(after.firstScalar)
        guard aroundWide || afterHyphen else { return false }
        return !isNoStart(after.firstScalar) && !isNoEnd(before.firstScalar)
    }

    /// Whether `byte` can be part of a word run (`addWordRun`): printable ASCII other than
    /// space and hyphen.
    @inline(__always)
    static func isWordByte(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F && byte != 0x2D
    }

    private mutating func finishWord() {
        guard wordStart >= 0 else { return }
        place(start: wordStart, end: wordEnd, width: wordWidth)
        wordStart = -1
        wordWidth = 0
        previous = nil
        previousIsLetter = false
        beforePreviousIsLetter = false
    }

    private mutating func place(start: Int, end: Int, width wordWidth: Int) {
        let pending = spaceStart >= 0 ? spaceWidth : 0
        if lineWidth + pending + wordWidth <= width {
            if lineIsEmpty { lineStart = spaceStart >= 0 ? spaceStart : start }
            lineEnd = end
            lineWidth += pending + wordWidth
            lineIsEmpty = false
            clearSpace()
            return
        }
        // The word does not fit: the whitespace before it is the break, and is dropped.
        emitLine(allowEmpty: false)
        clearSpace()
        if wordWidth <= width {
            lineStart = start
            lineEnd = end
            lineWidth = wordWidth
            lineIsEmpty = false
        } else {
            breakLongWord(start: start, end: end)
        }
    }

    /// Fills whole lines with the clusters of a word too wide for any line; the rest starts
    /// the next line.
    private mutating func breakLongWord(start: Int, end: Int) {
        let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        var chunkStart = start, chunkWidth = 0
        GraphemeScanner.scan(word[...]) { scanner in
            while let cluster = scanner.next() {
                if chunkWidth > 0 && chunkWidth + cluster.width > width {
                    lines.append(text(chunkStart..<(start + cluster.start)))
                    chunkStart = start + cluster.start
                    chunkWidth = 0
                }
                chunkWidth += cluster.width
            }
        }
        lineStart = chunkStart
        lineEnd = end
        lineWidth = chunkWidth
        lineIsEmpty = false
    }

    private mutating func emitLine(allowEmpty: Bool) {
        if !lineIsEmpty {
            lines.append(text(lineStart..<lineEnd))
        } else if allowEmpty {
            lines.append("")
        }
        lineIsEmpty = true
        lineWidth = 0
    }

    private mutating func clearSpace() {
        spaceStart = -1
        spaceWidth = 0
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    // MARK: - Character classes

    /// Spaces a line may break at. No-break spaces (U+00A0, U+2007, U+202F) are not among
    /// them; the zero-width space is.
    @inline(__always)
    static func isBreakingSpace(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return scalar == 0x20 }
        switch scalar {
        case 0x1680, 0x2000...0x2006, 0x2008...0x200B, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// Characters that end a paragraph.
    @inline(__always)
    static func isHardBreak(_ scalar: UInt32) -> Bool {
        (scalar >= 0x0A && scalar <= 0x0D) || scalar == 0x85 || scalar == 0x2028 || scalar == 0x2029
    }

    @inline(__always)
    static func isLetter(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return (scalar | 0x20) >= 0x61 && (scalar | 0x20) <= 0x7A }
        return scalar >= 0xC0 && scalar != 0xD7 && scalar != 0xF7 && !isBreakingSpace(scalar)
    }

    /// Closing punctuation and small kana that must not start a line.
    static func isNoStart(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x21, 0x25, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D: return true  // ! % ) , . : ; ? ] }
        case 0..<0x80: return false
        default: return noStart.contains(scalar)
        }
    }

    /// Opening punctuation that must not end a line.
    static func isNoEnd(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x28, 0x5B, 0x7B: return true  // ( [ {
        case 0..<0x80: return false
        default: return noEnd.contains(scalar)
        }
    }

    private static let noStart: Set<UInt32> = Set("、。，．：；！？）］｝」』】〕〉》〙〗〟’”ゝゞー々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ・…".unicodeScalars.map(\.value))
    private static let noEnd: Set<UInt32> = Set("（［｛「『【〔〈《〘〖〝‘“".unicodeScalars.map(\.value))
}
