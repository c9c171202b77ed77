import BanterCanvas
import BanterTerminal
import BanterViews

/// The channel header's title: the channel's name on the left and the subtitle (member
/// count, who is typing, a short notice) on the right, filling the width it is given.
/// Main actor only.
@MainActor
open class ChannelTitleView: View {
    /// The channel's name.
    public var title = "" { didSet { setNeedsDisplay() } }
    /// The text on the right.
    public var subtitle = "" { didSet { setNeedsDisplay() } }
    /// The name's style.
    public var titleStyle = TextStyle(attributes: .bold) { didSet { setNeedsDisplay() } }
    /// The subtitle's style.
    public var subtitleStyle = TextStyle(foreground: .brightBlack) { didSet { setNeedsDisplay() } }

    /// Runs when the title is clicked; the header sets it to tell its delegate.
    public var onTap: (@MainActor () -> Void)?

    /// An empty title view; headers make it from a metatype, so subclasses keep this
    /// initialiser.
    public required override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Takes the whole width offered: the name goes left, the subtitle right.
    open override func sizeThatFits(_ size: Size) -> Size { Size(width: max(0, size.width), height: 1) }

    open override var intrinsicContentSize: Size { Size(width: TextWidth.of(title) + 2 + TextWidth.of(subtitle), height: 1) }

    /// A click on the title runs `onTap`.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard case .release(.left) = event.kind, let onTap else { return super.handleMouse(event) }
        onTap()
        return true
    }

    open override func draw(in context: DrawingContext) {
        let width = bounds.width
        guard width > 0 else { return }
        let subtitleWidth = min(TextWidth.of(subtitle), max(0, width / 2))
        let shown = TextLayout.truncate(subtitle, width: subtitleWidth)
        let titleRoom = max(0, width - (shown.isEmpty ? 0 : TextWidth.of(shown) + 2))
        context.write(TextLayout.truncate(title, width: titleRoom), at: Point(x: 0, y: 0), style: titleStyle)
        if !shown.isEmpty {
            context.write(shown, at: Point(x: width - TextWidth.of(shown), y: 0), style: subtitleStyle)
        }
    }
}
