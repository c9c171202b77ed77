import BanterCanvas
import BanterTerminal

/// A view whose content is larger than itself and scrolls: the terminal's `UIScrollView`.
///
/// Subviews are placed in content coordinates (0, 0 is the content's top-left);
/// `contentOffset` is the content point shown at the view's top-left, and is the view's
/// `boundsOrigin`. It is always clamped to the valid range, 0 to `contentSize` less the
/// view's size, so setting it (or resizing) never shows space past the content's end.
///
/// Scrolling: PgUp/PgDn by a page less one row of context, whenever the key reaches the
/// view (it has focus, or a focused subview passed the key on); Up/Down by a row and
/// Home/End to the top or bottom while the view itself has focus; the mouse wheel by
/// `wheelScrollAmount` rows per step anywhere over it. A key or wheel step that cannot
/// scroll any further passes on, so an outer scroll view can take over.
///
/// While the content is taller than the view, a bar on the rightmost column shows the
/// position (over the content's last column; leave that column free, or turn the bar off
/// with `showsVerticalScrollIndicator`). The bar is a subview kept in front of the others.
@MainActor
open class ScrollView: View {
    /// The size of the scrollable content, in cells.
    public var contentSize: Size = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            contentOffset = boundsOrigin
            updateIndicator()
        }
    }

    /// The content point shown at the view's top-left; clamped to the valid range.
    public var contentOffset: Point {
        get { boundsOrigin }
        set {
            let clamped = clampedOffset(newValue)
            guard clamped != boundsOrigin else { return }
            boundsOrigin = clamped
            updateIndicator()
        }
    }

    /// Whether the bar shows while the content is taller than the view.
    public var showsVerticalScrollIndicator = true {
        didSet { if showsVerticalScrollIndicator != oldValue { updateIndicator() } }
    }

    /// Rows (or columns, sideways) one mouse-wheel step scrolls.
    public var wheelScrollAmount = 3

    private let indicator = ScrollIndicatorView()

    /// An empty scroll view; it clips its subviews to itself.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        addSubview(indicator)
        updateIndicator()
    }

    /// The largest valid offset: how far the content reaches past the view.
    public var maximumContentOffset: Point {
        Point(x: max(0, contentSize.width - frame.width), y: max(0, contentSize.height - frame.height))
    }

    private func clampedOffset(_ point: Point) -> Point {
        let maximum = maximumContentOffset
        return Point(x: max(0, min(point.x, maximum.x)), y: max(0, min(point.y, maximum.y)))
    }

    /// Scrolls as little as needed to show `rect` (in content coordinates). A rect larger
    /// than the view shows its top-left part.
    public func scrollRectToVisible(_ rect: Rect) {
        var offset = contentOffset
        if rect.maxY > offset.y + frame.height { offset.y = rect.maxY - frame.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        if rect.maxX > offset.x + frame.width { offset.x = rect.maxX - frame.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        contentOffset = offset
    }

    /// Scrolls by `dx` columns and `dy` rows (positive: towards the content's end), clamped.
    /// - Returns: whether the offset changed.
    @discardableResult
    public func scroll(dx: Int = 0, dy: Int = 0) -> Bool {
        let before = contentOffset
        contentOffset = Point(x: before.x + dx, y: before.y + dy)
        return contentOffset != before
    }

    // MARK: Input

    /// A scroll view takes focus, so PgUp/PgDn and the arrows reach it.
    open override var canBecomeFirstResponder: Bool { true }

    private var pageHeight: Int { max(1, frame.height - 1) }

    /// PgUp/PgDn always; Up/Down/Home/End only while focused; each passes on when the view
    /// cannot scroll that way.
    open override func handleKey(_ event: KeyEvent) -> Bool {
        let scrolled: Bool
        switch (event.key, event.modifiers.isEmpty) {
        case (.pageUp, true): scrolled = scroll(dy: -pageHeight)
        case (.pageDown, true): scrolled = scroll(dy: pageHeight)
        case (.up, true) where isFirstResponder: scrolled = scroll(dy: -1)
        case (.down, true) where isFirstResponder: scrolled = scroll(dy: 1)
        case (.home, true) where isFirstResponder: scrolled = scroll(dy: -contentOffset.y)
        case (.end, true) where isFirstResponder: scrolled = scroll(dy: maximumContentOffset.y - contentOffset.y)
        default: scrolled = false
        }
        return scrolled || super.handleKey(event)
    }

    /// The wheel scrolls `wheelScrollAmount` per step; at the end it passes on.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        let scrolled: Bool
        switch event.kind {
        case .scrollUp: scrolled = scroll(dy: -wheelScrollAmount)
        case .scrollDown: scrolled = scroll(dy: wheelScrollAmount)
        case .scrollLeft: scrolled = scroll(dx: -wheelScrollAmount)
        case .scrollRight: scrolled = scroll(dx: wheelScrollAmount)
        default: scrolled = false
        }
        return scrolled || super.handleMouse(event)
    }

    /// Tints the bar while focused.
    open override func focusDidChange() {
        super.focusDidChange()
        updateIndicator()
    }

    // MARK: Layout

    /// Re-clamps the offset for the new size and keeps the bar in front of the content.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentOffset = boundsOrigin
        if subviews.last !== indicator { bringSubviewToFront(indicator) }
        updateIndicator()
    }

    private func updateIndicator() {
        let offset = contentOffset
        indicator.isHidden = !showsVerticalScrollIndicator || contentSize.height <= frame.height || frame.width <= 0
        indicator.frame = Rect(x: offset.x + frame.width - 1, y: offset.y, width: 1, height: frame.height)
        indicator.contentHeight = contentSize.height
        indicator.visibleHeight = frame.height
        indicator.offset = offset.y
        indicator.isActive = isFirstResponder
        indicator.setNeedsDisplay()
    }
}
