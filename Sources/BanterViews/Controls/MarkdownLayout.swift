import BanterCanvas

/// Lays a `MarkdownDocument` out in lines of styled text at most `width` columns wide:
/// what a message bubble draws. Pure; safe from any thread.
///
/// Paragraph and quote lines are word-wrapped exactly as `Label` wraps styled text (so
/// wide characters keep two columns and are never split); a quote's lines start with a
/// bar; a code block is drawn in a box whose lines are never reflowed (a line too long is
/// cut with `…`), its language, when given, set into the top edge.
public enum MarkdownLayout {
    /// The bar and space before each quoted line.
    public static let quotePrefix = "▎ "

    /// The lines of `document` at `width` columns (at least 1) in `styles`.
    public static func lines(_ document: MarkdownDocument, width: Int, styles: MarkdownStyles) -> [StyledText] {
        let width = max(1, width)
        var result: [StyledText] = []
        for block in document.blocks {
            switch block {
            case .paragraph(let lines):
                for line in lines { result += wrap(line, width: width, styles: styles, base: styles.text) }
            case .quote(let lines):
                let prefix = StyledText(quotePrefix, style: styles.quoteBar.layered(over: styles.text))
                let inner = max(1, width - TextWidth.of(quotePrefix))
                let base = styles.quote.layered(over: styles.text)
                for line in lines {
                    for wrapped in wrap(line, width: inner, styles: styles, base: base) { result.append(prefix + wrapped) }
                }
            case .codeBlock(let language, let code):
                result += codeBox(language: language, lines: code, width: width, styles: styles)
            }
        }
        return result
    }

    /// The style a span is drawn in over `base`.
    public static func style(of span: MarkdownSpan, styles: MarkdownStyles, base: TextStyle) -> TextStyle {
        var style = base
        if span.traits.contains(.code) { style = styles.code.layered(over: style) }
        if span.traits.contains(.link) {
            // Terminals that support OSC 8 make the text clickable; see `Hyperlink`.
            style = styles.link.layered(over: style).linking(to: span.link.flatMap(Hyperlink.init))
        }
        if span.traits.contains(.mention) {
            let mine = span.mentionedUserId != nil && span.mentionedUserId == styles.currentUserId
            style = (mine ? styles.currentUserMention : styles.mention).layered(over: style)
        }
        var attributes: TextStyle.Attributes = []
        if span.traits.contains(.bold) { attributes.insert(.bold) }
        if span.traits.contains(.italic) { attributes.insert(.italic) }
        if span.traits.contains(.strikethrough) { attributes.insert(.strikethrough) }
        return style.adding(attributes)
    }

    private static func wrap(_ spans: [MarkdownSpan], width: Int, styles: MarkdownStyles, base: TextStyle) -> [StyledText] {
        guard !spans.isEmpty else { return [StyledText()] }
        let text = StyledText(runs: spans.map { StyledText.Run($0.text, style: style(of: $0, styles: styles, base: base)) })
        let characters = StyledTextLayout.expandTabs(text.styledCharacters(over: .plain))
        let lines = StyledTextLayout.wrap(characters, width: width)
        return lines.isEmpty ? [StyledText()] : lines.map(styled)
    }

    private static func codeBox(language: String, lines code: [String], width: Int, styles: MarkdownStyles) -> [StyledText] {
        let border = styles.codeBlockBorder.layered(over: styles.text)
        let body = styles.codeBlock.layered(over: styles.text)
        let expanded = (code.isEmpty ? [""] : code).map { TextLayout.expandTabs($0) }
        let label = language.isEmpty ? "" : TextLayout.truncate(language, width: max(0, width - 6))
        let longest = expanded.map { TextWidth.of($0) }.max() ?? 0
        let inner = max(1, min(width - 4, max(longest, label.isEmpty ? 0 : TextWidth.of(label) + 2)))
        let outer = inner + 4
        var top = "┌"
        if !label.isEmpty, outer >= TextWidth.of(label) + 6 {
            top += "─ " + label + " " + String(repeating: "─", count: max(0, outer - 5 - TextWidth.of(label)))
        } else {
            top += String(repeating: "─", count: max(0, outer - 2))
        }
        top += "┐"
        var result = [StyledText(top, style: border)]
        for line in expanded {
            let shown = TextLayout.truncate(line, width: inner)
            let padding = String(repeating: " ", count: max(0, inner - TextWidth.of(shown)))
            result.append(StyledText([("│ ", border), (shown + padding, body), (" │", border)]))
        }
        result.append(StyledText("└" + String(repeating: "─", count: max(0, outer - 2)) + "┘", style: border))
        return result
    }

    /// Consecutive characters of one style joined into runs.
    private static func styled(_ line: [StyledCharacter]) -> StyledText {
        var runs: [StyledText.Run] = []
        for item in line {
            if let last = runs.last, last.style == item.style {
                runs[runs.count - 1].text.append(item.character)
            } else {
                runs.append(StyledText.Run(String(item.character), style: item.style))
            }
        }
        return StyledText(runs: runs)
    }
}
