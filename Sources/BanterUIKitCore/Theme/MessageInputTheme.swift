import BanterCanvas

/// The message input: its box, text, placeholder, send button, the edit and quote-reply
/// bars, and the notice shown when sending is not allowed.
public struct MessageInputTheme: Sendable, Equatable {
    public var background: TextStyle
    public var border: TextStyle
    public var focusedBorder: TextStyle
    public var text: TextStyle
    public var placeholder: TextStyle
    public var sendButton: TextStyle
    public var disabledSendButton: TextStyle
    public var modeBar: TextStyle
    public var modeBarDetail: TextStyle
    public var disabledNotice: TextStyle
    /// A mention token in the field (layered over `text`).
    public var mention: TextStyle
    /// The suggested-mention list: its background and frame.
    public var suggestionList: TextStyle
    public var suggestionBorder: TextStyle
    /// A suggested person's name, and the row the arrows have chosen.
    public var suggestion: TextStyle
    public var selectedSuggestion: TextStyle
    /// The user id beside a suggested name.
    public var suggestionDetail: TextStyle

    public init(colors: ColorSet, fonts: FontSet) {
        let secondary = colors.secondaryStyle(fonts)
        background = TextStyle(background: colors.background)
        border = TextStyle(foreground: colors.separator)
        focusedBorder = TextStyle(foreground: colors.primary)
        text = TextStyle(foreground: colors.text, attributes: fonts.body)
        placeholder = secondary
        sendButton = TextStyle(foreground: colors.primary, attributes: fonts.button)
        disabledSendButton = secondary
        modeBar = TextStyle(foreground: colors.primary, attributes: fonts.name)
        modeBarDetail = secondary
        disabledNotice = TextStyle(foreground: colors.warning, attributes: fonts.note)
        mention = TextStyle(foreground: colors.primary, attributes: .bold)
        suggestionList = TextStyle(foreground: colors.text, background: colors.surface)
        suggestionBorder = TextStyle(foreground: colors.primary, background: colors.surface)
        suggestion = TextStyle(foreground: colors.text, background: colors.surface, attributes: fonts.body)
        selectedSuggestion = TextStyle(foreground: colors.onPrimary, background: colors.primary, attributes: .bold)
        suggestionDetail = colors.secondaryStyle(fonts).layered(over: TextStyle(background: colors.surface))
    }

    public static let light = MessageInputTheme(colors: .light, fonts: .standard)
    public static let dark = MessageInputTheme(colors: .dark, fonts: .standard)
}
