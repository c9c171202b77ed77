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
    public private(set) var theme: MessageCellTheme = .light
    /// The bubble's corners.
    public var cornerStyle: BubbleCornerStyle = .rounded

    /// Shows `users` typing, with `theme`.
    open func configure(users: [User], theme: MessageCellTheme, cornerStyle: BubbleCornerStyle) {
        self.users = users
        self.theme = theme
        self.cornerStyle = cornerStyle
        setNeedsDisplay()
    }

    /// What the row says beside the bubble: "Alice is typing", "Alice and Bob are typing",
    /// "Several people are typing".
    public static func summary(of users: [User]) -> String {
        let names = users.map { $0.nickname.isEmpty ? $0.userId : $0.nickname }
        switch names.count {
        case 0: return ""
        case 1: return "\(names[0]) is typing"
        case 2: return "\(names[0]) and \(names[1]) are typing"
        default: return "Several people are typing"
        }
    }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 3) }

    open override func draw(in context: DrawingContext) {
        let bubble = Rect(x: 1, y: 0, width: 9, height: 3)
        context.fill(bubble, style: TextStyle(background: theme.incomingBubble.background))
        context.drawBox(bubble, border: cornerStyle.borderStyle, style: theme.incomingBorder)
        context.write("• • •", at: Point(x: 3, y: 1), style: theme.senderName)
        let text = TextLayout.truncate(Self.summary(of: users), width: max(0, bounds.width - 12))
        context.write(text, at: Point(x: 11, y: 1), style: theme.time)
    }
}
