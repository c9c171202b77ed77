import BanterCanvas

/// The terminal's stand-in for fonts: the attributes (bold, dim, italic, underline) each
/// role of text gets. Colour comes from the `ColorSet`; a font here is only its weight and
/// slant.
public struct FontSet: Sendable, Equatable {
    /// Screen titles.
    public var title: TextStyle.Attributes = .bold
    /// Names of channels and senders.
    public var name: TextStyle.Attributes = .bold
    /// Message text and ordinary labels.
    public var body: TextStyle.Attributes = []
    /// Times, counts, previews.
    public var caption: TextStyle.Attributes = []
    /// Notices such as system messages and "edited".
    public var note: TextStyle.Attributes = .italic
    /// Buttons and bar items.
    public var button: TextStyle.Attributes = .bold

    public init() {}

    /// The default set.
    public static let standard = FontSet()
}
