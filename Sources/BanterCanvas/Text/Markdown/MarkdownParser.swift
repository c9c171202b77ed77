/// Reads the Markdown subset chat messages use: `**bold**`, `*italic*`, `~~strike~~`,
/// inline code between backticks, fenced code blocks, `> quote` lines, `[text](url)` links and bare
/// `http(s)://` URLs. Pure and stateless; safe from any thread.
///
/// Chat text is not a document, so the rules lean towards showing what was typed: every
/// line break is kept, a marker that is not closed on its line is shown as typed, a run of
/// more than three `*` is literal, and a backslash before punctuation makes it literal.
/// Emphasis follows CommonMark's flanking rule (`2 * 3 * 4` is not italic). Every step
/// looks at each character a bounded number of times, so the time is linear in the text
/// (10,000 asterisks included). Characters are grapheme clusters, so wide characters and
/// emoji are never split.
///
/// A link's URL never holds a control character: a `[text](url)` whose URL has one is not
/// a link, and a bare URL ends before one.
public enum MarkdownParser {
    /// `text` read as Markdown. `mentions` are spans already marked as mentions (by the
    /// message input, or a backend's mention data): their text is kept whole and comes out
    /// as `.mention` spans; ones that overlap another, leave the text or cross a line
    /// break are ignored.
    public static func parse(_ text: String, mentions: [MarkdownMention] = []) -> MarkdownDocument {
        let characters = Array(text)
        var mentionStarts: [Int: MarkdownMention] = [:]
        var lastEnd = 0
        for mention in mentions.sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
        where mention.range.lowerBound >= lastEnd && mention.range.upperBound <= characters.count && !mention.range.isEmpty {
            if characters[mention.range].contains(where: \.isNewline) { continue }
            mentionStarts[mention.range.lowerBound] = mention
            lastEnd = mention.range.upperBound
        }
        var lines: [Range<Int>] = []
        var start = 0
        for (index, character) in characters.enumerated() where character.isNewline {
            lines.append(start..<index)
            start = index + 1
        }
        lines.append(start..<characters.count)

        var blocks: [MarkdownBlock] = []
        var paragraph: [[MarkdownSpan]] = []
        var quote: [[MarkdownSpan]] = []
        func flush() {
            if !paragraph.isEmpty { blocks.append(.paragraph(paragraph)); paragraph = [] }
            if !quote.isEmpty { blocks.append(.quote(quote)); quote = [] }
        }
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let content = indentEnd(characters, line)
            if let language = fence(characters, content..<line.upperBound) {
                flush()
                var code: [String] = []
                index += 1
                while index < lines.count {
                    let inner = lines[index]
                    index += 1
                    let innerContent = indentEnd(characters, inner)
                    if let rest = fence(characters, innerContent..<inner.upperBound), rest.isEmpty { break }
                    code.append(String(characters[inner]))
                }
                blocks.append(.codeBlock(language: language, lines: code))
                continue
            }
            if content < line.upperBound, characters[content] == ">" {
                if !paragraph.isEmpty { blocks.append(.paragraph(paragraph)); paragraph = [] }
                var body = content + 1
                if body < line.upperBound, characters[body] == " " { body += 1 }
                quote.append(parseInline(characters, body..<line.upperBound, mentions: mentionStarts, allowsLinks: true))
            } else {
                if !quote.isEmpty { blocks.append(.quote(quote)); quote = [] }
                paragraph.append(parseInline(characters, line, mentions: mentionStarts, allowsLinks: true))
            }
            index += 1
        }
        flush()
        return MarkdownDocument(blocks: blocks)
    }

    /// `text` as typed, one paragraph line per line, with only `mentions` marked (what a
    /// message shows with Markdown turned off). Mentions are checked as `parse` checks them.
    public static func plain(_ text: String, mentions: [MarkdownMention]) -> MarkdownDocument {
        let characters = Array(text)
        var lines: [[MarkdownSpan]] = [[]]
        var sorted = mentions.sorted { $0.range.lowerBound < $1.range.lowerBound }[...]
        var buffer = ""
        var index = 0
        func flush() {
            if !buffer.isEmpty { lines[lines.count - 1].append(MarkdownSpan(buffer)); buffer = "" }
        }
        while index < characters.count {
            while let next = sorted.first, next.range.lowerBound < index { sorted = sorted.dropFirst() }
            if let mention = sorted.first, mention.range.lowerBound == index, mention.range.upperBound <= characters.count,
               !mention.range.isEmpty, !characters[mention.range].contains(where: \.isNewline) {
                flush()
                lines[lines.count - 1].append(MarkdownSpan(String(characters[mention.range]), traits: .mention, mentionedUserId: mention.userId))
                index = mention.range.upperBound
                sorted = sorted.dropFirst()
                continue
            }
            if characters[index].isNewline {
                flush()
                lines.append([])
            } else {
                buffer.append(characters[index])
            }
            index += 1
        }
        flush()
        return MarkdownDocument(blocks: [.paragraph(lines)])
    }

    /// Whether `text` has anything Markdown would change; a cheap test that lets plain
    /// messages (most of them) skip the parser.
    public static func mayContainMarkup(_ text: String) -> Bool {
        // Cells ask this for every visible message at every layout: reading the string's
        // contiguous bytes costs a fraction of walking its UTF-8 view.
        text.utf8.withContiguousStorageIfAvailable(containsMarkupByte) ?? containsMarkupByte(text.utf8)
    }

    private static func containsMarkupByte(_ bytes: some Sequence<UInt8>) -> Bool {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "*"), UInt8(ascii: "~"), UInt8(ascii: "`"), UInt8(ascii: ">"),
                 UInt8(ascii: "["), UInt8(ascii: "\\"), UInt8(ascii: ":"): return true
            default: continue
            }
        }
        return false
    }

    // MARK: Blocks

    /// Past up to three leading spaces.
    private static func indentEnd(_ characters: [Character], _ line: Range<Int>) -> Int {
        var index = line.lowerBound
        while index < line.upperBound, index - line.lowerBound < 3, characters[index] == " " { index += 1 }
        return index
    }

    /// What follows a ``` fence at the start of `range` (trimmed), or nil if there is none.
    private static func fence(_ characters: [Character], _ range: Range<Int>) -> String? {
        guard range.count >= 3, characters[range.lowerBound] == "`", characters[range.lowerBound + 1] == "`",
              characters[range.lowerBound + 2] == "`" else { return nil }
        var rest = range.lowerBound + 3
        while rest < range.upperBound, characters[rest] == "`" { rest += 1 }
        let info = String(characters[rest..<range.upperBound]).trimmingSpaces
        return info.contains("`") ? nil : info
    }

    // MARK: Inline

    /// A piece of a line before emphasis is matched: finished spans, or a marker.
    private enum Piece {
        case spans([MarkdownSpan])
        case marker(Marker)
    }

    /// An emphasis marker: what it would turn on, the text it is, and what became of it.
    private struct Marker {
        var trait: MarkdownTraits
        var text: String
        var canOpen: Bool
        var canClose: Bool
        var role = Role.literal
        enum Role { case literal, opener, closer }
    }

    /// The spans of `range`, one line.
    private static func parseInline(_ characters: [Character], _ range: Range<Int>, mentions: [Int: MarkdownMention], allowsLinks: Bool) -> [MarkdownSpan] {
        var pieces: [Piece] = []
        var buffer = ""
        func flushText() {
            if !buffer.isEmpty { pieces.append(.spans([MarkdownSpan(buffer)])); buffer = "" }
        }
        let ticks = BacktickRuns(characters, range)
        var tickIndex = 0
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            if !mentions.isEmpty, let mention = mentions[index], mention.range.upperBound <= end {
                flushText()
                pieces.append(.spans([MarkdownSpan(String(characters[mention.range]), traits: .mention, mentionedUserId: mention.userId)]))
                index = mention.range.upperBound
                continue
            }
            let character = characters[index]
            switch character {
            case "`":
                while tickIndex < ticks.runs.count, ticks.runs[tickIndex].lowerBound < index { tickIndex += 1 }
                let run = ticks.runs[tickIndex]
                if let close = ticks.closing[tickIndex] {
                    flushText()
                    var body = run.upperBound..<ticks.runs[close].lowerBound
                    if body.count >= 2, characters[body.lowerBound] == " ", characters[body.upperBound - 1] == " " {
                        body = body.lowerBound + 1..<body.upperBound - 1
                    }
                    pieces.append(.spans([MarkdownSpan(String(characters[body]), traits: .code)]))
                    index = ticks.runs[close].upperBound
                    tickIndex = close + 1
                } else {
                    buffer += String(characters[run])
                    index = run.upperBound
                    tickIndex += 1
                }
            case "\\" where index + 1 < end && characters[index + 1].isASCIIPunctuation:
                buffer.append(characters[index + 1])
                index += 2
            case "*", "~":
                var runEnd = index
                while runEnd < end, characters[runEnd] == character, mentions.isEmpty || mentions[runEnd] == nil { runEnd += 1 }
                let count = runEnd - index
                let before = index > range.lowerBound ? characters[index - 1] : " "
                let after = runEnd < end ? characters[runEnd] : " "
                let left = flanks(next: after, previous: before)
                let right = flanks(next: before, previous: after)
                var traits: [MarkdownTraits] = []
                if character == "~" {
                    if count == 2 { traits = [.strikethrough] }
                } else if count == 1 {
                    traits = [.italic]
                } else if count == 2 {
                    traits = [.bold]
                } else if count == 3 {
                    traits = right ? [.italic, .bold] : [.bold, .italic]
                }
                if traits.isEmpty || !(left || right) {
                    buffer += String(characters[index..<runEnd])
                } else {
                    flushText()
                    for trait in traits {
                        let text = String(repeating: character, count: trait == .bold || trait == .strikethrough ? 2 : 1)
                        pieces.append(.marker(Marker(trait: trait, text: text, canOpen: left, canClose: right)))
                    }
                }
                index = runEnd
            case "[" where allowsLinks:
                if let (textRange, url, next) = link(characters, at: index, end: end) {
                    flushText()
                    let inner = parseInline(characters, textRange, mentions: mentions, allowsLinks: false).map {
                        var span = $0
                        span.traits.insert(.link)
                        span.link = url
                        return span
                    }
                    pieces.append(.spans(inner.isEmpty ? [MarkdownSpan(url, traits: .link, link: url)] : inner))
                    index = next
                } else {
                    buffer.append(character)
                    index += 1
                }
            case "h" where allowsLinks:
                if let urlEnd = bareURL(characters, at: index, start: range.lowerBound, end: end) {
                    flushText()
                    let url = String(characters[index..<urlEnd])
                    pieces.append(.spans([MarkdownSpan(url, traits: .link, link: url)]))
                    index = urlEnd
                } else {
                    buffer.append(character)
                    index += 1
                }
            default:
                buffer.append(character)
                index += 1
            }
        }
        flushText()
        matchEmphasis(&pieces)
        return assemble(pieces)
    }

    /// Pairs openers with closers, innermost first. An opener left open when a closer of
    /// another kind finds its own opener further out stays literal; each marker is pushed
    /// and popped at most once.
    private static func matchEmphasis(_ pieces: inout [Piece]) {
        var stack: [Int] = []
        var open: [UInt8: Int] = [:]
        for index in pieces.indices {
            guard case .marker(var marker) = pieces[index] else { continue }
            if marker.canClose, open[marker.trait.rawValue, default: 0] > 0 {
                while let top = stack.popLast() {
                    guard case .marker(var opener) = pieces[top] else { continue }
                    open[opener.trait.rawValue, default: 0] -= 1
                    if opener.trait == marker.trait {
                        opener.role = .opener
                        pieces[top] = .marker(opener)
                        marker.role = .closer
                        break
                    }
                    opener.role = .literal
                    pieces[top] = .marker(opener)
                }
            } else if marker.canOpen {
                marker.role = .opener
                stack.append(index)
                open[marker.trait.rawValue, default: 0] += 1
            }
            pieces[index] = .marker(marker)
        }
        for index in stack {
            guard case .marker(var marker) = pieces[index] else { continue }
            marker.role = .literal
            pieces[index] = .marker(marker)
        }
    }

    /// The spans, with emphasis applied and neighbours of the same look merged.
    private static func assemble(_ pieces: [Piece]) -> [MarkdownSpan] {
        var depth: [UInt8: Int] = [:]
        var current: MarkdownTraits = []
        var spans: [MarkdownSpan] = []
        func add(_ span: MarkdownSpan) {
            guard !span.text.isEmpty else { return }
            if var last = spans.last, last.traits == span.traits, last.link == span.link, last.mentionedUserId == span.mentionedUserId {
                last.text += span.text
                spans[spans.count - 1] = last
            } else {
                spans.append(span)
            }
        }
        for piece in pieces {
            switch piece {
            case .spans(let list):
                for var span in list {
                    span.traits.formUnion(current)
                    add(span)
                }
            case .marker(let marker):
                switch marker.role {
                case .literal:
                    add(MarkdownSpan(marker.text, traits: current))
                case .opener:
                    depth[marker.trait.rawValue, default: 0] += 1
                    current.insert(marker.trait)
                case .closer:
                    depth[marker.trait.rawValue, default: 0] -= 1
                    if depth[marker.trait.rawValue, default: 0] <= 0 { current.remove(marker.trait) }
                }
            }
        }
        return spans
    }

    /// CommonMark's left-flanking test (right-flanking with the neighbours swapped): the
    /// marker is followed by non-space, and not by punctuation unless space or punctuation
    /// precedes it.
    private static func flanks(next: Character, previous: Character) -> Bool {
        if next.isSpace { return false }
        if next.isMarkdownPunctuation { return previous.isSpace || previous.isMarkdownPunctuation }
        return true
    }

    /// `[text](url)` at `index`: the text's range, the URL, and where parsing goes on.
    /// The text may not hold `[`, the URL neither whitespace, parentheses nor controls, so
    /// each character is looked at once from here however many `[` the line has.
    private static func link(_ characters: [Character], at index: Int, end: Int) -> (Range<Int>, String, Int)? {
        var close = index + 1
        while close < end, characters[close] != "]", characters[close] != "[" { close += 1 }
        guard close + 1 < end, characters[close] == "]", characters[close + 1] == "(" else { return nil }
        var urlEnd = close + 2
        while urlEnd < end, characters[urlEnd] != ")" {
            let character = characters[urlEnd]
            if character.isSpace || character == "(" || character == "[" || character.hasControl { return nil }
            urlEnd += 1
        }
        guard urlEnd < end, urlEnd > close + 2 else { return nil }
        return (index + 1..<close, String(characters[close + 2..<urlEnd]), urlEnd + 1)
    }

    /// The end of a bare `http://` or `https://` URL starting at `index`, or nil. It
    /// starts a word, ends at whitespace, a control or `<>"`, and leaves trailing
    /// punctuation (and a `)` it did not open) to the sentence around it.
    private static func bareURL(_ characters: [Character], at index: Int, start: Int, end: Int) -> Int? {
        if index > start, characters[index - 1].isLetter || characters[index - 1].isNumber { return nil }
        var scheme = index
        for expected in "http" {
            guard scheme < end, characters[scheme] == expected else { return nil }
            scheme += 1
        }
        if scheme < end, characters[scheme] == "s" { scheme += 1 }
        for expected in "://" {
            guard scheme < end, characters[scheme] == expected else { return nil }
            scheme += 1
        }
        var urlEnd = scheme
        var depth = 0
        while urlEnd < end {
            let character = characters[urlEnd]
            if character.isSpace || character.hasControl || character == "<" || character == ">" || character == "\"" { break }
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            urlEnd += 1
        }
        while urlEnd > scheme {
            let last = characters[urlEnd - 1]
            if ".,;:!?'*~".contains(last) { urlEnd -= 1; continue }
            if last == ")", depth < 0 { urlEnd -= 1; depth += 1; continue }
            break
        }
        return urlEnd > scheme ? urlEnd : nil
    }
}

/// The backtick runs of one line, each paired with the next run of the same length (a
/// code span's end), found in one pass from the end.
private struct BacktickRuns {
    var runs: [Range<Int>] = []
    var closing: [Int?] = []

    init(_ characters: [Character], _ range: Range<Int>) {
        var index = range.lowerBound
        while index < range.upperBound {
            if characters[index] == "`" {
                var end = index
                while end < range.upperBound, characters[end] == "`" { end += 1 }
                runs.append(index..<end)
                index = end
            } else {
                index += 1
            }
        }
        closing = Array(repeating: nil, count: runs.count)
        var nextOfLength: [Int: Int] = [:]
        for run in runs.indices.reversed() {
            closing[run] = nextOfLength[runs[run].count]
            nextOfLength[runs[run].count] = run
        }
    }
}

private extension Character {
    var isASCIIPunctuation: Bool {
        guard let ascii = asciiValue else { return false }
        return (0x21...0x2F).contains(ascii) || (0x3A...0x40).contains(ascii) || (0x5B...0x60).contains(ascii) || (0x7B...0x7E).contains(ascii)
    }

    var isMarkdownPunctuation: Bool { isPunctuation || isSymbol }

    /// `isWhitespace`, answered from the byte for ASCII: the Unicode property lookup costs
    /// more than the rest of the parser's work on a character.
    var isSpace: Bool {
        let utf8 = self.utf8
        if utf8.count == 1, let byte = utf8.first { return byte == 0x20 || (0x09...0x0D).contains(byte) }
        return isWhitespace
    }

    /// Whether any scalar is a C0 or C1 control or DEL: never part of a URL sent to a
    /// terminal.
    var hasControl: Bool {
        unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }
}

private extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text = text.dropFirst() }
        while text.last?.isWhitespace == true { text = text.dropLast() }
        return String(text)
    }
}
