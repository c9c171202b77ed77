import BanterCanvas

/// The looks of the whole kit: one sub-theme per screen, all derived from a colour set, a
/// font set and an icon set, in a light and a dark variant.
///
/// Derivation: setting `colors`, `fonts` or `icons` rebuilds every sub-theme from them, so a
/// custom palette reaches every screen. Set a sub-theme (or one of its fields) after the
/// palette to keep it; the next palette change rebuilds it too.
///
/// Precedence (the README's "Customise it"): a theme given to a component wins over its
/// view controller's, which wins over the global `Theme.current`. Setting the global theme
/// (`Theme.set(_:)`, `Theme.set(colorScheme:)`) calls `updateStyles()` on every loaded
/// `BaseViewController`, which passes the new theme down to its components. Main actor only.
@MainActor
public final class Theme {
    /// Whether this theme is meant for a light or a dark terminal.
    public let colorScheme: ColorScheme
    /// The palette every sub-theme is built from.
    public var colors: ColorSet { didSet { deriveSubThemes() } }
    /// The text attributes every sub-theme is built from.
    public var fonts: FontSet { didSet { deriveSubThemes() } }
    /// The glyphs every sub-theme draws.
    public var icons: IconSet { didSet { deriveSubThemes() } }

    /// What every screen shares: empty, loading and error views, notices, menus and alerts.
    public var componentTheme: ComponentTheme
    /// The group channel list screen, its rows included (`groupChannelListTheme.cell`).
    public var groupChannelListTheme: GroupChannelListTheme
    /// The open channel list screen, its rows included (`openChannelListTheme.cell`).
    public var openChannelListTheme: OpenChannelListTheme
    /// The channel screen: header, message list (`channelTheme.messageCell`) and input
    /// (`channelTheme.messageInput`).
    public var channelTheme: ChannelTheme
    /// The user lists: select-user screens (create, invite, register operators) and members.
    public var userListTheme: UserListTheme
    /// The channel settings screens.
    public var channelSettingsTheme: ChannelSettingsTheme
    /// The message search screen.
    public var messageSearchTheme: MessageSearchTheme

    /// The group channel list's rows; the same value as `groupChannelListTheme.cell`.
    public var groupChannelCellTheme: GroupChannelCellTheme {
        get { groupChannelListTheme.cell }
        set { groupChannelListTheme.cell = newValue }
    }
    /// The open channel list's rows; the same value as `openChannelListTheme.cell`.
    public var openChannelCellTheme: OpenChannelCellTheme {
        get { openChannelListTheme.cell }
        set { openChannelListTheme.cell = newValue }
    }
    /// The message cells; the same value as `channelTheme.messageCell`.
    public var messageCellTheme: MessageCellTheme {
        get { channelTheme.messageCell }
        set { channelTheme.messageCell = newValue }
    }
    /// The message input; the same value as `channelTheme.messageInput`.
    public var messageInputTheme: MessageInputTheme {
        get { channelTheme.messageInput }
        set { channelTheme.messageInput = newValue }
    }

    /// A theme whose sub-themes are all built from `colors`, `fonts` and `icons`.
    public init(colorScheme: ColorScheme, colors: ColorSet, fonts: FontSet = .standard, icons: IconSet = .standard) {
        self.colorScheme = colorScheme
        self.colors = colors
        self.fonts = fonts
        self.icons = icons
        componentTheme = ComponentTheme(colors: colors, fonts: fonts, icons: icons)
        groupChannelListTheme = GroupChannelListTheme(colors: colors, fonts: fonts, icons: icons)
        openChannelListTheme = OpenChannelListTheme(colors: colors, fonts: fonts, icons: icons)
        channelTheme = ChannelTheme(colors: colors, fonts: fonts, icons: icons)
        userListTheme = UserListTheme(colors: colors, fonts: fonts, icons: icons)
        channelSettingsTheme = ChannelSettingsTheme(colors: colors, fonts: fonts, icons: icons)
        messageSearchTheme = MessageSearchTheme(colors: colors, fonts: fonts, icons: icons)
    }

    private func deriveSubThemes() {
        componentTheme = ComponentTheme(colors: colors, fonts: fonts, icons: icons)
        groupChannelListTheme = GroupChannelListTheme(colors: colors, fonts: fonts, icons: icons)
        openChannelListTheme = OpenChannelListTheme(colors: colors, fonts: fonts, icons: icons)
        channelTheme = ChannelTheme(colors: colors, fonts: fonts, icons: icons)
        userListTheme = UserListTheme(colors: colors, fonts: fonts, icons: icons)
        channelSettingsTheme = ChannelSettingsTheme(colors: colors, fonts: fonts, icons: icons)
        messageSearchTheme = MessageSearchTheme(colors: colors, fonts: fonts, icons: icons)
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
