import BanterCanvas

/// The group channel list screen: its navigation bar, title, bar items, background, section
/// headings and (nested, so the Header and List components take this one type) its rows.
public struct GroupChannelListTheme: Sendable, Equatable {
    public var background: TextStyle
    public var navigationBar: TextStyle
    public var navigationBarShadow: TextStyle
    public var title: TextStyle
    public var barItem: TextStyle
    public var sectionHeader: TextStyle
    public var separator: TextStyle
    /// The channel rows.
    public var cell: GroupChannelCellTheme
    /// The glyphs the screen draws (frozen and muted marks, bar items).
    public var icons: IconSet

    /// A channel list theme built from a colour, a font and an icon set.
    public init(colors: ColorSet, fonts: FontSet, icons: IconSet = .standard) {
        background = TextStyle(background: colors.background)
        navigationBar = TextStyle(background: colors.surface)
        navigationBarShadow = TextStyle(foreground: colors.separator)
        title = TextStyle(foreground: colors.text, attributes: fonts.title)
        barItem = TextStyle(foreground: colors.primary, attributes: fonts.button)
        sectionHeader = colors.secondaryStyle(fonts).adding(fonts.name)
        separator = TextStyle(foreground: colors.separator)
        cell = GroupChannelCellTheme(colors: colors, fonts: fonts)
        self.icons = icons
    }

    public static let light = GroupChannelListTheme(colors: .light, fonts: .standard)
    public static let dark = GroupChannelListTheme(colors: .dark, fonts: .standard)
}
