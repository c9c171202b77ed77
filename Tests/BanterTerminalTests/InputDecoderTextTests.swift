import Testing

@testable import BanterTerminal

/// Typed text, control keys and the ESC (Alt) prefix.
@Suite struct InputDecoderTextTests {
    static let textCases: [DecoderCase] = [
        DecoderCase("a", .char("a")),
        DecoderCase("Hi!", .char("H"), .char("i"), .char("!")),
        DecoderCase(" ", .char(" ")),
        DecoderCase("~", .char("~")),
        // UTF-8 of two, three and four bytes.
        DecoderCase("é", .char("é")),
        DecoderCase("€", .char("€")),
        DecoderCase("😀", .char("😀")),
        DecoderCase("a日本", .char("a"), .char("日"), .char("本")),
        DecoderCase("\u{10FFFF}", .char("\u{10FFFF}")),
        // One event per scalar: grapheme clusters are not merged, so the events never
        // depend on how reads split the input.
        DecoderCase("e\u{301}", .char("e"), .char("\u{301}")),
        DecoderCase("🇺🇸", .char("\u{1F1FA}"), .char("\u{1F1F8}")),
        DecoderCase("👍🏽", .char("👍"), .char("\u{1F3FD}")),
    ]

    @Test(arguments: textCases)
    func text(_ row: DecoderCase) {
        DecoderHarness.expectDecodes(row.input, row.expected)
    }

    static let controlCases: [DecoderCase] = [
        DecoderCase("\r", .key(.enter)),
        DecoderCase("\n", .char("j", .control)),
        DecoderCase("\t", .key(.tab)),
        DecoderCase("\u{7F}", .key(.backspace)),
        DecoderCase("\u{08}", .key(.backspace, .control)),
        DecoderCase("\u{00}", .char(" ", .control)),
        DecoderCase("\u{01}", .char("a", .control)),
        DecoderCase("\u{02}", .char("b", .control)),
        DecoderCase("\u{03}", .char("c", .control)),
        DecoderCase("\u{04}", .char("d", .control)),
        DecoderCase("\u{05}", .char("e", .control)),
        DecoderCase("\u{06}", .char("f", .control)),
        DecoderCase("\u{07}", .char("g", .control)),
        DecoderCase("\u{0B}", .char("k", .control)),
        DecoderCase("\u{0C}", .char("l", .control)),
        DecoderCase("\u{0E}", .char("n", .control)),
        DecoderCase("\u{0F}", .char("o", .control)),
        DecoderCase("\u{10}", .char("p", .control)),
        DecoderCase("\u{11}", .char("q", .control)),
        DecoderCase("\u{12}", .char("r", .control)),
        DecoderCase("\u{13}", .char("s", .control)),
        DecoderCase("\u{14}", .char("t", .control)),
        DecoderCase("\u{15}", .char("u", .control)),
        DecoderCase("\u{16}", .char("v", .control)),
        DecoderCase("\u{17}", .char("w", .control)),
        DecoderCase("\u{18}", .char("x", .control)),
        DecoderCase("\u{19}", .char("y", .control)),
        DecoderCase("\u{1A}", .char("z", .control)),
        DecoderCase("\u{1C}", .char("\\", .control)),
        DecoderCase("\u{1D}", .char("]", .control)),
        DecoderCase("\u{1E}", .char("^", .control)),
        DecoderCase("\u{1F}", .char("_", .control)),
        DecoderCase("a\rb", .char("a"), .key(.enter), .char("b")),
    ]

    @Test(arguments: controlCases)
    func controlBytes(_ row: DecoderCase) {
        DecoderHarness.expectDecodes(row.input, row.expected)
    }

    static let altCases: [DecoderCase] = [
        DecoderCase("\u{1B}a", .char("a", .alt)),
        DecoderCase("\u{1B}A", .char("A", .alt)),
        DecoderCase("\u{1B}1", .char("1", .alt)),
        DecoderCase("\u{1B} ", .char(" ", .alt)),
        DecoderCase("\u{1B}]", .char("]", .alt)),
        DecoderCase("\u{1B}\r", .key(.enter, .alt)),
        DecoderCase("\u{1B}\t", .key(.tab, .alt)),
        DecoderCase("\u{1B}\u{7F}", .key(.backspace, .alt)),
        DecoderCase("\u{1B}\u{01}", .char("a", [.control, .alt])),
        DecoderCase("\u{1B}\u{00}", .char(" ", [.control, .alt])),
        DecoderCase("\u{1B}é", .char("é", .alt)),
        DecoderCase("\u{1B}😀", .char("😀", .alt)),
        DecoderCase("\u{1B}ab", .char("a", .alt), .char("b")),
        // ESC ESC: the first is the Alt prefix of the second.
        DecoderCase("\u{1B}\u{1B}a", .key(.escape, .alt), .char("a")),
        DecoderCase("\u{1B}\u{1B}\u{1B}a", .key(.escape, .alt), .char("a", .alt)),
        // rxvt sends Alt with a cursor key as ESC before the key's sequence.
        DecoderCase("\u{1B}\u{1B}[A", .key(.up, .alt)),
        DecoderCase("\u{1B}\u{1B}[5~", .key(.pageUp, .alt)),
        DecoderCase("\u{1B}\u{1B}OP", .key(.function(1), .alt)),
        DecoderCase("\u{1B}\u{1B}[1;5C", .key(.right, [.alt, .control])),
        // Alt does not stack: a key that has Alt already leaves the ESC a key of its own.
        DecoderCase("\u{1B}\u{1B}[1;3C", .key(.escape), .key(.right, .alt)),
        // ESC before something that is not a key is a plain Esc.
        DecoderCase("\u{1B}\u{1B}[I", .key(.escape), .focusGained),
        DecoderCase("\u{1B}\u{1B}[<0;1;1M", .key(.escape), .mouse(.press(.left), x: 0, y: 0)),
        DecoderCase(bytes: [0x1B, 0xFF], .key(.escape), .unknown([0xFF])),
    ]

    @Test(arguments: altCases)
    func escapePrefixAddsAlt(_ row: DecoderCase) {
        DecoderHarness.expectDecodes(row.input, row.expected)
    }

    @Test func aLongRunOfTextIsOneEventPerCharacter() {
        let text = String(repeating: "The quick brown fox, 12345! ", count: 40) + "ünïcödé 日本語 😀"
        let events = DecoderHarness.decode([Array(text.utf8)]).events
        #expect(events == text.unicodeScalars.map { .char(Character($0)) })
    }
}
