import BanterCanvas

/// The styles `MarkdownLayout` draws formatted text in. Emphasis adds attributes (bold,
/// italic, strikethrough) to whatever style the text is in; the rest are layered over
/// `text`, so a `.default` colour lets the bubble's colour show through.
public struct MarkdownStyles: Hashable, Sendable {
    /// Plain text: the bubble's style.
    public var text: TextStyle
    /// Inline code spans (text between backticks).
    public var code: TextStyle
    /// Links and bare URLs.
    public var link: TextStyle
    /// Mentions of other users.
    public var mention: TextStyle
    /// Mentions of `currentUserId`, drawn more strongly.
    public var currentUserMention: TextStyle
    /// Whose mentions get `currentUserMention`; nil: none.
    public var currentUserId: String?
    /// A quote's text.
    public var quote: TextStyle
    /// The bar before each quoted line.
    public var quoteBar: TextStyle
    /// The text of a code block.
    public var codeBlock: TextStyle
    /// The box around a code block.
    public var codeBlockBorder: TextStyle

    /// Styles derived from `text`: links underlined, code and mentions bold, quotes dim.
    public init(text: TextStyle, code: TextStyle? = nil, link: TextStyle? = nil, mention: TextStyle? = nil,
                currentUserMention: TextStyle? = nil, currentUserId: String? = nil, quote: TextStyle? = nil,
                quoteBar: TextStyle? = nil, codeBlock: TextStyle? = nil, codeBlockBorder: TextStyle? = nil) {
        self.text = text
        self.code = code ?? TextStyle(attributes: .bold)
        self.link = link ?? TextStyle(attributes: .underline)
        self.mention = mention ?? TextStyle(attributes: .bold)
        self.currentUserMention = currentUserMention ?? TextStyle(attributes: [.bold, .reverse])
        self.currentUserId = currentUserId
        self.quote = quote ?? TextStyle(attributes: .dim)
        self.quoteBar = quoteBar ?? TextStyle(attributes: .dim)
        self.codeBlock = codeBlock ?? TextStyle()
        self.codeBlockBorder = codeBlockBorder ?? TextStyle(attributes: .dim)
    }
}
