/// How a cell's text looks: a foreground and a background colour, and attributes.
///
/// Styles compose: `layered(over:)` puts one style on top of another, so a component can
/// say only what it changes (a selected row's background, a link's underline) and inherit
/// the rest.
public struct TextStyle: Hashable, Sendable, CustomStringConvertible {
    /// Text attributes a terminal can render through SGR.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue & 0x3F }

        /// Heavier text (SGR 1).
        public static let bold = Attributes(rawValue: 1 << 0)
        /// Fainter text (SGR 2).
        public static let dim = Attributes(rawValue: 1 << 1)
        /// Slanted text, where the font has it (SGR 3).
        public static let italic = Attributes(rawValue: 1 << 2)
        /// A line under the text (SGR 4).
        public static let underline = Attributes(rawValue: 1 << 3)
        /// Foreground and background swapped (SGR 7).
        public static let reverse = Attributes(rawValue: 1 << 4)
        /// A line through the text (SGR 9).
        public static let strikethrough = Attributes(rawValue: 1 << 5)

        /// The attributes in a fixed order, with their names, for descriptions and dumps.
        static let named: [(Attributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.italic, "italic"),
            (.underline, "underline"), (.reverse, "reverse"), (.strikethrough, "strikethrough"),
        ]
    }

    /// The colour of the text.
    public var foreground: Color
    /// The colour behind the text.
    public var background: Color
    /// Bold, italic and the rest.
    public var attributes: Attributes
    /// Where the text links to, for terminals that make links clickable (OSC 8); `nil` for
    /// plain text. Not part of how the text looks, so dumps and `description` leave it out.
    public var link: Hyperlink?

    /// The terminal's default colours and no attributes.
    public static let plain = TextStyle()

    /// A style; `.ansi` values above 15 are stored as the `.palette` entry they denote.
    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = [], link: Hyperlink? = nil) {
        self.foreground = foreground.normalized
        self.background = background.normalized
        self.attributes = attributes
        self.link = link
    }

    /// This style on top of `base`: a `.default` colour here lets the base colour show
    /// through, and the attributes are the union of both; a link here replaces the base's.
    public func layered(over base: TextStyle) -> TextStyle {
        TextStyle(foreground: foreground == .default ? base.foreground : foreground,
                  background: background == .default ? base.background : background,
                  attributes: attributes.union(base.attributes),
                  link: link ?? base.link)
    }

    /// A copy linking to `link`.
    public func linking(to link: Hyperlink?) -> TextStyle {
        var copy = self
        copy.link = link
        return copy
    }

    /// A copy with another foreground colour.
    public func foreground(_ color: Color) -> TextStyle {
        var copy = self
        copy.foreground = color.normalized
        return copy
    }

    /// A copy with another background colour.
    public func background(_ color: Color) -> TextStyle {
        var copy = self
        copy.background = color.normalized
        return copy
    }

    /// A copy with `attributes` added.
    public func adding(_ attributes: Attributes) -> TextStyle {
        var copy = self
        copy.attributes.formUnion(attributes)
        return copy
    }

    /// A copy with `attributes` removed.
    public func removing(_ attributes: Attributes) -> TextStyle {
        var copy = self
        copy.attributes.subtract(attributes)
        return copy
    }

    /// `plain`, or the set parts joined by spaces: `fg=red bg=#102030 bold underline`.
    /// The format is part of `Canvas.styledDump()` and stays stable.
    public var description: String {
        var parts: [String] = []
        if foreground != .default { parts.append("fg=\(foreground)") }
        if background != .default { parts.append("bg=\(background)") }
        for (attribute, name) in Attributes.named where attributes.contains(attribute) {
            parts.append(name)
        }
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }
}

// MARK: - Packing into cells

extension TextStyle {
    /// Bits 0–25 foreground, 26–51 background, 52–57 attributes: one integer per cell, so
    /// comparing two cells' styles is one comparison. The link is kept beside it (`Cell`).
    var packed: UInt64 {
        foreground.packed | background.packed << 26 | UInt64(attributes.rawValue) << 52
    }

    init(packed: UInt64) {
        self.init(foreground: Color(packed: packed & TextStyle.colorMask),
                  background: Color(packed: (packed >> 26) & TextStyle.colorMask),
                  attributes: Attributes(rawValue: UInt8((packed >> 52) & 0x3F)))
    }

    static let colorMask: UInt64 = (1 << 26) - 1
    /// The bits of a packed style that hold the background.
    static let packedBackgroundMask: UInt64 = colorMask << 26
}
