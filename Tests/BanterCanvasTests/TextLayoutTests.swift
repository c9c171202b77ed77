import Testing
@testable import BanterCanvas

@Suite("Text layout")
struct TextLayoutTests {
    // MARK: Wrapping

    @Test func wrapsAtSpaces() {
        #expect(TextLayout.wrap("the quick brown fox jumps over the lazy dog", width: 10)
                == ["the quick", "brown fox", "jumps over", "the lazy", "dog"])
        #expect(TextLayout.wrap("fits", width: 10) == ["fits"])
    }

    @Test func breaksLongWordsBetweenClusters() {
        #expect(TextLayout.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextLayout.wrap("hi abcdefghij", width: 4) == ["hi", "abcd", "efgh", "ij"])
        #expect(TextLayout.wrap("e\u{301}e\u{301}e\u{301}", width: 2) == ["e\u{301}e\u{301}", "e\u{301}"])
        #expect(TextLayout.wrap("👩‍💻👩‍💻👩‍💻", width: 5) == ["👩‍💻👩‍💻", "👩‍💻"])
    }

    @Test func breaksBetweenIdeographs() {
        #expect(TextLayout.wrap("这是一个很长的中文句子", width: 10) == ["这是一个很", "长的中文句", "子"])
        #expect(TextLayout.wrap("日本語のテキスト", width: 5) == ["日本", "語の", "テキ", "スト"])
    }

    @Test func neverStartsALineWithClosingPunctuation() {
        #expect(TextLayout.wrap("你好。世界", width: 4) == ["你", "好。", "世界"])
        #expect(TextLayout.wrap("「你好」", width: 4) == ["「你", "好」"])
    }

    @Test func wrapsMixedScripts() {
        #expect(TextLayout.wrap("Hello 世界 and 日本語 text", width: 8) == ["Hello 世", "界 and", "日本語", "text"])
        #expect(TextLayout.wrap("hi 👍🏽👍🏽👍🏽", width: 5) == ["hi 👍🏽", "👍🏽👍🏽"])
        #expect(TextLayout.wrap("Привет мир, καλημέρα κόσμε", width: 12) == ["Привет мир,", "καλημέρα", "κόσμε"])
        #expect(TextLayout.wrap("مرحبا بالعالم", width: 6) == ["مرحبا", "بالعال", "م"])
    }

    @Test func breaksAfterAHyphenBetweenLetters() {
        #expect(TextLayout.wrap("well-known facts", width: 6) == ["well-", "known", "facts"])
        #expect(TextLayout.wrap("a -5 b", width: 3) == ["a", "-5", "b"])
    }

    @Test func hardLineBreaksEndLines() {
        #expect(TextLayout.wrap("a\n\nb\r\nc\rd\u{2028}e", width: 10) == ["a", "", "b", "c", "d", "e"])
        #expect(TextLayout.wrap("a\n", width: 10) == ["a", ""])
        #expect(TextLayout.wrap("", width: 10) == [""])
    }

    @Test func whitespaceAtBreaksIsDropped() {
        #expect(TextLayout.wrap("aaa   bbb", width: 4) == ["aaa", "bbb"])
        #expect(TextLayout.wrap("  indented text", width: 20) == ["  indented text"])
        #expect(TextLayout.wrap("ab  ", width: 5) == ["ab  "])
        #expect(TextLayout.wrap("ab  ", width: 3) == ["ab"])
        #expect(TextLayout.wrap("a\u{00A0}b c", width: 3) == ["a\u{00A0}b", "c"])
    }

    @Test func expandsTabsBeforeWrapping() {
        #expect(TextLayout.wrap("a\tb", width: 20, tabWidth: 4) == ["a   b"])
        #expect(TextLayout.wrap("\tx\n\ty", width: 20, tabWidth: 2) == ["  x", "  y"])
    }

    @Test func wrapsTinyAndBadWidths() {
        #expect(TextLayout.wrap("abc", width: 1) == ["a", "b", "c"])
        #expect(TextLayout.wrap("abc", width: 0) == ["a", "b", "c"])
        #expect(TextLayout.wrap("abc", width: -4) == ["a", "b", "c"])
        // The one line wider than its width: a wide cluster cannot fit in one column.
        #expect(TextLayout.wrap("日本", width: 1) == ["日", "本"])
    }

    @Test func wrapKeepsAtMostMaxLines() {
        #expect(TextLayout.wrap("one two three four five", width: 9, maxLines: 2) == ["one two", "three…"])
        #expect(TextLayout.wrap("one two three four five", width: 9, maxLines: 3) == ["one two", "three", "four five"])
        #expect(TextLayout.wrap("aaaa bbbb", width: 4, maxLines: 1) == ["aaa…"])
        #expect(TextLayout.wrap("anything", width: 4, maxLines: 0) == [])
    }

    // MARK: Truncation

    @Test func truncatesWithAnEllipsis() {
        #expect(TextLayout.truncate("Hello, world", width: 8) == "Hello,…")
        #expect(TextLayout.truncate("Hello, world", width: 8, mode: .head) == "…, world")
        #expect(TextLayout.truncate("Hello, world", width: 8, mode: .middle) == "Hell…rld")
        #expect(TextLayout.truncate("Hello, world", width: 12) == "Hello, world")
        #expect(TextLayout.truncate("Hello", width: 1) == "…")
        #expect(TextLayout.truncate("Hello", width: 0) == "")
        #expect(TextLayout.truncate("Hello", width: -1) == "")
    }

    @Test func truncationNeverSplitsAWideCluster() {
        #expect(TextLayout.truncate("日本語テキスト", width: 7) == "日本語…")
        #expect(TextLayout.truncate("日本語テキスト", width: 6) == "日本…")
        #expect(TextLayout.truncate("ab👨‍👩‍👧cd", width: 4) == "ab…")
        #expect(TextLayout.truncate("ab👨‍👩‍👧cd", width: 5) == "ab👨‍👩‍👧…")
        #expect(TextLayout.truncate("日本語テキスト", width: 6, mode: .head) == "…スト")
    }

    // MARK: Alignment and tabs

    @Test func alignsInAWiderSpace() {
        #expect(TextLayout.align("ab", width: 6, alignment: .center) == "  ab  ")
        #expect(TextLayout.align("abc", width: 6, alignment: .center) == " abc  ")
        #expect(TextLayout.align("abc", width: 6, alignment: .trailing) == "   abc")
        #expect(TextLayout.align("abc", width: 6, alignment: .leading) == "abc   ")
        #expect(TextLayout.align("日本", width: 6, alignment: .trailing) == "  日本")
        #expect(TextLayout.align("too long", width: 4, alignment: .center) == "too…")
        #expect(TextLayout.leadingOffset(lineWidth: 3, width: 10, alignment: .center) == 3)
        #expect(TextLayout.leadingOffset(lineWidth: 12, width: 10, alignment: .trailing) == 0)
    }

    @Test func expandsTabsToStopsInDisplayColumns() {
        #expect(TextLayout.expandTabs("ab\tc\n\td", tabWidth: 4) == "ab  c\n    d")
        #expect(TextLayout.expandTabs("日\tx", tabWidth: 4) == "日  x")
        #expect(TextLayout.expandTabs("\t", tabWidth: 0) == " ")
        #expect(TextLayout.expandTabs("no tabs") == "no tabs")
        #expect(TextLayout.expandTabs("a\tb") == "a       b")
    }
}
