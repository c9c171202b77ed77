import Testing
@testable import BanterCanvas

@Suite("Canvas")
struct CanvasTests {
    private func row(_ canvas: Canvas, _ y: Int = 0) -> String { canvas.rowText(y) }

    // MARK: Writing text

    @Test func writesTextAndReturnsTheColumnsWritten() {
        var canvas = Canvas(width: 10, height: 2)
        #expect(canvas.write("hello", at: Point(x: 2, y: 0)) == 5)
        #expect(row(canvas) == "  hello   ")
        #expect(row(canvas, 1) == "          ")
        #expect(canvas.plainText() == "  hello   \n          ")
    }

    @Test func clipsAtTheCanvasEdges() {
        var canvas = Canvas(width: 10, height: 1)
        #expect(canvas.write("hello world", at: Point(x: 7, y: 0)) == 3)
        #expect(canvas.write("abcdef", at: Point(x: -2, y: 0)) == 4)
        #expect(row(canvas) == "cdef   hel")
        #expect(canvas.write("zzz", at: Point(x: 0, y: 1)) == 0)
        #expect(canvas.write("zzz", at: Point(x: 0, y: -1)) == 0)
        #expect(canvas.write("zzz", at: Point(x: 10, y: 0)) == 0)
        #expect(row(canvas) == "cdef   hel")
    }

    @Test func aMarkJustPastTheClipStaysWithItsLetter() {
        var canvas = Canvas(width: 3, height: 1)
        #expect(canvas.write("abc\u{301}def", at: .zero) == 3)
        #expect(canvas[2, 0].grapheme == "c\u{301}")
        #expect(canvas.write(String(repeating: "x", count: 100_000) + "e\u{301}", at: Point(x: -1, y: 0)) == 3)
        #expect(row(canvas) == "xxx")
    }

    @Test func clipsToTheClipRect() {
        var canvas = Canvas(width: 10, height: 2)
        let clip = Rect(x: 2, y: 0, width: 3, height: 1)
        #expect(canvas.write("abcdef", at: Point(x: 0, y: 0), clip: clip) == 3)
        #expect(canvas.write("abcdef", at: Point(x: 0, y: 1), clip: clip) == 0)
        #expect(canvas.plainText() == "  cde     \n          ")
    }

    @Test func wideGraphemesTakeTwoCells() {
        var canvas = Canvas(width: 8, height: 1)
        #expect(canvas.write("日本", at: .zero) == 4)
        #expect(canvas[0, 0].width == 2 && canvas[0, 0].grapheme == "日")
        #expect(canvas[1, 0].isContinuation && canvas[1, 0].grapheme == nil)
        #expect(canvas[2, 0].grapheme == "本" && canvas[3, 0].isContinuation)
        #expect(row(canvas) == "日本    ")
    }

    @Test func aWideGraphemeThatDoesNotFitBecomesASpace() {
        var canvas = Canvas(width: 5, height: 1)
        #expect(canvas.write("ab日本", at: .zero) == 5)
        #expect(row(canvas) == "ab日 ")
        #expect(canvas[4, 0].width == 1)

        var clipped = Canvas(width: 6, height: 1)
        clipped.write("xxxxxx", at: .zero)
        #expect(clipped.write("日本", at: Point(x: 1, y: 0), clip: Rect(x: 0, y: 0, width: 4, height: 1)) == 3)
        #expect(row(clipped) == "x日 xx")
    }

    @Test func aWideGraphemeCutByTheLeftEdgeLeavesASpace() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.write("xxxxxx", at: .zero)
        #expect(canvas.write("日本", at: Point(x: -1, y: 0)) == 3)
        #expect(row(canvas) == " 本xxx")
        #expect(canvas.write("日", at: Point(x: 2, y: 0), clip: Rect(x: 3, y: 0, width: 3, height: 1)) == 1)
        #expect(row(canvas) == " 本 xx")
    }

    @Test func overwritingTheLeftHalfBlanksTheRightHalf() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.write("日本", at: .zero)
        canvas.write("x", at: .zero)
        #expect(row(canvas) == "x 本")
        #expect(canvas[1, 0].width == 1 && canvas[1, 0].grapheme == " ")
    }

    @Test func overwritingTheRightHalfBlanksTheLeftHalf() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.write("日本", at: .zero)
        canvas.write("x", at: Point(x: 1, y: 0))
        #expect(row(canvas) == " x本")
        #expect(canvas[0, 0].width == 1)
    }

    @Test func aWideGraphemeOverAnotherShiftedByOne() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.write("a日本", at: .zero)      // a, 日 at 1-2, 本 at 3-4
        canvas.write("語", at: Point(x: 2, y: 0))  // hits 日's right half and 本's left half
        #expect(row(canvas) == "a 語  ")
        #expect(canvas[1, 0].width == 1 && canvas[4, 0].width == 1)
    }

    @Test func halvesOutsideTheClipAreBlankedToo() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.write("日本", at: .zero)
        canvas.write("x", at: Point(x: 1, y: 0), clip: Rect(x: 1, y: 0, width: 1, height: 1))
        #expect(row(canvas) == " x本")
    }

    @Test func controlCharactersAreDrawnAsPictures() {
        var canvas = Canvas(width: 12, height: 1)
        #expect(canvas.write("a\tb\u{1B}[1m\r\n\u{7F}\u{85}", at: .zero) == 10)
        #expect(row(canvas) == "a␉b␛[1m␊␡�  ")
        for cell in canvas.cells {
            let scalars = cell.grapheme.map { Array($0.unicodeScalars) } ?? []
            #expect(!scalars.contains { ControlPicture.isControl($0.value) })
        }
        #expect(Cell("\u{1B}").grapheme == "␛")
        #expect(Cell("\u{2028}").grapheme == "␤")
    }

    @Test func zeroWidthClustersThatStandAloneAreSkipped() {
        var canvas = Canvas(width: 5, height: 1)
        #expect(canvas.write("\u{200B}a\u{301}\u{2060}b", at: .zero) == 2)
        #expect(canvas[0, 0].grapheme == "a\u{301}")
        #expect(canvas[1, 0].grapheme == "b")
        #expect(row(canvas) == "a\u{301}b   ")
        #expect(Cell("\u{200B}") == Cell(" "))
    }

    @Test func clustersOfManyScalarsAreInterned() {
        var first = Canvas(width: 6, height: 1)
        var second = Canvas(width: 6, height: 1)
        first.write("👨‍👩‍👧!", at: .zero)
        second.write("x👨‍👩‍👧", at: .zero)
        #expect(first[0, 0].grapheme == "👨‍👩‍👧")
        #expect(first[0, 0].width == 2 && first[1, 0].isContinuation)
        #expect(first[0, 0] == second[1, 0])
        #expect(first[0, 0] == Cell("👨‍👩‍👧"))
        #expect(first[0, 0] != Cell("👨‍👩‍👦"))
        var bytes: [UInt8] = []
        first[0, 0].appendUTF8(to: &bytes)
        first[1, 0].appendUTF8(to: &bytes)
        first[2, 0].appendUTF8(to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "👨‍👩‍👧!")
    }

    @Test func cellsEncodeEveryUTF8Length() {
        for text in ["a", "é", "日", "😀"] {
            var bytes: [UInt8] = []
            Cell(Character(text)).appendUTF8(to: &bytes)
            #expect(bytes == Array(text.utf8))
        }
    }

    // MARK: Styles

    @Test func textKeepsTheBackgroundItIsDrawnOn() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.fill(canvas.bounds, style: TextStyle(background: .blue))
        canvas.write("ab", at: .zero, style: TextStyle(foreground: .yellow, attributes: .bold))
        canvas.write("cd", at: Point(x: 2, y: 0), style: TextStyle(background: .red))
        #expect(canvas[0, 0].style == TextStyle(foreground: .yellow, background: .blue, attributes: .bold))
        #expect(canvas[2, 0].style == TextStyle(background: .red))
        #expect(canvas[5, 0].style == TextStyle(background: .blue))
    }

    @Test func aWideGraphemeHasOneStyleForBothCells() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.fill(Rect(x: 1, y: 0, width: 3, height: 1), style: TextStyle(background: .green))
        canvas.write("日", at: .zero, style: TextStyle(foreground: .red))
        #expect(canvas[0, 0].style == canvas[1, 0].style)
    }

    @Test func overlayLayersAStyleAndKeepsTheText() {
        var canvas = Canvas(width: 5, height: 1)
        canvas.write("hello", at: .zero, style: TextStyle(foreground: .green, attributes: .bold))
        canvas.overlay(TextStyle(background: .blue, attributes: .reverse), in: Rect(x: 1, y: 0, width: 2, height: 5))
        #expect(row(canvas) == "hello")
        #expect(canvas[0, 0].style == TextStyle(foreground: .green, attributes: .bold))
        #expect(canvas[1, 0].style == TextStyle(foreground: .green, background: .blue, attributes: [.bold, .reverse]))
        #expect(canvas[3, 0].style == TextStyle(foreground: .green, attributes: .bold))
    }

    // MARK: Areas

    @Test func fillReplacesTextAndStyle() {
        var canvas = Canvas(width: 5, height: 3)
        canvas.write("abcde", at: Point(x: 0, y: 1), style: TextStyle(foreground: .red))
        canvas.fill(Rect(x: 1, y: 1, width: 10, height: 10), with: "#", style: TextStyle(foreground: .cyan))
        #expect(canvas.plainText() == "     \na####\n ####")
        #expect(canvas[0, 1].style == TextStyle(foreground: .red))
        #expect(canvas[4, 2].style == TextStyle(foreground: .cyan))
    }

    @Test func fillWithAWideGraphemeLeavesASpaceForAnOddColumn() {
        var canvas = Canvas(width: 5, height: 1)
        canvas.fill(canvas.bounds, with: "▦")
        #expect(row(canvas) == "▦▦▦▦▦")
        canvas.fill(canvas.bounds, with: "口")
        #expect(row(canvas) == "口口 ")
    }

    @Test func fillBlanksWideHalvesItCuts() {
        var canvas = Canvas(width: 7, height: 1)
        canvas.write("日本語", at: .zero)
        canvas.fill(Rect(x: 1, y: 0, width: 2, height: 1), with: "x")
        #expect(row(canvas) == " xx 語 ")
    }

    @Test func clearAndResize() {
        var canvas = Canvas(width: 4, height: 2)
        canvas.write("ab日", at: .zero)
        canvas.write("wxyz", at: Point(x: 0, y: 1))
        canvas.resize(width: 3, height: 3)
        #expect(canvas.size == Size(width: 3, height: 3))
        #expect(canvas.plainText() == "ab \nwxy\n   ")
        canvas.resize(to: Size(width: 5, height: 1))
        #expect(canvas.plainText() == "ab   ")
        canvas.clear(style: TextStyle(background: .red))
        #expect(canvas.plainText() == "     ")
        #expect(canvas[4, 0].style.background == .red)
    }

    @Test func badSizesAndPositionsNeverTrap() {
        var canvas = Canvas(width: -3, height: 4)
        #expect(canvas.size == Size(width: 0, height: 4))
        #expect(canvas.cells.isEmpty)
        #expect(canvas.write("abc", at: .zero) == 0)
        canvas.fill(Rect(x: -5, y: -5, width: 100, height: 100))
        canvas.drawBox(Rect(x: -1, y: -1, width: 3, height: 3))
        canvas.resize(width: 2, height: -1)
        #expect(canvas.size == Size(width: 2, height: 0))
        #expect(canvas[-1, 0] == .blank)
        #expect(canvas[Point(x: 99, y: 99)] == .blank)
        #expect(canvas.plainText() == "")
    }

    @Test func copyMovesCellsAndMendsCutWideGraphemes() {
        var source = Canvas(width: 6, height: 2)
        source.write("ab日本", at: .zero, style: TextStyle(foreground: .red))
        source.write("xyz", at: Point(x: 0, y: 1))
        var canvas = Canvas(width: 6, height: 2)
        canvas.write("......", at: .zero)
        canvas.copy(Rect(x: 1, y: 0, width: 2, height: 2), from: source, to: Point(x: 2, y: 0))
        // b, 日's first half without its second (a space), and the row below.
        #expect(canvas.plainText() == "..b ..\n  yz  ")
        #expect(canvas[2, 0].style == TextStyle(foreground: .red))
        #expect(CanvasTests.gridIsValid(canvas))

        var scrolled = source
        scrolled.copy(Rect(x: 0, y: 1, width: 6, height: 1), from: scrolled, to: .zero)
        #expect(scrolled.plainText() == "xyz   \nxyz   ")
        scrolled.copy(source.bounds, from: source, to: Point(x: -3, y: 5))
        #expect(scrolled.plainText() == "xyz   \nxyz   ")
    }

    @Test func graphemesThatJoinTheirNeighboursAreMarked() {
        // Each drawn on its own, as separate views might.
        let pieces = ["a", "🇺", "\u{E33}", "\u{600}", "\u{1100}", "🇯🇵", "😀", "e\u{301}"]
        var canvas = Canvas(width: 14, height: 1)
        var x = 0
        for piece in pieces { x += canvas.write(piece, at: Point(x: x, y: 0)) }
        let cells = (0..<canvas.width).map { canvas[$0, 0] }.filter { !$0.isContinuation }
        // e + acute ends with a mark, which (like a virama before a consonant) may join what follows.
        #expect(cells.prefix(pieces.count).map(\.joinsNeighbours) == [false, true, true, true, true, true, false, true])
        #expect(cells.prefix(pieces.count).map(\.isMultiScalar) == [false, false, false, false, false, true, false, true])
    }

    // MARK: Invariants

    /// After any sequence of drawing operations, every wide grapheme is followed by its
    /// continuation, every continuation follows a wide grapheme, and no control character
    /// is in a cell.
    @Test(arguments: 0..<20)
    func randomDrawingKeepsTheGridValid(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        var canvas = Canvas(width: 17, height: 5)
        let samples = ["日本語", "ab", "😀x", "👩‍💻", "🇯🇵", "e\u{301}", "\t\u{1B}", "한국어 텍스트", "x", "１２３", "┼"]
        for _ in 0..<200 {
            let point = Point(x: Int.random(in: -3...18, using: &random), y: Int.random(in: -1...5, using: &random))
            let clip = Rect(x: Int.random(in: -2...16, using: &random), y: 0,
                            width: Int.random(in: 0...18, using: &random), height: 5)
            switch Int.random(in: 0..<10, using: &random) {
            case 0:
                canvas.fill(clip.insetBy(dx: 0, dy: 1), with: ["口", "x", "▦"].randomElement(using: &random)!)
            case 1:
                canvas.drawBox(clip, border: BorderStyle.allCases.randomElement(using: &random)!)
            case 2:
                canvas.resize(width: Int.random(in: 10...20, using: &random), height: 5)
            default:
                let text = (0..<Int.random(in: 1...4, using: &random)).map { _ in samples.randomElement(using: &random)! }.joined()
                canvas.write(text, at: point, clip: Bool.random(using: &random) ? clip : nil)
            }
            #expect(CanvasTests.gridIsValid(canvas))
        }
    }

    static func gridIsValid(_ canvas: Canvas) -> Bool {
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let cell = canvas[x, y]
                if cell.width == 2 && (x + 1 >= canvas.width || !canvas[x + 1, y].isContinuation) { return false }
                if cell.isContinuation && (x == 0 || canvas[x - 1, y].width != 2) { return false }
                if let grapheme = cell.grapheme, grapheme.unicodeScalars.contains(where: { ControlPicture.isControl($0.value) }) {
                    return false
                }
            }
        }
        return true
    }
}
