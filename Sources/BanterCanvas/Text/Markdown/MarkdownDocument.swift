/// A message's text read as Markdown: its blocks in order. Made by `MarkdownParser`.
public struct MarkdownDocument: Hashable, Sendable {
    /// The blocks, in reading order.
    public var blocks: [MarkdownBlock]

    public init(blocks: [MarkdownBlock]) {
        self.blocks = blocks
    }

    /// Every link's URL, in reading order, each once.
    public var links: [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for block in blocks {
            switch block {
            case .paragraph(let lines), .quote(let lines):
                for span in lines.joined() {
                    if let link = span.link, seen.insert(link).inserted { result.append(link) }
                }
            case .codeBlock:
                continue
            }
        }
        return result
    }

    /// The text as it reads once formatted, lines joined with `\n` (for tests and plain
    /// renderers).
    public var plainText: String {
        var lines: [String] = []
        for block in blocks {
            switch block {
            case .paragraph(let spanLines), .quote(let spanLines):
                lines += spanLines.map { $0.map(\.text).joined() }
            case .codeBlock(_, let code):
                lines += code
            }
        }
        return lines.joined(separator: "\n")
    }
}
