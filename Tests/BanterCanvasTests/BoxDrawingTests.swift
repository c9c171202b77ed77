import Testing
@testable import BanterCanvas

@Suite("Box drawing")
struct BoxDrawingTests {
    private func boxed(_ border: BorderStyle) -> String {
        var canvas = Canvas(width: 5, height: 3)
        canvas.drawBox(canvas.bounds, border: border)
        return canvas.plainText()
    }

    @Test func theFiveStyles() {
        #expect(boxed(.single) == "┌───┐\n│   │\n└───┘")
        #expect(boxed(.rounded) == "╭───╮\n│   │\n╰───╯")
        #expect(boxed(.double) == "╔═══╗\n║   ║\n╚═══╝")
        #expect(boxed(.heavy) == "┏━━━┓\n┃   ┃\n┗━━━┛")
        #expect(boxed(.ascii) == "+---+\n|   |\n+---+")
    }

    @Test func theInsideIsLeftAlone() {
        var canvas = Canvas(width: 5, height: 3)
        canvas.write("xxxxx", at: Point(x: 0, y: 1))
        canvas.drawBox(canvas.bounds)
        #expect(canvas.rowText(1) == "│xxx│")
    }

    @Test func boxesThatShareAnEdgeJoin() {
        var canvas = Canvas(width: 9, height: 3)
        canvas.drawBox(Rect(x: 0, y: 0, width: 5, height: 3))
        canvas.drawBox(Rect(x: 4, y: 0, width: 5, height: 3), border: .rounded)
        #expect(canvas.plainText() == "┌───┬───╮\n│   │   │\n└───┴───╯")
    }

    @Test func anEdgeMeetingALineOrAWideCharacterPartWayAlongStillJoins() {
        var canvas = Canvas(width: 9, height: 4)
        canvas.drawVerticalLine(from: Point(x: 4, y: 0), length: 4)
        canvas.write("日", at: Point(x: 6, y: 3))
        canvas.drawBox(canvas.bounds, border: .rounded, style: TextStyle(foreground: .blue))
        #expect(canvas.plainText() == "╭───┼───╮\n│   │   │\n│   │   │\n╰───┼───╯")
        #expect(canvas[2, 0].packedStyle == canvas[6, 0].packedStyle)
    }

    @Test func aGridOfFourBoxes() {
        var canvas = Canvas(width: 5, height: 5)
        for (x, y) in [(0, 0), (2, 0), (0, 2), (2, 2)] {
            canvas.drawBox(Rect(x: x, y: y, width: 3, height: 3))
        }
        #expect(canvas.plainText() == "┌─┬─┐\n│ │ │\n├─┼─┤\n│ │ │\n└─┴─┘")
    }

    @Test func aRuleAcrossABoxEndsInTees() {
        var canvas = Canvas(width: 6, height: 4)
        canvas.drawBox(canvas.bounds)
        canvas.drawHorizontalLine(from: Point(x: 0, y: 2), length: 6)
        #expect(canvas.plainText() == "┌────┐\n│    │\n├────┤\n└────┘")
        canvas.drawVerticalLine(from: Point(x: 3, y: 0), length: 4)
        #expect(canvas.plainText() == "┌──┬─┐\n│  │ │\n├──┼─┤\n└──┴─┘")
    }

    @Test func mixedWeightsJoinWhereUnicodeHasTheCharacter() {
        var double = Canvas(width: 5, height: 3)
        double.drawBox(double.bounds, border: .double)
        double.drawHorizontalLine(from: Point(x: 0, y: 1), length: 5)
        #expect(double.rowText(1) == "╟───╢")

        var heavy = Canvas(width: 5, height: 3)
        heavy.drawBox(heavy.bounds, border: .heavy)
        heavy.drawHorizontalLine(from: Point(x: 0, y: 1), length: 5)
        #expect(heavy.rowText(1) == "┠───┨")

        // Unicode has no double-and-heavy tee: the double line is redrawn heavy.
        var mixed = Canvas(width: 5, height: 3)
        mixed.drawBox(mixed.bounds, border: .double)
        mixed.drawHorizontalLine(from: Point(x: 0, y: 1), length: 5, border: .heavy)
        #expect(mixed.rowText(1) == "┣━━━┫")
    }

    @Test func aRuleOnBlankCellsIsWholeToItsEnds() {
        var canvas = Canvas(width: 4, height: 3)
        canvas.drawHorizontalLine(from: Point(x: 0, y: 1), length: 4, border: .double)
        canvas.drawVerticalLine(from: Point(x: 0, y: 0), length: 1)
        #expect(canvas.plainText() == "│   \n════\n    ")
    }

    @Test func degenerateBoxesAreRules() {
        var canvas = Canvas(width: 4, height: 3)
        canvas.drawBox(Rect(x: 0, y: 0, width: 4, height: 1))
        canvas.drawBox(Rect(x: 3, y: 1, width: 1, height: 2), border: .heavy)
        canvas.drawBox(Rect(x: 1, y: 1, width: 0, height: 2))
        #expect(canvas.plainText() == "────\n   ┃\n   ┃")
    }

    @Test func boxesAreClipped() {
        var canvas = Canvas(width: 6, height: 3)
        canvas.drawBox(Rect(x: 2, y: 0, width: 10, height: 3), clip: Rect(x: 0, y: 0, width: 4, height: 3))
        #expect(canvas.plainText() == "  ┌─  \n  │   \n  └─  ")
    }

    @Test func borderStylesKeepTheBackground() {
        var canvas = Canvas(width: 3, height: 3)
        canvas.fill(canvas.bounds, style: TextStyle(background: .blue))
        canvas.drawBox(canvas.bounds, style: TextStyle(foreground: .brightBlack))
        #expect(canvas[0, 0].style == TextStyle(foreground: .brightBlack, background: .blue))
    }

    @Test func aBoxOverAWideGraphemeBlanksItsOtherHalf() {
        var canvas = Canvas(width: 4, height: 3)
        canvas.write("日本", at: Point(x: 0, y: 1))
        canvas.drawBox(Rect(x: 1, y: 0, width: 3, height: 3))
        #expect(canvas.plainText() == " ┌─┐\n │ │\n └─┘")
        #expect(CanvasTests.gridIsValid(canvas))
    }
}
