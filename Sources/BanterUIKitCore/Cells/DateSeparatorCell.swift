import BanterCanvas
import BanterViews

/// The row between days: a rule with the day in the middle (`── Mon, 5 Jan 2026 ──`).
/// Main actor only.
@MainActor
open class DateSeparatorCell: BaseTableViewCell {
    /// The day shown (UTC midnight, milliseconds since 1970).
    public private(set) var day: Int64 = 0
    /// A theme for this cell only; wins over the one the list configures it with.
    public var theme: ChannelTheme? { didSet { setNeedsDisplay() } }
    /// The theme the list configured the cell with.
    public private(set) var configuredTheme: ChannelTheme?
    /// The theme in force.
    public var resolvedTheme: ChannelTheme { theme ?? configuredTheme ?? Theme.current.channelTheme }
    /// The style of the day's title.
    public var titleStyle: TextStyle { resolvedTheme.dateSeparator }
    /// The style of the rule.
    public var ruleStyle: TextStyle { resolvedTheme.dateSeparatorRule }

    /// Shows `day` with `theme`'s separator styles (unless the cell has its own theme).
    open func configure(day: Int64, theme: ChannelTheme) {
        self.day = day
        configuredTheme = theme
        setNeedsDisplay()
    }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 1) }

    open override func draw(in context: DrawingContext) {
        let title = " " + TextLayout.truncate(MessageDay.title(day), width: max(1, bounds.width - 4)) + " "
        let width = TextWidth.of(title)
        let x = max(0, (bounds.width - width) / 2)
        let side = min(12, x - 1)
        if side > 0 {
            context.drawHorizontalLine(from: Point(x: x - side, y: 0), length: side, style: ruleStyle)
            context.drawHorizontalLine(from: Point(x: x + width, y: 0), length: side, style: ruleStyle)
        }
        context.write(title, at: Point(x: x, y: 0), style: titleStyle)
    }
}
