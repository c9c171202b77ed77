import BanterCanvas
import BanterTerminal

/// The top of the view tree: a size in cells, a root view controller, controllers presented
/// over it, the focused view, and the frames it renders.
///
/// A window is headless: it never touches a terminal. `Application` shows one on the
/// terminal; `HeadlessScreen` (BanterTesting) drives one in tests. Each `render()` lays out
/// what needs it, top-down, and draws every view back to front into a fresh canvas, clipped
/// to each view.
@MainActor
public final class Window: Responder {
    /// The scheduler the window's views use for time-based work.
    public let scheduler: Scheduler
    /// The size in cells.
    public private(set) var size: Size
    /// The controller whose view fills the window.
    public private(set) var rootViewController: ViewController?
    /// Controllers presented over the root, bottom first.
    public private(set) var presentedViewControllers: [ViewController] = []
    /// The focused view, which gets keys first.
    public private(set) weak var firstResponder: View?
    /// Called when something changed that needs a new frame (the host then asks for one).
    public var onNeedsFrame: (@MainActor () -> Void)?
    /// Whether something changed since the last `render()`.
    public private(set) var needsFrame = true

    private var scrollHints: [ScrollHint] = []

    /// The window's traits; setting them tells every view and controller
    /// (`traitCollectionDidChange`).
    public var traitCollection: TraitCollection {
        didSet {
            guard traitCollection != oldValue else { return }
            for root in rootViews { Self.forEachView(in: root) { $0.traitCollectionDidChange(oldValue) } }
            for controller in [rootViewController].compactMap({ $0 }) + presentedViewControllers {
                controller.propagateTraitChange(oldValue)
            }
            setNeedsFrame()
        }
    }

    /// A window of `size` cells.
    public init(size: Size, scheduler: Scheduler = DispatchScheduler(), traitCollection: TraitCollection = TraitCollection()) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        self.scheduler = scheduler
        self.traitCollection = traitCollection
        super.init()
    }

    /// The window's rectangle, at the origin.
    public var bounds: Rect { Rect(size: size) }

    // MARK: Controllers

    /// Shows `controller` as the root: its view is loaded, appears, is laid out, and has
    /// appeared (`viewWillAppear`, the layout calls, `viewDidAppear`); the previous root
    /// disappears first.
    public func setRootViewController(_ controller: ViewController?) {
        if let old = rootViewController {
            old.beginAppearanceTransition(false)
            detach(old.view)
            old.endAppearanceTransition()
        }
        rootViewController = controller
        guard let controller else { return }
        controller.beginAppearanceTransition(true)
        attach(controller.view)
        layoutIfNeeded()
        controller.endAppearanceTransition()
    }

    func presentOverlay(_ controller: ViewController) {
        controller.beginAppearanceTransition(true)
        focusBeforeOverlay[ObjectIdentifier(controller)] = WeakView(view: firstResponder)
        presentedViewControllers.append(controller)
        attach(controller.view)
        if let focused = firstResponder, !focused.isDescendant(of: controller.view) { makeFirstResponder(nil) }
        layoutIfNeeded()
        controller.endAppearanceTransition()
    }

    func dismissOverlay(_ controller: ViewController) {
        guard let index = presentedViewControllers.firstIndex(where: { $0 === controller }) else { return }
        controller.beginAppearanceTransition(false)
        if let focused = firstResponder, focused.isDescendant(of: controller.view) { makeFirstResponder(nil) }
        presentedViewControllers.remove(at: index)
        detach(controller.view)
        // Focus goes back where it was before the overlay, as in any modal UI, unless
        // something took it meanwhile (an action that focused the message input).
        if let previous = focusBeforeOverlay.removeValue(forKey: ObjectIdentifier(controller))?.view,
           firstResponder == nil || firstResponder?.window !== self, previous.window === self {
            makeFirstResponder(previous)
        }
        controller.endAppearanceTransition()
        setNeedsFrame()
    }

    /// The view focused when each overlay was presented, held weakly.
    private var focusBeforeOverlay: [ObjectIdentifier: WeakView] = [:]

    struct WeakView {
        weak var view: View?
    }

    private func attach(_ view: View) {
        view.removeFromSuperview()
        view.hostWindow = self
        view.frame = bounds
        view.notifyWindowChange()
        view.setNeedsLayout()
        setNeedsFrame()
    }

    private func detach(_ view: View) {
        view.hostWindow = nil
        view.notifyWindowChange()
    }

    /// The root view, then the presented controllers' views, back to front.
    private var rootViews: [View] {
        ([rootViewController] + presentedViewControllers).compactMap { $0?.isViewLoaded == true ? $0?.view : nil }
    }

    /// The view that input goes to: the topmost presented controller's, else the root's.
    private var topView: View? { rootViews.last }

    // MARK: Size and layout

    /// Changes the size (a terminal resize): the controllers hear `viewWillTransition(to:)`
    /// first, then their views take the new size and are laid out on the next frame.
    public func resize(to newSize: Size) {
        let newSize = Size(width: max(0, newSize.width), height: max(0, newSize.height))
        guard newSize != size else { return }
        for controller in [rootViewController].compactMap({ $0 }) + presentedViewControllers {
            controller.propagateTransition(to: newSize)
        }
        size = newSize
        for view in rootViews { view.frame = bounds }
        setNeedsFrame()
    }

    /// Lays out every view that needs it, top-down.
    public func layoutIfNeeded() {
        for view in rootViews { view.layoutIfNeeded() }
    }

    func setNeedsFrame() {
        guard !needsFrame else { return }
        needsFrame = true
        onNeedsFrame?()
    }

    /// Records that a region of the screen scrolled as a block in this frame, so the
    /// terminal can scroll it instead of redrawing it.
    public func addScrollHint(_ hint: ScrollHint) {
        scrollHints.append(hint)
    }

    // MARK: Rendering

    /// Lays out and draws a frame: the canvas, the scroll hints gathered since the last
    /// frame, and where the caret is.
    public func render() -> TerminalFrame {
        layoutIfNeeded()
        let context = DrawingContext(canvas: Canvas(size: size), traitCollection: traitCollection)
        for view in rootViews { draw(view, at: view.frame.origin, clip: bounds, in: context) }
        needsFrame = false
        let hints = presentedViewControllers.isEmpty ? scrollHints : []
        scrollHints.removeAll()
        var frame = TerminalFrame(canvas: context.canvas, scrolls: hints, cursor: cursorPosition, clipboard: Pasteboard.general.takeUnsent())
        frame.notifications = pendingNotifications
        pendingNotifications.removeAll()
        return frame
    }

    /// Bells and desktop notifications waiting for the next frame.
    public private(set) var pendingNotifications: [TerminalNotification] = []

    /// Sends `notification` to the terminal with the next frame, and asks for one.
    public func post(_ notification: TerminalNotification) {
        pendingNotifications.append(notification)
        setNeedsFrame()
    }

    /// Draws `view`, whose frame origin lands at `origin` in the canvas, and its subviews.
    private func draw(_ view: View, at origin: Point, clip: Rect, in context: DrawingContext) {
        guard !view.isHidden else { return }
        let rect = Rect(origin: origin, size: view.frame.size)
        let visible = rect.intersection(clip)
        let contentOrigin = origin.offsetBy(dx: -view.boundsOrigin.x, dy: -view.boundsOrigin.y)
        if !visible.isEmpty {
            context.with(origin: contentOrigin, clip: visible) {
                if let background = view.backgroundColor {
                    context.fill(view.bounds, style: TextStyle(background: background))
                }
                view.draw(in: context)
            }
        }
        let childClip = view.clipsToBounds ? visible : clip
        if view.clipsToBounds && visible.isEmpty { return }
        for subview in view.subviews {
            draw(subview, at: contentOrigin.offsetBy(dx: subview.frame.minX, dy: subview.frame.minY), clip: childClip, in: context)
        }
    }

    /// Where the terminal's cursor should be: the focused view's caret, if it is visible.
    public var cursorPosition: Point? {
        guard let focused = firstResponder, let caret = focused.caretPosition, focused.window === self else { return nil }
        let point = focused.convert(caret, to: nil)
        return bounds.contains(point) ? point : nil
    }

    // MARK: Focus

    /// Moves the focus to `view` (or nowhere); both views hear `focusDidChange()`. While an
    /// overlay (an alert, a menu) is up, only its own views can take the focus: a screen
    /// beneath that refocuses itself on news (a message arriving) must not take the keys
    /// from the menu the person is using.
    @discardableResult
    func makeFirstResponder(_ view: View?) -> Bool {
        if let view, !view.canBecomeFirstResponder || view.window !== self { return false }
        if let view, let overlay = presentedViewControllers.last, overlay.isViewLoaded, !view.isDescendant(of: overlay.view) { return false }
        guard view !== firstResponder else { return true }
        let old = firstResponder
        firstResponder = view
        old?.focusDidChange()
        view?.focusDidChange()
        setNeedsFrame()
        return true
    }

    /// The views that can take focus, in the topmost layer, in tree order.
    private var focusableViews: [View] {
        guard let top = topView else { return [] }
        var result: [View] = []
        func visit(_ view: View) {
            guard !view.isHidden else { return }
            if view.canBecomeFirstResponder { result.append(view) }
            for subview in view.subviews { visit(subview) }
        }
        visit(top)
        return result
    }

    /// Moves the focus to the next view that can take it (Tab), wrapping around.
    public func focusNext() { moveFocus(by: 1) }

    /// Moves the focus to the previous view that can take it (Shift-Tab), wrapping around.
    public func focusPrevious() { moveFocus(by: -1) }

    private func moveFocus(by step: Int) {
        let views = focusableViews
        guard !views.isEmpty else { return }
        let current = views.firstIndex { $0 === firstResponder }
        let next = current.map { ($0 + step + views.count) % views.count } ?? (step > 0 ? 0 : views.count - 1)
        makeFirstResponder(views[next])
    }

    // MARK: Input

    /// Routes an input event: Tab and Shift-Tab move focus (unless the focused responder
    /// claims them, `claimsFocusKey(_:)`); other keys go to the focused
    /// view and along the responder chain (to the top controller when nothing has focus);
    /// pastes go the same way; mouse events go to the view hit; a resize resizes.
    /// - Returns: whether anything handled it.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key):
            if key.key == .tab && key.modifiers.subtracting(.shift).isEmpty {
                if let target = inputTarget, target.claimsFocusKey(key) { return true }
                key.modifiers.contains(.shift) ? focusPrevious() : focusNext()
                return true
            }
            return inputTarget?.handleKey(key) ?? false
        case .paste(let text):
            return inputTarget?.handlePaste(text) ?? false
        case .mouse(let mouse):
            // Drags and the release go to the view that got the press, wherever they land,
            // so a button pressed and released elsewhere un-highlights.
            let target: View?
            switch mouse.kind {
            case .drag, .release:
                target = mouseCapture.flatMap { $0.window === self ? $0 : nil } ?? hitView(at: mouse.position)
                if case .release = mouse.kind { mouseCapture = nil }
            case .press:
                target = hitView(at: mouse.position)
                mouseCapture = target
            default:
                target = hitView(at: mouse.position)
            }
            guard let target else { return false }
            var event = mouse
            event.position = target.convert(mouse.position, from: nil)
            return target.handleMouse(event)
        case .resize(let newSize):
            resize(to: newSize)
            return true
        case .focusGained, .focusLost, .unknown:
            return false
        }
    }

    /// The view that got the last mouse press, until its release.
    private weak var mouseCapture: View?

    /// The frontmost view at `point` (window coordinates) in the topmost layer: the one a
    /// click there goes to. Lays nothing out; `render()` or `layoutIfNeeded()` first.
    public func hitView(at point: Point) -> View? {
        guard let top = topView else { return nil }
        return top.hitTest(Point(x: point.x - top.frame.minX + top.boundsOrigin.x, y: point.y - top.frame.minY + top.boundsOrigin.y))
    }

    /// Where keys start: the focused view, else the topmost controller.
    private var inputTarget: Responder? {
        if let firstResponder, firstResponder.window === self { return firstResponder }
        return presentedViewControllers.last ?? rootViewController
    }

    /// Calls `body` for `view` and every view below it.
    static func forEachView(in view: View, _ body: (View) -> Void) {
        body(view)
        for subview in view.subviews { forEachView(in: subview, body) }
    }
}
