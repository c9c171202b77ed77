import Testing
@testable import BanterCanvas

/// The scanner finds most boundaries from its own tables; these tests hold it to the
/// standard library's `Character` boundaries on text built to stress every fast path.
@Suite("Grapheme scanner")
struct GraphemeScannerTests {
    /// Scalars that start, extend or join clusters in every way UAX #29 knows: ASCII, CR
    /// and LF, combining marks, ZWJ, variation selectors, skin tones, regional indicators,
    /// keycaps, tags, Hangul jamo and syllables, an Indic conjunct's consonants and virama,
    /// prepended marks, spacing marks, kana and CJK, and default-ignorables.
    static let scalars: [UInt32] = [
        0x61, 0x20, 0x31, 0x23, 0x0D, 0x0A, 0x09, 0x301, 0x323, 0x200D, 0xFE0F, 0xFE0E,
        0x1F3FD, 0x1F1EF, 0x1F1F5, 0x20E3, 0xE0067, 0xE007F, 0x1F3F4, 0x1F469, 0x1F4BB,
        0x2764, 0x231A, 0x1F600, 0x1100, 0x1161, 0x11A8, 0xAC00, 0xAC01, 0x915, 0x94D,
        0x937, 0x93F, 0x600, 0xE33, 0xE01, 0x3042, 0x30AB, 0x3099, 0x65E5, 0xFF8A, 0xFF9F,
        0x200B, 0xAD, 0xE9, 0x85, 0x2028, 0xA9,
    ]

    @Test(arguments: 0..<10)
    func clustersMatchTheStandardLibrary(seed: Int) {
        var random = SeededGenerator(seed: UInt64(5000 + seed))
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<Int.random(in: 0...24, using: &random) {
                text.unicodeScalars.append(Unicode.Scalar(Self.scalars.randomElement(using: &random)!)!)
            }
            #expect(Self.scannerBoundaries(text) == Self.characterBoundaries(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func clustersOfCommonText() {
        for text in ["Hello, 世界! 👋🏽 Ça va? 🇯🇵🇺 👨‍👩‍👧‍👦 #️⃣ e\u{301}\r\nनमस्ते क्षि ﾊﾟ 한국어 각", "", "a", "\u{301}x"] {
            #expect(Self.scannerBoundaries(text) == Self.characterBoundaries(text))
        }
    }

    static func scannerBoundaries(_ text: String) -> [Int] {
        GraphemeScanner.scan(text[...]) { scanner in
            var ends: [Int] = []
            while let cluster = scanner.next() { ends.append(cluster.end) }
            return ends
        }
    }

    static func characterBoundaries(_ text: String) -> [Int] {
        var ends: [Int] = []
        var index = text.startIndex
        while index < text.endIndex {
            index = text.index(after: index)
            ends.append(text.utf8.distance(from: text.startIndex, to: index))
        }
        return ends
    }
}
