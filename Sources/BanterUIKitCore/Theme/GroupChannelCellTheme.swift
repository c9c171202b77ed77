import BanterCanvas

/// One row of the channel list: avatar, name, member count, preview, time, unread badge,
/// frozen and muted marks, typing text, and how a selected row looks.
public struct GroupChannelCellTheme: Sendable, Equatable {
    public var avatar: TextStyle
    public var title: TextStyle
    public var memberCount: TextStyle
    public var lastMessage: TextStyle
    public var time: TextStyle
    public var unreadBadge: TextStyle
    public var frozenMark: TextStyle
    public var mutedMark: TextStyle
    /// The mark of a channel whose notifications are off.
    public var notificationsOffMark: TextStyle
    public var typing: TextStyle
    /// A draft waiting in the channel.
    public var draft: TextStyle
    public var selectedBackground: TextStyle
    public var separator: TextStyle

    public init(colors: ColorSet, fonts: FontSet) {
        let secondary = colors.secondaryStyle(fonts)
        avatar = TextStyle(foreground: colors.onPrimary, background: colors.primary, attributes: .bold)
        title = TextStyle(foreground: colors.text, attributes: fonts.name)
        memberCount = secondary
        lastMessage = secondary
        time = secondary
        unreadBadge = TextStyle(foreground: colors.onBadge, background: colors.badge, attributes: .bold)
        frozenMark = TextStyle(foreground: colors.primary)
        mutedMark = secondary
        notificationsOffMark = secondary
        typing = TextStyle(foreground: colors.primary, attributes: fonts.note)
        draft = TextStyle(foreground: colors.error, attributes: fonts.note)
        selectedBackground = TextStyle(attributes: .reverse)
        separator = TextStyle(foreground: colors.separator)
    }

    public static let light = GroupChannelCellTheme(colors: .light, fonts: .standard)
    public static let dark = GroupChannelCellTheme(colors: .dark, fonts: .standard)
}
