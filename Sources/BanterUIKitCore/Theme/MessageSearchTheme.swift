import BanterCanvas

/// The message search screen. Its Header and List components take this type: the search
/// field in the header, and the result rows (channel, sender, time, and the snippet with the
/// matched words marked).
public struct MessageSearchTheme: Sendable, Equatable {
    public var background: TextStyle
    public var navigationBar: TextStyle
    public var navigationBarShadow: TextStyle
    public var barItem: TextStyle
    /// The search field: its mark, the typed words, and the hint before anything is typed.
    public var searchIcon: TextStyle
    public var searchText: TextStyle
    public var searchPlaceholder: TextStyle
    /// A result row: the channel's name, the sender, the time, the snippet, and the words
    /// that matched within it.
    public var channelName: TextStyle
    public var sender: TextStyle
    public var time: TextStyle
    public var snippet: TextStyle
    public var match: TextStyle
    /// The rule between rows.
    public var separator: TextStyle
    /// The glyphs the screen draws.
    public var icons: IconSet

    /// A message search theme built from a colour, a font and an icon set.
    public init(colors: ColorSet, fonts: FontSet, icons: IconSet = .standard) {
        background = TextStyle(background: colors.background)
        navigationBar = TextStyle(background: colors.surface)
        navigationBarShadow = TextStyle(foreground: colors.separator)
        barItem = TextStyle(foreground: colors.primary, attributes: fonts.button)
        searchIcon = TextStyle(foreground: colors.primary, attributes: .bold)
        searchText = TextStyle(foreground: colors.text, attributes: .bold)
        searchPlaceholder = colors.secondaryStyle(fonts)
        channelName = TextStyle(foreground: colors.primary, attributes: fonts.name)
        sender = TextStyle(foreground: colors.text, attributes: fonts.name)
        time = colors.secondaryStyle(fonts)
        snippet = TextStyle(foreground: colors.text, attributes: fonts.body)
        match = TextStyle(foreground: colors.text, attributes: [.bold, .reverse])
        separator = TextStyle(foreground: colors.separator)
        self.icons = icons
    }

    public static let light = MessageSearchTheme(colors: .light, fonts: .standard)
    public static let dark = MessageSearchTheme(colors: .dark, fonts: .standard)
}
