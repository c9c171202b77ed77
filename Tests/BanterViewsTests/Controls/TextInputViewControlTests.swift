import BanterCanvas
import BanterTerminal
import Testing
@testable import BanterViews

/// Records what a text input tells its delegate, and vetoes edits that insert an "x".
@MainActor
private final class RecordingDelegate: TextInputViewDelegate {
    var asked: [(Range<Int>, String)] = []
    var changes = 0
    var submissions: [String] = []

    func textInputView(_ textInputView: TextInputView, shouldChangeTextIn range: Range<Int>, replacementText: String) -> Bool {
        asked.append((range, replacementText))
        return !replacementText.contains("x")
    }

    func textInputViewDidChange(_ textInputView: TextInputView) { changes += 1 }
    func textInputViewDidSubmit(_ textInputView: TextInputView) { submissions.append(textInputView.text) }
}

/// A delegate that implements nothing, to show the defaults allow everything.
@MainActor
private final class SilentDelegate: TextInputViewDelegate {}

/// A container that gives its text input the height it asks for, as a stack would.
@MainActor
private final class GrowingContainer: View {
    let input: TextInputView
    init(input: TextInputView) {
        self.input = input
        super.init()
        addSubview(input)
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        input.frame = Rect(x: 0, y: 0, width: frame.width, height: input.sizeThatFits(Size(width: frame.width, height: 0)).height)
    }
}

/// "héllo 日本 👩‍💻 é": one-column letters (the first é precomposed), two CJK ideographs,
/// an emoji ZWJ sequence (two columns), and e + a combining acute accent (one column).
private let mixed = "h\u{E9}llo 日本 👩\u{200D}💻 e\u{301}"
/// The caret's column before each of `mixed`'s 12 clusters and after the last.
private let mixedColumns = [0, 1, 2, 3, 4, 5, 6, 8, 10, 11, 13, 14, 15]

extension Controls {
    @Suite("TextInputView")
    @MainActor
    struct TextInputViewControlTests {
        private func focusedInput(width: Int = 30, height: Int = 1, multiline: Bool = false, harness: ControlHarness) -> TextInputView {
            let input = harness.show(TextInputView(isMultiline: multiline), frame: Rect(x: 2, y: 1, width: width, height: height))
            #expect(input.becomeFirstResponder())
            return input
        }

        // MARK: Clusters and columns

        @Test func theCaretMovesByClusterAndItsCellCountsWideClusters() {
            let harness = ControlHarness(width: 40, height: 4)
            let input = focusedInput(harness: harness)
            harness.type(mixed)
            #expect(input.text == mixed)
            #expect(input.characters.count == 12)
            #expect(input.caretIndex == 12)
            harness.render()
            for index in stride(from: 12, through: 0, by: -1) {
                #expect(input.caretIndex == index)
                #expect(input.caretPosition == Point(x: mixedColumns[index], y: 0))
                #expect(harness.window.cursorPosition == Point(x: 2 + mixedColumns[index], y: 1))
                harness.press(.left)
            }
            #expect(input.caretIndex == 0)
            harness.press(.end)
            #expect(input.caretIndex == 12)
            harness.press(.home)
            harness.press(.right)
            harness.press(.right)
            #expect(input.caretIndex == 2)
            #expect(harness.rows()[1] == "  " + mixed)
        }

        @Test func aCombiningMarkTypedAfterALetterJoinsIt() {
            let harness = ControlHarness()
            let input = focusedInput(harness: harness)
            harness.type("ae")
            harness.press(.character("\u{301}"))
            #expect(input.characters == ["a", "e\u{301}"])
            #expect(input.caretIndex == 2)
            harness.press(.backspace)
            #expect(input.text == "a")
        }

        @Test func backspaceAndDeleteRemoveWholeClusters() {
            let harness = ControlHarness()
            let input = focusedInput(harness: harness)
            input.text = mixed
            harness.press(.backspace)
            #expect(input.text == "h\u{E9}llo 日本 👩\u{200D}💻 ")
            input.caretIndex = 9
            harness.press(.delete)
            #expect(input.text == "h\u{E9}llo 日本  ")
            harness.press(.backspace)
            #expect(input.text == "h\u{E9}llo 日本 ")
            #expect(input.caretIndex == 8)
        }

        // MARK: Words and lines

        @Test func altBAndAltFMoveByWords() {
            let harness = ControlHarness()
            let input = focusedInput(harness: harness)
            input.text = mixed
            var stops: [Int] = []
            for _ in 0..<5 {
                harness.press(.character("b"), .alt)
                stops.append(input.caretIndex)
            }
            #expect(stops == [11, 9, 6, 0, 0])
            stops = []
            for _ in 0..<5 {
                harness.press(.character("f"), .alt)
                stops.append(input.caretIndex)
            }
            #expect(stops == [5, 8, 10, 12, 12])
            harness.press(.left, .control)
            #expect(input.caretIndex == 11)
        }

        @Test func ctrlWDeletesBackToWhitespace() {
            let harness = ControlHarness()
            let input = focusedInput(harness: harness)
            input.text = mixed
            harness.press(.character("w"), .control)
            #expect(input.text == "h\u{E9}llo 日本 👩\u{200D}💻 ")
            harness.press(.character("w"), .control)
            #expect(input.text == "h\u{E9}llo 日本 ")
            #expect(input.caretIndex == 9)
            harness.press(.backspace, .alt)
            #expect(input.text == "h\u{E9}llo ")
        }

        @Test func ctrlKAndCtrlUKillToTheLineEnds() {
            let harness = ControlHarness()
            let input = focusedInput(harness: harness)
            input.text = mixed
            input.caretIndex = 6
            harness.press(.character("k"), .control)
            #expect(input.text == "h\u{E9}llo ")
            #expect(input.caretIndex == 6)
            input.text = mixed
            input.caretIndex = 6
            harness.press(.character("u"), .control)
            #expect(input.text == "日本 👩\u{200D}💻 e\u{301}")
            #expect(input.caretIndex == 0)
            harness.press(.character("e"), .control)
            #expect(input.caretIndex == 6)
            harness.press(.character("a"), .control)
            #expect(input.caretIndex == 0)
        }

        @Test func lineKeysWorkOnHardLinesInMultiline() {
            let harness = ControlHarness()
            let input = focusedInput(height: 4, multiline: true, harness: harness)
            input.text = "ab\ncd\nef"
            input.caretIndex = 4
            harness.press(.home)
            #expect(input.caretIndex == 3)
            harness.press(.end)
            #expect(input.caretIndex == 5)
            // At the end of a line, Ctrl-K joins the next one; at the start, Ctrl-U the previous.
            harness.press(.character("k"), .control)
            #expect(input.text == "ab\ncdef")
            input.caretIndex = 3
            harness.press(.character("u"), .control)
            #expect(input.text == "abcdef")
            #expect(input.caretIndex == 2)
        }

        // MARK: Input rules

        @Test func maxLengthCutsTypingAndPastes() {
            let harness = ControlHarness()
            let input = focusedInput(harness: harness)
            input.maxLength = 5
            harness.type("abc")
            #expect(harness.paste("日本語テキスト"))
            #expect(input.text == "abc日本")
            #expect(input.caretIndex == 5)
            harness.type("z")
            harness.paste("more")
            #expect(input.text == "abc日本")
            input.caretIndex = 1
            harness.press(.delete)
            harness.paste("👩\u{200D}💻👩\u{200D}💻")
            #expect(input.text == "a👩\u{200D}💻c日本")
            input.text = String(repeating: "x", count: 50)
            #expect(input.characters.count == 5)
        }

        @Test func pastesKeepNewlinesOnlyInMultiline() {
            let harness = ControlHarness(width: 40, height: 6)
            let single = focusedInput(harness: harness)
            harness.paste("one\ntwo\r\nthree\tfour\u{1B}")
            #expect(single.text == "one two three    four")
            let multi = harness.show(TextInputView(isMultiline: true), frame: Rect(x: 0, y: 3, width: 30, height: 3))
            multi.becomeFirstResponder()
            harness.paste("one\ntwo\r\nthree")
            #expect(multi.text == "one\ntwo\nthree")
            multi.isMultiline = false
            #expect(multi.text == "one two three")
        }

        @Test func keysAndPastesPassOnWhenNotFocused() {
            let harness = ControlHarness()
            let input = harness.show(TextInputView(), frame: Rect(x: 0, y: 0, width: 10, height: 1))
            #expect(!harness.press(.character("a")))
            #expect(!input.handleKey(KeyEvent(.character("a"))))
            #expect(!input.handlePaste("text"))
            #expect(input.text.isEmpty)
            input.becomeFirstResponder()
            // Focused, keys it does not use still pass on.
            #expect(!harness.press(.escape))
            #expect(!harness.press(.function(2)))
            #expect(!harness.press(.up))
            #expect(!harness.press(.character("q"), .control))
        }

        // MARK: Delegate

        @Test func theDelegateCanVetoEditsAndHearsChangesAndSubmissions() {
            let harness = ControlHarness()
            let input = focusedInput(harness: harness)
            let delegate = RecordingDelegate()
            input.delegate = delegate
            harness.type("axb")
            #expect(input.text == "ab")
            #expect(delegate.asked.map(\.0) == [0..<0, 1..<1, 1..<1])
            #expect(delegate.asked.map(\.1) == ["a", "x", "b"])
            #expect(delegate.changes == 2)
            harness.press(.backspace)
            #expect(delegate.asked.last! == (1..<2, ""))
            #expect(delegate.changes == 3)
            // Nothing to delete: nobody is asked.
            harness.press(.home)
            harness.press(.backspace)
            #expect(delegate.asked.count == 4)
            harness.press(.enter)
            #expect(delegate.submissions == ["a"])
            // Setting text in code does not consult the delegate.
            input.text = "xx"
            #expect(input.text == "xx" && delegate.changes == 3)
        }

        @Test func defaultDelegateMethodsAllowEverything() {
            let harness = ControlHarness()
            let input = focusedInput(harness: harness)
            let delegate = SilentDelegate()
            input.delegate = delegate
            harness.type("ok")
            harness.press(.enter)
            #expect(input.text == "ok")
        }

        @Test func enterSubmitsAndModifiedEnterOrCtrlJBreaksTheLineInMultiline() {
            let harness = ControlHarness()
            let input = focusedInput(height: 3, multiline: true, harness: harness)
            let delegate = RecordingDelegate()
            input.delegate = delegate
            harness.type("a")
            harness.press(.enter, .alt)
            harness.type("b")
            harness.press(.character("j"), .control)
            harness.type("c")
            #expect(input.text == "a\nb\nc")
            harness.press(.enter)
            #expect(delegate.submissions == ["a\nb\nc"])
            input.isMultiline = false
            harness.press(.character("j"), .control)
            #expect(delegate.submissions.count == 2)
        }

        // MARK: Multi-line layout

        @Test func multilineGrowsUpToMaxVisibleLinesThenScrollsWithTheCaret() {
            let harness = ControlHarness(width: 20, height: 8)
            let input = TextInputView(isMultiline: true)
            input.maxVisibleLines = 3
            let container = harness.show(GrowingContainer(input: input), frame: Rect(x: 0, y: 0, width: 11, height: 8))
            _ = container
            input.becomeFirstResponder()
            harness.render()
            #expect(input.frame.height == 1)
            // 11 columns wrap at 10, one column kept for the caret.
            harness.type("aaaa bbbb cccc")
            harness.render()
            #expect(input.frame.height == 2)
            #expect(input.intrinsicContentSize.height == 2)
            harness.type(" dddd eeee")
            #expect(Array(harness.rows().prefix(4)) == ["aaaa bbbb", "cccc dddd", "eeee", ""])
            #expect(input.frame.height == 3)
            #expect(input.caretPosition == Point(x: 4, y: 2))

            harness.type(" ffff gggg")
            #expect(input.displayLineCount == 4)
            #expect(harness.rows().prefix(4) == ["cccc dddd", "eeee ffff", "gggg", ""])
            #expect(input.frame.height == 3)
            #expect(input.scrollOffset.y == 1)
            #expect(input.caretPosition == Point(x: 4, y: 2))
            #expect(harness.window.cursorPosition == Point(x: 4, y: 2))

            // Up keeps the column; the view scrolls back when the caret leaves the top.
            harness.press(.up)
            harness.press(.up)
            harness.press(.up)
            #expect(input.caretIndex == 4)
            #expect(input.scrollOffset.y == 0)
            #expect(input.caretPosition == Point(x: 4, y: 0))
            #expect(harness.rows().prefix(3) == ["aaaa bbbb", "cccc dddd", "eeee ffff"])
            // Up on the first line passes on (for history, say).
            #expect(!harness.press(.up))

            // Deleting lines shrinks the view again.
            input.text = "short"
            harness.render()
            #expect(input.frame.height == 1)
            #expect(input.scrollOffset.y == 0)
        }

        @Test func verticalMotionAimsForTheColumnOverWideText() {
            let harness = ControlHarness(width: 20, height: 6)
            let input = focusedInput(width: 12, height: 4, multiline: true, harness: harness)
            input.text = "abcde\n日本語\nxy\nabcdef"
            input.caretIndex = 3  // column 3, line 0
            harness.press(.down)
            // Column 3 falls inside 本 (columns 2-3): the caret stops before it.
            #expect(input.caretIndex == 7)
            #expect(input.caretPosition == Point(x: 2, y: 1))
            harness.press(.down)
            #expect(input.caretIndex == 12)  // end of "xy", column 2
            harness.press(.down)
            // The goal column (3) survives the short line.
            #expect(input.caretIndex == 16)
            #expect(input.caretPosition == Point(x: 3, y: 3))
            #expect(!harness.press(.down))
        }

        @Test func softWrappedWideTextPlacesTheCaretOnTheNextLine() {
            let harness = ControlHarness(width: 20, height: 6)
            let input = focusedInput(width: 7, height: 3, multiline: true, harness: harness)
            input.text = "日本語日本語"
            // 7 columns wrap at 6: three ideographs a line.
            #expect(Array(harness.rows()[1...2]) == ["  日本語", "  日本語"])
            input.caretIndex = 3
            #expect(input.caretPosition == Point(x: 0, y: 1))
            input.caretIndex = 6
            #expect(input.caretPosition == Point(x: 6, y: 1))
            harness.press(.up)
            #expect(input.caretIndex == 2)
        }

        // MARK: Single-line scrolling

        @Test func singleLineScrollsSidewaysToKeepTheCaretVisible() {
            let harness = ControlHarness(width: 12, height: 1)
            let input = harness.show(TextInputView(), frame: Rect(x: 0, y: 0, width: 10, height: 1))
            input.becomeFirstResponder()
            harness.type("abcdefghijklmno")
            #expect(input.scrollOffset.x == 6)
            #expect(input.caretPosition == Point(x: 9, y: 0))
            #expect(harness.rows()[0] == "ghijklmno")
            harness.press(.home)
            #expect(input.scrollOffset.x == 0)
            #expect(input.caretPosition == Point(x: 0, y: 0))
            #expect(harness.rows()[0] == "abcdefghij")
        }

        @Test func singleLineScrollingCutsAWideClusterAtTheLeftEdgeIntoASpace() {
            let harness = ControlHarness(width: 8, height: 1)
            let input = harness.show(TextInputView(), frame: Rect(x: 0, y: 0, width: 6, height: 1))
            input.becomeFirstResponder()
            harness.paste("a日本語日本語")
            // 13 columns; the caret at 13 needs the offset at 8, inside 日 (columns 7-8).
            #expect(input.scrollOffset.x == 8)
            #expect(input.caretPosition == Point(x: 5, y: 0))
            #expect(harness.rows()[0] == " 本語")
            harness.press(.left)
            harness.press(.left)
            harness.press(.left)
            #expect(input.caretPosition == Point(x: 0, y: 0))
            harness.press(.left)
            #expect(input.scrollOffset.x == 5)
            #expect(input.caretPosition == Point(x: 0, y: 0))
            #expect(harness.rows()[0] == "語日本")
        }

        // MARK: Looks and mouse

        @Test(arguments: [TraitCollection.InterfaceStyle.light, .dark])
        func placeholderIsMutedInBothStyles(style: TraitCollection.InterfaceStyle) {
            for width in [8, 20] {
                let harness = ControlHarness(width: 22, height: 3, style: style)
                let input = harness.show(TextInputView(placeholder: "Type a message"), frame: Rect(x: 0, y: 0, width: width, height: 1))
                #expect(harness.rows()[0] == TextLayout.truncate("Type a message", width: width))
                let muted = style == .light ? TextStyle(foreground: .brightBlack) : TextStyle(attributes: .dim)
                #expect(harness.canvas()[0, 0].style == muted)
                input.becomeFirstResponder()
                #expect(harness.window.cursorPosition == Point(x: 0, y: 0))
                harness.type("hi")
                #expect(harness.rows()[0] == "hi")
                #expect(harness.canvas()[0, 0].style == .plain)
            }
        }

        @Test func aClickFocusesAndPlacesTheCaret() {
            let harness = ControlHarness(width: 30, height: 4)
            let input = harness.show(TextInputView(), frame: Rect(x: 2, y: 1, width: 20, height: 1))
            input.text = mixed
            harness.render()
            // Column 9 is the right half of 本 (columns 8-9 of the text): before it.
            harness.click(at: Point(x: 2 + 9, y: 1))
            #expect(input.isFirstResponder)
            #expect(input.caretIndex == 7)
        }

        @Test(arguments: [false, true])
        func randomEditingKeepsTheInvariants(multiline: Bool) {
            let harness = ControlHarness(width: 24, height: 8)
            let input = harness.show(TextInputView(isMultiline: multiline), frame: Rect(x: 1, y: 1, width: 9, height: 3))
            input.maxVisibleLines = 3
            input.maxLength = 40
            input.becomeFirstResponder()
            var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
            func next(_ bound: Int) -> Int {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int((seed >> 33) % UInt64(bound))
            }
            let pieces = ["a", "日", "👩\u{200D}💻", "e\u{301}", "\u{301}", " ", "🇯🇵", "x y", "\n", "本語 ok"]
            let keys: [(Key, KeyModifiers)] = [
                (.left, []), (.right, []), (.up, []), (.down, []), (.home, []), (.end, []),
                (.backspace, []), (.delete, []), (.backspace, .alt), (.left, .control), (.right, .alt),
                (.character("w"), .control), (.character("k"), .control), (.character("u"), .control),
                (.character("b"), .alt), (.character("f"), .alt), (.character("j"), .control), (.enter, .alt),
            ]
            for _ in 0..<600 {
                switch next(4) {
                case 0: harness.paste(pieces[next(pieces.count)] + pieces[next(pieces.count)])
                case 1: harness.press(.character(Character(pieces[next(5)])))
                case 2:
                    let key = keys[next(keys.count)]
                    harness.press(key.0, key.1)
                default:
                    if next(8) == 0 { input.frame.size = Size(width: 1 + next(10), height: 1 + next(3)) }
                    harness.render()
                }
                #expect(input.caretIndex >= 0 && input.caretIndex <= input.characters.count)
                #expect(Array(input.text) == input.characters)
                #expect(input.characters.count <= 40)
                #expect(multiline || !input.text.contains("\n"))
                harness.render()
                if let caret = input.caretPosition {
                    #expect(caret.x >= 0 && caret.x < max(1, input.frame.width))
                    #expect(caret.y >= 0 && caret.y < max(1, input.frame.height))
                }
            }
        }

        @Test func sizing() {
            let input = TextInputView()
            #expect(input.intrinsicContentSize == Size(width: -1, height: 1))
            #expect(input.sizeThatFits(Size(width: 10, height: 5)) == Size(width: 10, height: 1))
            input.isMultiline = true
            input.maxVisibleLines = 2
            input.text = "one two three four"
            #expect(input.sizeThatFits(Size(width: 9, height: 0)).height == 2)
            #expect(input.sizeThatFits(Size(width: 40, height: 0)).height == 1)
            input.text = "a\nb\nc"
            #expect(input.intrinsicContentSize.height == 2)
        }
    }
}
