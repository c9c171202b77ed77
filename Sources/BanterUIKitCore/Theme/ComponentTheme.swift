import BanterCanvas
import BanterViews

/// The looks every screen shares: backgrounds, the empty, loading and error views, notices,
/// bar items, and the menus and alerts the kit presents.
public struct ComponentTheme: Sendable, Equatable {
    public var background: TextStyle
    public var title: TextStyle
    public var secondary: TextStyle
    public var barItem: TextStyle
    public var emptyTitle: TextStyle
    public var emptyDetail: TextStyle
    public var errorTitle: TextStyle
    public var retryButton: TextStyle
    public var loading: TextStyle
    /// A notice (toast) over the bottom of a screen: "Copied", a failure.
    public var notice: TextStyle
    /// A notice about something that went wrong.
    public var errorNotice: TextStyle
    /// Laid over the screen while a menu or alert is up.
    public var menuBackdrop: TextStyle
    public var menuBackground: TextStyle
    public var menuBorder: TextStyle
    public var menuTitle: TextStyle
    public var menuMessage: TextStyle
    public var menuItem: TextStyle
    public var menuCancelItem: TextStyle
    public var menuSelectedItem: TextStyle
    public var destructiveMenuItem: TextStyle
    /// The glyphs the shared views draw.
    public var icons: IconSet

    /// Looks built from a colour, a font and an icon set.
    public init(colors: ColorSet, fonts: FontSet, icons: IconSet = .standard) {
        let secondary = colors.secondaryStyle(fonts)
        background = TextStyle(background: colors.background)
        title = TextStyle(foreground: colors.text, attributes: fonts.title)
        self.secondary = secondary
        barItem = TextStyle(foreground: colors.primary, attributes: fonts.button)
        emptyTitle = TextStyle(foreground: colors.text, attributes: fonts.name)
        emptyDetail = secondary
        errorTitle = TextStyle(foreground: colors.error, attributes: fonts.name)
        retryButton = TextStyle(foreground: colors.primary, attributes: fonts.button)
        loading = TextStyle(foreground: colors.primary)
        notice = TextStyle(foreground: colors.onPrimary, background: colors.primary, attributes: fonts.button)
        errorNotice = TextStyle(foreground: colors.error, attributes: fonts.name.union(.reverse))
        menuBackdrop = TextStyle(attributes: .dim)
        menuBackground = TextStyle(foreground: colors.text, background: colors.surface)
        menuBorder = TextStyle(foreground: colors.separator)
        menuTitle = TextStyle(foreground: colors.text, attributes: fonts.title)
        menuMessage = TextStyle(foreground: colors.text, attributes: fonts.body)
        menuItem = TextStyle(foreground: colors.primary, attributes: fonts.button)
        menuCancelItem = TextStyle(foreground: colors.primary, attributes: fonts.body)
        menuSelectedItem = TextStyle(foreground: colors.onPrimary, background: colors.primary, attributes: fonts.button)
        destructiveMenuItem = TextStyle(foreground: colors.error, attributes: fonts.button)
        self.icons = icons
    }

    /// How the kit's menus and alerts draw with this theme.
    public var alertAppearance: AlertController.Appearance {
        AlertController.Appearance(backdrop: menuBackdrop, surface: menuBackground, border: menuBorder, title: menuTitle,
                                   message: menuMessage, action: menuItem, cancelAction: menuCancelItem,
                                   destructiveAction: destructiveMenuItem, selectedAction: menuSelectedItem)
    }

    public static let light = ComponentTheme(colors: .light, fonts: .standard)
    public static let dark = ComponentTheme(colors: .dark, fonts: .standard)
}
