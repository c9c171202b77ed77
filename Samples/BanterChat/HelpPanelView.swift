import BanterUIKit

/// The key help's panel: a bordered box centred on a cleared screen, sized to its text, and
/// scrolling (arrows, PgUp/PgDn, Home/End, the wheel) when the screen is too small for it.
@MainActor
final class HelpPanelView: BaseView {
    /// The keys and what they do.
    var entries: [(key: String, meaning: String)] = [] { didSet { laidOutWidth = nil; setNeedsLayout() } }
    var titleStyle = TextStyle() { didSet { laidOutWidth = nil; setNeedsLayout() } }
    var keyStyle = TextStyle() { didSet { laidOutWidth = nil; setNeedsLayout() } }
    var textStyle = TextStyle() { didSet { laidOutWidth = nil; setNeedsLayout() } }
    var footerStyle = TextStyle() { didSet { laidOutWidth = nil; setNeedsLayout() } }
    var panelStyle = TextStyle() { didSet { setNeedsDisplay() } }

    /// Holds the text; it takes the focus so the keys scroll it.
    let scrollView = ScrollView()
    private let body = Label()
    private var laidOutWidth: Int?
    private var lineCount = 0
    private static let title = "Keys"
    private static let footer = "Esc closes this help."

    override func setupViews() {
        super.setupViews()
        body.numberOfLines = 0
        scrollView.addSubview(body)
        addSubview(scrollView)
    }

    /// The widest the text can be here: the screen less the border and padding.
    private var availableWidth: Int { max(1, bounds.width - 6) }

    /// The panel's rectangle: the text plus a border and padding, centred, clipped to the screen.
    var panel: Rect {
        let natural = max(KeyHelpLayout(entries, width: availableWidth).naturalWidth, TextWidth.of(Self.footer)) + 1
        let width = min(natural + 6, bounds.width)
        let height = min(lineCount + 4, bounds.height)
        return Rect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
    }

    override func layoutSubviews() {
        // The text depends on the width; laid out again only when the width changes.
        if laidOutWidth != availableWidth {
            laidOutWidth = availableWidth
            let text = styledText(width: availableWidth - 1)
            lineCount = text.string.split(separator: "\n", omittingEmptySubsequences: false).count
            body.attributedText = text
        }
        super.layoutSubviews()
        let inner = panel.inset(by: EdgeInsets(horizontal: 3, vertical: 2))
        scrollView.frame = Rect(x: inner.minX, y: inner.minY, width: inner.width + 1, height: inner.height)
        body.frame = Rect(x: 0, y: 0, width: inner.width, height: lineCount)
        scrollView.contentSize = Size(width: inner.width, height: lineCount)
    }

    /// The help's text for `width` cells: the title, the key rows, and the footer.
    private func styledText(width: Int) -> StyledText {
        let layout = KeyHelpLayout(entries, width: width)
        var text = StyledText(Self.title + "\n\n", style: titleStyle)
        for line in layout.lines {
            let padding = String(repeating: " ", count: layout.keyColumnWidth - TextWidth.of(line.key))
            text.append(line.key, style: keyStyle)
            text.append(padding + line.text + "\n", style: textStyle)
        }
        text.append("\n" + Self.footer, style: footerStyle)
        return text
    }

    override func draw(in context: DrawingContext) {
        context.fill(bounds)
        context.drawBox(panel, border: .rounded, style: panelStyle)
    }
}
