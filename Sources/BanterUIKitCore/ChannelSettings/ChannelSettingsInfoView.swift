import BanterCanvas
import BanterViews

/// The top of a channel settings screen, as the reference kit's channel info: an initials
/// tile, the channel's name in bold, a detail line (members, participants) and the
/// channel's URL under it, then a rule. Four rows. Main actor only.
@MainActor
open class ChannelSettingsInfoView: View {
    /// The rows the view takes, the rule included.
    public static let height = 4

    /// The channel's name.
    public var name = "" { didSet { if name != oldValue { setNeedsDisplay() } } }
    /// Up to two letters for the tile; none hides the tile.
    public var initials = "" { didSet { if initials != oldValue { setNeedsDisplay() } } }
    /// The line under the name.
    public var detail = "" { didSet { if detail != oldValue { setNeedsDisplay() } } }
    /// The channel's URL, for telling two channels of one name apart and for support.
    public var url = "" { didSet { if url != oldValue { setNeedsDisplay() } } }
    /// The looks; nil uses the global theme's.
    public var theme: ChannelSettingsTheme? { didSet { setNeedsDisplay() } }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: Self.height) }

    open override func draw(in context: DrawingContext) {
        let theme = theme ?? Theme.current.channelSettingsTheme
        var x = 2
        if !initials.isEmpty {
            // A two-row tile, as the channel list's avatars.
            context.fill(Rect(x: x, y: 0, width: 4, height: 2), style: theme.avatar)
            let letters = TextLayout.truncate(initials, width: 2)
            context.write(letters, at: Point(x: x + (4 - TextWidth.of(letters)) / 2, y: 0), style: theme.avatar)
            x += 6
        }
        let width = max(0, bounds.width - x - 2)
        context.write(TextLayout.truncate(name, width: width), at: Point(x: x, y: 0), style: theme.channelName)
        // The URL moves up when there is no detail, so no gap opens under the name.
        var y = 1
        if !detail.isEmpty {
            context.write(TextLayout.truncate(detail, width: width), at: Point(x: x, y: y), style: theme.channelDetail)
            y += 1
        }
        context.write(TextLayout.truncate(url, width: width), at: Point(x: x, y: y), style: theme.channelURL)
        let rule = Self.height - 1
        if bounds.height > rule { context.drawHorizontalLine(from: Point(x: 0, y: rule), length: bounds.width, style: theme.separator) }
    }
}
