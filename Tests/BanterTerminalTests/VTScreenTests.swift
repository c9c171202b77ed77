import BanterCanvas
import Testing

/// Tests of the `VTScreen` test model itself, so that encoder tests built on it can be
/// trusted.
@Suite("VTScreen")
struct VTScreenTests {
    private func csi(_ body: String) -> String { "\u{1B}[" + body }

    private func screen(_ width: Int, _ height: Int, _ input: String = "") -> VTScreen {
        var screen = VTScreen(width: width, height: height)
        screen.feed(input)
        return screen
    }

    private func cursor(_ screen: VTScreen) -> Point {
        Point(x: screen.cursor.x, y: screen.cursor.y)
    }

    // MARK: - Initial state

    @Test func startsBlankWithTheCursorHome() {
        let s = VTScreen(width: 4, height: 2)
        #expect(s.cells.allSatisfy { $0 == .blank })
        #expect(cursor(s) == Point(x: 0, y: 0))
        #expect(s.style == .plain)
        #expect(s.scrollRegion == 0...1)
        #expect(!s.wrapPending && s.wrapCount == 0 && s.errors.isEmpty)
        #expect(s.cursorVisible && s.autowrap && !s.isSynchronizedOutputActive)
        #expect(s.plainText() == "    \n    ")
        #expect(s.matches(Canvas(width: 4, height: 2)))
    }

    @Test func startsFromACanvas() {
        var canvas = Canvas(width: 6, height: 2)
        canvas.write("a中b", at: Point(x: 0, y: 0), style: TextStyle(foreground: .red, attributes: .bold))
        canvas.fill(Rect(x: 0, y: 1, width: 6, height: 1), style: TextStyle(background: .blue))
        let s = VTScreen(canvas: canvas)
        #expect(s.matches(canvas))
        #expect(s[1, 0] == VTCell(grapheme: "中", width: 2, style: TextStyle(foreground: .red, attributes: .bold)))
        #expect(s[2, 0].isContinuation)
        #expect(s[3, 1].style == TextStyle(background: .blue))
        #expect(cursor(s) == Point(x: 0, y: 0))
        #expect(s.style == .plain)
    }

    // MARK: - Text

    @Test func writesTextInTheCurrentStyle() {
        let s = screen(6, 1, csi("1;31m") + "A" + csi("0m") + "B")
        #expect(s.rowText(0) == "AB    ")
        #expect(s[0, 0].style == TextStyle(foreground: .red, attributes: .bold))
        #expect(s[1, 0].style == .plain)
        #expect(cursor(s) == Point(x: 2, y: 0))
        #expect(s.errors.isEmpty)
    }

    @Test func writesWholeGraphemeClusters() {
        let s = screen(4, 1, "e\u{301}👍🏽")
        #expect(s[0, 0].grapheme == "e\u{301}")
        #expect(s[0, 0].width == 1)
        #expect(s[1, 0].grapheme == "👍🏽")
        #expect(s[1, 0].width == 2)
        #expect(s[2, 0].isContinuation)
        #expect(cursor(s) == Point(x: 3, y: 0))
        #expect(s.errors.isEmpty)
    }

    // MARK: - Deferred wrap

    @Test func writingTheLastColumnLeavesAPendingWrap() {
        var s = screen(4, 2, "abcd")
        #expect(cursor(s) == Point(x: 3, y: 0))
        #expect(s.wrapPending)
        #expect(s.wrapCount == 0)
        s.feed("e")
        #expect(s.rows == ["abcd", "e   "])
        #expect(cursor(s) == Point(x: 1, y: 1))
        #expect(!s.wrapPending)
        #expect(s.wrapCount == 1)
        #expect(s.errors.isEmpty)
    }

    @Test func aWrapOnTheBottomLineScrolls() {
        let s = screen(3, 2, "abcdefg")
        #expect(s.rows == ["def", "g  "])
        #expect(s.wrapCount == 2)
        #expect(cursor(s) == Point(x: 1, y: 1))
    }

    @Test func cursorMovesClearThePendingWrap() {
        #expect(screen(4, 1, "abcd\rx").rowText(0) == "xbcd")
        #expect(screen(4, 1, "abcd\rx").wrapCount == 0)
        #expect(screen(4, 2, "abcd\nx").rows == ["abcd", "   x"])
        #expect(screen(4, 2, "abcd" + csi("1;1H") + "x").rowText(0) == "xbcd")
        #expect(screen(4, 2, "abcd" + csi("2G") + "x").rowText(0) == "axcd")
        #expect(screen(4, 2, "abcd" + csi("D") + "x").rowText(0) == "abxd")
        for input in ["abcd\rx", "abcd\nx", "abcd" + csi("H") + "x", "abcd" + csi("D") + "x"] {
            let s = screen(4, 2, input)
            #expect(s.wrapCount == 0, "\(input.debugDescription)")
            #expect(s.errors.isEmpty, "\(input.debugDescription)")
        }
    }

    @Test func backspaceFromAPendingWrapLandsOnTheSecondToLastColumn() {
        let s = screen(4, 1, "abcd\u{8}x")
        #expect(s.rowText(0) == "abxd")
        #expect(cursor(s) == Point(x: 3, y: 0))
        #expect(!s.wrapPending)
        #expect(s.wrapCount == 0)
    }

    @Test func sgrAndScrollingKeepThePendingWrap() {
        let styled = screen(4, 2, "abcd" + csi("31m") + "e")
        #expect(styled.rows == ["abcd", "e   "])
        #expect(styled.wrapCount == 1)
        #expect(styled[0, 1].style == TextStyle(foreground: .red))

        let scrolled = screen(3, 3, "abc" + csi("S") + "d")
        #expect(scrolled.rows == ["   ", "d  ", "   "])
        #expect(scrolled.wrapCount == 1)
    }

    @Test func erasingClearsThePendingWrap() {
        let s = screen(4, 2, "abcd" + csi("K"))
        #expect(s.rowText(0) == "abc ")
        #expect(!s.wrapPending)
        var t = s
        t.feed("x")
        #expect(t.rows == ["abcx", "    "])
        #expect(t.wrapPending)
        #expect(t.wrapCount == 0)
    }

    @Test func autowrapOffOverwritesTheLastColumn() {
        let s = screen(4, 2, csi("?7l") + "abcdef")
        #expect(s.rows == ["abcf", "    "])
        #expect(s.wrapCount == 0)
        #expect(!s.autowrap)
        #expect(s.errors.isEmpty)
    }

    // MARK: - Wide graphemes

    @Test func aWideGraphemeTakesTwoCells() {
        let s = screen(4, 1, "中")
        #expect(s[0, 0] == VTCell(grapheme: "中", width: 2, style: .plain))
        #expect(s[1, 0] == .continuation(.plain))
        #expect(cursor(s) == Point(x: 2, y: 0))
        #expect(s.rowText(0) == "中  ")
    }

    @Test func aWideGraphemeFillingTheLastTwoColumnsLeavesAPendingWrap() {
        let s = screen(4, 2, "ab中")
        #expect(s.rows == ["ab中", "    "])
        #expect(cursor(s) == Point(x: 3, y: 0))
        #expect(s.wrapPending)
        #expect(s.errors.isEmpty)
    }

    @Test func aWideGraphemeInTheLastColumnWrapsAndIsAnError() {
        let s = screen(3, 2, "ab中")
        #expect(s.rows == ["ab ", "中 "])
        #expect(s.wrapCount == 1)
        #expect(s.errors.count == 1)
        #expect(s.errors.first?.contains("last column") == true)
    }

    @Test func overwritingTheRightHalfBlanksTheLeftHalfWithTheEraseStyle() {
        var s = screen(4, 1, "中文")
        s.feed(csi("2G") + csi("1;44m") + "x")
        #expect(s.rowText(0) == " x文")
        #expect(s[0, 0] == .blank(TextStyle(background: .blue)))
        #expect(s[1, 0] == VTCell(grapheme: "x", width: 1, style: TextStyle(background: .blue, attributes: .bold)))
        #expect(s[2, 0].grapheme == "文")
    }

    @Test func overwritingTheLeftHalfBlanksTheRightHalf() {
        let s = screen(4, 1, "中文" + csi("3G") + "y")
        #expect(s.rowText(0) == "中y ")
        #expect(s[3, 0] == .blank)
        #expect(s[0, 0].width == 2)
    }

    @Test func aWideGraphemeOverTwoHalvesBlanksBothNeighbours() {
        let s = screen(4, 1, "中文" + csi("2G") + "字")
        #expect(s.rowText(0) == " 字 ")
        #expect(s[0, 0] == .blank)
        #expect(s[1, 0].grapheme == "字")
        #expect(s[2, 0].isContinuation)
        #expect(s[3, 0] == .blank)
    }

    @Test func wideOverwritesAgreeWithTheCanvas() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.write("中文字", at: Point(x: 0, y: 0))
        var s = VTScreen(canvas: canvas)
        canvas.write("x", at: Point(x: 1, y: 0))
        canvas.write("y", at: Point(x: 4, y: 0))
        s.feed(csi("2G") + "x" + csi("5G") + "y")
        #expect(s.difference(from: canvas) == nil)
    }

    // MARK: - C0

    @Test func carriageReturnLineFeedAndBackspace() {
        var s = screen(4, 3, "ab\r\ncd")
        #expect(s.rows == ["ab  ", "cd  ", "    "])
        s.feed("\u{8}x\ny")
        #expect(s.rows == ["ab  ", "cx  ", "  y "])
        #expect(s.errors.isEmpty)
    }

    @Test func lineFeedOnTheBottomLineScrolls() {
        let s = screen(2, 2, "a\r\nb\r\nc")
        #expect(s.rows == ["b ", "c "])
        #expect(s.wrapCount == 0)
    }

    @Test func backspaceAtColumnZeroIsAnError() {
        let s = screen(2, 1, "\u{8}")
        #expect(cursor(s) == Point(x: 0, y: 0))
        #expect(s.errors.count == 1)
    }

    // MARK: - Cursor movement

    @Test func cursorPosition() {
        #expect(cursor(screen(5, 4, csi("H"))) == Point(x: 0, y: 0))
        #expect(cursor(screen(5, 4, csi("2;3H"))) == Point(x: 2, y: 1))
        #expect(cursor(screen(5, 4, csi("3f"))) == Point(x: 0, y: 2))
        #expect(cursor(screen(5, 4, csi(";2H"))) == Point(x: 1, y: 0))
        #expect(cursor(screen(5, 4, csi("0;0H"))) == Point(x: 0, y: 0))
        #expect(cursor(screen(5, 4, csi("4;5H"))) == Point(x: 4, y: 3))
        for body in ["H", "2;3H", "3f", ";2H", "4;5H"] {
            #expect(screen(5, 4, csi(body)).errors.isEmpty, "\(body)")
        }
    }

    @Test func cursorPositionOutOfRangeClampsAndIsAnError() {
        let s = screen(5, 4, csi("9;9H"))
        #expect(cursor(s) == Point(x: 4, y: 3))
        #expect(s.errors.count == 1)
    }

    @Test func relativeMoves() {
        var s = screen(5, 5, csi("3;3H"))
        s.feed(csi("A"))
        #expect(cursor(s) == Point(x: 2, y: 1))
        s.feed(csi("2B"))
        #expect(cursor(s) == Point(x: 2, y: 3))
        s.feed(csi("C"))
        #expect(cursor(s) == Point(x: 3, y: 3))
        s.feed(csi("3D"))
        #expect(cursor(s) == Point(x: 0, y: 3))
        s.feed(csi("0C"))
        #expect(cursor(s) == Point(x: 1, y: 3))
        #expect(s.errors.isEmpty)
    }

    @Test func clampedRelativeMovesAreErrors() {
        for body in ["D", "A", "9B", "9C"] {
            let s = screen(3, 3, csi(body))
            #expect(s.errors.count == 1, "\(body)")
        }
        let s = screen(3, 3, csi("9C"))
        #expect(cursor(s) == Point(x: 2, y: 0))
    }

    @Test func verticalMovesStopAtTheScrollMargins() {
        var s = screen(3, 6, csi("2;4r") + csi("3;1H") + csi("5A"))
        #expect(cursor(s) == Point(x: 0, y: 1))
        #expect(s.errors.count == 1)
        s.feed(csi("9B"))
        #expect(cursor(s) == Point(x: 0, y: 3))
        // Below the region, CUD goes on to the last row of the screen.
        s.feed(csi("5;1H") + csi("B"))
        #expect(cursor(s) == Point(x: 0, y: 5))
        #expect(s.errors.count == 2)
    }

    @Test func columnAndLineAbsolute() {
        var s = screen(5, 4, csi("2;2H") + csi("4G"))
        #expect(cursor(s) == Point(x: 3, y: 1))
        s.feed(csi("3d"))
        #expect(cursor(s) == Point(x: 3, y: 2))
        s.feed(csi("G") + csi("d"))
        #expect(cursor(s) == Point(x: 0, y: 0))
        #expect(s.errors.isEmpty)
        #expect(screen(5, 4, csi("6G")).errors.count == 1)
        #expect(screen(5, 4, csi("5d")).errors.count == 1)
    }

    // MARK: - Erasing

    @Test func eraseInLine() {
        let blue = TextStyle(background: .blue)
        let right = screen(5, 1, "abcde" + csi("3G") + csi("1;44m") + csi("K"))
        #expect(right.rowText(0) == "ab   ")
        #expect(right[2, 0] == .blank(blue))
        #expect(right[4, 0] == .blank(blue))
        #expect(right[1, 0] == VTCell(grapheme: "b", width: 1, style: .plain))
        #expect(cursor(right) == Point(x: 2, y: 0))

        let zero = screen(5, 1, "abcde" + csi("3G") + csi("0K"))
        #expect(zero.rowText(0) == "ab   ")
        let left = screen(5, 1, "abcde" + csi("3G") + csi("1K"))
        #expect(left.rowText(0) == "   de")
        let all = screen(5, 1, "abcde" + csi("3G") + csi("2K"))
        #expect(all.rowText(0) == "     ")
        #expect(cursor(all) == Point(x: 2, y: 0))
        for s in [right, zero, left, all] { #expect(s.errors.isEmpty) }
        #expect(screen(5, 1, csi("3K")).errors.count == 1)
    }

    @Test func eraseInDisplay() {
        let text = "abc\r\ndef\r\nghi" + csi("2;2H")
        #expect(screen(3, 3, text + csi("J")).rows == ["abc", "d  ", "   "])
        #expect(screen(3, 3, text + csi("1J")).rows == ["   ", "  f", "ghi"])
        #expect(screen(3, 3, text + csi("2J")).rows == ["   ", "   ", "   "])
        let s = screen(3, 3, text + csi("42m") + csi("2J"))
        #expect(s.cells.allSatisfy { $0 == .blank(TextStyle(background: .green)) })
        #expect(cursor(s) == Point(x: 1, y: 1))
        #expect(s.errors.isEmpty)
        #expect(screen(3, 3, csi("3J")).errors.count == 1)
    }

    @Test func eraseCharacters() {
        var s = screen(5, 1, "abcde" + csi("2G") + csi("2X"))
        #expect(s.rowText(0) == "a  de")
        #expect(cursor(s) == Point(x: 1, y: 0))
        s.feed(csi("X"))
        s.feed(csi("5G") + csi("9X"))
        #expect(s.rowText(0) == "a  d ")
        #expect(s.errors.isEmpty)
    }

    @Test func eraseWidensToWholeWideGraphemes() {
        #expect(screen(5, 1, "中文x" + csi("2G") + csi("K")).rowText(0) == "     ")
        #expect(screen(5, 1, "中文x" + csi("3G") + csi("X")).rowText(0) == "中  x")
        #expect(screen(5, 1, "中文x" + csi("3G") + csi("1K")).rowText(0) == "    x")
        let s = screen(5, 1, "中文x" + csi("2G") + csi("X"))
        #expect(s.rowText(0) == "  文x")
        #expect(s[3, 0].isContinuation)
    }

    // MARK: - Scroll region and scrolling

    private let fiveLines = "a\r\nb\r\nc\r\nd\r\ne"

    @Test func scrollUpAndDownWithinTheRegion() {
        var s = screen(1, 5, fiveLines + csi("2;4r"))
        #expect(s.scrollRegion == 1...3)
        #expect(cursor(s) == Point(x: 0, y: 0))
        s.feed(csi("S"))
        #expect(s.plainText() == "a\nc\nd\n \ne")
        s.feed(csi("2T"))
        #expect(s.plainText() == "a\n \n \nc\ne")
        s.feed(csi("9S"))
        #expect(s.plainText() == "a\n \n \n \ne")
        #expect(cursor(s) == Point(x: 0, y: 0))
        #expect(s.errors.isEmpty)
    }

    @Test func scrollingFillsWithTheCurrentBackground() {
        let s = screen(2, 3, csi("41m") + csi("S"))
        #expect(s[0, 2] == .blank(TextStyle(background: .red)))
        #expect(s[0, 0] == .blank)
        let t = screen(2, 3, csi("1;4;41m") + csi("T"))
        #expect(t[1, 0] == .blank(TextStyle(background: .red)))
    }

    @Test func lineFeedScrollsOnlyAtTheBottomMargin() {
        var s = screen(1, 5, fiveLines + csi("2;4r") + csi("4;1H") + "\n")
        #expect(s.plainText() == "a\nc\nd\n \ne")
        #expect(cursor(s) == Point(x: 0, y: 3))
        // Below the region, LF on the last row does nothing.
        s.feed(csi("5;1H") + "\n")
        #expect(s.plainText() == "a\nc\nd\n \ne")
        #expect(cursor(s) == Point(x: 0, y: 4))
        // Above the bottom margin it just moves down.
        s.feed(csi("1;1H") + "\n")
        #expect(cursor(s) == Point(x: 0, y: 1))
        #expect(s.errors.isEmpty)
    }

    @Test func aWrapAtTheBottomMarginScrollsTheRegion() {
        let s = screen(2, 4, "ab\r\ncd\r\nef\r\ngh" + csi("2;3r") + csi("3;1H") + "xyz")
        #expect(s.rows == ["ab", "xy", "z ", "gh"])
        #expect(s.wrapCount == 1)
    }

    @Test func resettingTheScrollRegion() {
        let s = screen(2, 4, csi("2;3r") + csi("3;2H") + csi("r"))
        #expect(s.scrollRegion == 0...3)
        #expect(cursor(s) == Point(x: 0, y: 0))
        #expect(s.errors.isEmpty)
    }

    @Test func invalidScrollRegionsAreErrors() {
        let single = screen(2, 4, csi("2;2H") + csi("3;3r"))
        #expect(single.scrollRegion == 0...3)
        #expect(cursor(single) == Point(x: 1, y: 1))
        #expect(single.errors.count == 1)
        let tall = screen(2, 4, csi("2;9r"))
        #expect(tall.scrollRegion == 1...3)
        #expect(tall.errors.count == 1)
    }

    // MARK: - SGR

    @Test func sgrAttributesOnAndOff() {
        let pairs: [(on: Int, off: Int, attribute: TextStyle.Attributes)] = [
            (1, 22, .bold), (2, 22, .dim), (3, 23, .italic), (4, 24, .underline),
            (7, 27, .reverse), (9, 29, .strikethrough),
        ]
        for (on, off, attribute) in pairs {
            var s = screen(1, 1, csi("\(on)m"))
            #expect(s.style == TextStyle(attributes: attribute), "SGR \(on)")
            s.feed(csi("\(off)m"))
            #expect(s.style == .plain, "SGR \(off)")
            #expect(s.errors.isEmpty)
        }
        #expect(screen(1, 1, csi("1;2;3m") + csi("22m")).style == TextStyle(attributes: .italic))
    }

    @Test func sgrColours() {
        let cases: [(String, TextStyle)] = [
            ("31", TextStyle(foreground: .ansi(1))),
            ("37", TextStyle(foreground: .ansi(7))),
            ("90", TextStyle(foreground: .ansi(8))),
            ("97", TextStyle(foreground: .ansi(15))),
            ("40", TextStyle(background: .ansi(0))),
            ("107", TextStyle(background: .ansi(15))),
            ("38;5;3", TextStyle(foreground: .palette(3))),
            ("38;5;200", TextStyle(foreground: .palette(200))),
            ("48;5;17", TextStyle(background: .palette(17))),
            ("38;2;1;2;3", TextStyle(foreground: .rgb(1, 2, 3))),
            ("48;2;255;0;128", TextStyle(background: .rgb(255, 0, 128))),
            ("31;39", .plain),
            ("41;49", .plain),
        ]
        for (body, expected) in cases {
            let s = screen(1, 1, csi(body + "m"))
            #expect(s.style == expected, "SGR \(body)")
            #expect(s.errors.isEmpty, "SGR \(body)")
        }
    }

    @Test func sgrCombinationsAndReset() {
        var s = screen(1, 1, csi("1;4;38;2;10;20;30;48;5;17;7m"))
        #expect(s.style == TextStyle(foreground: .rgb(10, 20, 30), background: .palette(17), attributes: [.bold, .underline, .reverse]))
        s.feed(csi("m"))
        #expect(s.style == .plain)
        s.feed(csi("3;32m") + csi("0;45m"))
        #expect(s.style == TextStyle(background: .magenta))
        s.feed(csi(";1m"))
        #expect(s.style == TextStyle(attributes: .bold))
        #expect(s.errors.isEmpty)
    }

    @Test func unsupportedOrMalformedSGRIsAnError() {
        for body in ["5", "8", "21", "53", "38;5", "38;5;256", "38;2;1;2", "38;2;1;2;300", "38;3;1", "38:5:1", "48"] {
            #expect(screen(1, 1, csi(body + "m")).errors.count == 1, "SGR \(body)")
        }
    }

    // MARK: - Modes

    @Test func cursorVisibility() {
        var s = screen(1, 1, csi("?25l"))
        #expect(!s.cursorVisible)
        s.feed(csi("?25h"))
        #expect(s.cursorVisible)
        #expect(s.privateModes[25] == true)
        #expect(s.errors.isEmpty)
    }

    @Test func synchronizedOutput() {
        var s = screen(3, 1, csi("?2026h"))
        #expect(s.isSynchronizedOutputActive)
        s.feed("ab" + csi("K"))
        #expect(s.changesOutsideSynchronizedOutput == 0)
        s.feed(csi("?2026l"))
        #expect(!s.isSynchronizedOutputActive)
        #expect(s.synchronizedUpdateCount == 1)
        #expect(s.errors.isEmpty)
        s.feed("c")
        #expect(s.changesOutsideSynchronizedOutput == 1)
    }

    @Test func unbalancedSynchronizedOutputIsAnError() {
        #expect(screen(1, 1, csi("?2026l")).errors.count == 1)
        #expect(screen(1, 1, csi("?2026h") + csi("?2026h")).errors.count == 1)
    }

    @Test func otherPrivateModesAreRecorded() {
        let s = screen(1, 1, csi("?1049;2004h") + csi("?1000l"))
        #expect(s.privateModes == [1049: true, 2004: true, 1000: false])
        #expect(s.errors.isEmpty)
        #expect(screen(1, 1, csi("?6h")).errors.count == 1)
        #expect(screen(1, 1, csi("?h")).errors.count == 1)
    }

    @Test func saveAndRestoreCursor() {
        var s = screen(5, 3, csi("2;3H") + csi("31m") + "\u{1B}7" + csi("H") + csi("0m"))
        s.feed("\u{1B}8")
        #expect(cursor(s) == Point(x: 2, y: 1))
        #expect(s.style == TextStyle(foreground: .red))
        #expect(s.errors.isEmpty)
        #expect(screen(5, 3, "\u{1B}8").errors.count == 1)
    }

    // MARK: - Errors

    @Test func unsupportedInputIsAnError() {
        let inputs = [
            "\u{7}", "\t", "\u{0B}", "\u{7F}", "\u{1B}M", "\u{1B}c", csi("L"), csi("P"), csi("4h"), csi(">c"),
            csi("0 q"), csi("s"), "\u{301}", "\u{200B}", "\u{85}",
        ]
        for input in inputs {
            let s = screen(4, 2, input)
            #expect(!s.errors.isEmpty, "\(input.debugDescription)")
        }
        var invalid = VTScreen(width: 4, height: 1)
        invalid.feed([0x61, 0xFF, 0x62])
        #expect(invalid.errors.count == 1)
        let osc = screen(8, 1, "\u{1B}]0;t\u{7}")
        #expect(osc.errors.first?.contains("unsupported escape") == true)
    }

    @Test func errorsSayWhereTheyHappened() {
        let s = screen(4, 1, "abc\u{7}")
        #expect(s.errors == ["byte 3: unsupported control character 0x07"])
        let t = screen(4, 1, "a" + csi("3L"))
        #expect(t.errors == ["byte 1: unsupported CSI ESC[3L"])
    }

    // MARK: - Feeding in pieces

    @Test func utf8AndEscapesMaySplitAcrossFeeds() {
        var s = VTScreen(width: 4, height: 1)
        s.feed([0xC3])
        #expect(s.hasPendingInput)
        #expect(s.rowText(0) == "    ")
        s.feed([0xA9])
        #expect(s.rowText(0) == "é   ")
        s.feed("\u{1B}[3")
        #expect(s.hasPendingInput)
        s.feed("1mX")
        #expect(!s.hasPendingInput)
        #expect(s[1, 0] == VTCell(grapheme: "X", width: 1, style: TextStyle(foreground: .red)))
        #expect(s.errors.isEmpty)
        #expect(s.bytesConsumed == 8)
    }

    // MARK: - Comparing

    @Test func differenceNamesTheFirstMismatchingCell() {
        var canvas = Canvas(width: 4, height: 2)
        canvas.write("hi", at: Point(x: 0, y: 1))
        let s = screen(4, 2, "\r\nho")
        let difference = s.difference(from: canvas)
        #expect(difference?.contains("cell (1, 1)") == true)
        #expect(difference?.contains("expected \"i\" w1 plain") == true)
        #expect(difference?.contains("screen has \"o\" w1 plain") == true)
        #expect(!s.matches(canvas))
        #expect(s.difference(from: Canvas(width: 3, height: 2))?.contains("size") == true)
    }

    @Test func differenceReportsStyles() {
        var canvas = Canvas(width: 2, height: 1)
        canvas.write("a", at: Point(x: 0, y: 0), style: TextStyle(foreground: .red))
        let s = screen(2, 1, csi("32m") + "a")
        #expect(s.difference(from: canvas)?.contains("fg=red") == true)
        #expect(s.difference(from: canvas)?.contains("fg=green") == true)
    }

    @Test func continuationStylesAreNotCompared() {
        var canvas = Canvas(width: 2, height: 1)
        canvas.write("中", at: Point(x: 0, y: 0))
        canvas.overlay(TextStyle(background: .red), in: Rect(x: 1, y: 0, width: 1, height: 1))
        #expect(screen(2, 1, "中").matches(canvas))
        #expect(!screen(2, 1, "ab").matches(canvas))
    }

    @Test func visibleComparisonIgnoresWhatASpaceCannotShow() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.fill(Rect(x: 0, y: 0, width: 3, height: 1), style: TextStyle(foreground: .red, background: .blue, attributes: .bold))
        let s = screen(3, 1, csi("44m") + csi("K"))
        #expect(!s.matches(canvas))
        #expect(s.matches(canvas, comparing: .visible))

        var underlined = Canvas(width: 3, height: 1)
        underlined.fill(Rect(x: 0, y: 0, width: 3, height: 1), style: TextStyle(background: .blue, attributes: .underline))
        #expect(!s.matches(underlined, comparing: .visible))
    }

    // MARK: - Dumps and round trips

    @Test func plainTextAndCanvas() {
        let s = screen(5, 2, csi("1;34m") + "a中" + csi("0m") + "\r\n" + csi("43m") + csi("K") + "z")
        #expect(s.plainText() == "a中  \nz    ")
        let canvas = s.canvas()
        #expect(s.matches(canvas))
        #expect(VTScreen(canvas: canvas).cells == s.cells)
        #expect(canvas.plainText() == s.plainText())
    }

    @Test func anEncoderStyleUpdateFromAPreviousCanvas() {
        var previous = Canvas(width: 8, height: 2)
        previous.write("hello", at: Point(x: 0, y: 0))
        var next = previous
        next.write("p!", at: Point(x: 3, y: 0), style: TextStyle(foreground: .red))
        next.write("ok", at: Point(x: 6, y: 1), style: TextStyle(background: .green))

        var s = VTScreen(canvas: previous)
        s.feed(csi("?2026h") + csi("1;4H") + csi("31m") + "p!" + csi("2;7H") + csi("0;42m") + "ok" + csi("0m") + csi("?2026l"))
        #expect(s.difference(from: next) == nil)
        #expect(s.errors.isEmpty)
        #expect(s.wrapCount == 0)
        #expect(s.changesOutsideSynchronizedOutput == 0)
        #expect(s.synchronizedUpdateCount == 1)
    }
}

extension VTScreen {
    /// Every row's text, for compact expectations.
    fileprivate var rows: [String] {
        (0..<height).map(rowText)
    }
}
