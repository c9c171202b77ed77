import Testing
import BanterCanvas

@Suite("Markdown parser")
struct MarkdownParserTests {
    /// The one line of a one-paragraph document.
    private func line(_ text: String, mentions: [MarkdownMention] = []) -> [MarkdownSpan] {
        let document = MarkdownParser.parse(text, mentions: mentions)
        guard case .paragraph(let lines)? = document.blocks.first, lines.count == 1 else {
            Issue.record("not one paragraph line: \(document)")
            return []
        }
        return lines[0]
    }

    @Test func plainTextIsOneSpan() {
        #expect(line("hello world") == [MarkdownSpan("hello world")])
        #expect(MarkdownParser.parse("").blocks == [.paragraph([[]])])
    }

    @Test func emphasisStrikeAndCode() {
        #expect(line("a **b** c") == [MarkdownSpan("a "), MarkdownSpan("b", traits: .bold), MarkdownSpan(" c")])
        #expect(line("*i*") == [MarkdownSpan("i", traits: .italic)])
        #expect(line("~~gone~~ now") == [MarkdownSpan("gone", traits: .strikethrough), MarkdownSpan(" now")])
        #expect(line("run `ls *.swift` here") == [MarkdownSpan("run "), MarkdownSpan("ls *.swift", traits: .code), MarkdownSpan(" here")])
        #expect(line("``a ` b``") == [MarkdownSpan("a ` b", traits: .code)])
        #expect(line("***both***") == [MarkdownSpan("both", traits: [.bold, .italic])])
    }

    @Test func nestedMarkers() {
        #expect(line("**bold *and italic* bold**") == [
            MarkdownSpan("bold ", traits: .bold), MarkdownSpan("and italic", traits: [.bold, .italic]),
            MarkdownSpan(" bold", traits: .bold),
        ])
        #expect(line("~~**x**~~") == [MarkdownSpan("x", traits: [.bold, .strikethrough])])
    }

    @Test func unclosedAndUnflankedMarkersShowAsTyped() {
        #expect(line("**never closed") == [MarkdownSpan("**never closed")])
        #expect(line("2 * 3 * 4") == [MarkdownSpan("2 * 3 * 4")])
        #expect(line("`open code") == [MarkdownSpan("`open code")])
        #expect(line("~single~") == [MarkdownSpan("~single~")])
        #expect(line("\\*not italic\\*") == [MarkdownSpan("*not italic*")])
        #expect(line("*a **b* c**") == [MarkdownSpan("a **b", traits: .italic), MarkdownSpan(" c**")])
        // A marker closed on another line is not a marker: lines are read one at a time.
        let document = MarkdownParser.parse("**one\ntwo**")
        #expect(document.plainText == "**one\ntwo**")
    }

    @Test func tenThousandAsterisksStayLiteral() {
        let stars = String(repeating: "*", count: 10_000)
        #expect(line(stars) == [MarkdownSpan(stars)])
        let alternating = String(repeating: "*a", count: 10_000)
        #expect(MarkdownParser.parse(alternating).plainText.count == 10_000 + 10_000 - 2 * 5_000)
        let openers = String(repeating: "**a ", count: 5_000)
        #expect(MarkdownParser.parse(openers).plainText == openers)
        let brackets = String(repeating: "[a](", count: 5_000)
        #expect(MarkdownParser.parse(brackets).plainText == brackets)
    }

    @Test func linksAndBareURLs() {
        #expect(line("see [the docs](https://x.org/a) now") == [
            MarkdownSpan("see "), MarkdownSpan("the docs", traits: .link, link: "https://x.org/a"), MarkdownSpan(" now"),
        ])
        #expect(line("[**b**](u)") == [MarkdownSpan("b", traits: [.link, .bold], link: "u")])
        #expect(line("go to https://example.com/x?y=1.") == [
            MarkdownSpan("go to "), MarkdownSpan("https://example.com/x?y=1", traits: .link, link: "https://example.com/x?y=1"), MarkdownSpan("."),
        ])
        #expect(line("(http://a.b/c_(d))") == [
            MarkdownSpan("("), MarkdownSpan("http://a.b/c_(d)", traits: .link, link: "http://a.b/c_(d)"), MarkdownSpan(")"),
        ])
        #expect(line("xhttp://no") == [MarkdownSpan("xhttp://no")])
        #expect(line("`https://in.code`") == [MarkdownSpan("https://in.code", traits: .code)])
    }

    @Test func aLinkNeverCarriesAControlCharacter() {
        // Not a `[text](url)` link: the URL would hold ESC and BEL. The bare URL ends before them.
        let hostile = line("[x](http://a\u{1B}]8;;evil\u{07})")
        #expect(hostile.map(\.text).joined() == "[x](http://a\u{1B}]8;;evil\u{07})")
        #expect(hostile.compactMap(\.link) == ["http://a"])
        let spans = line("http://a.b/\u{1B}[31mred")
        #expect(spans.first == MarkdownSpan("http://a.b/", traits: .link, link: "http://a.b/"))
        for span in spans { #expect(span.link?.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } != true) }
    }

    @Test func wideCharactersAreKeptWhole() {
        #expect(line("**日本語**と👩‍💻") == [MarkdownSpan("日本語", traits: .bold), MarkdownSpan("と👩‍💻")])
        #expect(line("*é*") == [MarkdownSpan("é", traits: .italic)])
    }

    @Test func blocks() {
        let document = MarkdownParser.parse("intro\n> quoted **bold**\n>second\n```swift\nlet x = **y**\n  indented\n```\nafter")
        #expect(document.blocks == [
            .paragraph([[MarkdownSpan("intro")]]),
            .quote([[MarkdownSpan("quoted "), MarkdownSpan("bold", traits: .bold)], [MarkdownSpan("second")]]),
            .codeBlock(language: "swift", lines: ["let x = **y**", "  indented"]),
            .paragraph([[MarkdownSpan("after")]]),
        ])
        #expect(MarkdownParser.parse("```\nunclosed\n**x**").blocks == [.codeBlock(language: "", lines: ["unclosed", "**x**"])])
    }

    @Test func preMarkedMentionsAreKeptWhole() {
        let spans = line("hi @**Bo** *x*", mentions: [MarkdownMention(range: 3..<10, userId: "bo")])
        #expect(spans == [
            MarkdownSpan("hi "), MarkdownSpan("@**Bo**", traits: .mention, mentionedUserId: "bo"),
            MarkdownSpan(" "), MarkdownSpan("x", traits: .italic),
        ])
        // Out of range or overlapping mentions are ignored rather than trusted.
        #expect(line("ab", mentions: [MarkdownMention(range: 1..<5, userId: "x")]) == [MarkdownSpan("ab")])
    }

    @Test func plainMessagesSkipTheParser() {
        #expect(!MarkdownParser.mayContainMarkup("just words, no markup"))
        #expect(MarkdownParser.mayContainMarkup("a *b*"))
        #expect(MarkdownParser.mayContainMarkup("see https://x"))
    }

    @Test func plainDocumentsMarkOnlyMentions() {
        let document = MarkdownParser.plain("**hi** @Bo\nnext", mentions: [MarkdownMention(range: 7..<10, userId: "bo")])
        #expect(document.blocks == [.paragraph([
            [MarkdownSpan("**hi** "), MarkdownSpan("@Bo", traits: .mention, mentionedUserId: "bo")],
            [MarkdownSpan("next")],
        ])])
    }
}
