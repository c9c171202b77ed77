import BanterUIKit

/// The key help's panel: a bordered box centred on a cleared screen, sized to its text.
@MainActor
final class HelpPanelView: BaseView {
    let body = Label()
    var panelStyle = TextStyle() { didSet { setNeedsDisplay() } }

    override func setupViews() {
        super.setupViews()
        body.numberOfLines = 0
        addSubview(body)
    }

    /// The panel's rectangle: the text plus a border and padding, centred, clipped to the screen.
    var panel: Rect {
        let content = body.sizeThatFits(Size(width: max(bounds.width - 6, 1), height: max(bounds.height - 4, 1)))
        let width = min(content.width + 6, bounds.width)
        let height = min(content.height + 4, bounds.height)
        return Rect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        body.frame = panel.inset(by: EdgeInsets(horizontal: 3, vertical: 2))
    }

    override func draw(in context: DrawingContext) {
        context.fill(bounds)
        context.drawBox(panel, border: .rounded, style: panelStyle)
    }
}
