import BanterCanvas
import Foundation

/// Matrix's rich text (`format: org.matrix.custom.html` with a `formatted_body`) to and from
/// Banter's Markdown.
///
/// Sending: a message whose Markdown formats anything gets the HTML Matrix clients show
/// (`strong`, `em`, `del`, `code`, `pre`, `blockquote`, `a`, `br`); its `body` stays the
/// text as typed, as Element sends it. Receiving: the HTML subset clients send (`b`,
/// `strong`, `i`, `em`, `del`, `s`, `code`, `pre`, `blockquote`, `a`, `br`, `p`, `div`,
/// `ul`/`ol`/`li`, `h1`–`h6`, mention pills) becomes Markdown the message cell draws;
/// a reply's `mx-reply` fallback, `script` and `style` are dropped with their content;
/// any other tag is dropped and its text kept. Links keep only http(s) and mailto URLs.
/// The reader never fails, never builds deeper than `maximumDepth` elements and looks at
/// each character a bounded number of times.
enum MatrixFormattedBody {
    /// The format value that says `formatted_body` is HTML.
    static let htmlFormat = "org.matrix.custom.html"
    /// Elements nested deeper than this are read as their text.
    static let maximumDepth = 64
    /// The longest tag read as one, in characters.
    static let maximumTagLength = 4_096

    /// A received message's text: its `body` when that is plain or is the Markdown the
    /// rich text was made from (Banter's own messages: the text stays exactly as typed),
    /// else its rich text read as Markdown.
    static func text(body: String?, format: String?, formattedBody: String?) -> String {
        guard format == htmlFormat, let formattedBody else { return body ?? "" }
        if let body, html(fromMarkdown: body) == formattedBody { return body }
        return markdown(fromHTML: formattedBody)
    }

    /// `content` with `format` and `formatted_body` added when `text` formats anything or
    /// `mentions` mark people in it (drawn as `matrix.to` pills by other clients).
    static func adding(to content: inout [String: MatrixJSON], text: String, mentions: [MarkdownMention] = []) {
        guard let html = html(fromMarkdown: text, mentions: mentions) else { return }
        content["format"] = .string(htmlFormat)
        content["formatted_body"] = .string(html)
    }

    // MARK: Markdown to HTML

    /// The HTML for `markdown`, its `mentions` as pills, or nil when it formats nothing and
    /// mentions no one (a plain message needs no `formatted_body`).
    static func html(fromMarkdown markdown: String, mentions: [MarkdownMention] = []) -> String? {
        guard !mentions.isEmpty || MarkdownParser.mayContainMarkup(markdown) else { return nil }
        let document = MarkdownParser.parse(markdown, mentions: mentions)
        var formats = false
        var html = ""
        for block in document.blocks {
            switch block {
            case .paragraph(let lines):
                if lines.contains(where: { $0.contains { !$0.traits.isEmpty } }) { formats = true }
                if !html.isEmpty, !html.hasSuffix(">") { html += "<br>" }
                html += lines.map(inlineHTML).joined(separator: "<br>")
            case .quote(let lines):
                formats = true
                html += "<blockquote>" + lines.map(inlineHTML).joined(separator: "<br>") + "</blockquote>"
            case .codeBlock(let language, let lines):
                formats = true
                let attribute = language.isEmpty ? "" : " class=\"language-\(escape(language.split(separator: " ").first.map(String.init) ?? ""))\""
                html += "<pre><code\(attribute)>" + escape(lines.joined(separator: "\n")) + "\n</code></pre>"
            }
        }
        return formats ? html : nil
    }

    private static func inlineHTML(_ spans: [MarkdownSpan]) -> String {
        spans.map { span in
            var text = escape(span.text)
            if span.traits.contains(.code) { text = "<code>" + text + "</code>" }
            if span.traits.contains(.strikethrough) { text = "<del>" + text + "</del>" }
            if span.traits.contains(.italic) { text = "<em>" + text + "</em>" }
            if span.traits.contains(.bold) { text = "<strong>" + text + "</strong>" }
            if span.traits.contains(.link), let link = span.link { text = "<a href=\"" + escape(link) + "\">" + text + "</a>" }
            if span.traits.contains(.mention), let userId = span.mentionedUserId {
                // A pill's text is the name alone; clients draw the pill themselves.
                let name = span.text.hasPrefix("@") ? String(span.text.dropFirst()) : span.text
                text = "<a href=\"https://matrix.to/#/" + escape(userId) + "\">" + escape(name) + "</a>"
            }
            return text
        }.joined()
    }

    /// `text` safe between tags and in a quoted attribute.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    // MARK: HTML to Markdown

    /// An element being read: its name, what it wraps so far, and its link.
    private struct Frame {
        var name: String
        var text = ""
        var href: String?
        /// A `pre`'s language, from the `code` in it.
        var language = ""
        var itemNumber = 0
    }

    /// `html` as Markdown text.
    static func markdown(fromHTML html: String) -> String {
        let characters = Array(html.unicodeScalars)
        var stack = [Frame(name: "")]
        var dropping = 0
        var index = 0
        func inside(_ name: String) -> Bool { stack.contains { $0.name == name } }
        func append(_ text: String) {
            guard dropping == 0 else { return }
            stack[stack.count - 1].text += text
        }
        func close() {
            let frame = stack.removeLast()
            stack[stack.count - 1].text += render(frame, inPre: inside("pre"), listDepth: stack.filter { $0.name == "ul" || $0.name == "ol" }.count)
        }
        while index < characters.count {
            let scalar = characters[index]
            if scalar == "<" {
                if let end = tagEnd(characters, from: index) {
                    let tag = Tag(String(String.UnicodeScalarView(characters[(index + 1)..<end])))
                    index = end + 1
                    guard let name = tag.name else { continue }
                    if ["mx-reply", "script", "style"].contains(name) {
                        if tag.isClosing { dropping = max(0, dropping - 1) } else if !tag.isSelfClosing { dropping += 1 }
                        continue
                    }
                    if dropping > 0 { continue }
                    if name == "br" { append("\n"); continue }
                    if ["hr", "img"].contains(name) { continue }
                    if tag.isClosing {
                        if let match = stack.lastIndex(where: { $0.name == name }), match > 0 {
                            while stack.count > match { close() }
                        }
                        continue
                    }
                    guard !tag.isSelfClosing, stack.count < maximumDepth else { continue }
                    var frame = Frame(name: name)
                    if name == "a" { frame.href = tag.attributes["href"] }
                    // The language of a code block is on the `code` inside its `pre`.
                    if name == "code", let language = tag.attributes["class"], language.hasPrefix("language-"), stack.last?.name == "pre" {
                        stack[stack.count - 1].language = String(language.dropFirst("language-".count).prefix { !$0.isWhitespace && $0 != "`" })
                    }
                    if name == "li", let list = stack.lastIndex(where: { $0.name == "ol" }), stack.lastIndex(where: { $0.name == "ul" }).map({ $0 < list }) ?? true {
                        stack[list].itemNumber += 1
                        frame.itemNumber = stack[list].itemNumber
                    }
                    stack.append(frame)
                    continue
                }
                append("<")
                index += 1
                continue
            }
            if scalar == "&", let (decoded, end) = entity(characters, from: index) {
                append(inside("pre") || inside("code") ? decoded : escapeMarkdown(decoded))
                index = end
                continue
            }
            let value = scalar.value
            if value < 0x20 || (0x7F...0x9F).contains(value) {
                if inside("pre") && value == 0x0A { append("\n") } else if value == 0x0A || value == 0x09 || value == 0x0D { append(" ") }
            } else {
                let text = String(scalar)
                append(inside("pre") || inside("code") ? text : escapeMarkdown(text))
            }
            index += 1
        }
        while stack.count > 1 { close() }
        return tidy(stack[0].text)
    }

    /// The Markdown for a finished element.
    private static func render(_ frame: Frame, inPre: Bool, listDepth: Int) -> String {
        let text = frame.text
        switch frame.name {
        case "b", "strong": return wrap(text, "**")
        case "i", "em": return wrap(text, "*")
        case "del", "s", "strike": return wrap(text, "~~")
        case "h1", "h2", "h3", "h4", "h5", "h6": return "\n" + wrap(text.trimmingWhitespace, "**") + "\n"
        case "code":
            if inPre { return text }
            let fence = text.contains("`") ? "``" : "`"
            return text.isEmpty ? "" : fence + (text.hasPrefix("`") ? " " : "") + text + (text.hasSuffix("`") ? " " : "") + fence
        case "pre":
            let language = frame.language
            var body = text
            while body.hasSuffix("\n") { body.removeLast() }
            return "\n```" + language + "\n" + body + "\n```\n"
        case "blockquote":
            let lines = tidy(text).split(separator: "\n", omittingEmptySubsequences: false)
            return "\n" + lines.map { "> " + $0 }.joined(separator: "\n") + "\n"
        case "p", "div": return "\n" + text + "\n"
        case "ul", "ol": return "\n" + text + "\n"
        case "li":
            let marker = frame.itemNumber > 0 ? "\(frame.itemNumber). " : "- "
            return "\n" + String(repeating: "  ", count: max(0, listDepth - 1)) + marker + text.trimmingWhitespace
        case "a":
            guard let href = frame.href else { return text }
            if href.hasPrefix("https://matrix.to/#/@") || href.hasPrefix("https://matrix.to/#/%40") {
                return text.hasPrefix("@") ? text : "@" + text
            }
            guard let url = safeURL(href) else { return text }
            let plain = text.replacingOccurrences(of: "\\", with: "")
            if plain == url { return url }
            return text.isEmpty ? url : "[" + text + "](" + url + ")"
        default: return text
        }
    }

    /// `text` in `marker`s, the markers outside any spaces at its ends (`** a **` would not
    /// be bold).
    private static func wrap(_ text: String, _ marker: String) -> String {
        let trimmed = text.trimmingWhitespace
        guard !trimmed.isEmpty else { return text }
        let leading = text.prefix { $0 == " " }
        let trailing = String(text.reversed().prefix { $0 == " " })
        return leading + marker + trimmed + marker + trailing
    }

    /// An http(s) or mailto URL with nothing that would end a Markdown link or reach a
    /// terminal: spaces, parentheses, brackets and controls are percent-encoded.
    private static func safeURL(_ href: String) -> String? {
        let lower = href.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") || lower.hasPrefix("mailto:") else { return nil }
        var result = ""
        for scalar in href.unicodeScalars {
            let value = scalar.value
            if value <= 0x20 || (0x7F...0x9F).contains(value) || "()[]<>\"".unicodeScalars.contains(scalar) {
                for byte in String(scalar).utf8 { result += "%" + String(byte, radix: 16, uppercase: true).leftPadded }
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Markdown's markers in text made literal.
    private static func escapeMarkdown(_ text: String) -> String {
        switch text {
        case "*", "~", "`", "[", "\\": return "\\" + text
        default: return text
        }
    }

    /// No more than one blank line in a row, none at the ends, no spaces before a line break.
    private static func tidy(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            var line = line
            while line.last == " " { line = line.dropLast() }
            return line
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        var result: [Substring] = []
        for line in lines where !(line.isEmpty && result.last?.isEmpty == true) { result.append(line) }
        return result.joined(separator: "\n")
    }

    /// The index of the `>` that ends the tag starting at `start`, skipping quoted
    /// attribute values; nil when there is none (the `<` is then text).
    private static func tagEnd(_ characters: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 1 < characters.count else { return nil }
        let next = characters[start + 1]
        guard next == "/" || next == "!" || next.properties.isAlphabetic else { return nil }
        var quote: Unicode.Scalar?
        var index = start + 1
        // A tag longer than this is text: an unclosed quote cannot make every later `<`
        // scan to the end.
        while index < characters.count, index - start < maximumTagLength {
            let scalar = characters[index]
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == ">" {
                return index
            } else if scalar == "<" {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// The character an entity at `start` stands for and where the text goes on.
    private static func entity(_ characters: [Unicode.Scalar], from start: Int) -> (String, Int)? {
        var end = start + 1
        while end < characters.count, end - start < 12, characters[end] != ";" { end += 1 }
        guard end < characters.count, characters[end] == ";" else { return nil }
        let name = String(String.UnicodeScalarView(characters[(start + 1)..<end]))
        let named: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " "]
        if let text = named[name] { return (text, end + 1) }
        var number: UInt32?
        if name.hasPrefix("#x") || name.hasPrefix("#X") { number = UInt32(name.dropFirst(2), radix: 16) }
        else if name.hasPrefix("#") { number = UInt32(name.dropFirst()) }
        guard let number, let scalar = Unicode.Scalar(number), number >= 0x20, !(0x7F...0x9F).contains(number) else { return nil }
        return (String(scalar), end + 1)
    }

    /// A tag's name (lowercased), whether it closes or closes itself, and its attributes.
    private struct Tag {
        var name: String?
        var isClosing = false
        var isSelfClosing = false
        var attributes: [String: String] = [:]

        init(_ inner: String) {
            var text = Substring(inner)
            if text.hasPrefix("!") { return }
            if text.hasPrefix("/") { isClosing = true; text = text.dropFirst() }
            if text.hasSuffix("/") { isSelfClosing = true; text = text.dropLast() }
            let nameEnd = text.firstIndex { !($0.isLetter || $0.isNumber || $0 == "-") } ?? text.endIndex
            let name = text[..<nameEnd].lowercased()
            guard !name.isEmpty else { return }
            self.name = name
            var rest = text[nameEnd...]
            while true {
                rest = rest.drop { $0.isWhitespace }
                let keyEnd = rest.firstIndex { $0 == "=" || $0.isWhitespace } ?? rest.endIndex
                let key = rest[..<keyEnd].lowercased()
                guard !key.isEmpty else { break }
                rest = rest[keyEnd...].drop { $0.isWhitespace }
                guard rest.first == "=" else { attributes[key] = ""; continue }
                rest = rest.dropFirst().drop { $0.isWhitespace }
                if let quote = rest.first, quote == "\"" || quote == "'" {
                    rest = rest.dropFirst()
                    let valueEnd = rest.firstIndex(of: quote) ?? rest.endIndex
                    attributes[key] = decodeEntities(String(rest[..<valueEnd]))
                    rest = valueEnd < rest.endIndex ? rest[rest.index(after: valueEnd)...] : rest[rest.endIndex...]
                } else {
                    let valueEnd = rest.firstIndex { $0.isWhitespace } ?? rest.endIndex
                    attributes[key] = decodeEntities(String(rest[..<valueEnd]))
                    rest = rest[valueEnd...]
                }
            }
        }

        private func decodeEntities(_ text: String) -> String {
            guard text.contains("&") else { return text }
            let scalars = Array(text.unicodeScalars)
            var result = ""
            var index = 0
            while index < scalars.count {
                if scalars[index] == "&", let (decoded, end) = MatrixFormattedBody.entity(scalars, from: index) {
                    result += decoded
                    index = end
                } else {
                    result.unicodeScalars.append(scalars[index])
                    index += 1
                }
            }
            return result
        }
    }
}

private extension String {
    var trimmingWhitespace: String { trimmingCharacters(in: .whitespacesAndNewlines) }

    var leftPadded: String { count < 2 ? "0" + self : self }
}
