import Testing

@testable import BanterTerminal

/// Random input, biased so that sequences, pastes and UTF-8 actually form: the decoder
/// must not crash, must hold no more than its bounds, must account for every byte, and
/// must give the same events however the input is split into reads.
@Suite struct InputDecoderFuzzTests {
    /// SplitMix64, so a failure repeats exactly.
    private struct Random {
        private var state: UInt64

        init(seed: UInt64) { state = seed }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

        mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }
    }

    /// Whole sequences and pieces of them, dropped into the random bytes.
    private static let fragments: [[UInt8]] = [
        "\u{1B}[A", "\u{1B}[1;5C", "\u{1B}[3~", "\u{1B}[15;2~", "\u{1B}OP", "\u{1B}O5Q", "\u{1B}[Z",
        "\u{1B}[2$", "\u{1B}[11^", "\u{1B}[[B", "\u{1B}[a", "\u{1B}Ob", "\u{1B}[I", "\u{1B}[O",
        "\u{1B}[<0;12;7M", "\u{1B}[<35;80;24M", "\u{1B}[<65;1;1M", "\u{1B}[<2;5;5m",
        "\u{1B}[200~", "\u{1B}[201~", "\u{1B}[201~", "\u{1B}[201~", "\u{1B}[20", "\u{1B}[<",
        "\u{1B}\u{1B}[A", "\u{1B}a", "\u{1B}[M", "\u{1B}[?1;2c", "é", "日", "😀", "e\u{301}", "\r\n",
        "\u{1B}[" + String(repeating: "9", count: 70),
    ].map { Array($0.utf8) }

    /// Bytes that start, continue or end sequences, weighted toward ESC.
    private static let alphabet: [UInt8] =
        [0x1B, 0x1B, 0x1B, 0x1B, 0x1B, 0x1B] + Array("[[[[OO0123456789;;;;<<MmM~~~$^@AaZI ".utf8)
        + [0x0D, 0x7F, 0x03, 0x00, 0x80, 0xBF, 0xC3, 0xA9, 0xE2, 0x82, 0xF0, 0x9F, 0x98, 0xED, 0xF4, 0xFF]

    private static func input(seed: UInt64, count: Int) -> [UInt8] {
        var random = Random(seed: seed)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count + 100)
        while bytes.count < count {
            let roll = random.below(100)
            if roll < 12 {
                bytes += random.pick(fragments)
            } else if roll < 65 {
                bytes.append(random.pick(alphabet))
            } else if roll < 80 {
                bytes.append(UInt8(truncatingIfNeeded: random.next()))
            } else {
                for _ in 0...random.below(12) { bytes.append(UInt8(0x20 + random.below(0x5F))) }
            }
        }
        return bytes
    }

    /// Small enough that pastes in the fuzz input reach it.
    private static let pasteLimit = 48

    private static let seeds: [UInt64] = [1, 0xBADC0DE, 0xE5C, 0x5EED_F00D]

    /// 4 × 256 KiB: a little over a million bytes in all.
    @Test(arguments: seeds)
    func randomInputSplitAnyWayDecodesTheSame(seed: UInt64) {
        let input = Self.input(seed: seed, count: 256 * 1024)
        var random = Random(seed: ~seed)

        var whole = InputDecoder(pasteLimit: Self.pasteLimit)
        whole.byteTrace = []
        var wholeEvents = whole.decode(input)
        #expect(whole.consumedByteCount + whole.heldByteCount == input.count)
        wholeEvents += whole.flushPending()

        var split = InputDecoder(pasteLimit: Self.pasteLimit)
        split.byteTrace = []
        var splitEvents: [InputEvent] = []
        var fed = 0
        var isAccounted = true
        var mostPending = 0
        var mostHeld = 0
        while fed < input.count {
            let size = random.below(8) == 0 ? 1 + random.below(512) : 1 + random.below(12)
            let end = min(fed + size, input.count)
            splitEvents += split.decode(input[fed..<end])
            fed = end
            if split.consumedByteCount + split.heldByteCount != fed { isAccounted = false }
            mostPending = max(mostPending, split.pendingByteCount)
            mostHeld = max(mostHeld, split.heldByteCount)
        }
        splitEvents += split.flushPending()

        #expect(isAccounted)
        #expect(split.consumedByteCount + split.heldByteCount == input.count)
        #expect(mostPending <= InputDecoder.maxSequenceBytes)
        #expect(mostHeld <= Self.pasteLimit + 16)
        // Compared outside #expect so a failure reports the first difference, not a
        // quarter of a million events.
        let firstDifference = splitEvents.indices.first { $0 >= wholeEvents.count || splitEvents[$0] != wholeEvents[$0] }
        #expect(firstDifference == nil)
        #expect(splitEvents.count == wholeEvents.count)
        let wholeTraceMatches = DecoderHarness.traceMatches(events: wholeEvents, trace: whole.byteTrace ?? [], input: input)
        let splitTraceMatches = DecoderHarness.traceMatches(events: splitEvents, trace: split.byteTrace ?? [], input: input)
        #expect(wholeTraceMatches)
        #expect(splitTraceMatches)

        // Sanity: the bias works, so the fuzz reaches the interesting paths.
        var kinds = Set<String>()
        for event in wholeEvents {
            switch event {
            case .key(let key) where key.modifiers.contains(.alt): kinds.insert("alt")
            case .key(let key) where key.key == .up || key.key == .function(1): kinds.insert("sequence")
            case .mouse: kinds.insert("mouse")
            case .paste: kinds.insert("paste")
            case .focusGained, .focusLost: kinds.insert("focus")
            case .unknown(let bytes) where bytes.count == InputDecoder.maxSequenceBytes: kinds.insert("overlong")
            case .unknown: kinds.insert("unknown")
            default: break
            }
        }
        #expect(kinds == ["alt", "sequence", "mouse", "paste", "focus", "overlong", "unknown"])
    }

    /// Reads with Esc timeouts firing between some of them, as a live session would.
    @Test(arguments: seeds)
    func randomInputWithTimeoutsKeepsTheBounds(seed: UInt64) {
        let input = Self.input(seed: seed &+ 99, count: 64 * 1024)
        var random = Random(seed: seed)
        var decoder = InputDecoder(pasteLimit: Self.pasteLimit)
        decoder.byteTrace = []
        var events: [InputEvent] = []
        var fed = 0
        var isAccounted = true
        var isBounded = true
        while fed < input.count {
            let end = min(fed + 1 + random.below(16), input.count)
            events += decoder.decode(input[fed..<end])
            fed = end
            if decoder.hasPendingInput && random.below(3) == 0 {
                events += decoder.flushPending()
                if decoder.hasPendingInput || decoder.pendingByteCount != 0 { isBounded = false }
            }
            if decoder.consumedByteCount + decoder.heldByteCount != fed { isAccounted = false }
            if decoder.pendingByteCount > InputDecoder.maxSequenceBytes { isBounded = false }
        }
        events += decoder.flushPending()
        #expect(isAccounted)
        #expect(isBounded)
        let traceMatches = DecoderHarness.traceMatches(events: events, trace: decoder.byteTrace ?? [], input: input)
        #expect(traceMatches)
    }
}
