import BanterCanvas
import BanterViews

/// The top of a channel settings screen: the channel's name in bold, a detail line (members,
/// participants) under it, then a rule. Three rows. Main actor only.
@MainActor
open class ChannelSettingsInfoView: View {
    /// The channel's name.
    public var name = "" { didSet { if name != oldValue { setNeedsDisplay() } } }
    /// The line under the name.
    public var detail = "" { didSet { if detail != oldValue { setNeedsDisplay() } } }
    /// The looks; nil uses the global theme's.
    public var theme: ChannelSettingsTheme? { didSet { setNeedsDisplay() } }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 3) }

    open override func draw(in context: DrawingContext) {
        let theme = theme ?? Theme.current.channelSettingsTheme
        let width = max(0, bounds.width - 4)
        context.write(TextLayout.truncate(name, width: width), at: Point(x: 2, y: 0), style: theme.channelName)
        context.write(TextLayout.truncate(detail, width: width), at: Point(x: 2, y: 1), style: theme.channelDetail)
        if bounds.height >= 3 { context.drawHorizontalLine(from: Point(x: 0, y: 2), length: bounds.width, style: theme.separator) }
    }
}
