import BanterCanvas

/// Cases for drawing on a `Canvas`.
enum CanvasCases {
    static let all = [paint]

    /// A full repaint of a large terminal: every cell of a 200x60 canvas written with mixed
    /// text, each row in one of a few styles. The canvas is kept between iterations, as a
    /// window's is between frames.
    static let paint = BenchmarkCase("canvas.paint.200x60", unit: .microseconds, target: 150) {
        let width = 200, height = 60
        var text = SampleText(seed: 0xBA47E1)
        let rows = (0..<height).map { _ in text.mixedRow(columns: width) }
        let styles = [
            TextStyle.plain,
            TextStyle(foreground: .cyan, attributes: [.bold]),
            TextStyle(foreground: .palette(244), background: .palette(236)),
            TextStyle(foreground: .rgb(250, 200, 90), background: .rgb(30, 30, 46), attributes: [.italic]),
            TextStyle(foreground: .brightWhite, attributes: [.underline]),
        ]
        var canvas = Canvas(width: width, height: height)
        return BenchmarkWorkload {
            var written = 0
            for (y, row) in rows.enumerated() {
                written += canvas.write(row, at: Point(x: 0, y: y), style: styles[y % styles.count])
            }
            return written
        }
    }
}
