import BanterCanvas
import BanterTerminal

/// A rectangle of cells on the screen that draws itself and holds subviews: the terminal's
/// `UIView`.
///
/// Geometry is in cells. `frame` places the view in its superview; `bounds` is the view's
/// own coordinate space, whose origin moves when the view scrolls its content. Layout runs
/// top-down before each frame: `setNeedsLayout()` marks a view, `layoutIfNeeded()` runs
/// `layoutSubviews()` where marked (with the owning view controller's
/// `viewWillLayoutSubviews` / `viewDidLayoutSubviews` around it). Drawing happens back to
/// front: the background colour is filled, then `draw(in:)` runs clipped to the view, then
/// the subviews draw on top.
///
/// Main-actor only, like every UI type.
@MainActor
open class View: Responder {
    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates.
    public var frame: Rect {
        didSet {
            guard frame != oldValue else { return }
            if frame.size != oldValue.size { setNeedsLayout() }
            setNeedsDisplay()
        }
    }

    /// Where the visible part of the content starts; scrolling views move it.
    public var boundsOrigin: Point = .zero {
        didSet { if boundsOrigin != oldValue { setNeedsDisplay() } }
    }

    /// The view's own coordinate space: `boundsOrigin` and the frame's size.
    public var bounds: Rect {
        Rect(origin: boundsOrigin, size: frame.size)
    }

    /// A view with `frame` (empty by default).
    public init(frame: Rect = .zero) {
        self.frame = frame
        super.init()
    }

    // MARK: Hierarchy

    /// The view this one is a subview of.
    public private(set) weak var superview: View?
    /// The subviews, back to front.
    public private(set) var subviews: [View] = []
    /// The view controller whose root view this is, if any.
    public internal(set) weak var viewController: ViewController?
    /// The window, set on the root view of a window.
    weak var hostWindow: Window?

    /// The window showing this view, if it is in one.
    public var window: Window? {
        hostWindow ?? superview?.window
    }

    /// Adds `view` on top of the other subviews (moving it from its old superview).
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to the valid range).
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self else { return }
        let oldWindow = view.window
        view.detachFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        view.didMoveToSuperview()
        if oldWindow !== window { view.notifyWindowChange() }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Removes the view from its superview.
    public func removeFromSuperview() {
        guard let superview else { return }
        let oldWindow = window
        detachFromSuperview()
        didMoveToSuperview()
        if oldWindow != nil { notifyWindowChange() }
        superview.setNeedsDisplay()
    }

    private func detachFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// Moves `view`, a subview, in front of the others.
    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
        setNeedsDisplay()
    }

    /// Moves `view`, a subview, behind the others.
    public func sendSubviewToBack(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
        setNeedsDisplay()
    }

    /// Whether `view` is this view or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Called after the view moved to another superview (or none).
    open func didMoveToSuperview() {}

    /// Called after the view moved into a window, or out of one.
    open func didMoveToWindow() {}

    func notifyWindowChange() {
        didMoveToWindow()
        for subview in subviews { subview.notifyWindowChange() }
    }

    // MARK: Appearance

    /// Whether the view (and so its subviews) is left out of drawing, hit testing and focus.
    public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            superview?.setNeedsLayout()  // stacks close or open the gap
            setNeedsDisplay()
        }
    }

    /// Filled behind the view's content; `nil` leaves what is behind it.
    public var backgroundColor: Color? {
        didSet { if backgroundColor != oldValue { setNeedsDisplay() } }
    }

    private var ownTintColor: Color?

    /// The accent colour for focus and highlights; inherited from the superview when not set
    /// (cyan at the top).
    public var tintColor: Color {
        get { ownTintColor ?? superview?.tintColor ?? .cyan }
        set { ownTintColor = newValue; setNeedsDisplay() }
    }

    /// Insets that subviews laid out "within the margins" keep from the edges.
    public var layoutMargins = EdgeInsets.zero {
        didSet { if layoutMargins != oldValue { setNeedsLayout() } }
    }

    /// Whether subviews are clipped to this view's bounds. A view's own drawing is always
    /// clipped to it.
    public var clipsToBounds = false

    /// Whether mouse events may land on this view.
    public var isUserInteractionEnabled = true

    /// A number to find the view by (`viewWithTag`).
    public var tag = 0

    /// A name for tests and tools to find the view by.
    public var accessibilityIdentifier: String?

    /// The first view in this subtree (depth first, this view included) with `tag`.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The first view in this subtree with `identifier` as its accessibility identifier.
    public func view(withAccessibilityIdentifier identifier: String) -> View? {
        if accessibilityIdentifier == identifier { return self }
        for subview in subviews {
            if let found = subview.view(withAccessibilityIdentifier: identifier) { return found }
        }
        return nil
    }

    // MARK: Traits

    /// The traits the view is shown with: the window's, or the default light traits.
    public var traitCollection: TraitCollection {
        window?.traitCollection ?? TraitCollection()
    }

    /// Called when the traits changed (a light/dark switch). Call `super`.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        setNeedsDisplay()
    }

    // MARK: Layout

    /// Whether `layoutSubviews()` must run before the next frame.
    public private(set) var needsLayout = true

    /// Marks the view for layout before the next frame.
    public func setNeedsLayout() {
        needsLayout = true
        window?.setNeedsFrame()
    }

    /// Lays out this view, if marked, then its subviews, top-down.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            viewController?.viewWillLayoutSubviews()
            layoutSubviews()
            viewController?.viewDidLayoutSubviews()
        }
        for subview in subviews where !subview.isHidden {
            subview.layoutIfNeeded()
        }
    }

    /// Sets the frames of the subviews: the default solves the constraints installed on this
    /// view; override it (calling `super` first) to place subviews by hand.
    open func layoutSubviews() {
        constraintEngine?.layout()
    }

    // MARK: Constraints

    /// The constraints this view is the closest common ancestor of.
    var constraintEngine: ConstraintLayoutEngine?

    /// The active constraints installed on this view.
    public var constraints: [LayoutConstraint] { constraintEngine?.constraints ?? [] }

    /// Whether the view's frame stays as set by hand (true, the default) or is decided by
    /// constraints (false). `pin(to:insets:)` turns it off.
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet { superview?.setNeedsLayout() }
    }

    /// The view's left edge.
    public var leadingAnchor: LayoutAnchor { LayoutAnchor(view: self, attribute: .leading) }
    /// The view's right edge.
    public var trailingAnchor: LayoutAnchor { LayoutAnchor(view: self, attribute: .trailing) }
    /// The view's top edge.
    public var topAnchor: LayoutAnchor { LayoutAnchor(view: self, attribute: .top) }
    /// The view's bottom edge.
    public var bottomAnchor: LayoutAnchor { LayoutAnchor(view: self, attribute: .bottom) }
    /// The view's width.
    public var widthAnchor: LayoutAnchor { LayoutAnchor(view: self, attribute: .width) }
    /// The view's height.
    public var heightAnchor: LayoutAnchor { LayoutAnchor(view: self, attribute: .height) }
    /// The view's horizontal centre.
    public var centerXAnchor: LayoutAnchor { LayoutAnchor(view: self, attribute: .centerX) }
    /// The view's vertical centre.
    public var centerYAnchor: LayoutAnchor { LayoutAnchor(view: self, attribute: .centerY) }

    private var huggingPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.low, .low)
    private var resistancePriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.high, .high)

    /// How strongly the view keeps from growing beyond its intrinsic size along `axis`.
    public func contentHuggingPriority(for axis: Axis) -> LayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// Sets how strongly the view keeps from growing beyond its intrinsic size.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: Axis) {
        if axis == .horizontal { huggingPriorities.horizontal = priority } else { huggingPriorities.vertical = priority }
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view keeps from shrinking below its intrinsic size along `axis`.
    public func contentCompressionResistancePriority(for axis: Axis) -> LayoutPriority {
        axis == .horizontal ? resistancePriorities.horizontal : resistancePriorities.vertical
    }

    /// Sets how strongly the view keeps from shrinking below its intrinsic size.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: Axis) {
        if axis == .horizontal { resistancePriorities.horizontal = priority } else { resistancePriorities.vertical = priority }
        invalidateIntrinsicContentSize()
    }

    /// Tells layout that `intrinsicContentSize` changed (a label's text, say).
    public func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
        setNeedsLayout()
    }

    /// Pins the view's edges to `view` (the superview by default), inset by `insets`, and
    /// activates the constraints: the common case in one call. Turns off
    /// `translatesAutoresizingMaskIntoConstraints`.
    @discardableResult
    public func pin(to view: View? = nil, insets: EdgeInsets = .zero) -> [LayoutConstraint] {
        guard let target = view ?? superview else { return [] }
        translatesAutoresizingMaskIntoConstraints = false
        let constraints = [
            leadingAnchor.constraint(equalTo: target.leadingAnchor, constant: insets.leading),
            trailingAnchor.constraint(equalTo: target.trailingAnchor, constant: -insets.trailing),
            topAnchor.constraint(equalTo: target.topAnchor, constant: insets.top),
            bottomAnchor.constraint(equalTo: target.bottomAnchor, constant: -insets.bottom),
        ]
        LayoutConstraint.activate(constraints)
        return constraints
    }

    /// The size the view would like within `size`: by default its intrinsic size where it
    /// has one, otherwise its current size.
    open func sizeThatFits(_ size: Size) -> Size {
        let intrinsic = intrinsicContentSize
        return Size(width: intrinsic.width >= 0 ? intrinsic.width : frame.width,
                    height: intrinsic.height >= 0 ? intrinsic.height : frame.height)
    }

    /// The size the content needs, or -1 in a dimension where it has no opinion (the
    /// default for both).
    open var intrinsicContentSize: Size {
        Size(width: -1, height: -1)
    }

    /// Resizes the view to `sizeThatFits` its current size.
    public func sizeToFit() {
        frame.size = sizeThatFits(frame.size)
    }

    // MARK: Drawing

    /// Asks for a new frame, in which this view draws again.
    public func setNeedsDisplay() {
        window?.setNeedsFrame()
    }

    /// Draws the view's content in its bounds coordinates. The context is clipped to the
    /// view; the background colour is already filled. The default draws nothing.
    open func draw(in context: DrawingContext) {}

    // MARK: Coordinates

    /// Where this view's bounds origin is in window coordinates.
    var originInWindow: Point {
        guard let superview else { return frame.origin.offsetBy(dx: -boundsOrigin.x, dy: -boundsOrigin.y) }
        let parent = superview.originInWindow
        return Point(x: parent.x + frame.minX - boundsOrigin.x, y: parent.y + frame.minY - boundsOrigin.y)
    }

    /// `point`, in this view's coordinates, in the coordinates of `view` (the window when
    /// `view` is nil).
    public func convert(_ point: Point, to view: View?) -> Point {
        let mine = originInWindow
        let theirs = view?.originInWindow ?? .zero
        return Point(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
    }

    /// `point`, in the coordinates of `view` (the window when nil), in this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let inWindow = view?.convert(point, to: nil) ?? point
        let mine = originInWindow
        return Point(x: inWindow.x - mine.x, y: inWindow.y - mine.y)
    }

    /// `rect`, in this view's coordinates, in the coordinates of `view`.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect`, in the coordinates of `view`, in this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        Rect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// The frontmost visible, interactive view at `point` (in this view's bounds
    /// coordinates) in this subtree, or `nil` when the point is outside.
    open func hitTest(_ point: Point) -> View? {
        guard !isHidden, isUserInteractionEnabled, bounds.contains(point) else { return nil }
        for subview in subviews.reversed() {
            let local = Point(x: point.x - subview.frame.minX + subview.boundsOrigin.x,
                              y: point.y - subview.frame.minY + subview.boundsOrigin.y)
            if let hit = subview.hitTest(local) { return hit }
        }
        return self
    }

    /// Handles a mouse event (position in this view's coordinates); the default passes it on
    /// to the superview.
    /// - Returns: whether someone handled it.
    open func handleMouse(_ event: MouseEvent) -> Bool {
        guard let superview else { return false }
        // The frame is in the superview's bounds coordinates, which is what it expects.
        var event = event
        event.position = event.position.offsetBy(dx: frame.minX, dy: frame.minY)
        return superview.handleMouse(event)
    }

    // MARK: Responder

    /// The view controller whose root view this is, else the superview.
    open override var nextResponder: Responder? {
        viewController ?? superview
    }

    /// Whether this view has the window's focus.
    public var isFirstResponder: Bool {
        window?.firstResponder === self
    }

    /// Takes the window's focus, if the view can.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window else { return false }
        return window.makeFirstResponder(self)
    }

    /// Gives up the focus.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        guard isFirstResponder, let window else { return false }
        return window.makeFirstResponder(nil)
    }

    /// Called when the view gained or lost focus. Call `super`.
    open func focusDidChange() {
        setNeedsDisplay()
    }

    /// Where the terminal's cursor should blink while this view has focus (a text field's
    /// insertion point), in the view's coordinates; `nil` hides the cursor.
    open var caretPosition: Point? { nil }
}
