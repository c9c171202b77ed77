import BanterCanvas

/// Message cells: bubbles for the current user and for others, sender names, times,
/// sending states and receipts, reactions, quotes, thread info, system messages, files.
public struct MessageCellTheme: Sendable, Equatable {
    public var incomingBubble: TextStyle
    public var incomingBorder: TextStyle
    public var outgoingBubble: TextStyle
    public var outgoingBorder: TextStyle
    public var senderName: TextStyle
    public var avatar: TextStyle
    public var time: TextStyle
    public var edited: TextStyle
    public var pending: TextStyle
    public var failed: TextStyle
    public var delivered: TextStyle
    public var read: TextStyle
    public var reaction: TextStyle
    public var myReaction: TextStyle
    public var quote: TextStyle
    public var quoteBar: TextStyle
    public var threadInfo: TextStyle
    public var systemMessage: TextStyle
    public var fileName: TextStyle
    public var fileDetail: TextStyle
    public var imagePlaceholder: TextStyle
    public var unknownMessage: TextStyle
    /// A mention of someone else in a message.
    public var mention: TextStyle
    /// A mention of the current user: stronger than `mention`, so it catches the eye.
    public var mentionedCurrentUser: TextStyle
    /// Links and bare URLs in formatted text.
    public var link: TextStyle
    /// Inline code spans (text between backticks) in formatted text.
    public var inlineCode: TextStyle
    /// The text of a fenced code block.
    public var codeBlock: TextStyle
    /// The box around a fenced code block.
    public var codeBlockBorder: TextStyle

    public init(colors: ColorSet, fonts: FontSet) {
        let secondary = colors.secondaryStyle(fonts)
        incomingBubble = TextStyle(foreground: colors.text, background: colors.surface, attributes: fonts.body)
        incomingBorder = TextStyle(foreground: colors.separator)
        outgoingBubble = TextStyle(foreground: colors.text, attributes: fonts.body)
        outgoingBorder = TextStyle(foreground: colors.outgoing)
        senderName = TextStyle(foreground: colors.primary, attributes: fonts.name)
        avatar = TextStyle(foreground: colors.onPrimary, background: colors.primary, attributes: .bold)
        time = secondary
        edited = secondary.adding(fonts.note)
        pending = secondary
        failed = TextStyle(foreground: colors.error, attributes: .bold)
        delivered = secondary
        read = TextStyle(foreground: colors.success)
        reaction = secondary
        myReaction = TextStyle(foreground: colors.primary, attributes: .bold)
        quote = secondary
        quoteBar = TextStyle(foreground: colors.separator)
        threadInfo = TextStyle(foreground: colors.primary, attributes: fonts.caption)
        systemMessage = secondary.adding(fonts.note)
        fileName = TextStyle(foreground: colors.text, attributes: fonts.name)
        fileDetail = secondary
        imagePlaceholder = TextStyle(foreground: colors.separator)
        unknownMessage = secondary.adding(fonts.note)
        mention = TextStyle(foreground: colors.primary, attributes: .bold)
        mentionedCurrentUser = TextStyle(foreground: colors.onPrimary, background: colors.primary, attributes: .bold)
        link = TextStyle(foreground: colors.primary, attributes: .underline)
        inlineCode = TextStyle(foreground: colors.success)
        codeBlock = TextStyle(foreground: colors.text)
        codeBlockBorder = TextStyle(foreground: colors.separator)
    }

    public static let light = MessageCellTheme(colors: .light, fonts: .standard)
    public static let dark = MessageCellTheme(colors: .dark, fonts: .standard)
}
