import BanterCanvas
import BanterTerminal

/// Cases for the terminal layer: encoding frames and decoding input.
enum TerminalCases {
    static let all = [encodeFull, encodeUnchanged, encodeUnchangedBytes, encodeOneCellBytes, encodeScrollRatio, decodeMixed]

    /// Every cell of a 200x60 frame changed, in mixed styles: the worst frame there is.
    static let encodeFull = BenchmarkCase("terminal.encode.full.200x60", unit: .microseconds, target: 150) {
        let screens = [screen(seed: 1), screen(seed: 2)]
        var encoder = FrameEncoder(colorDepth: .trueColor)
        var shown = 0
        return BenchmarkWorkload {
            shown = 1 - shown
            return encoder.encode(previous: screens[1 - shown], next: screens[shown]).count
        }
    }

    /// A frame identical to the last: comparing 12,000 cells and writing nothing.
    static let encodeUnchanged = BenchmarkCase("terminal.encode.unchanged.200x60", unit: .microseconds, target: 20) {
        let canvas = screen(seed: 3)
        var encoder = FrameEncoder(colorDepth: .trueColor)
        return BenchmarkWorkload { encoder.encode(previous: canvas, next: canvas).count }
    }

    /// The bytes an unchanged frame costs: none.
    static let encodeUnchangedBytes = BenchmarkCase("terminal.encode.unchanged.bytes", unit: .bytes, target: 0) {
        let canvas = screen(seed: 3)
        var encoder = FrameEncoder(colorDepth: .trueColor)
        return BenchmarkWorkload { encoder.encode(previous: canvas, next: canvas).count }
    }

    /// One cell changed in the middle of the screen, as when a spinner turns.
    static let encodeOneCellBytes = BenchmarkCase("terminal.encode.onecell.bytes", unit: .bytes, target: 20) {
        let before = screen(seed: 4)
        var after = before
        after.write("✓", at: Point(x: 100, y: 30), style: before[100, 30].style)
        var encoder = FrameEncoder(colorDepth: .trueColor)
        _ = encoder.encode(previous: nil, next: before)
        return BenchmarkWorkload { encoder.encode(previous: before, next: after).count }
    }

    /// A 34-row message list scrolled up 3 rows for a new message, as a share of the bytes
    /// that redrawing the whole list takes.
    static let encodeScrollRatio = BenchmarkCase("terminal.encode.scroll.34rows", unit: .percent, target: 25) {
        let region = 2..<36
        let before = chatScreen(firstRow: 0, region: region)
        let after = chatScreen(firstRow: 3, region: region)
        var cleared = after
        cleared.fill(Rect(x: 0, y: region.lowerBound, width: after.width, height: region.count))
        return BenchmarkWorkload {
            var scrolling = FrameEncoder(colorDepth: .trueColor)
            var redrawing = FrameEncoder(colorDepth: .trueColor)
            _ = scrolling.encode(previous: nil, next: before)
            _ = redrawing.encode(previous: nil, next: cleared)
            let scrolled = scrolling.encode(previous: before, next: after, scrolls: [ScrollHint(rows: region, offset: 3)])
            let redrawn = redrawing.encode(previous: cleared, next: after)
            return scrolled.count * 10_000 / max(1, redrawn.count)
        }
    }

    /// Decoding what a busy person sends: typed text with arrows, modified keys, mouse
    /// reports and a paste.
    static let decodeMixed = BenchmarkCase("terminal.decode.mixed", unit: .megabytesPerSecond, target: 50) {
        var sample = SampleText(seed: 0xDEC0DE)
        var input: [UInt8] = []
        while input.count < 64 * 1024 {
            input += Array(sample.message(averageCharacters: 60).utf8)
            input += Array("\u{1B}[A\u{1B}[1;5C\u{1B}[<0;12;7M\u{1B}[<0;12;7m\r\u{7F}\u{1B}OP".utf8)
            if input.count % 7 == 0 { input += Array("\u{1B}[200~pasted text\nline two\u{1B}[201~".utf8) }
        }
        return BenchmarkWorkload(bytesPerIteration: input.count) {
            var decoder = InputDecoder()
            return decoder.decode(input).count
        }
    }

    /// A 200x60 screen of mixed text in a handful of styles.
    private static func screen(seed: UInt64) -> Canvas {
        var text = SampleText(seed: seed)
        var canvas = Canvas(width: 200, height: 60)
        let styles = [
            TextStyle.plain,
            TextStyle(foreground: .cyan, attributes: .bold),
            TextStyle(foreground: .palette(244), background: .palette(236)),
            TextStyle(foreground: .rgb(250, 200, 90), background: .rgb(30, 30, 46), attributes: .italic),
        ]
        for y in 0..<canvas.height {
            var x = 0
            while x < canvas.width {
                let word = text.mixedRow(columns: 12)
                x += canvas.write(word, at: Point(x: x, y: y), style: styles[(x / 12 + y + Int(seed)) % styles.count])
            }
        }
        return canvas
    }

    /// A chat screen: a header, a list region showing message rows from `firstRow` on
    /// (each message is a sender line, a text line and a gap), and an input bar.
    private static func chatScreen(firstRow: Int, region: Range<Int>) -> Canvas {
        var canvas = Canvas(width: 120, height: 40)
        canvas.write("< #general", at: Point(x: 1, y: 0), style: TextStyle(attributes: .bold))
        canvas.drawHorizontalLine(from: Point(x: 0, y: 1), length: 120, style: TextStyle(foreground: .brightBlack))
        var sample = SampleText(seed: 7)
        var rows: [(String, TextStyle)] = []
        for index in 0..<20 {
            rows.append(("alice  09:\(10 + index)", TextStyle(foreground: .cyan, attributes: .bold)))
            rows.append((String(sample.message(averageCharacters: 80).prefix(100)), .plain))
            rows.append(("", .plain))
        }
        for (offset, y) in region.enumerated() {
            let (text, style) = rows[(firstRow + offset) % rows.count]
            canvas.write(text, at: Point(x: 2, y: y), style: style)
        }
        canvas.drawBox(Rect(x: 0, y: 36, width: 120, height: 4), border: .rounded)
        canvas.write("Type a message", at: Point(x: 2, y: 37), style: TextStyle(foreground: .brightBlack))
        return canvas
    }
}
