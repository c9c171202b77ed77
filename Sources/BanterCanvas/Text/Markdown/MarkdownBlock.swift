/// One block of a formatted message: lines of text, lines of a quote, or a code block.
public enum MarkdownBlock: Hashable, Sendable {
    /// Ordinary lines; each inner array is one line of the source (line breaks are kept,
    /// as chat messages mean them).
    case paragraph([[MarkdownSpan]])
    /// Lines that began with `>`, the marker removed.
    case quote([[MarkdownSpan]])
    /// The lines between two ``` fences, exactly as typed; `language` is what followed
    /// the opening fence (possibly empty).
    case codeBlock(language: String, lines: [String])
}
