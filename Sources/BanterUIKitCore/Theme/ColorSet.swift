import BanterCanvas

/// The named colours every theme draws from, so a sub-theme says "secondary text" or
/// "primary" and the scheme decides what that is on the user's terminal.
///
/// Colours are the 16 ANSI colours plus the terminal's own default foreground and
/// background: they follow the user's terminal palette, stay legible in both light and
/// dark terminals, and survive downsampling to 16 colours unchanged.
public struct ColorSet: Sendable, Equatable {
    /// Accent for titles, selection and the send button.
    public var primary: Color
    /// Text on the primary colour.
    public var onPrimary: Color
    /// The main text colour.
    public var text: Color
    /// Secondary text: times, member counts, placeholders, previews.
    public var secondaryText: Color
    /// Attributes for secondary text, for terminals whose bright black is unreadable.
    public var secondaryAttributes: TextStyle.Attributes
    /// The screen's background.
    public var background: Color
    /// The background of the other people's bubbles and of raised surfaces.
    public var surface: Color
    /// The background of the current user's bubbles.
    public var outgoing: Color
    /// Text on the current user's bubbles.
    public var onOutgoing: Color
    /// Rules, borders and separators.
    public var separator: Color
    /// Errors and failed messages.
    public var error: Color
    /// Warnings: frozen channels, muted users.
    public var warning: Color
    /// Success: sent and read marks.
    public var success: Color
    /// Unread badges.
    public var badge: Color
    public var onBadge: Color

    /// For terminals with a light background.
    public static let light = ColorSet(
        primary: .blue, onPrimary: .brightWhite, text: .default, secondaryText: .brightBlack, secondaryAttributes: [],
        background: .default, surface: .default, outgoing: .blue, onOutgoing: .brightWhite,
        separator: .brightBlack, error: .red, warning: .yellow, success: .green, badge: .red, onBadge: .brightWhite)

    /// For terminals with a dark background. Secondary text is dimmed default text rather
    /// than bright black, which some dark palettes paint in the background colour.
    public static let dark = ColorSet(
        primary: .brightCyan, onPrimary: .black, text: .default, secondaryText: .default, secondaryAttributes: .dim,
        background: .default, surface: .default, outgoing: .cyan, onOutgoing: .black,
        separator: .brightBlack, error: .brightRed, warning: .brightYellow, success: .brightGreen, badge: .brightRed, onBadge: .black)
}

extension ColorSet {
    /// Secondary text (times, counts, previews) as every sub-theme draws it: the secondary
    /// colour and attributes with the caption font.
    public func secondaryStyle(_ fonts: FontSet) -> TextStyle {
        TextStyle(foreground: secondaryText, attributes: secondaryAttributes.union(fonts.caption))
    }
}
