import Testing
import BanterCanvas
import BanterViews

@Suite("Markdown layout")
struct MarkdownLayoutTests {
    private let styles = MarkdownStyles(text: .plain)

    private func lines(_ text: String, width: Int) -> [String] {
        MarkdownLayout.lines(MarkdownParser.parse(text), width: width, styles: styles).map(\.string)
    }

    @Test func paragraphsWrapAndKeepLineBreaks() {
        #expect(lines("**one two** three\nfour", width: 9) == ["one two", "three", "four"])
        #expect(lines("日本語の**テキスト**", width: 6) == ["日本語", "のテキ", "スト"])
    }

    @Test func quotesHaveABar() {
        #expect(lines("> a quoted line", width: 10) == ["▎ a quoted", "▎ line"])
    }

    @Test func codeBlocksAreBoxedAndNeverReflowed() {
        #expect(lines("```\nshort\nlonger line here\n```", width: 14) == [
            "┌────────────┐", "│ short      │", "│ longer li… │", "└────────────┘",
        ])
        #expect(lines("```py\nx\n```", width: 20) == ["┌─ py ─┐", "│ x    │", "└──────┘"])
        // Wide characters keep their two columns inside the box.
        #expect(lines("```\n日本\n```", width: 20).map { TextWidth.of($0) } == [8, 8, 8])
    }

    @Test func stylesFollowTheTraits() {
        let styles = MarkdownStyles(text: TextStyle(foreground: .red), link: TextStyle(attributes: .underline),
                                    mention: TextStyle(foreground: .blue), currentUserMention: TextStyle(foreground: .green), currentUserId: "me")
        let base = styles.text
        #expect(MarkdownLayout.style(of: MarkdownSpan("x", traits: [.bold, .italic]), styles: styles, base: base)
                == TextStyle(foreground: .red, attributes: [.bold, .italic]))
        #expect(MarkdownLayout.style(of: MarkdownSpan("x", traits: .link, link: "u"), styles: styles, base: base)
                == TextStyle(foreground: .red, attributes: .underline))
        #expect(MarkdownLayout.style(of: MarkdownSpan("@Me", traits: .mention, mentionedUserId: "me"), styles: styles, base: base).foreground == .green)
        #expect(MarkdownLayout.style(of: MarkdownSpan("@Bo", traits: .mention, mentionedUserId: "bo"), styles: styles, base: base).foreground == .blue)
    }
}
