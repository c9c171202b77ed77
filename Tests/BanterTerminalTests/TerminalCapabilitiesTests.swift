import BanterCanvas
import Testing
@testable import BanterTerminal

@Suite("Terminal capabilities")
struct TerminalCapabilitiesTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let environment: [String: String]
        let depth: ColorDepth
        let isDumb: Bool
        var testDescription: String { environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ") }
    }

    @Test(arguments: [
        Row(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], depth: .trueColor, isDumb: false),
        Row(environment: ["TERM": "xterm", "COLORTERM": "24bit"], depth: .trueColor, isDumb: false),
        Row(environment: ["TERM": "xterm", "COLORTERM": "TrueColor"], depth: .trueColor, isDumb: false),
        Row(environment: ["TERM": "xterm-direct"], depth: .trueColor, isDumb: false),
        Row(environment: ["TERM": "xterm-256color"], depth: .palette256, isDumb: false),
        Row(environment: ["TERM": "tmux-256color", "COLORTERM": "yes"], depth: .palette256, isDumb: false),
        Row(environment: ["TERM": "xterm"], depth: .ansi16, isDumb: false),
        Row(environment: ["TERM": "linux"], depth: .ansi16, isDumb: false),
        Row(environment: [:], depth: .ansi16, isDumb: false),
        Row(environment: ["TERM": "dumb"], depth: .monochrome, isDumb: true),
        Row(environment: ["TERM": "dumb", "COLORTERM": "truecolor"], depth: .monochrome, isDumb: true),
        Row(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"], depth: .monochrome, isDumb: false),
        Row(environment: ["TERM": "xterm-256color", "NO_COLOR": ""], depth: .palette256, isDumb: false),
    ])
    func detection(row: Row) {
        let capabilities = TerminalCapabilities.detect(environment: row.environment)
        #expect(capabilities.colorDepth == row.depth)
        #expect(capabilities.isDumb == row.isDumb)
    }

    @Test func theEncoderDownsamplesToTheDetectedDepth() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.write("x", at: .zero, style: TextStyle(foreground: .rgb(255, 0, 0)))
        var sixteen = FrameEncoder(capabilities: .detect(environment: ["TERM": "xterm"]))
        #expect(String(decoding: sixteen.encode(previous: nil, next: canvas), as: UTF8.self).contains("\u{1B}[91mx"))
        var palette = FrameEncoder(capabilities: .detect(environment: ["TERM": "xterm-256color"]))
        #expect(String(decoding: palette.encode(previous: nil, next: canvas), as: UTF8.self).contains("\u{1B}[38;5;196mx"))
        var full = FrameEncoder(capabilities: .detect(environment: ["COLORTERM": "truecolor"]))
        #expect(String(decoding: full.encode(previous: nil, next: canvas), as: UTF8.self).contains("\u{1B}[38;2;255;0;0mx"))
        var none = FrameEncoder(capabilities: .detect(environment: ["NO_COLOR": "1"]))
        #expect(!String(decoding: none.encode(previous: nil, next: canvas), as: UTF8.self).contains("38;"))
    }
}
