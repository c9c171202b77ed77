import BanterCanvas
import Testing

@testable import BanterTerminal

/// One row of a decoding table: the bytes a terminal sends and the events they mean.
struct DecoderCase: Sendable, CustomTestStringConvertible {
    let input: [UInt8]
    let expected: [InputEvent]

    init(_ input: String, _ expected: InputEvent...) {
        self.input = Array(input.utf8)
        self.expected = expected
    }

    init(bytes input: [UInt8], _ expected: InputEvent...) {
        self.input = input
        self.expected = expected
    }

    /// The input with ESC as `^[` and other unprintable bytes in hex, so rows are readable.
    var testDescription: String { DecoderHarness.readable(input) }
}

/// Shorthands that keep decoding tables short.
extension InputEvent {
    static func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent {
        .key(KeyEvent(key, modifiers: modifiers))
    }

    static func char(_ character: Character, _ modifiers: KeyModifiers = []) -> InputEvent {
        .key(KeyEvent(.character(character), modifiers: modifiers))
    }

    static func mouse(_ kind: MouseEvent.Kind, x: Int, y: Int, _ modifiers: KeyModifiers = []) -> InputEvent {
        .mouse(MouseEvent(kind: kind, position: Point(x: x, y: y), modifiers: modifiers))
    }
}

/// Decodes inputs the ways a terminal might deliver them and checks the decoder's
/// bookkeeping on the way.
enum DecoderHarness {
    /// The result of decoding some reads.
    struct Outcome {
        /// Events from the `decode` calls.
        var events: [InputEvent] = []
        /// Events from the final `flushPending()`.
        var flushed: [InputEvent] = []
        /// True when, after every call, every byte fed was in an event or held, and each
        /// event with bytes of its own (`.unknown`, plain text) matched the input there.
        var isAccounted = true
    }

    /// Feeds `reads` to a fresh decoder one call each, then flushes.
    static func decode(_ reads: [[UInt8]], pasteLimit: Int = InputDecoder.maxPasteBytes) -> Outcome {
        var decoder = InputDecoder(pasteLimit: pasteLimit)
        decoder.byteTrace = []
        var outcome = Outcome()
        var fed = 0
        for read in reads {
            outcome.events += decoder.decode(read)
            fed += read.count
            if decoder.consumedByteCount + decoder.heldByteCount != fed { outcome.isAccounted = false }
        }
        outcome.flushed = decoder.flushPending()
        let input = Array(reads.joined())
        let events = outcome.events + outcome.flushed
        if decoder.consumedByteCount + decoder.heldByteCount != fed
            || !traceMatches(events: events, trace: decoder.byteTrace ?? [], input: input)
        {
            outcome.isAccounted = false
        }
        return outcome
    }

    /// Checks that `input` decodes to `expected` in one read, split into two reads at every
    /// byte boundary, and one byte per read, with nothing left for `flushPending`.
    static func expectDecodes(_ input: [UInt8], _ expected: [InputEvent], sourceLocation: SourceLocation = #_sourceLocation) {
        var splits: [(String, [[UInt8]])] = [("one read", [input]), ("byte by byte", input.map { [$0] })]
        for split in input.indices.dropFirst() {
            splits.append(("split at \(split)", [Array(input[..<split]), Array(input[split...])]))
        }
        for (name, reads) in splits {
            let outcome = decode(reads)
            #expect(outcome.events == expected, "\(name)", sourceLocation: sourceLocation)
            #expect(outcome.flushed == [], "\(name)", sourceLocation: sourceLocation)
            #expect(outcome.isAccounted, "\(name)", sourceLocation: sourceLocation)
        }
    }

    /// True when `trace` gives each event a positive byte count, the counts cover `input`
    /// up to the held bytes, and `.unknown` events and plain text carry the very bytes
    /// they were decoded from.
    static func traceMatches(events: [InputEvent], trace: [Int], input: [UInt8]) -> Bool {
        guard events.count == trace.count else { return false }
        var offset = 0
        for (event, length) in zip(events, trace) {
            guard length > 0, offset + length <= input.count else { return false }
            let source = input[offset..<offset + length]
            switch event {
            case .unknown(let bytes):
                guard bytes.elementsEqual(source), bytes.count <= InputDecoder.maxSequenceBytes else { return false }
            case .key(let key):
                if case .character(let character) = key.key, key.modifiers.isEmpty,
                    character.utf8.count == length, !character.utf8.elementsEqual(source)
                {
                    return false
                }
            default:
                break
            }
            offset += length
        }
        return true
    }

    static func readable(_ bytes: [UInt8]) -> String {
        bytes.map { byte in
            switch byte {
            case 0x1B: "^["
            case 0x21...0x7E: String(UnicodeScalar(byte))
            default: "<\(String(byte, radix: 16, uppercase: true))>"
            }
        }.joined()
    }
}

/// The pending-input contract: what is held, when, and what `flushPending` makes of it.
@Suite struct InputDecoderTests {
    @Test func aLoneEscapeIsHeldUntilFlushedAsEsc() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.hasPendingInput)
        #expect(decoder.flushPending() == [.key(.escape)])
        #expect(!decoder.hasPendingInput)
        #expect(decoder.flushPending() == [])
    }

    @Test func anEscapeCompletedByALaterReadFormsTheSequence() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("ab\u{1B}".utf8)) == [.char("a"), .char("b")])
        #expect(decoder.hasPendingInput)
        #expect(decoder.decode(Array("[1;5".utf8)) == [])
        #expect(decoder.hasPendingInput)
        #expect(decoder.decode(Array("Ac".utf8)) == [.key(.up, .control), .char("c")])
        #expect(!decoder.hasPendingInput)
    }

    @Test func completeInputLeavesNothingPending() {
        var decoder = InputDecoder()
        _ = decoder.decode(Array("hi\u{1B}[A\u{1B}x\r".utf8))
        #expect(!decoder.hasPendingInput)
        #expect(decoder.flushPending() == [])
    }

    @Test func anEscapeAfterAFlushIsAKeyOfItsOwn() {
        var decoder = InputDecoder()
        _ = decoder.decode([0x1B])
        #expect(decoder.flushPending() == [.key(.escape)])
        #expect(decoder.decode(Array("[A".utf8)) == [.char("["), .char("A")])
    }

    static let flushCases: [DecoderCase] = [
        DecoderCase("\u{1B}", .key(.escape)),
        DecoderCase("\u{1B}\u{1B}", .key(.escape, .alt)),
        DecoderCase("\u{1B}[", .char("[", .alt)),
        DecoderCase("\u{1B}O", .char("O", .alt)),
        DecoderCase("\u{1B}[1;", .unknown(Array("\u{1B}[1;".utf8))),
        DecoderCase("\u{1B}[<0;12", .unknown(Array("\u{1B}[<0;12".utf8))),
        DecoderCase("\u{1B}O1;", .unknown(Array("\u{1B}O1;".utf8))),
        DecoderCase("\u{1B}[[", .unknown(Array("\u{1B}[[".utf8))),
        DecoderCase("\u{1B}[M!", .unknown(Array("\u{1B}[M!".utf8))),
        DecoderCase("\u{1B}\u{1B}[", .key(.escape), .char("[", .alt)),
        DecoderCase(bytes: [0xE2, 0x82], .unknown([0xE2, 0x82])),
        DecoderCase(bytes: [0xF0], .unknown([0xF0])),
        DecoderCase(bytes: [0x1B, 0xC3], .key(.escape), .unknown([0xC3])),
        DecoderCase(bytes: Array("x\u{1B}".utf8), .char("x"), .key(.escape)),
    ]

    /// Each input is held whole after `decode` and becomes these events when flushed.
    @Test(arguments: flushCases)
    func flushResolvesHeldInput(_ row: DecoderCase) {
        var decoder = InputDecoder()
        var events = decoder.decode(row.input)
        #expect(decoder.hasPendingInput)
        events += decoder.flushPending()
        #expect(events == row.expected)
        #expect(!decoder.hasPendingInput)
        #expect(DecoderHarness.decode(row.input.map { [$0] }).isAccounted)
    }

    @Test func anySequenceOfBytesDecodes() {
        var decoder = InputDecoder()
        #expect(decoder.decode("a\u{1B}".utf8) == [.char("a")])
        #expect(decoder.decode(Array("[B".utf8).lazy.map { $0 }) == [.key(.down)])
        #expect(decoder.decode(AnySequence(Array("é".utf8))) == [.char("é")])
        #expect(decoder.decode([UInt8]()) == [])
    }

    @Test func byteAccountingCountsEveryEventAndHeldByte() {
        var decoder = InputDecoder()
        _ = decoder.decode(Array("a\u{1B}[A\u{1B}[200~pas".utf8))
        #expect(decoder.consumedByteCount == 4)
        #expect(decoder.heldByteCount == 9)
        _ = decoder.decode(Array("te\u{1B}[201~\u{1B}[1".utf8))
        #expect(decoder.consumedByteCount == 4 + 6 + 5 + 6)
        #expect(decoder.heldByteCount == 3)
    }
}
