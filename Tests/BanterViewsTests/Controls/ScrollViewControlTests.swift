import BanterCanvas
import BanterTerminal
import Testing
@testable import BanterViews

extension Controls {
    @Suite("ScrollView")
    @MainActor
    struct ScrollViewControlTests {
        /// A 10x5 scroll view at (1, 1) holding 20 one-row labels "row 0" … "row 19".
        private func makeScrollView(_ harness: ControlHarness) -> ScrollView {
            let scrollView = ScrollView()
            for row in 0..<20 {
                scrollView.addSubview(Label(text: "row \(row)", frame: Rect(x: 0, y: row, width: 9, height: 1)))
            }
            scrollView.contentSize = Size(width: 10, height: 20)
            harness.show(scrollView, frame: Rect(x: 1, y: 1, width: 10, height: 5))
            return scrollView
        }

        private func visibleRows(_ harness: ControlHarness) -> [String] {
            harness.rows()[1...5].map { String($0.dropFirst().prefix(9)).trimmingCharacters() }
        }

        @Test(arguments: [TraitCollection.InterfaceStyle.light, .dark])
        func drawsContentAndAnIndicatorInBothStyles(style: TraitCollection.InterfaceStyle) {
            let harness = ControlHarness(width: 14, height: 8, style: style)
            let scrollView = makeScrollView(harness)
            #expect(visibleRows(harness) == ["row 0", "row 1", "row 2", "row 3", "row 4"])
            let canvas = harness.canvas()
            // 5 of 20 rows visible: a thumb of 1 row at the top of a 5-row track.
            #expect((1...5).map { String(canvas[10, $0].grapheme!) } == ["┃", "│", "│", "│", "│"])
            let muted = style == .light ? TextStyle(foreground: .brightBlack) : TextStyle(attributes: .dim)
            #expect(canvas[10, 2].style == muted)
            #expect(canvas[10, 1].style == .plain)
            // Content outside the view is clipped.
            #expect(harness.rows()[6].isEmpty && harness.rows()[0].isEmpty)

            scrollView.contentOffset = Point(x: 0, y: 15)
            let scrolled = harness.canvas()
            #expect(visibleRows(harness) == ["row 15", "row 16", "row 17", "row 18", "row 19"])
            #expect((1...5).map { String(scrolled[10, $0].grapheme!) } == ["│", "│", "│", "│", "┃"])

            // Focused, the thumb takes the tint colour.
            scrollView.becomeFirstResponder()
            #expect(harness.canvas()[10, 5].style == TextStyle(foreground: .cyan))
        }

        @Test func theIndicatorShowsOnlyWhenTheContentIsTaller() {
            let harness = ControlHarness(width: 14, height: 8)
            let scrollView = harness.show(ScrollView(), frame: Rect(x: 0, y: 0, width: 10, height: 5))
            scrollView.addSubview(Label(text: "short", frame: Rect(x: 0, y: 0, width: 10, height: 1)))
            scrollView.contentSize = Size(width: 10, height: 5)
            #expect(harness.rows().prefix(5) == ["short", "", "", "", ""])
            scrollView.contentSize = Size(width: 10, height: 6)
            #expect(harness.rows()[0] == "short    ┃")
            scrollView.showsVerticalScrollIndicator = false
            #expect(harness.rows()[0] == "short")
        }

        @Test func theOffsetIsClamped() {
            let harness = ControlHarness(width: 14, height: 8)
            let scrollView = makeScrollView(harness)
            scrollView.contentOffset = Point(x: 5, y: 99)
            #expect(scrollView.contentOffset == Point(x: 0, y: 15))
            #expect(scrollView.boundsOrigin == scrollView.contentOffset)
            scrollView.contentOffset = Point(x: -3, y: -3)
            #expect(scrollView.contentOffset == .zero)
            // Shrinking the content or growing the view re-clamps.
            scrollView.contentOffset = Point(x: 0, y: 15)
            scrollView.contentSize = Size(width: 10, height: 12)
            #expect(scrollView.contentOffset == Point(x: 0, y: 7))
            scrollView.frame.size.height = 10
            harness.render()
            #expect(scrollView.contentOffset == Point(x: 0, y: 2))
        }

        @Test func pageKeysScrollWhenFocusedOrWhenTheKeyBubblesUp() {
            let harness = ControlHarness(width: 14, height: 8)
            let scrollView = makeScrollView(harness)
            // Unfocused, with nothing focused inside: keys do not reach it.
            #expect(!harness.press(.pageDown))
            scrollView.becomeFirstResponder()
            #expect(harness.press(.pageDown))
            #expect(scrollView.contentOffset.y == 4)
            #expect(visibleRows(harness).first == "row 4")
            harness.press(.down)
            #expect(scrollView.contentOffset.y == 5)
            harness.press(.end)
            #expect(scrollView.contentOffset.y == 15)
            // At the end, the key passes on.
            #expect(!harness.press(.pageDown))
            harness.press(.home)
            #expect(scrollView.contentOffset.y == 0)
            #expect(!harness.press(.up))

            // From a focused text input inside, PgDn bubbles up; Up stays with the input's rules.
            let input = TextInputView(frame: Rect(x: 0, y: 20, width: 9, height: 1))
            scrollView.addSubview(input)
            input.becomeFirstResponder()
            #expect(harness.press(.pageDown))
            #expect(scrollView.contentOffset.y == 4)
            #expect(!harness.press(.down))
            #expect(scrollView.contentOffset.y == 4)
        }

        @Test func theWheelScrollsThreeRowsPerStep() {
            let harness = ControlHarness(width: 14, height: 8)
            let scrollView = makeScrollView(harness)
            // Over a label: the label passes the event up to the scroll view.
            #expect(harness.mouse(.scrollDown, at: Point(x: 2, y: 2)))
            #expect(scrollView.contentOffset.y == 3)
            harness.mouse(.scrollDown, at: Point(x: 10, y: 2))
            #expect(scrollView.contentOffset.y == 6)
            harness.mouse(.scrollUp, at: Point(x: 2, y: 2))
            #expect(scrollView.contentOffset.y == 3)
            harness.mouse(.scrollUp, at: Point(x: 2, y: 2))
            #expect(scrollView.contentOffset.y == 0)
            #expect(!harness.mouse(.scrollUp, at: Point(x: 2, y: 2)))
        }

        @Test func scrollRectToVisibleScrollsAsLittleAsNeeded() {
            let harness = ControlHarness(width: 14, height: 8)
            let scrollView = makeScrollView(harness)
            scrollView.scrollRectToVisible(Rect(x: 0, y: 12, width: 5, height: 2))
            #expect(scrollView.contentOffset.y == 9)
            scrollView.scrollRectToVisible(Rect(x: 0, y: 10, width: 5, height: 1))
            #expect(scrollView.contentOffset.y == 9)
            scrollView.scrollRectToVisible(Rect(x: 0, y: 3, width: 5, height: 1))
            #expect(scrollView.contentOffset.y == 3)
            // Taller than the view: its top shows.
            scrollView.scrollRectToVisible(Rect(x: 0, y: 8, width: 5, height: 9))
            #expect(scrollView.contentOffset.y == 8)
        }

        @Test func hitsLandOnContentAtTheScrolledPosition() {
            let harness = ControlHarness(width: 14, height: 8)
            let scrollView = makeScrollView(harness)
            var taps: [String] = []
            let button = Button(title: "tap") { taps.append("tap") }
            button.frame = Rect(x: 0, y: 10, width: 7, height: 1)
            scrollView.addSubview(button)
            scrollView.contentOffset = Point(x: 0, y: 8)
            harness.render()
            #expect(harness.rows()[3].hasPrefix(" [ tap ]"))
            harness.click(at: Point(x: 3, y: 3))
            #expect(taps == ["tap"])
            // The indicator stays in front of content added later.
            #expect(scrollView.subviews.last is ScrollIndicatorView)
        }
    }
}

private extension String {
    func trimmingCharacters() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
