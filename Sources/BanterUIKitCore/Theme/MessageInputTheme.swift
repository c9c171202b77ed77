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
    }

    public static let light = MessageInputTheme(colors: .light, fonts: .standard)
    public static let dark = MessageInputTheme(colors: .dark, fonts: .standard)
}
