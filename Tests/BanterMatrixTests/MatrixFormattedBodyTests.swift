import Foundation
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// Rich text on Matrix: Banter's Markdown goes out as `formatted_body`, and the HTML other
/// clients send comes in as Markdown the message cell draws, anything else dropped safely.
@Suite("Matrix formatted_body")
struct MatrixFormattedBodyTests {
    private func markdown(_ html: String) -> String { MatrixFormattedBody.markdown(fromHTML: html) }

    @Test func plainTextGetsNoFormattedBody() {
        #expect(MatrixFormattedBody.html(fromMarkdown: "just words") == nil)
        #expect(MatrixFormattedBody.html(fromMarkdown: "ratio 2 * 3 * 4: fine") == nil)
        var content: [String: MatrixJSON] = ["body": .string("hello")]
        MatrixFormattedBody.adding(to: &content, text: "hello")
        #expect(content["format"] == nil)
    }

    @Test func markdownBecomesTheHTMLClientsShow() {
        #expect(MatrixFormattedBody.html(fromMarkdown: "**b** *i* ~~s~~ `c<d>`")
                == "<strong>b</strong> <em>i</em> <del>s</del> <code>c&lt;d&gt;</code>")
        #expect(MatrixFormattedBody.html(fromMarkdown: "see [docs](https://x.org/?a=1&b=2)")
                == "see <a href=\"https://x.org/?a=1&amp;b=2\">docs</a>")
        #expect(MatrixFormattedBody.html(fromMarkdown: "> quoted\nafter\n```sh\nls <dir>\n```")
                == "<blockquote>quoted</blockquote>after<pre><code class=\"language-sh\">ls &lt;dir&gt;\n</code></pre>")
        var content: [String: MatrixJSON] = [:]
        MatrixFormattedBody.adding(to: &content, text: "**hi**")
        #expect(content["format"] == .string("org.matrix.custom.html"))
        #expect(content["formatted_body"] == .string("<strong>hi</strong>"))
    }

    @Test func banterTextComesBackExactlyAsTyped() {
        for text in ["**b** and a_b *i*", "> q\n```\nx\n```", "go https://example.com/x.", "`a*b`"] {
            let html = MatrixFormattedBody.html(fromMarkdown: text)
            #expect(MatrixFormattedBody.text(body: text, format: html == nil ? nil : "org.matrix.custom.html", formattedBody: html) == text)
        }
    }

    @Test func otherClientsHTMLBecomesMarkdown() {
        #expect(markdown("<b>bold</b> <strong>strong</strong> <i>it</i> <em>em</em> <del>gone</del> <code>x*y</code>")
                == "**bold** **strong** *it* *em* ~~gone~~ `x*y`")
        #expect(markdown("<p>one</p><p>two<br/>three</p>") == "one\n\ntwo\nthree")
        #expect(markdown("<blockquote><p>quoted <em>text</em></p></blockquote><p>reply</p>") == "> quoted *text*\n\nreply")
        #expect(markdown("<pre><code class=\"language-swift\">let a = 1 &lt; 2\n  b *c*\n</code></pre>") == "```swift\nlet a = 1 < 2\n  b *c*\n```")
        #expect(markdown("<ul><li>a</li><li>b</li></ul><ol><li>x</li><li>y</li></ol>") == "- a\n- b\n\n1. x\n2. y")
        #expect(markdown("<a href=\"https://x.org/a b\">docs</a> <a href=\"https://x.org\">https://x.org</a>")
                == "[docs](https://x.org/a%20b) https://x.org")
        #expect(markdown("hi <a href=\"https://matrix.to/#/@bob:example.org\">Bob</a>!") == "hi @Bob!")
        #expect(markdown("5 * 3 and [not a link] &amp; &lt;tag&gt; &#x1F389;") == "5 \\* 3 and \\[not a link] & <tag> 🎉")
    }

    @Test func anythingElseIsDroppedSafely() {
        #expect(markdown("<mx-reply><blockquote>old <b>parent</b></blockquote></mx-reply>the answer") == "the answer")
        #expect(markdown("<script>alert(1)</script><style>b{}</style><span data-x=\"1\">kept</span><img src=x>") == "kept")
        #expect(markdown("<a href=\"javascript:alert(1)\">click</a>") == "click")
        #expect(markdown("<a href=\"https://x.org/\u{1B}]8;;\u{07}\">esc</a>") == "[esc](https://x.org/%1B%5D8;;%07)")
        #expect(!markdown("a\u{1B}[31mred\u{07}&#27;&#x9b;").unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(markdown("unclosed <b>bold <i>and") == "unclosed **bold *and***")
        #expect(markdown("a < b > c <notatag") == "a < b > c <notatag")
        // Deep or broken nesting neither crashes nor takes quadratic time.
        let deep = String(repeating: "<b>", count: 10_000) + "x" + String(repeating: "</i>", count: 10_000)
        #expect(markdown(deep).contains("x"))
        let quotes = String(repeating: "<a href=\"", count: 1_000)
        #expect(!markdown(quotes).isEmpty)
    }

    @Test func aReceivedEventShowsItsRichText() throws {
        let json = #"""
        {"type": "m.room.message", "event_id": "$e1", "sender": "@ann:x", "origin_server_ts": 1000,
         "content": {"msgtype": "m.text", "body": "bold plain", "format": "org.matrix.custom.html",
                     "formatted_body": "<b>bold</b> plain"}}
        """#
        let event = try JSONDecoder().decode(MatrixRoomEvent.self, from: Data(json.utf8))
        var ids = MatrixMessageIds()
        let message = try #require(MatrixMessageMapping.message(from: event, ids: &ids))
        #expect(message.record.text == "**bold** plain")
    }
}
