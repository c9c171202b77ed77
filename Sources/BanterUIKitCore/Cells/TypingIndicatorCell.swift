import BanterCanvas
import BanterChatSDK
import BanterViews

/// The typing bubble at the end of the list: a small bubble with dots and who is typing
/// beside it. Main actor only.
@MainActor
open class TypingIndicatorCell: BaseTableViewCell {
    /// The people typing.
    public private(set) var users: [User] = []
    /// The colours in use.
    /// A theme for this cell only; wins over the one the list configures it with.
    public var theme: MessageCellTheme? { didSet { setNeedsDisplay() } }
    /// The theme the list configured the cell with.
    public private(set) var configuredTheme: MessageCellTheme?
    /// The colours in use.
    public var resolvedTheme: MessageCellTheme { theme ?? configuredTheme ?? Theme.current.messageCellTheme }
    /// The bubble's corners.
    public var cornerStyle: BubbleCornerStyle = .rounded

    /// Shows `users` typing, with `theme`.
    open func configure(users: [User], theme: MessageCellTheme, cornerStyle: BubbleCornerStyle) {
        self.users = users
        configuredTheme = theme
        self.cornerStyle = cornerStyle
        setNeedsDisplay()
    }

    /// What the row says beside the bubble (`StringSet.current.channel.typingBubble`):
    /// "Alice is typing", "Alice and Bob are typing", "Several people are typing".
    public static func summary(of users: [User]) -> String {
        StringSet.current.channel.typingBubble(users.map { $0.nickname.isEmpty ? $0.userId : $0.nickname })
    }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 3) }

    open override func draw(in context: DrawingContext) {
        let bubble = Rect(x: 1, y: 0, width: 9, height: 3)
        context.fill(bubble, style: TextStyle(background: resolvedTheme.incomingBubble.background))
        context.drawBox(bubble, border: cornerStyle.borderStyle, style: resolvedTheme.incomingBorder)
        context.write("• • •", at: Point(x: 3, y: 1), style: resolvedTheme.senderName)
        let text = TextLayout.truncate(Self.summary(of: users), width: max(0, bounds.width - 12))
        context.write(text, at: Point(x: 11, y: 1), style: resolvedTheme.time)
    }
}
