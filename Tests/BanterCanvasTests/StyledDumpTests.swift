import Testing
@testable import BanterCanvas

@Suite("Dumps")
struct StyledDumpTests {
    @Test func plainTextKeepsTrailingSpacesAndWideGraphemesOnce() {
        var canvas = Canvas(width: 6, height: 2)
        canvas.write("日本", at: .zero)
        #expect(canvas.plainText() == "日本  \n      ")
        #expect(canvas.plainText().split(separator: "\n", omittingEmptySubsequences: false).map { TextWidth.of($0) } == [6, 6])
    }

    /// The format is pinned: changing it re-records every user's snapshot.
    @Test func styledDumpFormatIsStable() {
        var canvas = Canvas(width: 12, height: 3)
        canvas.write("Hello, world", at: .zero)
        canvas.overlay(TextStyle(foreground: .red, attributes: .bold), in: Rect(x: 0, y: 0, width: 5, height: 1))
        canvas.drawHorizontalLine(from: Point(x: 0, y: 1), length: 12, style: TextStyle(foreground: .brightBlack))
        canvas.write("日本", at: Point(x: 2, y: 2), style: TextStyle(foreground: .rgb(255, 136, 0), background: .palette(236), attributes: [.italic, .underline]))
        #expect(canvas.styledDump() == [
            "Hello, world",
            "────────────",
            "  日本      ",
            "--- styles",
            "0:0..<5 fg=red bold",
            "1:0..<12 fg=brightBlack",
            "2:2..<6 fg=#ff8800 bg=palette(236) italic underline",
        ].joined(separator: "\n"))
    }

    @Test func anUnstyledCanvasSaysNone() {
        let canvas = Canvas(width: 2, height: 1)
        #expect(canvas.styledDump() == "  \n--- styles\n(none)")
    }
}
