import BanterCanvas
import BanterViews

/// The search field of the message search header: the search mark, then the typed words
/// (the end kept in view as it grows) or, before anything is typed, the hint. It shows the
/// header's keyword; the screen edits it (typing goes to the screen, wherever the focus
/// is). Styled from `MessageSearchTheme`. Main actor only.
@MainActor
open class SearchBarView: View {
    /// The words typed.
    public var text = "" { didSet { if text != oldValue { setNeedsDisplay() } } }
    /// Shown before anything is typed.
    public var placeholder = "" { didSet { if placeholder != oldValue { setNeedsDisplay() } } }
    /// The styles in use; the header sets them.
    public var theme: MessageSearchTheme = Theme.current.messageSearchTheme { didSet { setNeedsDisplay() } }

    /// A field; headers make it from its metatype, so subclasses keep this initialiser.
    public required override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// As wide as it is given, one row.
    open override func sizeThatFits(_ size: Size) -> Size { Size(width: max(0, size.width), height: 1) }

    open override var intrinsicContentSize: Size { Size(width: -1, height: 1) }

    open override func draw(in context: DrawingContext) {
        guard bounds.width > 3 else { return }
        var x = 0
        x += context.write(theme.icons.text(theme.icons.search), at: Point(x: x, y: 0), style: theme.searchIcon) + 1
        let room = max(0, bounds.width - x - 1)
        if text.isEmpty {
            context.write(TextLayout.truncate(placeholder, width: room), at: Point(x: x, y: 0), style: theme.searchPlaceholder)
        } else {
            x += context.write(TextLayout.truncate(text, width: room, mode: .head), at: Point(x: x, y: 0), style: theme.searchText)
            // Where the next letter goes.
            if x < bounds.width { context.write("▏", at: Point(x: x, y: 0), style: theme.searchIcon) }
        }
    }
}
