import BanterCanvas
import Testing
@testable import BanterTerminal

@Suite("Frame encoder")
struct FrameEncoderTests {
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    private func screen(_ rows: [String], width: Int = 10) -> Canvas {
        var canvas = Canvas(width: width, height: rows.count)
        for (y, row) in rows.enumerated() { canvas.write(row, at: Point(x: 0, y: y)) }
        return canvas
    }

    @Test func anUnchangedFrameIsNoBytes() {
        var encoder = FrameEncoder()
        let canvas = screen(["hello", "world"])
        _ = encoder.encode(previous: nil, next: canvas)
        #expect(encoder.encode(previous: canvas, next: canvas).isEmpty)
        #expect(encoder.encode(previous: canvas, next: canvas, scrolls: []).isEmpty)
    }

    @Test func aFullRedrawClearsAndDrawsWhatIsNotBlank() {
        var encoder = FrameEncoder()
        let bytes = encoder.encode(previous: nil, next: screen(["hi", "", "  yo"]))
        #expect(text(bytes) == "\u{1B}[0m\u{1B}[H\u{1B}[2Jhi\u{1B}[3;3Hyo\u{1B}[?25l")
    }

    @Test func aSizeChangeRedrawsEverything() {
        var encoder = FrameEncoder()
        let small = screen(["ab"], width: 4)
        _ = encoder.encode(previous: nil, next: small)
        let bytes = text(encoder.encode(previous: small, next: screen(["ab"], width: 5)))
        #expect(bytes.hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J") || bytes.hasPrefix("\u{1B}[H\u{1B}[2J"))
        #expect(bytes.contains("ab"))
    }

    @Test func aOneCellChangeIsAMoveAndACharacter() {
        var encoder = FrameEncoder()
        let before = screen(["hello", "world"])
        _ = encoder.encode(previous: nil, next: before)
        var after = before
        after.write("W", at: Point(x: 0, y: 1))
        // The cursor was left at the end of "world": a carriage return reaches column 0.
        #expect(text(encoder.encode(previous: before, next: after)) == "\rW")
        var again = after
        again.write("!", at: Point(x: 7, y: 1))
        #expect(text(encoder.encode(previous: after, next: again)) == "\u{1B}[6C!")
    }

    @Test func adjacentChangesNeedNoMoveAndGapsTakeTheShortestMove() {
        var encoder = FrameEncoder()
        let before = screen(["aaaaaaaaaa", "bbbbbbbbbb"])
        _ = encoder.encode(previous: nil, next: before)
        let after = screen(["aXYaaaaaZa", "Qbbbbbbbbb"])
        // X and Y are adjacent; Z is 5 columns on (CUF); Q starts the next row (CR LF).
        #expect(text(encoder.encode(previous: before, next: after)) == "\u{1B}[1;2HXY\u{1B}[5CZ\r\nQ")
    }

    @Test func stylesChangeOnlyWhenTheyDiffer() {
        var encoder = FrameEncoder()
        var canvas = Canvas(width: 6, height: 1)
        canvas.write("ab", at: .zero, style: TextStyle(foreground: .red, attributes: .bold))
        canvas.write("cd", at: Point(x: 2, y: 0), style: TextStyle(foreground: .red))
        canvas.write("ef", at: Point(x: 4, y: 0), style: TextStyle(foreground: .red, background: .blue))
        let bytes = text(encoder.encode(previous: nil, next: canvas))
        #expect(bytes == "\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[1;31mab\u{1B}[22mcd\u{1B}[44mef\u{1B}[?25l")
    }

    @Test func turningOffBoldKeepsDim() {
        var encoder = FrameEncoder()
        var canvas = Canvas(width: 2, height: 1)
        canvas.write("a", at: .zero, style: TextStyle(attributes: [.bold, .dim]))
        canvas.write("b", at: Point(x: 1, y: 0), style: TextStyle(attributes: .dim))
        // "22;2" would do, but a reset and dim is shorter.
        #expect(text(encoder.encode(previous: nil, next: canvas)).contains("\u{1B}[1;2ma\u{1B}[0;2mb"))
    }

    @Test func aResetIsUsedWhenItIsShorter() {
        var encoder = FrameEncoder()
        var canvas = Canvas(width: 2, height: 1)
        canvas.write("a", at: .zero, style: TextStyle(foreground: .rgb(1, 2, 3), background: .rgb(4, 5, 6), attributes: [.italic, .underline]))
        canvas.write("b", at: Point(x: 1, y: 0))
        #expect(text(encoder.encode(previous: nil, next: canvas)).contains("a\u{1B}[0mb"))
    }

    @Test func wideGraphemesAreWrittenOnceFromTheirFirstCell() {
        var encoder = FrameEncoder()
        let before = screen(["abcdef"])
        _ = encoder.encode(previous: nil, next: before)
        let after = screen(["a日def"])
        #expect(text(encoder.encode(previous: before, next: after)) == "\u{1B}[5D日")
    }

    @Test func aNarrowCellReplacingHalfAWideOneRewritesTheRest() {
        var encoder = FrameEncoder()
        let before = screen(["日本"])
        _ = encoder.encode(previous: nil, next: before)
        var after = before
        after.write("x", at: Point(x: 1, y: 0))  // the right half of 日: 日 becomes a space
        #expect(text(encoder.encode(previous: before, next: after)) == "\r x")
    }

    @Test func composedGraphemesArePlacedAbsolutelyAfterwards() {
        var encoder = FrameEncoder()
        let before = screen(["......"])
        _ = encoder.encode(previous: nil, next: before)
        let after = screen(["👩‍💻ab.."])
        // A terminal may disagree about a ZWJ sequence's width: the next write is placed.
        #expect(text(encoder.encode(previous: before, next: after)) == "\r  \u{1B}[1G👩‍💻\u{1B}[1;3Hab")
    }

    @Test func aCompositeEmojiBlanksBothColumnsFirst() {
        // A terminal drawing "❤️" one column wide must not leave the old "x" beside it.
        var encoder = FrameEncoder()
        let before = screen(["axxb"])
        _ = encoder.encode(previous: nil, next: before)
        let after = screen(["a❤️b"])
        #expect(text(encoder.encode(previous: before, next: after)) == "\u{1B}[1;2H  \u{1B}[2G❤️")
        // Plain wide characters, on which terminals agree, are written as they are.
        let cjk = screen(["a日b"])
        #expect(text(encoder.encode(previous: after, next: cjk)) == "\u{1B}[1;2H日")
    }

    @Test func scrollHintsScrollTheRegion() {
        var encoder = FrameEncoder()
        let before = screen(["head", "m1", "m2", "m3", "m4", "foot"])
        _ = encoder.encode(previous: nil, next: before)
        let after = screen(["head", "m2", "m3", "m4", "m5", "foot"])
        let bytes = text(encoder.encode(previous: before, next: after, scrolls: [ScrollHint(rows: 1..<5, offset: 1)]))
        #expect(bytes == "\u{1B}[2;5r\u{1B}[1S\u{1B}[r\u{1B}[5Hm5")
        let down = text(encoder.encode(previous: after, next: before, scrolls: [ScrollHint(rows: 1..<5, offset: -1)]))
        #expect(down == "\u{1B}[2;5r\u{1B}[1T\u{1B}[r\r\nm1")
    }

    @Test func unusableScrollHintsAreIgnored() {
        var encoder = FrameEncoder()
        let before = screen(["a", "b", "c"])
        _ = encoder.encode(previous: nil, next: before)
        let after = screen(["b", "c", "d"])
        let plain = FrameEncoder()
        for hint in [ScrollHint(rows: 0..<3, offset: 3), ScrollHint(rows: 1..<9, offset: 1), ScrollHint(rows: -1..<2, offset: 1), ScrollHint(rows: 0..<3, offset: 0)] {
            var copy = encoder
            var reference = plain
            _ = reference.encode(previous: nil, next: before)
            #expect(copy.encode(previous: before, next: after, scrolls: [hint]) == reference.encode(previous: before, next: after))
        }
    }

    @Test func largeFramesAreSynchronized() {
        var encoder = FrameEncoder()
        let bytes = text(encoder.encode(previous: nil, next: screen(Array(repeating: "xxxxxxxxxx", count: 10))))
        #expect(bytes.hasPrefix("\u{1B}[?2026h") && bytes.hasSuffix("\u{1B}[?2026l"))
    }

    @Test func theCursorIsShownAtTheCaretAndHiddenWithout() {
        var encoder = FrameEncoder()
        let canvas = screen(["abc"])
        _ = encoder.encode(previous: nil, next: canvas)
        #expect(text(encoder.encode(previous: canvas, next: canvas, cursor: Point(x: 2, y: 0))) == "\u{1B}[D\u{1B}[?25h")
        #expect(encoder.encode(previous: canvas, next: canvas, cursor: Point(x: 2, y: 0)).isEmpty)
        var typed = canvas
        typed.write("d", at: Point(x: 2, y: 0))
        #expect(text(encoder.encode(previous: canvas, next: typed, cursor: Point(x: 3, y: 0))) == "d")
        #expect(text(encoder.encode(previous: typed, next: typed)) == "\u{1B}[?25l")
    }

    @Test func invalidateForgetsTheTerminalState() {
        var encoder = FrameEncoder()
        var canvas = Canvas(width: 2, height: 1)
        canvas.write("a", at: .zero, style: TextStyle(foreground: .red))
        _ = encoder.encode(previous: nil, next: canvas)
        var next = canvas
        next.write("b", at: Point(x: 1, y: 0), style: TextStyle(foreground: .red))
        encoder.invalidate()
        #expect(text(encoder.encode(previous: canvas, next: next)) == "\u{1B}[1;2H\u{1B}[0;31mb\u{1B}[?25l")
    }
}
