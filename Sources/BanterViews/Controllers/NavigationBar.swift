import BanterCanvas

/// The bar at the top of a navigation controller: bar items on the left and right, the
/// title (or title view) centred, and a rule under them. Two rows tall.
@MainActor
public final class NavigationBar: View {
    /// The rows the bar takes: its content and its rule.
    public static let height = 2

    /// Filled behind the bar; `nil` leaves the window's background.
    public var barBackgroundColor: Color? { didSet { setNeedsDisplay() } }
    /// The colour of the rule under the bar (the reference kit's shadow colour).
    public var separatorColor: Color = .brightBlack { didSet { setNeedsDisplay() } }
    /// How the title is drawn.
    public var titleStyle = TextStyle(attributes: .bold) { didSet { setNeedsDisplay() } }

    weak var navigationController: NavigationController?
    private var showsBackHint = false

    /// Re-reads the top controller's navigation item.
    func refresh() {
        guard let top = navigationController?.topViewController else { return }
        let item = top.navigationItem
        for subview in subviews { subview.removeFromSuperview() }
        for view in item.leftBarItems + item.rightBarItems { addSubview(view) }
        if let titleView = item.titleView { addSubview(titleView) }
        showsBackHint = item.leftBarItems.isEmpty && (navigationController?.viewControllers.count ?? 0) > 1
        setNeedsLayout()
        setNeedsDisplay()
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        guard let item = navigationController?.topViewController?.navigationItem else { return }
        var x = 1
        for view in item.leftBarItems {
            let size = view.sizeThatFits(Size(width: max(0, frame.width - x), height: 1))
            view.frame = Rect(x: x, y: 0, width: size.width, height: 1)
            x += size.width + 1
        }
        var right = frame.width - 1
        for view in item.rightBarItems.reversed() {
            let size = view.sizeThatFits(Size(width: max(0, right - x), height: 1))
            right -= size.width
            view.frame = Rect(x: right, y: 0, width: size.width, height: 1)
            right -= 1
        }
        if let titleView = item.titleView {
            let size = titleView.sizeThatFits(Size(width: max(0, right - x), height: 1))
            let width = min(size.width, max(0, right - x))
            // Centred when there is room, but never under the right items: a title view that
            // fills the room (a channel's name and member count) starts after the left ones.
            titleView.frame = Rect(x: max(x, min((frame.width - width) / 2, right - width)), y: 0, width: width, height: 1)
        }
    }

    public override func draw(in context: DrawingContext) {
        if let barBackgroundColor { context.fill(bounds, style: TextStyle(background: barBackgroundColor)) }
        let item = navigationController?.topViewController?.navigationItem
        var left = 1
        if showsBackHint {
            left += context.write("< Back", at: Point(x: 1, y: 0), style: TextStyle(foreground: tintColor)) + 1
        }
        if item?.titleView == nil, let title = item?.title {
            let room = max(0, frame.width - 2 * left)
            let text = TextLayout.truncate(title, width: room)
            let x = max(left, (frame.width - TextWidth.of(text)) / 2)
            context.write(text, at: Point(x: x, y: 0), style: titleStyle)
        }
        context.drawHorizontalLine(from: Point(x: 0, y: 1), length: frame.width, style: TextStyle(foreground: separatorColor))
    }
}
