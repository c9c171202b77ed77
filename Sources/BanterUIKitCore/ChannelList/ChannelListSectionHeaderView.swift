import BanterCanvas
import BanterViews

/// The heading above a section of the channel list: its title, then a rule to the edge.
/// One row. Main actor only.
@MainActor
open class ChannelListSectionHeaderView: View {
    /// The heading.
    public var title: String { didSet { setNeedsDisplay() } }
    /// The looks.
    public var theme: GroupChannelListTheme { didSet { setNeedsDisplay() } }

    /// A heading reading `title`.
    public init(title: String, theme: GroupChannelListTheme) {
        self.title = title
        self.theme = theme
        super.init()
    }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 1) }

    open override func draw(in context: DrawingContext) {
        let text = TextLayout.truncate(title, width: max(0, bounds.width - 2))
        let written = context.write(text, at: Point(x: 1, y: 0), style: theme.sectionHeader)
        let start = 1 + written + 1
        if bounds.width - 1 > start {
            context.drawHorizontalLine(from: Point(x: start, y: 0), length: bounds.width - 1 - start, style: theme.separator)
        }
    }
}
