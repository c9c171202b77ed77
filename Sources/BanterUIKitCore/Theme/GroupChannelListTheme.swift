import BanterCanvas

/// The group channel list screen: its navigation bar, title, bar items and background.
public struct GroupChannelListTheme: Sendable, Equatable {
    public var background: TextStyle
    public var navigationBar: TextStyle
    public var navigationBarShadow: TextStyle
    public var title: TextStyle
    public var barItem: TextStyle
    public var sectionHeader: TextStyle
    public var separator: TextStyle

    public init(colors: ColorSet, fonts: FontSet) {
        background = TextStyle(background: colors.background)
        navigationBar = TextStyle(background: colors.surface)
        navigationBarShadow = TextStyle(foreground: colors.separator)
        title = TextStyle(foreground: colors.text, attributes: fonts.title)
        barItem = TextStyle(foreground: colors.primary, attributes: fonts.button)
        sectionHeader = colors.secondaryStyle(fonts).adding(fonts.name)
        separator = TextStyle(foreground: colors.separator)
    }

    public static let light = GroupChannelListTheme(colors: .light, fonts: .standard)
    public static let dark = GroupChannelListTheme(colors: .dark, fonts: .standard)
}
