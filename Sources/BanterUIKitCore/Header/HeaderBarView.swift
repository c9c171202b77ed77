import BanterCanvas
import BanterViews

/// The bar a module's header draws when its screen is not in a navigation controller: one
/// row with the left items, the title view and the right items, and a rule under it. In a
/// navigation controller the navigation bar shows the same items instead (see
/// `NavigationHeaderComponent`), so a header looks the same either way.
///
/// The bar adopts its items as subviews when they are set and on `adoptItems()`; a view has
/// one superview, so items a navigation bar took come back only when adopted again.
/// Main actor only.
@MainActor
open class HeaderBarView: View {
    /// Where the title view sits between the items.
    public enum TitleAlignment: Sendable {
        /// Centred in the bar (list screens).
        case center
        /// Right after the left items, taking the room up to the right items (a channel's
        /// name and member count).
        case fill
    }

    /// The view in the middle.
    public var titleView: View? { didSet { replace(oldValue, with: titleView) } }
    /// The items on the left, in order.
    public var leftItems: [View] = [] { didSet { replace(oldValue, with: leftItems) } }
    /// The items on the right, in order, the last at the edge.
    public var rightItems: [View] = [] { didSet { replace(oldValue, with: rightItems) } }
    /// Where the title view sits.
    public var titleAlignment = TitleAlignment.center { didSet { setNeedsLayout() } }
    /// The bar row's fill.
    public var barStyle = TextStyle() { didSet { setNeedsDisplay() } }
    /// The rule under the bar.
    public var shadowStyle = TextStyle(foreground: .brightBlack) { didSet { setNeedsDisplay() } }

    /// The rows the bar takes: the items, then the rule.
    public static let height = 2

    /// Makes the items and the title view subviews of the bar again.
    public func adoptItems() {
        for item in leftItems + rightItems where item.superview !== self { addSubview(item) }
        if let titleView, titleView.superview !== self { addSubview(titleView) }
        setNeedsLayout()
    }

    private func replace(_ old: View?, with new: View?) {
        replace(old.map { [$0] } ?? [], with: new.map { [$0] } ?? [])
    }

    private func replace(_ old: [View], with new: [View]) {
        for view in old where view.superview === self && !new.contains(where: { $0 === view }) { view.removeFromSuperview() }
        adoptItems()
    }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: Self.height) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        var left = 1
        for item in leftItems where item.superview === self {
            let width = min(item.sizeThatFits(Size(width: max(0, bounds.width - left - 1), height: 1)).width, max(0, bounds.width - left - 1))
            item.frame = Rect(x: left, y: 0, width: width, height: 1)
            left += width + 1
        }
        var right = bounds.width - 1
        for item in rightItems.reversed() where item.superview === self {
            let width = min(item.sizeThatFits(Size(width: max(0, right - left), height: 1)).width, max(0, right - left))
            right -= width
            item.frame = Rect(x: right, y: 0, width: width, height: 1)
            right -= 1
        }
        guard let titleView, titleView.superview === self else { return }
        let room = max(0, right - left)
        switch titleAlignment {
        case .fill:
            titleView.frame = Rect(x: left, y: 0, width: room, height: 1)
        case .center:
            let width = min(titleView.sizeThatFits(Size(width: room, height: 1)).width, room)
            let centred = (bounds.width - width) / 2
            titleView.frame = Rect(x: max(left, min(centred, right - width)), y: 0, width: width, height: 1)
        }
    }

    open override func draw(in context: DrawingContext) {
        context.fill(Rect(x: 0, y: 0, width: bounds.width, height: min(1, bounds.height)), style: barStyle)
        if bounds.height >= 2 {
            context.drawHorizontalLine(from: Point(x: 0, y: 1), length: bounds.width, style: shadowStyle)
        }
    }
}
