import BanterCanvas
import Testing
@testable import BanterViews

extension Controls {
    @Suite("Label")
    @MainActor
    struct LabelControlTests {
        @Test(arguments: [TraitCollection.InterfaceStyle.light, .dark])
        func drawsAlignedTextInBothStylesAndSizes(style: TraitCollection.InterfaceStyle) {
            for width in [10, 16] {
                let harness = ControlHarness(width: 20, height: 3, style: style)
                let label = Label(text: "Hello", style: TextStyle(attributes: .bold))
                label.alignment = .center
                harness.show(label, frame: Rect(x: 0, y: 0, width: width, height: 1))
                let padding = (width - 5) / 2
                #expect(harness.rows()[0] == String(repeating: " ", count: padding) + "Hello")
                #expect(harness.canvas()[padding, 0].style == TextStyle(attributes: .bold))
                label.alignment = .trailing
                #expect(harness.rows()[0] == String(repeating: " ", count: width - 5) + "Hello")
            }
        }

        @Test func wrapsLikeTextLayout() {
            let harness = ControlHarness(width: 20, height: 6)
            let text = "the quick brown fox jumps over"
            let label = Label(text: text)
            label.numberOfLines = 0
            label.lineBreakMode = .wordWrap
            harness.show(label, frame: Rect(x: 0, y: 0, width: 10, height: 6))
            let expected = TextLayout.wrap(text, width: 10)
            #expect(expected == ["the quick", "brown fox", "jumps over"])
            #expect(harness.rows() == expected + ["", "", ""])
            #expect(label.sizeThatFits(Size(width: 10, height: 0)) == Size(width: 10, height: 3))
        }

        @Test func cutTextEndsTheLastVisibleLineWithAnEllipsis() {
            let harness = ControlHarness(width: 20, height: 6)
            let text = "one two three four five six"
            let label = Label(text: text)
            label.numberOfLines = 2
            label.lineBreakMode = .wordWrap
            harness.show(label, frame: Rect(x: 0, y: 0, width: 9, height: 6))
            let expected = TextLayout.wrap(text, width: 9, maxLines: 2)
            #expect(expected.last?.last == "…")
            #expect(Array(harness.rows().prefix(3)) == expected + [""])

            // Unlimited lines, but only two rows of height: the height cuts it the same way.
            label.numberOfLines = 0
            label.frame.size.height = 2
            #expect(Array(harness.rows().prefix(3)) == expected + [""])
        }

        @Test(arguments: [
            (Label.LineBreakMode.truncateTail, TextLayout.TruncationMode.tail),
            (.truncateHead, .head),
            (.truncateMiddle, .middle),
        ])
        func singleLineTruncation(mode: Label.LineBreakMode, layout: TextLayout.TruncationMode) {
            let harness = ControlHarness(width: 20, height: 2)
            let text = "a_rather_long_file_name.png"
            let label = Label(text: text)
            label.lineBreakMode = mode
            harness.show(label, frame: Rect(x: 0, y: 0, width: 12, height: 2))
            #expect(harness.rows()[0] == TextLayout.truncate(text, width: 12, mode: layout))
            #expect(harness.rows()[1] == "")
        }

        @Test func styledRunsKeepTheirStylesAcrossAWrap() {
            let harness = ControlHarness(width: 12, height: 3)
            let bold = TextStyle(attributes: .bold), red = TextStyle(foreground: .red)
            let label = Label(attributedText: StyledText([("abc", bold), ("def ghi", red)]))
            label.numberOfLines = 0
            harness.show(label, frame: Rect(x: 0, y: 0, width: 6, height: 3))
            let canvas = harness.canvas()
            #expect(canvas.rowText(0).hasPrefix("abcdef"))
            #expect(canvas.rowText(1).hasPrefix("ghi"))
            #expect((0..<3).allSatisfy { canvas[$0, 0].style == bold })
            #expect((3..<6).allSatisfy { canvas[$0, 0].style == red })
            #expect((0..<3).allSatisfy { canvas[$0, 1].style == red })
        }

        @Test func runStylesLayerOverTheLabelStyleAndSurviveWideText() {
            let harness = ControlHarness(width: 12, height: 3)
            let label = Label(attributedText: StyledText([("日本", TextStyle(foreground: .green)), ("語 x", .plain)]),
                              style: TextStyle(attributes: .underline))
            label.numberOfLines = 0
            harness.show(label, frame: Rect(x: 0, y: 0, width: 4, height: 3))
            let canvas = harness.canvas()
            #expect(harness.rows().prefix(2) == ["日本", "語 x"])
            #expect(canvas[0, 0].style == TextStyle(foreground: .green, attributes: .underline))
            #expect(canvas[0, 1].style == TextStyle(attributes: .underline))
        }

        @Test func aClusterStraddlingRunsTakesItsFirstRunsStyle() {
            let text = StyledText([("e", TextStyle(foreground: .red)), ("\u{301}x", TextStyle(foreground: .blue))])
            let characters = text.styledCharacters(over: .plain)
            #expect(characters.map(\.character) == ["e\u{301}", "x"])
            #expect(characters.map(\.style.foreground) == [.red, .blue])
        }

        @Test func styledWrapMapsEveryClusterBackToItsSourceCharacter() {
            let text = StyledText([("Cafe\u{301} 👩‍👩‍👧 x", TextStyle(foreground: .red)),
                                   ("日本語テキスト", TextStyle(foreground: .green)),
                                   ("\n\nflag 🇫🇷🇩🇪 e\u{301}nd  ", TextStyle(foreground: .blue))])
            let characters = StyledTextLayout.expandTabs(text.styledCharacters(over: .plain))
            for width in 1...9 {
                let lines = StyledTextLayout.wrap(characters, width: width)
                #expect(lines.map { String($0.map(\.character)) } == TextLayout.wrap(text.string, width: width))
                // Each drawn cluster is a source character, style and all, in order.
                var index = 0
                for item in lines.joined() {
                    while index < characters.count && characters[index] != item { index += 1 }
                    #expect(index < characters.count)
                    index += 1
                }
            }
        }

        @Test func intrinsicSizeIsTheWidestLineAndTheLineCount() {
            let label = Label(text: "hello\nworld!")
            label.numberOfLines = 0
            #expect(label.intrinsicContentSize == Size(width: 6, height: 2))
            label.numberOfLines = 1
            // One truncating line: the breaks read as spaces.
            #expect(label.intrinsicContentSize == Size(width: 12, height: 1))
            #expect(label.sizeThatFits(Size(width: 8, height: 1)) == Size(width: 8, height: 1))
            label.text = ""
            #expect(label.intrinsicContentSize == .zero)
        }

        @Test func sizeThatFitsWrapsAtTheGivenWidthAndCapsTheLines() {
            let label = Label(text: "aaa bbb ccc ddd")
            label.lineBreakMode = .wordWrap
            label.numberOfLines = 0
            #expect(label.sizeThatFits(Size(width: 7, height: 0)) == Size(width: 7, height: 2))
            label.numberOfLines = 1
            #expect(TextLayout.wrap("aaa bbb ccc ddd", width: 7, maxLines: 1) == ["aaa bb…"])
            #expect(label.sizeThatFits(Size(width: 7, height: 0)) == Size(width: 7, height: 1))
        }

        @Test func changingTheTextRedrawsAndRelaysTheSuperview() {
            let harness = ControlHarness(width: 10, height: 2)
            let label = harness.show(Label(text: "one"), frame: Rect(x: 0, y: 0, width: 10, height: 1))
            harness.render()
            label.text = "two"
            #expect(harness.window.needsFrame)
            #expect(harness.controller.view.needsLayout)
            #expect(harness.rows()[0] == "two")
        }
    }
}
