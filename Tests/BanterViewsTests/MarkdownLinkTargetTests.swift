import Testing
import BanterCanvas
import BanterViews

/// A link's text carries where it goes (`TextStyle.link`) through layout onto the canvas's
/// cells, for terminals that make links clickable; the text and the dumps are unchanged.
@Suite("Markdown link targets")
struct MarkdownLinkTargetTests {
    private let styles = MarkdownStyles(text: .plain)

    @Test func aLinkRunCarriesItsURLAndOtherRunsNone() throws {
        let line = try #require(MarkdownLayout.lines(MarkdownParser.parse("see [the docs](https://example.org/docs) now"),
                                                     width: 80, styles: styles).first)
        let linked = line.runs.filter { $0.style.link != nil }
        #expect(linked.map(\.text) == ["the docs"])
        #expect(linked.first?.style.link?.url == "https://example.org/docs")
        #expect(line.string == "see the docs now")
    }

    @Test func aBareURLIsItsOwnLink() throws {
        let line = try #require(MarkdownLayout.lines(MarkdownParser.parse("at https://example.org/a"), width: 80, styles: styles).first)
        #expect(line.runs.compactMap { $0.style.link?.url } == ["https://example.org/a"])
    }

    @Test func cellsKeepTheLinkAndDumpsDoNotShowIt() {
        var canvas = Canvas(width: 10, height: 1)
        let link = Hyperlink("https://example.org")
        canvas.write("ab", at: .zero)
        canvas.write("cd", at: Point(x: 2, y: 0), style: TextStyle(attributes: .underline, link: link))
        #expect(canvas[0, 0].link == nil)
        #expect(canvas[2, 0].link == link)
        #expect(canvas[3, 0].link == link)
        var plain = Canvas(width: 10, height: 1)
        plain.write("ab", at: .zero)
        plain.write("cd", at: Point(x: 2, y: 0), style: TextStyle(attributes: .underline))
        #expect(canvas.styledDump() == plain.styledDump())
        #expect(canvas != plain, "a change of link alone is a change the encoder writes")
        // Overwriting with plain text drops the link.
        canvas.write("xy", at: Point(x: 2, y: 0))
        #expect(canvas[2, 0].link == nil)
    }
}
