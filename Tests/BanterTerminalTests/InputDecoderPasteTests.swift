import Testing

@testable import BanterTerminal

/// Bracketed paste: `ESC [ 200 ~` … `ESC [ 201 ~` is one `.paste` event.
@Suite struct InputDecoderPasteTests {
    static let pasteCases: [DecoderCase] = [
        DecoderCase("\u{1B}[200~hello\u{1B}[201~", .paste("hello")),
        DecoderCase("\u{1B}[200~\u{1B}[201~", .paste("")),
        DecoderCase("a\u{1B}[200~b\u{1B}[201~c", .char("a"), .paste("b"), .char("c")),
        // Content is data: keys, sequences and control bytes inside are text.
        DecoderCase("\u{1B}[200~\u{1B}[A\t\u{03}\u{1B}[201~", .paste("\u{1B}[A\t\u{03}")),
        // Bytes that begin like the end marker but are not it.
        DecoderCase("\u{1B}[200~\u{1B}[20x\u{1B}[2\u{1B}[201~", .paste("\u{1B}[20x\u{1B}[2")),
        DecoderCase("\u{1B}[200~\u{1B}\u{1B}[201~", .paste("\u{1B}")),
        DecoderCase("\u{1B}[200~\u{1B}[200~\u{1B}[201~", .paste("\u{1B}[200~")),
        // Terminals send Return as CR; the paste has LF.
        DecoderCase("\u{1B}[200~one\rtwo\r\nthree\n\u{1B}[201~", .paste("one\ntwo\nthree\n")),
        DecoderCase("\u{1B}[200~é日😀\u{1B}[201~", .paste("é日😀")),
        // Invalid UTF-8 in a paste becomes U+FFFD rather than unknown events.
        DecoderCase(bytes: Array("\u{1B}[200~a".utf8) + [0xFF, 0xC3] + Array("\u{1B}[201~".utf8), .paste("a\u{FFFD}\u{FFFD}")),
        DecoderCase("\u{1B}[200~x\u{1B}[201~\u{1B}[200~y\u{1B}[201~", .paste("x"), .paste("y")),
        DecoderCase("\u{1B}\u{1B}[200~x\u{1B}[201~", .key(.escape), .paste("x")),
    ]

    @Test(arguments: pasteCases)
    func paste(_ row: DecoderCase) {
        DecoderHarness.expectDecodes(row.input, row.expected)
    }

    @Test func aPasteSplitAcrossManyReadsIsOneEvent() {
        let text = String(repeating: "line of pasted text, ünïcödé 😀\r", count: 200)
        let input = Array(("\u{1B}[200~" + text + "\u{1B}[201~").utf8)
        let expected: [InputEvent] = [.paste(text.replacing("\r", with: "\n"))]
        for readSize in [1, 2, 3, 5, 7, 64, 1000] {
            let reads = stride(from: 0, to: input.count, by: readSize).map { Array(input[$0..<min($0 + readSize, input.count)]) }
            let outcome = DecoderHarness.decode(reads)
            #expect(outcome.events == expected, "reads of \(readSize)")
            #expect(outcome.isAccounted)
        }
    }

    @Test func anOpenPasteIsNotPendingInputAndSurvivesAFlush() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~abc\u{1B}[20".utf8)) == [])
        #expect(decoder.isInsidePaste)
        #expect(!decoder.hasPendingInput)
        #expect(decoder.flushPending() == [])
        #expect(decoder.decode(Array("1~x".utf8)) == [.paste("abc"), .char("x")])
        #expect(!decoder.isInsidePaste)
    }

    @Test func anUnterminatedPasteHoldsEverythingThatFollows() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~abc".utf8)) == [])
        #expect(decoder.decode(Array("\r\u{1B}[A\u{03}".utf8)) == [])
        #expect(decoder.isInsidePaste)
        #expect(decoder.heldByteCount == 6 + 3 + 5)
    }

    @Test func aPasteLongerThanTheLimitArrivesInPieces() {
        let text = String(repeating: "0123456789", count: 10)
        let input = Array(("\u{1B}[200~" + text + "\u{1B}[201~").utf8)
        let outcome = DecoderHarness.decode([input], pasteLimit: 32)
        let thirtyTwo = String(repeating: "0123456789", count: 4).prefix(32)
        let expected: [InputEvent] = [
            .paste(String(thirtyTwo)),
            .paste("23456789" + thirtyTwo.prefix(24)),
            .paste("456789" + thirtyTwo.prefix(26)),
            .paste("6789"),
        ]
        #expect(outcome.events == expected)
        #expect(outcome.isAccounted)
        #expect(InputDecoder.maxPasteBytes == 1 << 20)
    }

    /// Pieces split at the limit never cut a UTF-8 scalar or a CR LF pair, however the
    /// reads fall.
    @Test(arguments: [1, 2, 3, 4, 5, 11, 16])
    func piecesSplitBetweenCharacters(shift: Int) {
        let text = String(repeating: "x", count: shift) + String(repeating: "日😀é\r\nab", count: 20)
        let input = Array(("\u{1B}[200~" + text + "\u{1B}[201~").utf8)
        let whole = DecoderHarness.decode([input], pasteLimit: 16)
        let pieces = whole.events.compactMap { event -> String? in
            if case .paste(let text) = event { return text }
            return nil
        }
        #expect(pieces.count == whole.events.count)
        #expect(pieces.count > 1)
        #expect(pieces.joined() == text.replacing("\r\n", with: "\n"))
        #expect(pieces.allSatisfy { !$0.contains("\u{FFFD}") && $0.utf8.count <= 16 })
        let byteByByte = DecoderHarness.decode(input.map { [$0] }, pasteLimit: 16)
        #expect(byteByByte.events == whole.events)
        #expect(whole.isAccounted && byteByByte.isAccounted)
    }

    @Test func theDefaultLimitSplitsAHugePaste() {
        let text = [UInt8](repeating: UInt8(ascii: "z"), count: InputDecoder.maxPasteBytes + 10)
        var decoder = InputDecoder()
        var events = decoder.decode(Array("\u{1B}[200~".utf8))
        events += decoder.decode(text)
        #expect(events.count == 1)
        events += decoder.decode(Array("\u{1B}[201~".utf8))
        let lengths = events.map { event -> Int in
            if case .paste(let text) = event { return text.utf8.count }
            return -1
        }
        #expect(lengths == [InputDecoder.maxPasteBytes, 10])
    }
}
