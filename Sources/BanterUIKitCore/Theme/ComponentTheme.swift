import BanterCanvas

/// The looks shared by every screen's parts: backgrounds, empty, loading and error views,
/// separators, menus and bar items.
public struct ComponentTheme: Sendable, Equatable {
    public var background: TextStyle
    public var title: TextStyle
    public var secondary: TextStyle
    public var separator: TextStyle
    public var barItem: TextStyle
    public var emptyTitle: TextStyle
    public var emptyDetail: TextStyle
    public var errorTitle: TextStyle
    public var retryButton: TextStyle
    public var loading: TextStyle
    public var menuBorder: TextStyle
    public var menuItem: TextStyle
    public var menuSelectedItem: TextStyle
    public var destructiveMenuItem: TextStyle

    /// Looks built from a colour and a font set.
    public init(colors: ColorSet, fonts: FontSet) {
        let secondary = colors.secondaryStyle(fonts)
        background = TextStyle(background: colors.background)
        title = TextStyle(foreground: colors.text, attributes: fonts.title)
        self.secondary = secondary
        separator = TextStyle(foreground: colors.separator)
        barItem = TextStyle(foreground: colors.primary, attributes: fonts.button)
        emptyTitle = TextStyle(foreground: colors.text, attributes: fonts.name)
        emptyDetail = secondary
        errorTitle = TextStyle(foreground: colors.error, attributes: fonts.name)
        retryButton = TextStyle(foreground: colors.primary, attributes: fonts.button)
        loading = TextStyle(foreground: colors.primary)
        menuBorder = TextStyle(foreground: colors.separator)
        menuItem = TextStyle(foreground: colors.text, attributes: fonts.body)
        menuSelectedItem = TextStyle(foreground: colors.onPrimary, background: colors.primary, attributes: fonts.button)
        destructiveMenuItem = TextStyle(foreground: colors.error, attributes: fonts.body)
    }

    public static let light = ComponentTheme(colors: .light, fonts: .standard)
    public static let dark = ComponentTheme(colors: .dark, fonts: .standard)
}
