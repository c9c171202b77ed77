import BanterCanvas

/// The channel screen: the header's title and subtitle, the background, date separators,
/// the new-message info, scroll-to-bottom, the frozen banner, and (nested, so the Header,
/// List and Input components all take this one type) the message cells and the input.
public struct ChannelTheme: Sendable, Equatable {
    public var background: TextStyle
    public var navigationBar: TextStyle
    public var navigationBarShadow: TextStyle
    public var title: TextStyle
    public var subtitle: TextStyle
    public var typingSubtitle: TextStyle
    public var barItem: TextStyle
    public var dateSeparator: TextStyle
    public var dateSeparatorRule: TextStyle
    /// The "New messages" line's title and rule (`UnreadMessageNewLineCell`).
    public var unreadMessageNewLine: TextStyle
    public var newMessageInfo: TextStyle
    /// The "↑ 3 unread · Jump to first unread" control (`UnreadMessageInfoView`).
    public var unreadMessageInfo: TextStyle
    public var scrollToBottom: TextStyle
    public var frozenBanner: TextStyle
    public var selectedMessage: TextStyle
    /// The message rows.
    public var messageCell: MessageCellTheme
    /// The message input.
    public var messageInput: MessageInputTheme
    /// The glyphs the screen draws (back, send, receipts, marks).
    public var icons: IconSet

    /// A channel theme built from a colour, a font and an icon set.
    public init(colors: ColorSet, fonts: FontSet, icons: IconSet = .standard) {
        let secondary = colors.secondaryStyle(fonts)
        background = TextStyle(background: colors.background)
        navigationBar = TextStyle(background: colors.surface)
        navigationBarShadow = TextStyle(foreground: colors.separator)
        title = TextStyle(foreground: colors.text, attributes: fonts.title)
        subtitle = secondary
        typingSubtitle = TextStyle(foreground: colors.primary, attributes: fonts.note)
        barItem = TextStyle(foreground: colors.primary, attributes: fonts.button)
        dateSeparator = secondary
        dateSeparatorRule = TextStyle(foreground: colors.separator)
        unreadMessageNewLine = TextStyle(foreground: colors.error, attributes: .bold)
        newMessageInfo = TextStyle(foreground: colors.onPrimary, background: colors.primary, attributes: .bold)
        unreadMessageInfo = TextStyle(foreground: colors.onPrimary, background: colors.primary, attributes: .bold)
        scrollToBottom = TextStyle(foreground: colors.onPrimary, background: colors.primary, attributes: .bold)
        frozenBanner = TextStyle(foreground: .black, background: colors.warning, attributes: .bold)
        selectedMessage = TextStyle(foreground: colors.primary, attributes: .bold)
        messageCell = MessageCellTheme(colors: colors, fonts: fonts)
        messageInput = MessageInputTheme(colors: colors, fonts: fonts)
        self.icons = icons
    }

    public static let light = ChannelTheme(colors: .light, fonts: .standard)
    public static let dark = ChannelTheme(colors: .dark, fonts: .standard)
}
