import BanterCanvas
import BanterViews

/// Cases for measuring and laying out text.
enum TextCases {
    static let all = [widthASCII, widthMixed, wrap, markdownLayout]

    /// Width of plain ASCII chat text: the fast path, which should run near memory speed.
    static let widthASCII = BenchmarkCase("textwidth.ascii", unit: .megabytesPerSecond, target: 500) {
        var sample = SampleText(seed: 0xA5C11)
        return widthWorkload(sample.asciiText(bytes: 64 * 1024))
    }

    /// Width of mixed-script text with emoji, where every CJK character and emoji leaves the
    /// ASCII fast path.
    static let widthMixed = BenchmarkCase("textwidth.mixed", unit: .megabytesPerSecond, target: 40) {
        var sample = SampleText(seed: 0x313ED)
        return widthWorkload(sample.mixedText(bytes: 64 * 1024))
    }

    /// Wrapping a long chat history for a 90-column message list.
    static let wrap = BenchmarkCase("layout.wrap.1000x200@90", unit: .milliseconds, target: 2) {
        var sample = SampleText(seed: 0x3A9)
        let messages = (0..<1000).map { _ in sample.message(averageCharacters: 200) }
        return BenchmarkWorkload {
            var lines = 0
            for message in messages {
                lines += TextLayout.wrap(message, width: 90).count
            }
            return lines
        }
    }

    /// A 1,000-character message with every Markdown element (emphasis, strike, code,
    /// a quote, a link, a bare URL, a code block, wide text) parsed and laid out at the
    /// width of a bubble in a 90-column list: what drawing one formatted message costs.
    static let markdownLayout = BenchmarkCase("markdown.layout.1k", unit: .microseconds, target: 200) {
        let text = markdownMessage(characters: 1_000)
        let styles = MarkdownStyles(text: .plain)
        return BenchmarkWorkload {
            MarkdownLayout.lines(MarkdownParser.parse(text), width: 64, styles: styles).count
        }
    }

    /// Paragraphs with every inline element, a quote and a code block, cut to `characters`.
    static func markdownMessage(characters: Int) -> String {
        let paragraph = "**Release** notes for *today*, ~~Friday~~ `v2.1` with ***both*** and 日本語 text, "
            + "see [the docs](https://example.com/docs) or https://example.org/x?y=1 now.\n"
            + "> quoted **bold** line with a `code` span\n"
            + "```swift\nlet value = compute(**not bold**)   // kept as typed\n```\n"
        var text = ""
        while text.count < characters { text += paragraph }
        return String(text.prefix(characters))
    }

    private static func widthWorkload(_ text: String) -> BenchmarkWorkload {
        BenchmarkWorkload(bytesPerIteration: text.utf8.count) {
            TextWidth.of(text)
        }
    }
}
