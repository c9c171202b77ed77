import BanterCanvas

/// The open channel list screen: its navigation bar, title, bar items, background, the
/// name filter row and (nested, so the Header and List components take this one type) its
/// rows.
public struct OpenChannelListTheme: Sendable, Equatable {
    public var background: TextStyle
    public var navigationBar: TextStyle
    public var navigationBarShadow: TextStyle
    public var title: TextStyle
    public var barItem: TextStyle
    /// The name filter row's background and typed text.
    public var filter: TextStyle
    /// The filter row's placeholder and prompt.
    public var filterPlaceholder: TextStyle
    public var separator: TextStyle
    /// The channel rows.
    public var cell: OpenChannelCellTheme
    /// The glyphs the screen draws (frozen mark, search mark, bar items).
    public var icons: IconSet

    /// An open channel list theme built from a colour, a font and an icon set.
    public init(colors: ColorSet, fonts: FontSet, icons: IconSet = .standard) {
        background = TextStyle(background: colors.background)
        navigationBar = TextStyle(background: colors.surface)
        navigationBarShadow = TextStyle(foreground: colors.separator)
        title = TextStyle(foreground: colors.text, attributes: fonts.title)
        barItem = TextStyle(foreground: colors.primary, attributes: fonts.button)
        filter = TextStyle(foreground: colors.text, background: colors.surface)
        filterPlaceholder = colors.secondaryStyle(fonts).background(colors.surface)
        separator = TextStyle(foreground: colors.separator)
        cell = OpenChannelCellTheme(colors: colors, fonts: fonts)
        self.icons = icons
    }

    public static let light = OpenChannelListTheme(colors: .light, fonts: .standard)
    public static let dark = OpenChannelListTheme(colors: .dark, fonts: .standard)
}
