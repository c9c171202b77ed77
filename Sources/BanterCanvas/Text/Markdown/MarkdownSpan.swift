/// A piece of a formatted line in one set of traits.
///
/// `text` never holds a line break: a block's lines are separate arrays of spans.
public struct MarkdownSpan: Hashable, Sendable {
    /// The text, with the markers that formatted it removed.
    public var text: String
    /// Bold, italic, code, link, mention…
    public var traits: MarkdownTraits
    /// Where a link goes (`traits` has `.link`); never holds a control character.
    public var link: String?
    /// Whom a mention names (`traits` has `.mention`).
    public var mentionedUserId: String?

    public init(_ text: String, traits: MarkdownTraits = [], link: String? = nil, mentionedUserId: String? = nil) {
        self.text = text
        self.traits = traits
        self.link = link
        self.mentionedUserId = mentionedUserId
    }
}
