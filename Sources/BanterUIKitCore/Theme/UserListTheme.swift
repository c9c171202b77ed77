import BanterCanvas

/// The screens that list users: picking people for a new channel, inviting them,
/// registering operators, and member lists. Their Header and List components take this
/// type; `cell` is the rows' look.
public struct UserListTheme: Sendable, Equatable {
    public var background: TextStyle
    public var navigationBar: TextStyle
    public var navigationBarShadow: TextStyle
    public var title: TextStyle
    public var barItem: TextStyle
    public var disabledBarItem: TextStyle
    /// The filter row of a screen that picks users: the search mark, the typed name, and
    /// the hint shown before anything is typed.
    public var filterIcon: TextStyle
    public var filterText: TextStyle
    public var filterPlaceholder: TextStyle
    /// The rows.
    public var cell: UserCellTheme
    /// The glyphs the screen draws (check marks, the operator and muted marks).
    public var icons: IconSet

    /// A user list theme built from a colour, a font and an icon set.
    public init(colors: ColorSet, fonts: FontSet, icons: IconSet = .standard) {
        background = TextStyle(background: colors.background)
        navigationBar = TextStyle(background: colors.surface)
        navigationBarShadow = TextStyle(foreground: colors.separator)
        title = TextStyle(foreground: colors.text, attributes: fonts.title)
        barItem = TextStyle(foreground: colors.primary, attributes: fonts.button)
        disabledBarItem = colors.secondaryStyle(fonts)
        filterIcon = TextStyle(foreground: colors.primary, attributes: .bold)
        filterText = TextStyle(foreground: colors.text, attributes: .bold)
        filterPlaceholder = colors.secondaryStyle(fonts)
        cell = UserCellTheme(colors: colors, fonts: fonts)
        self.icons = icons
    }

    public static let light = UserListTheme(colors: .light, fonts: .standard)
    public static let dark = UserListTheme(colors: .dark, fonts: .standard)
}
