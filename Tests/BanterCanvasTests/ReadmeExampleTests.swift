import Testing
import BanterCanvas

/// The README's canvas example, kept honest: it must build and draw what it promises.
@Suite("README")
struct ReadmeExampleTests {
    @Test func theCanvasExampleDraws() {
        var canvas = Canvas(width: 30, height: 5)
        canvas.drawBox(canvas.bounds, border: .rounded, style: TextStyle(foreground: .brightBlack))
        for (row, line) in TextLayout.wrap("Hello 世界! Wrapping keeps 👩‍💻 whole.", width: 28).enumerated() {
            canvas.write(line, at: Point(x: 1, y: 1 + row), style: TextStyle(foreground: .cyan))
        }
        #expect(canvas.plainText() == [
            "╭────────────────────────────╮",
            "│Hello 世界! Wrapping keeps  │",
            "│👩‍💻 whole.                   │",
            "│                            │",
            "╰────────────────────────────╯",
        ].joined(separator: "\n"))
    }
}
