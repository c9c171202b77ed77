import BanterCanvas

/// The channel settings screens: the header, the channel's summary at the top, and the
/// setting rows (icon, title, the value or count on the right, a switch).
public struct ChannelSettingsTheme: Sendable, Equatable {
    public var background: TextStyle
    public var navigationBar: TextStyle
    public var navigationBarShadow: TextStyle
    public var title: TextStyle
    public var barItem: TextStyle
    public var channelName: TextStyle
    public var channelDetail: TextStyle
    /// The channel's URL under its detail line.
    public var channelURL: TextStyle
    /// The initials tile beside the channel's name.
    public var avatar: TextStyle
    public var itemIcon: TextStyle
    public var itemTitle: TextStyle
    public var itemValue: TextStyle
    public var destructiveItemTitle: TextStyle
    public var switchOn: TextStyle
    public var switchOff: TextStyle
    public var highlightedBackground: TextStyle
    public var separator: TextStyle
    /// The glyphs the screen draws (item icons, the disclosure mark).
    public var icons: IconSet

    /// A settings theme built from a colour, a font and an icon set.
    public init(colors: ColorSet, fonts: FontSet, icons: IconSet = .standard) {
        let secondary = colors.secondaryStyle(fonts)
        background = TextStyle(background: colors.background)
        navigationBar = TextStyle(background: colors.surface)
        navigationBarShadow = TextStyle(foreground: colors.separator)
        title = TextStyle(foreground: colors.text, attributes: fonts.title)
        barItem = TextStyle(foreground: colors.primary, attributes: fonts.button)
        channelName = TextStyle(foreground: colors.text, attributes: fonts.name)
        channelDetail = secondary
        channelURL = secondary
        avatar = TextStyle(foreground: colors.onPrimary, background: colors.primary, attributes: .bold)
        itemIcon = TextStyle(foreground: colors.primary)
        itemTitle = TextStyle(foreground: colors.text, attributes: fonts.body)
        itemValue = secondary
        destructiveItemTitle = TextStyle(foreground: colors.error, attributes: fonts.body)
        switchOn = TextStyle(foreground: colors.onPrimary, background: colors.primary, attributes: .bold)
        switchOff = secondary
        highlightedBackground = TextStyle(attributes: .reverse)
        separator = TextStyle(foreground: colors.separator)
        self.icons = icons
    }

    public static let light = ChannelSettingsTheme(colors: .light, fonts: .standard)
    public static let dark = ChannelSettingsTheme(colors: .dark, fonts: .standard)
}
