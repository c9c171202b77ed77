import Testing
@testable import BanterMatrix

/// Banter's mentions as other Matrix clients expect them: `matrix.to` pills in the HTML body.
@Suite("Matrix mention pills in formatted_body")
struct MatrixMentionPillsTests {
    @Test func eachMentionBecomesAPillAndTheRestIsEscaped() {
        let html = MatrixMentionPills.formattedBody(text: "@Alice <b>&</b>\n@Ann Lee, not @Ann or mail@Alice",
                                                    people: [("@alice:hs", "Alice"), ("@ann:hs", "Ann Lee")])
        #expect(html == #"<a href="https://matrix.to/#/@alice:hs">Alice</a> &lt;b&gt;&amp;&lt;/b&gt;<br>"#
            + #"<a href="https://matrix.to/#/@ann:hs">Ann Lee</a>, not @Ann or mail@Alice"#)
    }

    @Test func noPillWrittenMeansNoFormattedBody() {
        #expect(MatrixMentionPills.formattedBody(text: "hello Alice", people: [("@alice:hs", "Alice")]) == nil)
        #expect(MatrixMentionPills.formattedBody(text: "@Alice", people: []) == nil)
    }

    @Test func aNameWithMarkupIsEscapedInsideThePill() {
        let html = MatrixMentionPills.formattedBody(text: "@<Eve>", people: [("@eve:hs", "<Eve>")])
        #expect(html == #"<a href="https://matrix.to/#/@eve:hs">&lt;Eve&gt;</a>"#)
    }

    @Test func pillsComposeWithTheMessagesMarkdown() {
        let html = MatrixMentionPills.formattedBody(text: "**hi** @Alice, see `x`", people: [("@alice:hs", "Alice")])
        #expect(html == #"<strong>hi</strong> <a href="https://matrix.to/#/@alice:hs">Alice</a>, see <code>x</code>"#)
    }
}
