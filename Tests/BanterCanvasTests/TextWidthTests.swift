import Testing
@testable import BanterCanvas

// Expected widths are derived by hand from the width rules (see the README) and the Unicode 15.0
// data files (EastAsianWidth.txt, emoji-data.txt, UnicodeData.txt, DerivedCoreProperties.txt),
// not from the implementation. Grapheme boundaries are the standard library's (the rules and
// `GraphemeScanner`), which follow UAX #29 including GB9c, so a Devanagari conjunct such as
// क्षि is one cluster.

/// One row of a width table: the text, the columns it occupies, and a short label.
struct TextWidthRow: Sendable, CustomTestStringConvertible {
    let text: String
    let width: Int
    let label: String

    init(_ text: String, _ width: Int, _ label: String) {
        self.text = text
        self.width = width
        self.label = label
    }

    var testDescription: String {
        let scalars = text.unicodeScalars.map { "U+" + hex($0.value) }.joined(separator: " ")
        return "\(label) [\(scalars)] = \(width)"
    }
}

/// One row for `TextWidth.of(Character)`.
struct CharacterWidthRow: Sendable, CustomTestStringConvertible {
    let character: Character
    let width: Int
    let label: String

    init(_ character: Character, _ width: Int, _ label: String) {
        self.character = character
        self.width = width
        self.label = label
    }

    var testDescription: String { "\(label) = \(width)" }
}

/// One row for `TextWidth.of(Unicode.Scalar)`.
struct ScalarWidthRow: Sendable, CustomTestStringConvertible {
    let scalar: Unicode.Scalar
    let width: Int
    let label: String

    init(_ scalar: Unicode.Scalar, _ width: Int, _ label: String) {
        self.scalar = scalar
        self.width = width
        self.label = label
    }

    var testDescription: String { "U+\(hex(scalar.value)) \(label) = \(width)" }
}

/// Text spliced into printable ASCII at every position, and the columns it adds.
struct ASCIIInsertion: Sendable, CustomTestStringConvertible {
    let text: String
    let added: Int
    let label: String

    init(_ text: String, _ added: Int, _ label: String) {
        self.text = text
        self.added = added
        self.label = label
    }

    var testDescription: String { "\(label) adds \(added)" }
}

private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

/// Printable ASCII (0x20...0x7E) of the given length, cycling from `phase` so that the
/// boundary bytes space and tilde land at different positions.
private func printableASCII(_ length: Int, phase: Int = 0) -> String {
    String(decoding: (0..<length).map { UInt8(0x20 + (phase + $0) % 95) }, as: UTF8.self)
}

enum TextWidthTable {
    static let strings: [TextWidthRow] = [
        // ASCII and empty
        TextWidthRow("", 0, "empty string"),
        TextWidthRow("a", 1, "one ASCII letter"),
        TextWidthRow(" ", 1, "space"),
        TextWidthRow("Hello, world!", 13, "ASCII sentence"),
        TextWidthRow("abcdefghijklmnopqrstuvwxyz0123456789", 36, "long ASCII (fast path)"),

        // CJK
        TextWidthRow("你好世界", 8, "Chinese ideographs"),
        TextWidthRow("日本語のテキスト", 16, "Japanese kanji, hiragana and katakana"),
        TextWidthRow("ひらがな", 8, "hiragana"),
        TextWidthRow("한국어", 6, "Korean Hangul syllables"),
        TextWidthRow("안녕하세요", 10, "Korean greeting"),
        TextWidthRow("\u{3000}", 2, "ideographic space (F)"),
        TextWidthRow("\u{20000}", 2, "CJK Extension B ideograph"),

        // Fullwidth and halfwidth forms
        TextWidthRow("\u{FF21}", 2, "fullwidth A"),
        TextWidthRow("\u{FF01}", 2, "fullwidth exclamation mark"),
        TextWidthRow("\u{FFE5}", 2, "fullwidth yen sign"),
        TextWidthRow("\u{FF71}", 1, "halfwidth katakana A"),
        TextWidthRow("\u{FF71}\u{FF72}\u{FF73}\u{FF74}\u{FF75}", 5, "halfwidth katakana vowels"),

        // Accents, composed and decomposed
        TextWidthRow("\u{E9}", 1, "precomposed e acute"),
        TextWidthRow("e\u{301}", 1, "e + combining acute"),
        TextWidthRow("a\u{301}\u{323}", 1, "a + acute + dot below"),
        TextWidthRow("caf\u{E9}", 4, "cafe, precomposed"),
        TextWidthRow("cafe\u{301}", 4, "cafe, decomposed"),
        TextWidthRow("Z\u{36B}\u{343}\u{36A}\u{314}\u{31A}\u{33C}", 1, "zalgo stack of six marks"),
        TextWidthRow("\u{301}", 0, "lone combining acute"),
        TextWidthRow("\u{301}abc", 3, "leading combining mark"),
        TextWidthRow("a\u{20DD}", 1, "a + enclosing circle (Me)"),
        TextWidthRow("\u{304B}\u{3099}", 2, "ka + combining voiced mark (decomposed ga)"),
        TextWidthRow("\u{3099}", 0, "lone combining voiced mark (Mn although EAW W)"),
        TextWidthRow("\u{34F}", 0, "combining grapheme joiner"),

        // Emoji
        TextWidthRow("\u{1F600}", 2, "grinning face, default emoji presentation"),
        TextWidthRow("\u{1F600}\u{FE0F}", 2, "grinning face + redundant VS16"),
        TextWidthRow("\u{1F44D}\u{1F3FD}", 2, "thumbs up, medium skin tone"),
        TextWidthRow("\u{1F3FD}", 2, "lone skin-tone modifier (Emoji_Presentation)"),
        TextWidthRow("\u{261D}\u{1F3FD}", 2, "text-default index finger + skin tone"),
        TextWidthRow("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", 2, "ZWJ family of four"),
        TextWidthRow("\u{1F469}\u{200D}\u{1F4BB}", 2, "ZWJ woman technologist"),
        TextWidthRow("\u{1F9D1}\u{1F3FD}\u{200D}\u{1F680}", 2, "ZWJ astronaut with skin tone"),
        TextWidthRow("\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", 2, "rainbow flag (text-default base, VS16, ZWJ)"),
        TextWidthRow("\u{2764}\u{FE0F}\u{200D}\u{1F525}", 2, "heart on fire"),
        TextWidthRow("\u{1F1EF}\u{1F1F5}", 2, "flag JP"),
        TextWidthRow("\u{1F1FA}\u{1F1F8}", 2, "flag US"),
        TextWidthRow("\u{1F1FA}", 1, "lone regional indicator U"),
        TextWidthRow("\u{1F1FA}a", 2, "lone regional indicator then a"),
        TextWidthRow("\u{1F1FA}\u{1F1F8}\u{1F1EF}", 3, "flag + lone regional indicator"),
        TextWidthRow("\u{1F1FA}\u{1F1F8}\u{1F1EF}\u{1F1F5}", 4, "two flags"),
        TextWidthRow("1\u{FE0F}\u{20E3}", 2, "keycap 1"),
        TextWidthRow("#\u{FE0F}\u{20E3}", 2, "keycap #"),
        TextWidthRow("*\u{FE0F}\u{20E3}2\u{FE0F}\u{20E3}", 4, "keycaps * and 2"),
        TextWidthRow("\u{2764}", 1, "heavy black heart, text default"),
        TextWidthRow("\u{2764}\u{FE0F}", 2, "heart + VS16"),
        TextWidthRow("\u{2764}\u{FE0E}", 1, "heart + VS15"),
        TextWidthRow("\u{263A}", 1, "white smiling face, text default"),
        TextWidthRow("\u{263A}\u{FE0F}", 2, "white smiling face + VS16"),
        TextWidthRow("\u{231A}", 2, "watch, emoji default"),
        TextWidthRow("\u{231A}\u{FE0E}", 1, "watch + VS15, text presentation"),
        TextWidthRow("\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", 2, "England flag tag sequence"),
        TextWidthRow("\u{1F3F4}", 2, "waving black flag alone"),
        TextWidthRow("\u{3030}\u{FE0E}", 2, "wavy dash + VS15: wide as CJK punctuation, not as an emoji"),
        TextWidthRow("\u{3297}\u{FE0E}", 2, "circled ideograph congratulation + VS15 stays wide"),
        TextWidthRow("\u{600}\u{1F1FA}\u{1F1F8}", 2, "prepended number sign before a flag"),
        TextWidthRow("\u{600}\u{2764}\u{FE0F}", 2, "prepended number sign before heart + VS16"),
        TextWidthRow("\u{263A}\u{200D}", 1, "a trailing ZWJ joins nothing"),
        TextWidthRow("\u{A9}\u{200D}", 1, "copyright sign + trailing ZWJ"),
        TextWidthRow("\u{FF8A}\u{FF9F}", 2, "halfwidth ha + semi-voiced mark: two columns in every terminal"),
        TextWidthRow("\u{FF76}\u{FF9E}\u{FF76}", 3, "halfwidth ga, then ka"),

        // Zero-width and default-ignorable
        TextWidthRow("\u{200B}", 0, "zero width space"),
        TextWidthRow("\u{200C}", 0, "ZWNJ"),
        TextWidthRow("\u{200D}", 0, "ZWJ alone"),
        TextWidthRow("\u{2060}", 0, "word joiner"),
        TextWidthRow("\u{AD}", 0, "soft hyphen"),
        TextWidthRow("\u{FEFF}", 0, "byte order mark"),
        TextWidthRow("\u{FE0F}", 0, "VS16 alone"),
        TextWidthRow("\u{FE0E}", 0, "VS15 alone"),
        TextWidthRow("\u{E0100}", 0, "VS17 alone"),
        TextWidthRow("\u{200F}", 0, "right-to-left mark"),
        TextWidthRow("\u{3164}", 0, "Hangul filler (default ignorable although EAW W)"),
        TextWidthRow("a\u{200B}b", 2, "ZWSP between letters"),
        TextWidthRow("co\u{AD}op", 4, "soft hyphen in a word"),
        TextWidthRow("\u{FEFF}BOM", 3, "BOM before text"),
        TextWidthRow("a\u{200D}b", 2, "ZWJ between letters"),
        TextWidthRow("a\u{FE0F}", 1, "VS16 after a non-emoji"),

        // Hangul jamo
        TextWidthRow("\u{1100}\u{1161}\u{11A8}", 2, "jamo L V T"),
        TextWidthRow("\u{1100}\u{1161}", 2, "jamo L V"),
        TextWidthRow("\u{1100}", 2, "lone leading jamo"),
        TextWidthRow("\u{1161}", 0, "lone medial vowel jamo"),
        TextWidthRow("\u{11A8}", 0, "lone final consonant jamo"),
        TextWidthRow("\u{AC00}\u{11A8}", 2, "LV syllable + final jamo"),
        TextWidthRow("\u{D55C}\u{1100}\u{1161}\u{11A8}\u{AE00}", 6, "syllable, jamo L V T, syllable"),

        // Devanagari (Mc vowel signs are 0 and join the cluster)
        TextWidthRow("\u{915}\u{94D}\u{937}\u{93F}", 1, "Devanagari ksi conjunct, one cluster"),
        TextWidthRow("\u{928}\u{92E}\u{938}\u{94D}\u{924}\u{947}", 3, "Devanagari namaste, three clusters"),
        TextWidthRow("\u{939}\u{93F}\u{928}\u{94D}\u{926}\u{940}", 2, "Devanagari hindi, two clusters"),
        TextWidthRow("\u{915}\u{903}", 1, "Devanagari ka + visarga (Mc)"),
        TextWidthRow("\u{915}\u{93F}", 1, "Devanagari ka + vowel sign i (Mc)"),

        // Thai
        TextWidthRow("\u{E2A}\u{E27}\u{E31}\u{E2A}\u{E14}\u{E35}", 4, "Thai sawasdee, four clusters"),
        TextWidthRow("\u{E19}\u{E49}\u{E33}", 1, "Thai nam: tone mark and sara am (spacing mark)"),
        TextWidthRow("\u{E17}\u{E35}\u{E48}", 1, "Thai thi: two marks"),
        TextWidthRow("\u{E40}\u{E01}", 2, "Thai preposed vowel is its own cluster"),

        // Arabic and Hebrew
        TextWidthRow("\u{645}\u{631}\u{62D}\u{628}\u{627}", 5, "Arabic marhaba"),
        TextWidthRow("\u{645}\u{64E}\u{631}\u{652}\u{62D}\u{64E}\u{628}\u{64B}\u{627}", 5, "Arabic marhaba with harakat"),
        TextWidthRow("\u{600}123", 3, "Arabic number sign prepends to a digit"),
        TextWidthRow("\u{5E9}\u{5B8}\u{5C1}\u{5DC}\u{5D5}\u{5B9}\u{5DD}", 4, "Hebrew shalom with niqqud"),

        // Control characters: one column each (drawn as Control Pictures)
        TextWidthRow("\u{0}", 1, "NUL"),
        TextWidthRow("\u{7}", 1, "BEL"),
        TextWidthRow("\u{1B}", 1, "ESC"),
        TextWidthRow("\t", 1, "tab"),
        TextWidthRow("\n", 1, "line feed"),
        TextWidthRow("\r", 1, "carriage return"),
        TextWidthRow("\r\n", 1, "CR LF, one cluster"),
        TextWidthRow("\n\r", 2, "LF CR, two clusters"),
        TextWidthRow("\u{7F}", 1, "DEL"),
        TextWidthRow("\u{85}", 1, "C1 next line"),
        TextWidthRow("\u{9B}", 1, "C1 CSI"),
        TextWidthRow("\u{2028}", 1, "line separator"),
        TextWidthRow("\u{7}\u{301}", 1, "control does not take a combining mark"),
        TextWidthRow("\u{1B}[1mBold\u{1B}[0m", 12, "escape sequence measured as printed"),

        // East Asian Ambiguous and other narrow symbols
        TextWidthRow("\u{2026}", 1, "ellipsis (A)"),
        TextWidthRow("\u{B0}", 1, "degree sign (A)"),
        TextWidthRow("\u{B1}", 1, "plus-minus (A)"),
        TextWidthRow("\u{3B1}", 1, "Greek alpha (A)"),
        TextWidthRow("\u{2460}", 1, "circled digit one (A)"),
        TextWidthRow("\u{2500}\u{2500}\u{2500}", 3, "box drawing (A)"),
        TextWidthRow("\u{A0}", 1, "no-break space"),

        // Mixed
        TextWidthRow("Hello, \u{4E16}\u{754C}! \u{1F44B}\u{1F3FD}", 15, "ASCII, CJK and skin-tone emoji"),
        TextWidthRow("cafe\u{301} \u{2615} \u{1F1EF}\u{1F1F5} ok", 13, "accent, hot beverage, flag"),
        TextWidthRow("\u{65E5}\u{672C}\u{301}\u{8A9E}", 6, "combining mark on an ideograph"),
        TextWidthRow("tab\there", 8, "tab in text"),
        TextWidthRow("line1\r\nline2", 11, "CR LF in text"),
        TextWidthRow("abcdefghijklmnop\u{301}qrst", 20, "mark after sixteen ASCII"),
        TextWidthRow("family \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466} & \u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", 14, "words and ZWJ sequences"),
        TextWidthRow("x=1\u{B1}0.5\u{B0}", 8, "ambiguous symbols in ASCII"),
        TextWidthRow("12345678\u{FE0F}\u{20E3}", 9, "keycap straddling the eight-byte word"),
        TextWidthRow("123456789\u{FE0F}\u{20E3}", 10, "keycap just after the eight-byte word"),
        TextWidthRow("abcdefgh\u{1F1FA}\u{1F1F8}", 10, "flag after eight ASCII"),
        TextWidthRow("\u{1F1EF}\u{1F1F5}\u{65E5}\u{672C}e\u{301}\u{200B}\u{7}", 8, "flag, ideographs, accent, ZWSP, BEL"),
    ]

    static let characters: [CharacterWidthRow] = [
        CharacterWidthRow("a", 1, "ASCII letter"),
        CharacterWidthRow("\u{4E2D}", 2, "ideograph"),
        CharacterWidthRow("e\u{301}", 1, "decomposed e acute"),
        CharacterWidthRow("\r\n", 1, "CR LF"),
        CharacterWidthRow("\u{7}", 1, "BEL"),
        CharacterWidthRow("\u{1F600}", 2, "grinning face"),
        CharacterWidthRow("\u{1F1EF}\u{1F1F5}", 2, "flag JP"),
        CharacterWidthRow("\u{1F1FA}", 1, "lone regional indicator"),
        CharacterWidthRow("\u{2764}\u{FE0F}", 2, "heart + VS16"),
        CharacterWidthRow("\u{231A}\u{FE0E}", 1, "watch + VS15"),
        CharacterWidthRow("\u{200B}", 0, "zero width space"),
        CharacterWidthRow("\u{1100}\u{1161}\u{11A8}", 2, "jamo L V T"),
        // The compiler's check of Character literals predates GB9c and rejects this one; the
        // standard library at run time treats it as one cluster.
        CharacterWidthRow(Character("\u{915}\u{94D}\u{937}\u{93F}" as String), 1, "Devanagari conjunct"),
        CharacterWidthRow("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", 2, "ZWJ family"),
        CharacterWidthRow("\u{FF71}", 1, "halfwidth katakana"),
    ]

    static let scalars: [ScalarWidthRow] = [
        ScalarWidthRow("a", 1, "ASCII letter"),
        ScalarWidthRow("\u{7}", 1, "BEL"),
        ScalarWidthRow("\u{7F}", 1, "DEL"),
        ScalarWidthRow("\u{85}", 1, "C1 next line"),
        ScalarWidthRow("\u{AD}", 0, "soft hyphen"),
        ScalarWidthRow("\u{301}", 0, "combining acute"),
        ScalarWidthRow("\u{93F}", 0, "Devanagari vowel sign i (Mc)"),
        ScalarWidthRow("\u{1100}", 2, "Hangul leading jamo"),
        ScalarWidthRow("\u{1161}", 0, "Hangul medial vowel jamo"),
        ScalarWidthRow("\u{11A8}", 0, "Hangul final jamo"),
        ScalarWidthRow("\u{200D}", 0, "ZWJ"),
        ScalarWidthRow("\u{2026}", 1, "ellipsis (A)"),
        ScalarWidthRow("\u{231A}", 2, "watch (Emoji_Presentation)"),
        ScalarWidthRow("\u{2764}", 1, "heart (text default)"),
        ScalarWidthRow("\u{3000}", 2, "ideographic space"),
        ScalarWidthRow("\u{3099}", 0, "combining voiced mark"),
        ScalarWidthRow("\u{4E2D}", 2, "ideograph"),
        ScalarWidthRow("\u{FE0F}", 0, "VS16"),
        ScalarWidthRow("\u{FF21}", 2, "fullwidth A"),
        ScalarWidthRow("\u{FF71}", 1, "halfwidth katakana"),
        ScalarWidthRow("\u{1F1FA}", 1, "regional indicator"),
        ScalarWidthRow("\u{1F3FD}", 2, "skin-tone modifier"),
        ScalarWidthRow("\u{1F600}", 2, "grinning face"),
        ScalarWidthRow("\u{20000}", 2, "CJK Extension B"),
        ScalarWidthRow("\u{E0067}", 0, "tag letter g"),
        ScalarWidthRow("\u{E0100}", 0, "VS17"),
    ]

    static let insertions: [ASCIIInsertion] = [
        ASCIIInsertion("\u{0}", 1, "NUL"),
        ASCIIInsertion("\u{1}", 1, "SOH"),
        ASCIIInsertion("\t", 1, "tab"),
        ASCIIInsertion("\u{1B}", 1, "ESC"),
        ASCIIInsertion("\u{1F}", 1, "unit separator"),
        ASCIIInsertion("\u{7F}", 1, "DEL"),
        ASCIIInsertion("\r\n", 1, "CR LF"),
        ASCIIInsertion("\u{85}", 1, "C1 next line"),
        ASCIIInsertion("\u{301}", 0, "combining acute"),
        ASCIIInsertion("\u{301}\u{323}", 0, "two combining marks"),
        ASCIIInsertion("\u{200B}", 0, "zero width space"),
        ASCIIInsertion("\u{AD}", 0, "soft hyphen"),
        ASCIIInsertion("\u{E9}", 1, "e acute"),
        ASCIIInsertion("\u{4E2D}", 2, "ideograph"),
        ASCIIInsertion("\u{1F600}", 2, "emoji"),
        ASCIIInsertion("\u{1F1FA}\u{1F1F8}", 2, "flag"),
        ASCIIInsertion("\u{1100}\u{1161}\u{11A8}", 2, "jamo L V T"),
    ]
}

@Suite("Text width")
struct TextWidthTests {
    @Test func tableIsLargeEnough() {
        #expect(TextWidthTable.strings.count >= 50)
    }

    @Test func unicodeVersion() {
        #expect(TextWidth.unicodeVersion == "15.0.0")
    }

    // MARK: Tables

    @Test(arguments: TextWidthTable.strings)
    func stringWidth(_ row: TextWidthRow) {
        #expect(TextWidth.of(row.text) == row.width)
    }

    @Test(arguments: TextWidthTable.strings)
    func clustersAddUp(_ row: TextWidthRow) {
        let sum = row.text.reduce(0) { $0 + TextWidth.of($1) }
        #expect(TextWidth.of(row.text) == sum)
    }

    /// A substring measures the same as the string it came from, wherever it lies, and
    /// splitting at any cluster boundary adds up.
    @Test(arguments: TextWidthTable.strings)
    func substringsAgree(_ row: TextWidthRow) {
        // NUL is a control, so a cluster boundary falls on both sides of it.
        let whole = "\u{0}" + row.text + "\u{0}"
        let lower = whole.index(after: whole.startIndex)
        let upper = whole.index(before: whole.endIndex)
        #expect(TextWidth.of(whole) == TextWidth.of(row.text) + 2)
        #expect(TextWidth.of(whole[lower..<upper]) == TextWidth.of(row.text))

        let text = row.text
        var split = text.startIndex
        while true {
            #expect(TextWidth.of(text[..<split]) + TextWidth.of(text[split...]) == TextWidth.of(text),
                    "split at character \(text.distance(from: text.startIndex, to: split))")
            guard split < text.endIndex else { break }
            split = text.index(after: split)
        }
    }

    @Test(arguments: TextWidthTable.characters)
    func characterWidth(_ row: CharacterWidthRow) {
        #expect(TextWidth.of(row.character) == row.width)
        #expect(TextWidth.of(String(row.character)) == row.width)
    }

    @Test(arguments: TextWidthTable.scalars)
    func scalarWidth(_ row: ScalarWidthRow) {
        #expect(TextWidth.of(row.scalar) == row.width)
    }

    // MARK: The ASCII fast path

    @Test(arguments: 0...40)
    func printableASCIIOfEveryLength(_ length: Int) {
        for phase in [0, 1, 7, 94] {
            let text = printableASCII(length, phase: phase)
            #expect(TextWidth.of(text) == length, "phase \(phase)")
            // A trailing mark joins the last character; alone it is zero.
            #expect(TextWidth.of(text + "\u{301}") == length, "phase \(phase), trailing mark")
            #expect(TextWidth.of(text + "\u{301}\u{323}") == length, "phase \(phase), trailing marks")
            #expect(TextWidth.of(text + "\u{1F600}") == length + 2, "phase \(phase), trailing emoji")
            #expect(TextWidth.of(text + "\u{FE0F}\u{20E3}") == length + (text.last.map { "0123456789#*".contains($0) } == true ? 1 : 0),
                    "phase \(phase), trailing keycap marks (a keycap after a digit, # or *)")
        }
    }

    @Test func markAfterTheEightByteWord() {
        #expect(TextWidth.of("abcdefgh\u{301}") == 8)
        #expect(TextWidth.of("abcdefghi\u{301}") == 9)
        #expect(TextWidth.of("abcdefg\u{301}h") == 8)
        #expect(TextWidth.of("abcdefghijklmnop\u{301}") == 16)
        #expect(TextWidth.of("abcdefghijklmnopq\u{301}") == 17)
    }

    /// A control character in place of any one printable character keeps the width: a
    /// control measures one column.
    @Test(arguments: ["\u{0}", "\u{1}", "\t", "\n", "\r", "\u{1B}", "\u{1F}", "\u{7F}"] as [Character])
    func controlAtEveryPosition(_ control: Character) {
        for length in 1...24 {
            let base = Array(printableASCII(length, phase: length))
            for position in 0..<length {
                var chars = base
                chars[position] = control
                #expect(TextWidth.of(String(chars)) == length, "length \(length), position \(position)")
            }
        }
    }

    /// CR LF in place of two printable characters is one column, wherever it falls relative
    /// to the eight-byte words.
    @Test func crlfAtEveryPosition() {
        for length in 2...24 {
            let base = Array(printableASCII(length, phase: length))
            for position in 0..<(length - 1) {
                var chars = base
                chars.replaceSubrange(position...(position + 1), with: ["\r\n"])
                #expect(TextWidth.of(String(chars)) == length - 1, "length \(length), position \(position)")
            }
        }
    }

    @Test(arguments: TextWidthTable.insertions)
    func insertionAtEveryPosition(_ insertion: ASCIIInsertion) {
        for length in 0...24 {
            let base = printableASCII(length, phase: 3 * length)
            for position in 0...length {
                let index = base.index(base.startIndex, offsetBy: position)
                var text = base
                text.insert(contentsOf: insertion.text, at: index)
                #expect(TextWidth.of(text) == length + insertion.added, "length \(length), position \(position)")
            }
        }
    }

    /// The word test behind the fast path, for every byte value at every position of an
    /// otherwise printable word.
    @Test func printableWordClassification() {
        let printable: UInt64 = 0x6867_6665_6463_6261  // "abcdefgh"
        #expect(TextWidth.isPrintableASCII(printable))
        #expect(TextWidth.isPrintableASCII(0x2020_2020_2020_2020))
        #expect(TextWidth.isPrintableASCII(0x7E7E_7E7E_7E7E_7E7E))
        for position in 0..<8 {
            let shift = UInt64(position * 8)
            for byte in 0...255 as ClosedRange<UInt64> {
                let word = printable & ~(0xFF << shift) | byte << shift
                #expect(TextWidth.isPrintableASCII(word) == (0x20...0x7E).contains(byte),
                        "byte \(byte) at position \(position)")
            }
        }
    }
}
