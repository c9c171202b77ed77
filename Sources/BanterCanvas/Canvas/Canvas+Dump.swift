extension Canvas {
    /// The text of one row: each grapheme once (a wide grapheme's continuation adds
    /// nothing), trailing spaces kept so that columns line up.
    public func rowText(_ y: Int) -> String {
        guard y >= 0, y < height else { return "" }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width)
        for cell in cells[(y * width)..<((y + 1) * width)] { cell.appendUTF8(to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The canvas as plain text: the rows joined by `\n`, trailing spaces kept.
    public func plainText() -> String {
        (0..<height).map(rowText).joined(separator: "\n")
    }

    /// The text, then every styled run, one per line, for diff-friendly snapshots:
    ///
    ///     Hello, world
    ///     ────────────
    ///     --- styles
    ///     0:0..<5 fg=red bold
    ///     1:0..<12 fg=brightBlack
    ///
    /// A run is a row, a half-open column range and a `TextStyle` description; runs in the
    /// plain style are left out (`(none)` when all of them are). This format is stable:
    /// tests pin it, and changing it re-records every snapshot.
    public func styledDump() -> String {
        var lines = [plainText(), "--- styles"]
        for y in 0..<height {
            var x = 0
            while x < width {
                let style = cells[y * width + x].packedStyle
                var end = x + 1
                while end < width && cells[y * width + end].packedStyle == style { end += 1 }
                if style != 0 { lines.append("\(y):\(x)..<\(end) \(TextStyle(packed: style))") }
                x = end
            }
        }
        if lines.count == 2 { lines.append("(none)") }
        return lines.joined(separator: "\n")
    }
}
