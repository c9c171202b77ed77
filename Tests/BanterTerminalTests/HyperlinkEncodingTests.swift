import BanterCanvas
import Testing
import BanterTerminal

/// OSC 8: linked cells reach a capable terminal inside a hyperlink, and nothing a message
/// put in a URL can end the sequence or start another.
@Suite("Hyperlink encoding")
struct HyperlinkEncodingTests {
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    private func canvas(linking url: String, width: Int = 12) -> Canvas {
        var canvas = Canvas(width: width, height: 1)
        canvas.write("a-", at: .zero)
        canvas.write("link", at: Point(x: 2, y: 0), style: TextStyle(attributes: .underline, link: Hyperlink(url)))
        canvas.write("-b", at: Point(x: 6, y: 0))
        return canvas
    }

    @Test func aLinkIsWrappedInOSC8AndClosedBeforeTheNextText() {
        var encoder = FrameEncoder(colorDepth: .trueColor, hyperlinks: true)
        let bytes = text(encoder.encode(previous: nil, next: canvas(linking: "https://example.org/a?b=1")))
        #expect(bytes.contains("a-\u{1B}[4m\u{1B}]8;;https://example.org/a?b=1\u{1B}\\link\u{1B}[0m\u{1B}]8;;\u{1B}\\-b"))
        #expect(bytes.components(separatedBy: "\u{1B}]8;;").count == 3, "one open and one close")
    }

    @Test func withoutTheCapabilityNoOSCIsWritten() {
        var encoder = FrameEncoder(colorDepth: .trueColor)
        let bytes = text(encoder.encode(previous: nil, next: canvas(linking: "https://example.org")))
        #expect(!bytes.contains("\u{1B}]"))
        #expect(bytes.contains("link"))
    }

    @Test func aLinkAtTheEndOfTheFrameIsClosed() {
        var encoder = FrameEncoder(colorDepth: .trueColor, hyperlinks: true)
        var canvas = Canvas(width: 4, height: 1)
        canvas.write("go", at: .zero, style: TextStyle(link: Hyperlink("https://x.test")))
        let bytes = text(encoder.encode(previous: nil, next: canvas))
        #expect(bytes.hasSuffix("go\u{1B}]8;;\u{1B}\\\u{1B}[?25l"))
    }

    @Test func aChangeOfLinkAloneRewritesTheCells() {
        var encoder = FrameEncoder(colorDepth: .trueColor, hyperlinks: true)
        let first = canvas(linking: "https://one.test")
        _ = encoder.encode(previous: nil, next: first)
        let bytes = text(encoder.encode(previous: first, next: canvas(linking: "https://two.test")))
        #expect(bytes.contains("\u{1B}]8;;https://two.test\u{1B}\\link\u{1B}]8;;\u{1B}\\"))
    }

    @Test(arguments: [
        "https://evil.test/\u{1B}]2;pwned\u{07}",
        "https://evil.test/\u{1B}\\\u{1B}[31m",
        "https://evil.test/\u{07}x",
        "https://evil.test/\u{9B}31m\u{9D}0;t\u{9C}",
        "https://evil.test/a b\u{7F}\u{0}",
    ])
    func controlBytesInAURLAreNeutralised(url: String) throws {
        let link = try #require(Hyperlink(url))
        #expect(link.bytes.allSatisfy { $0 > 0x20 && $0 < 0x7F })
        var encoder = FrameEncoder(colorDepth: .trueColor, hyperlinks: true)
        let bytes = encoder.encode(previous: nil, next: canvas(linking: url, width: 12))
        // Every ESC the frame holds starts a sequence of the encoder's own: CSI, or OSC 8
        // ended by ST; BEL and C1 controls never appear.
        #expect(!bytes.contains(0x07))
        #expect(!bytes.contains { $0 >= 0x80 && $0 < 0xA0 } || !text(bytes).unicodeScalars.contains { $0.value >= 0x80 && $0.value < 0xA0 })
        let oscs = text(bytes).components(separatedBy: "\u{1B}]").dropFirst()
        for osc in oscs {
            #expect(osc.hasPrefix("8;;"))
            let body = osc.dropFirst(3).prefix { $0 != "\u{1B}" }
            #expect(body.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F })
        }
    }

    @Test func onlyWebAndMailURLsOfBoundedLengthBecomeLinks() {
        #expect(Hyperlink("https://example.org") != nil)
        #expect(Hyperlink("HTTP://EXAMPLE.ORG") != nil)
        #expect(Hyperlink("mailto:me@example.org") != nil)
        #expect(Hyperlink("file:///etc/passwd") == nil)
        #expect(Hyperlink("javascript:alert(1)") == nil)
        #expect(Hyperlink("") == nil)
        #expect(Hyperlink("https://example.org/" + String(repeating: "a", count: Hyperlink.maximumLength)) == nil)
        #expect(Hyperlink("https://é.test")?.url == "https://%C3%A9.test")
    }

    @Test func theSameURLIsTheSameLink() {
        #expect(Hyperlink("https://same.test") == Hyperlink("https://same.test"))
        #expect(Hyperlink("https://same.test") != Hyperlink("https://other.test"))
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let environment: [String: String]
        let expected: Bool
        var testDescription: String { environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ") }
    }

    @Test(arguments: [
        Row(environment: ["TERM": "xterm-256color"], expected: false),
        Row(environment: [:], expected: false),
        Row(environment: ["TERM": "xterm-256color", "VTE_VERSION": "7200"], expected: true),
        Row(environment: ["TERM": "xterm-256color", "VTE_VERSION": "4800"], expected: false),
        Row(environment: ["TERM": "xterm-kitty"], expected: true),
        Row(environment: ["TERM": "foot"], expected: true),
        Row(environment: ["TERM_PROGRAM": "iTerm.app"], expected: true),
        Row(environment: ["TERM_PROGRAM": "WezTerm"], expected: true),
        Row(environment: ["WT_SESSION": "abc"], expected: true),
        Row(environment: ["TERM": "xterm-kitty", "NO_HYPERLINKS": ""], expected: false),
        Row(environment: ["TERM": "xterm-kitty", "NO_HYPERLINKS": "1", "FORCE_HYPERLINK": "1"], expected: false),
        Row(environment: ["TERM": "xterm", "FORCE_HYPERLINK": "1"], expected: true),
        Row(environment: ["TERM": "xterm", "FORCE_HYPERLINK": "0"], expected: false),
        Row(environment: ["TERM": "tmux-256color", "TMUX": "/tmp/t,1,0", "VTE_VERSION": "7200"], expected: false),
        Row(environment: ["TERM": "dumb", "TERM_PROGRAM": "WezTerm"], expected: false),
    ])
    func detection(row: Row) {
        #expect(TerminalCapabilities.detect(environment: row.environment).supportsHyperlinks == row.expected)
    }
}
