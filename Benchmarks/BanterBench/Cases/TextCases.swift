import BanterCanvas

/// Cases for measuring and laying out text.
enum TextCases {
    static let all = [widthASCII, widthMixed, wrap]

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

    private static func widthWorkload(_ text: String) -> BenchmarkWorkload {
        BenchmarkWorkload(bytesPerIteration: text.utf8.count) {
            TextWidth.of(text)
        }
    }
}
