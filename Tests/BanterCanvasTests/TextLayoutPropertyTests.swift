import Testing
@testable import BanterCanvas

/// Properties of wrapping and truncation over generated text, with fixed seeds so that a
/// failure is the same failure every run.
@Suite("Text layout properties")
struct TextLayoutPropertyTests {
    /// Building blocks for generated text: words in several scripts, wide and multi-scalar
    /// clusters, punctuation that constrains breaks, and several kinds of space.
    static let pieces = [
        "a", "chat", "message", "supercalifragilistic", "well-known", "x", "42", "e\u{301}te\u{301}",
        "日本語", "中文", "한국어", "テキスト", "。", "「", "」", "，",
        "😀", "👍🏽", "🇯🇵", "👨‍👩‍👧", "1️⃣", "❤️", "❤", "🇺",
        "Привет", "καλημέρα", "مرحبا", "क्षि", "ไทย",
        " ", " ", " ", "  ", "   ", "\u{3000}", "\u{00A0}", "\u{200B}", "-", "...", "!",
    ]

    static func generatedText(_ random: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...40, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    static let breakingSpaces: Set<Character> = [" ", "\u{3000}", "\u{200B}"]

    @Test(arguments: 0..<40)
    func wrappedLinesNeverExceedTheWidth(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        for _ in 0..<50 {
            let text = Self.generatedText(&random)
            let width = Int.random(in: 2...40, using: &random)
            for line in TextLayout.wrap(text, width: width) {
                #expect(TextWidth.of(line) <= width, "\(line.debugDescription) at width \(width) from \(text.debugDescription)")
            }
        }
    }

    /// Put back together, the lines are the original text less the whitespace at the
    /// breaks, and every break falls between two grapheme clusters of the original.
    @Test(arguments: 0..<40)
    func wrappedLinesRebuildTheText(seed: Int) {
        var random = SeededGenerator(seed: UInt64(1000 + seed))
        for _ in 0..<50 {
            let text = Self.generatedText(&random)
            let width = Int.random(in: 1...40, using: &random)
            let lines = TextLayout.wrap(text, width: width)
            #expect(Self.rebuilds(text, from: lines), "\(text.debugDescription) at width \(width) gave \(lines)")
        }
    }

    /// Matches the lines against the text's clusters in order, skipping only breaking
    /// whitespace between lines.
    static func rebuilds(_ text: String, from lines: [String]) -> Bool {
        let clusters = Array(text)
        var position = 0
        for line in lines {
            let lineClusters = Array(line)
            while !clusters[position...].starts(with: lineClusters) {
                guard position < clusters.count, breakingSpaces.contains(clusters[position]) else { return false }
                position += 1
            }
            position += lineClusters.count
        }
        return clusters[position...].allSatisfy { breakingSpaces.contains($0) }
    }

    @Test(arguments: 0..<20)
    func wrappingWithHardBreaksKeepsEveryParagraph(seed: Int) {
        var random = SeededGenerator(seed: UInt64(2000 + seed))
        for _ in 0..<20 {
            let paragraphs = (0..<Int.random(in: 1...5, using: &random)).map { _ in Self.generatedText(&random) }
            let width = Int.random(in: 2...30, using: &random)
            let whole = TextLayout.wrap(paragraphs.joined(separator: "\n"), width: width)
            let separately = paragraphs.flatMap { TextLayout.wrap($0, width: width) }
            #expect(whole == separately)
        }
    }

    @Test(arguments: 0..<20)
    func truncationFitsAndKeepsAPrefix(seed: Int) {
        var random = SeededGenerator(seed: UInt64(3000 + seed))
        for _ in 0..<50 {
            let text = Self.generatedText(&random)
            let width = Int.random(in: 0...30, using: &random)
            for mode in [TextLayout.TruncationMode.head, .middle, .tail] {
                let truncated = TextLayout.truncate(text, width: width, mode: mode)
                #expect(TextWidth.of(truncated) <= width)
                if TextWidth.of(text) <= width { #expect(truncated == text) }
            }
            let tail = TextLayout.truncate(text, width: width)
            if tail != text && tail.hasSuffix("…") {
                #expect(text.hasPrefix(String(tail.dropLast())))
            }
        }
    }

    /// Measuring and drawing agree: a canvas writes exactly `TextWidth.of` columns, and
    /// a string measures the sum of its characters.
    @Test(arguments: 0..<20)
    func measuringAgreesWithDrawing(seed: Int) {
        var random = SeededGenerator(seed: UInt64(4000 + seed))
        for _ in 0..<50 {
            let text = Self.generatedText(&random)
            let width = TextWidth.of(text)
            #expect(width == text.reduce(0) { $0 + TextWidth.of($1) })
            var canvas = Canvas(width: width + 2, height: 1)
            #expect(canvas.write(text, at: .zero) == width)
            #expect(TextWidth.of(canvas.rowText(0)) == width + 2)
            #expect(CanvasTests.gridIsValid(canvas))
        }
    }
}
