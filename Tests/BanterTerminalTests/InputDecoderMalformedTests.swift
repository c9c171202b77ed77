import Testing

@testable import BanterTerminal

/// Invalid, unknown, truncated and oversized input: `.unknown` with the very bytes, or
/// sensible keys, and never a crash, a hang or unbounded holding.
@Suite struct InputDecoderMalformedTests {
    /// Invalid UTF-8 becomes `.unknown` with the maximal invalid subpart, and the byte that
    /// broke a sequence is decoded afresh.
    static let invalidUTF8Cases: [DecoderCase] = [
        DecoderCase(bytes: [0x80], .unknown([0x80])),
        DecoderCase(bytes: [0xBF, 0x61], .unknown([0xBF]), .char("a")),
        DecoderCase(bytes: [0xFF], .unknown([0xFF])),
        DecoderCase(bytes: [0xFE, 0xFF], .unknown([0xFE]), .unknown([0xFF])),
        DecoderCase(bytes: [0xF5, 0x80], .unknown([0xF5]), .unknown([0x80])),
        // Overlong encodings.
        DecoderCase(bytes: [0xC0, 0xAF], .unknown([0xC0]), .unknown([0xAF])),
        DecoderCase(bytes: [0xC1, 0xBF], .unknown([0xC1]), .unknown([0xBF])),
        DecoderCase(bytes: [0xE0, 0x80, 0xAF], .unknown([0xE0]), .unknown([0x80]), .unknown([0xAF])),
        DecoderCase(bytes: [0xF0, 0x80, 0x80, 0xAF], .unknown([0xF0]), .unknown([0x80]), .unknown([0x80]), .unknown([0xAF])),
        // An encoded surrogate, and a value past U+10FFFF.
        DecoderCase(bytes: [0xED, 0xA0, 0x80], .unknown([0xED]), .unknown([0xA0]), .unknown([0x80])),
        DecoderCase(bytes: [0xF4, 0x90, 0x80, 0x80], .unknown([0xF4]), .unknown([0x90]), .unknown([0x80]), .unknown([0x80])),
        // Sequences cut short by another byte.
        DecoderCase(bytes: [0xE2, 0x82, 0x61], .unknown([0xE2, 0x82]), .char("a")),
        DecoderCase(bytes: [0xC3, 0x1B, 0x5B, 0x41], .unknown([0xC3]), .key(.up)),
        DecoderCase(bytes: [0xF0, 0x9F, 0x98, 0xC3, 0xA9], .unknown([0xF0, 0x9F, 0x98]), .char("é")),
        // The edges of the valid ranges.
        DecoderCase(bytes: [0xC2, 0x80], .char("\u{80}")),
        DecoderCase(bytes: [0xED, 0x9F, 0xBF], .char("\u{D7FF}")),
        DecoderCase(bytes: [0xEE, 0x80, 0x80], .char("\u{E000}")),
        DecoderCase(bytes: [0xF4, 0x8F, 0xBF, 0xBF], .char("\u{10FFFF}")),
    ]

    @Test(arguments: invalidUTF8Cases)
    func invalidUTF8(_ row: DecoderCase) {
        DecoderHarness.expectDecodes(row.input, row.expected)
    }

    /// Complete sequences the decoder does not know, or with parameters that fit no key.
    static let unknownSequenceCases: [DecoderCase] = [
        "\u{1B}[x", "\u{1B}[E", "\u{1B}[5A", "\u{1B}[2;5A", "\u{1B}[1;2;3A", "\u{1B}[1;300A",
        "\u{1B}[99~", "\u{1B}[16~", "\u{1B}[22~", "\u{1B}[25~", "\u{1B}[~", "\u{1B}[1;2;3~",
        "\u{1B}[201~", "\u{1B}[2;5$", "\u{1B}[1:5A", "\u{1B}[?1;2c", "\u{1B}[>0;95;0c",
        "\u{1B}[1I", "\u{1B}[1a", "\u{1B}[ q", "\u{1B}[1 q", "\u{1B}[?2026;2$y",
        "\u{1B}[1;5<A", "\u{1B}OZ", "\u{1B}O1;2;3A", "\u{1B}O1a", "\u{1B}[[Z",
        "\u{1B}[99999999999999999999999999A", "\u{1B}[1;99999999999999999999~",
    ].map { DecoderCase($0, .unknown(Array($0.utf8))) }

    @Test(arguments: unknownSequenceCases)
    func unknownSequences(_ row: DecoderCase) {
        DecoderHarness.expectDecodes(row.input, row.expected)
    }

    /// A byte that cannot belong to a sequence ends it; what there was is unknown and the
    /// byte is decoded afresh. `ESC [` or `ESC O` alone before it is Alt with the bracket.
    static let interruptedCases: [DecoderCase] = [
        DecoderCase("\u{1B}[1;5\u{1B}[A", .unknown(Array("\u{1B}[1;5".utf8)), .key(.up)),
        DecoderCase("\u{1B}[1;5\u{03}", .unknown(Array("\u{1B}[1;5".utf8)), .char("c", .control)),
        DecoderCase("\u{1B}[<0;1;\r", .unknown(Array("\u{1B}[<0;1;".utf8)), .key(.enter)),
        DecoderCase(bytes: Array("\u{1B}[12".utf8) + [0xC3, 0xA9], .unknown(Array("\u{1B}[12".utf8)), .char("é")),
        DecoderCase("\u{1B}[\u{01}", .char("[", .alt), .char("a", .control)),
        DecoderCase("\u{1B}[\u{1B}[A", .char("[", .alt), .key(.up)),
        DecoderCase("\u{1B}O\u{01}", .char("O", .alt), .char("a", .control)),
        DecoderCase("\u{1B}O ", .char("O", .alt), .char(" ")),
        DecoderCase("\u{1B}O5 ", .unknown(Array("\u{1B}O5".utf8)), .char(" ")),
        DecoderCase("\u{1B}[[\u{01}", .unknown(Array("\u{1B}[[".utf8)), .char("a", .control)),
    ]

    @Test(arguments: interruptedCases)
    func interruptedSequences(_ row: DecoderCase) {
        DecoderHarness.expectDecodes(row.input, row.expected)
    }

    @Test func anOverlongSequenceIsUnknownInBoundedPiecesThroughItsFinalByte() {
        let digits = String(repeating: "1234567890", count: 20)
        let input = Array("\u{1B}[\(digits)Ax".utf8)
        let pieces = input.dropLast().inPieces(of: InputDecoder.maxSequenceBytes)
        var expected = pieces.map { InputEvent.unknown(Array($0)) }
        expected.append(.char("x"))
        DecoderHarness.expectDecodes(input, expected)
    }

    @Test func anOverlongSequenceEndsAtAByteThatCannotBeInIt() {
        let digits = String(repeating: "7", count: 80)
        let input = Array("\u{1B}[\(digits)\u{1B}[B".utf8)
        let expected: [InputEvent] = [
            .unknown(Array(input[..<64])), .unknown(Array(input[64..<82])), .key(.down),
        ]
        DecoderHarness.expectDecodes(input, expected)
    }

    @Test func anOverlongSequenceIsHeldAtMostInBoundedPiecesAndFlushed() {
        var decoder = InputDecoder()
        var events = decoder.decode(Array("\u{1B}[".utf8) + [UInt8](repeating: UInt8(ascii: "5"), count: 100))
        #expect(events == [.unknown(Array("\u{1B}[".utf8) + [UInt8](repeating: UInt8(ascii: "5"), count: 62))])
        #expect(decoder.hasPendingInput)
        #expect(decoder.heldByteCount == 38)
        events = decoder.flushPending()
        #expect(events == [.unknown([UInt8](repeating: UInt8(ascii: "5"), count: 38))])
        #expect(!decoder.hasPendingInput)
        #expect(decoder.decode(Array("5a".utf8)) == [.char("5"), .char("a")])
    }

    @Test func aSequenceOfExactlyTheLimitIsAccepted() {
        let zeros = String(repeating: "0", count: InputDecoder.maxSequenceBytes - 4)
        DecoderHarness.expectDecodes(Array("\u{1B}[\(zeros)1A".utf8), [.key(.up)])
    }

    @Test func heldInputNeverExceedsTheBound() {
        var decoder = InputDecoder()
        var longest = 0
        for byte in Array("\u{1B}[<".utf8) + [UInt8](repeating: UInt8(ascii: ";"), count: 1000) {
            _ = decoder.decode([byte])
            longest = max(longest, decoder.heldByteCount)
        }
        #expect(longest <= InputDecoder.maxSequenceBytes)
    }

    @Test func everyByteAloneDecodesWithoutTrouble() {
        for byte in UInt8.min...UInt8.max {
            let outcome = DecoderHarness.decode([[byte], [byte, byte, byte]])
            #expect(outcome.isAccounted, "byte \(byte)")
            #expect(!(outcome.events + outcome.flushed).isEmpty, "byte \(byte)")
        }
    }
}

extension Collection {
    /// The collection in consecutive pieces of `size` elements (the last may be shorter).
    fileprivate func inPieces(of size: Int) -> [SubSequence] {
        var pieces: [SubSequence] = []
        var start = startIndex
        while start != endIndex {
            let end = index(start, offsetBy: size, limitedBy: endIndex) ?? endIndex
            pieces.append(self[start..<end])
            start = end
        }
        return pieces
    }
}
