import BanterCanvas

/// One row of the open channel list: the initials tile, the name, the participant count,
/// the frozen mark and how a selected row looks.
public struct OpenChannelCellTheme: Sendable, Equatable {
    public var avatar: TextStyle
    public var title: TextStyle
    public var participantCount: TextStyle
    public var frozenMark: TextStyle
    public var selectedBackground: TextStyle
    /// The bar drawn at the left of the selected row.
    public var selectionMark: TextStyle
    public var separator: TextStyle

    public init(colors: ColorSet, fonts: FontSet) {
        avatar = TextStyle(foreground: colors.onPrimary, background: colors.primary, attributes: .bold)
        title = TextStyle(foreground: colors.text, attributes: fonts.name)
        participantCount = colors.secondaryStyle(fonts)
        frozenMark = TextStyle(foreground: colors.primary)
        selectedBackground = TextStyle(attributes: .reverse)
        selectionMark = TextStyle(foreground: colors.primary)
        separator = TextStyle(foreground: colors.separator)
    }

    public static let light = OpenChannelCellTheme(colors: .light, fonts: .standard)
    public static let dark = OpenChannelCellTheme(colors: .dark, fonts: .standard)
}
