import BanterCanvas

/// One row of a user list: avatar, name, the "(You)" and role notes, the check box of a
/// selectable row, and how a selected (highlighted) row looks.
public struct UserCellTheme: Sendable, Equatable {
    public var avatar: TextStyle
    public var name: TextStyle
    public var detail: TextStyle
    public var operatorMark: TextStyle
    public var mutedMark: TextStyle
    /// Beside a user banned from the channel.
    public var bannedMark: TextStyle
    public var checkbox: TextStyle
    public var checkedBox: TextStyle
    public var highlightedBackground: TextStyle
    public var separator: TextStyle

    /// A user row theme built from a colour and a font set.
    public init(colors: ColorSet, fonts: FontSet) {
        let secondary = colors.secondaryStyle(fonts)
        avatar = TextStyle(foreground: colors.onPrimary, background: colors.primary, attributes: .bold)
        name = TextStyle(foreground: colors.text, attributes: fonts.name)
        detail = secondary
        operatorMark = TextStyle(foreground: colors.primary, attributes: fonts.caption)
        mutedMark = secondary
        bannedMark = TextStyle(foreground: colors.error, attributes: fonts.caption)
        checkbox = TextStyle(foreground: colors.separator)
        checkedBox = TextStyle(foreground: colors.primary, attributes: .bold)
        highlightedBackground = TextStyle(attributes: .reverse)
        separator = TextStyle(foreground: colors.separator)
    }

    public static let light = UserCellTheme(colors: .light, fonts: .standard)
    public static let dark = UserCellTheme(colors: .dark, fonts: .standard)
}
