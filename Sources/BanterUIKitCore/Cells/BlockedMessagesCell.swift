import BanterCanvas
import BanterViews

/// The line standing for a run of messages from blocked users in a group channel
/// ("3 messages from a blocked user"), centred and dim like a date separator. Registered
/// through `BaseChannelModule.List.blockedMessagesCellType`; subclass it to draw the line
/// differently. Main actor only.
@MainActor
open class BlockedMessagesCell: BaseTableViewCell {
    /// How many messages the line stands for.
    public private(set) var count = 0
    /// A theme for this cell only; wins over the one the list configures it with.
    public var theme: ChannelTheme? { didSet { setNeedsDisplay() } }
    /// The theme the list configured the cell with.
    public private(set) var configuredTheme: ChannelTheme?
    /// The theme in force.
    public var resolvedTheme: ChannelTheme { theme ?? configuredTheme ?? Theme.current.channelTheme }

    /// Shows a line for `count` hidden messages with `theme`'s separator style.
    open func configure(count: Int, theme: ChannelTheme) {
        self.count = count
        configuredTheme = theme
        setNeedsDisplay()
    }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 1) }

    open override func draw(in context: DrawingContext) {
        let text = TextLayout.truncate(StringSet.current.userProfile.blockedMessages(count), width: max(1, bounds.width - 2))
        let x = max(0, (bounds.width - TextWidth.of(text)) / 2)
        context.write(text, at: Point(x: x, y: 0), style: resolvedTheme.dateSeparator)
    }
}
