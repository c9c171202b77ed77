import BanterCanvas

/// The looks of the whole kit: one sub-theme per screen part, all built from a colour set,
/// a font set and an icon set, in a light and a dark variant.
///
/// Precedence (DESIGN section 4): a theme given to a component wins over its view
/// controller's, which wins over the global `Theme.current`. Setting the global theme
/// (`Theme.set(_:)`, `Theme.set(colorScheme:)`) calls `updateStyles()` on every loaded
/// `BaseViewController`, which passes the new theme down to its components. Main actor only.
@MainActor
public final class Theme {
    public let colorScheme: ColorScheme
    public var colors: ColorSet
    public var fonts: FontSet
    public var icons: IconSet
    public var componentTheme: ComponentTheme
    public var groupChannelListTheme: GroupChannelListTheme
    public var groupChannelCellTheme: GroupChannelCellTheme
    public var channelTheme: ChannelTheme
    public var messageInputTheme: MessageInputTheme
    public var messageCellTheme: MessageCellTheme

    /// A theme whose sub-themes are all built from `colors` and `fonts`.
    public init(colorScheme: ColorScheme, colors: ColorSet, fonts: FontSet = .standard, icons: IconSet = .standard) {
        self.colorScheme = colorScheme
        self.colors = colors
        self.fonts = fonts
        self.icons = icons
        componentTheme = ComponentTheme(colors: colors, fonts: fonts)
        groupChannelListTheme = GroupChannelListTheme(colors: colors, fonts: fonts)
        groupChannelCellTheme = GroupChannelCellTheme(colors: colors, fonts: fonts)
        channelTheme = ChannelTheme(colors: colors, fonts: fonts)
        messageInputTheme = MessageInputTheme(colors: colors, fonts: fonts)
        messageCellTheme = MessageCellTheme(colors: colors, fonts: fonts)
    }

    /// The default theme for terminals with a light background.
    public static var light: Theme { Theme(colorScheme: .light, colors: .light) }
    /// The default theme for terminals with a dark background.
    public static var dark: Theme { Theme(colorScheme: .dark, colors: .dark) }

    /// The theme everything uses unless given another.
    public private(set) static var current: Theme = .light

    /// Makes `theme` the global theme and restyles every loaded view controller.
    public static func set(_ theme: Theme) {
        current = theme
        ThemeObservers.shared.themeDidChange(theme)
    }

    /// Switches the global theme to the default light or dark one.
    public static func set(colorScheme: ColorScheme) {
        set(colorScheme == .light ? .light : .dark)
    }
}
