import BanterCanvas
import BanterViews

/// The "New messages" line (the reference kit's `UnreadMessageNewLine`) above the first
/// message the current user had not read when the channel opened: a rule across the row
/// with the title at its right end. Registered through
/// `BaseChannelModule.List.unreadMessageNewLineCellType` (a module's list takes it from its
/// `unreadMessageNewLineCell` metatype); subclass it to draw the line differently. Main
/// actor only.
@MainActor
open class UnreadMessageNewLineCell: BaseTableViewCell {
    /// A theme for this cell only; wins over the one the list configures it with.
    public var theme: ChannelTheme? { didSet { setNeedsDisplay() } }
    /// The theme the list configured the cell with.
    public private(set) var configuredTheme: ChannelTheme?
    /// The theme in force.
    public var resolvedTheme: ChannelTheme { theme ?? configuredTheme ?? Theme.current.channelTheme }
    /// The title shown (`StringSet.channel.unreadMessageNewLine`).
    open var title: String { StringSet.current.channel.unreadMessageNewLine }

    /// Shows the line with `theme`'s style (unless the cell has its own theme).
    open func configure(theme: ChannelTheme) {
        configuredTheme = theme
        setNeedsDisplay()
    }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 1) }

    open override func draw(in context: DrawingContext) {
        let style = resolvedTheme.unreadMessageNewLine
        let text = " " + TextLayout.truncate(title, width: max(1, bounds.width - 4)) + " "
        let x = max(0, bounds.width - TextWidth.of(text) - 1)
        if x > 1 { context.drawHorizontalLine(from: Point(x: 1, y: 0), length: x - 1, style: style) }
        context.write(text, at: Point(x: x, y: 0), style: style)
    }
}
