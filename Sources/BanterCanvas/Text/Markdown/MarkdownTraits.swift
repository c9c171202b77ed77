/// How a piece of formatted text is marked: the emphasis it is inside, and whether it is
/// code, a link or a mention. A renderer maps each to a style; the parser never picks one.
public struct MarkdownTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Inside `**…**`, or `<b>`/`<strong>`.
    public static let bold = MarkdownTraits(rawValue: 1 << 0)
    /// Inside `*…*`, or `<i>`/`<em>`.
    public static let italic = MarkdownTraits(rawValue: 1 << 1)
    /// Inside `~~…~~`, or `<del>`.
    public static let strikethrough = MarkdownTraits(rawValue: 1 << 2)
    /// Inside an inline code span (between backticks), or `<code>`: shown exactly as typed.
    public static let code = MarkdownTraits(rawValue: 1 << 3)
    /// A link's text or a bare URL; the span's `link` says where to.
    public static let link = MarkdownTraits(rawValue: 1 << 4)
    /// A mention of a user; the span's `mentionedUserId` says whom.
    public static let mention = MarkdownTraits(rawValue: 1 << 5)
}
