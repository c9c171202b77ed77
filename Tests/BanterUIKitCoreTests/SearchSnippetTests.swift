import Testing
import BanterCanvas
import BanterUIKitCore

@Suite("Search snippets: cut around the match, matches marked")
@MainActor
struct SearchSnippetTests {
    private func marked(_ snippet: SearchSnippet) -> String {
        snippet.runs.map { $0.isMatch ? "[" + $0.text + "]" : $0.text }.joined()
    }

    @Test func aShortTextShowsWholeWithEveryMatchMarked() {
        let snippet = SearchSnippet(text: "Release the release notes", keyword: "release", width: 40)
        #expect(marked(snippet) == "[Release] the [release] notes")
    }

    @Test func matchingIgnoresCaseAndAccentsAndTakesEveryWord() {
        #expect(marked(SearchSnippet(text: "Café au lait, CAFE noir", keyword: "cafe noir", width: 40)) == "[Café] au lait, [CAFE] [noir]")
        // The last word is a prefix too.
        #expect(marked(SearchSnippet(text: "deploying now", keyword: "deplo", width: 40)) == "[deplo]ying now")
    }

    @Test func aLongTextIsCutAroundTheFirstMatch() {
        let text = String(repeating: "word ", count: 30) + "the budget is final " + String(repeating: "more ", count: 30)
        let snippet = SearchSnippet(text: text, keyword: "budget", width: 30)
        #expect(snippet.text.hasPrefix("…"))
        #expect(snippet.text.hasSuffix("…"))
        #expect(marked(snippet).contains("[budget]"))
        #expect(TextWidth.of(snippet.text) <= 30)
    }

    @Test func wideCharactersAndEmojiMatchAndFit() {
        let snippet = SearchSnippet(text: "发布会在星期一 🎉 release party", keyword: "发布 🎉", width: 14)
        #expect(marked(snippet).hasPrefix("[发布]会"))
        #expect(TextWidth.of(snippet.text) <= 14)
        #expect(marked(SearchSnippet(text: "発表 🎉 party", keyword: "🎉", width: 20)) == "発表 [🎉] party")
    }

    @Test func lineBreaksReadAsSpacesAndNoMatchShowsTheStart() {
        #expect(SearchSnippet(text: "one\ntwo", keyword: "zzz", width: 20).text == "one two")
        #expect(SearchSnippet(text: "abcdefghij", keyword: "zzz", width: 5).text == "abcd…")
    }
}
