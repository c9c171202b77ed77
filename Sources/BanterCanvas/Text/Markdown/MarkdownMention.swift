/// A mention already marked in a message's text, handed to the parser so that its text is
/// kept whole (never read as Markdown) and comes out as a `.mention` span.
///
/// `range` counts characters (grapheme clusters) of the whole message text, the way the
/// input that made the mention counts them.
public struct MarkdownMention: Hashable, Sendable {
    /// Where the mention's text (`@Nickname`) lies in the message.
    public var range: Range<Int>
    /// The user mentioned.
    public var userId: String

    public init(range: Range<Int>, userId: String) {
        self.range = range
        self.userId = userId
    }
}
