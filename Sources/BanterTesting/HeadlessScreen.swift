import BanterCanvas
import BanterTerminal
import BanterViews

/// A window driven by a test instead of a terminal: keys, pastes, clicks, virtual time and
/// resizes go in; the screen comes out as plain or styled text. Helpers click a view or a
/// text, read the style of a cell or a text, read and choose the shown menu's items, and
/// tell the focused view, so a test never walks canvas cells or `presentedViewController`.
///
/// Time is a `ManualScheduler`: nothing time-based happens until `advance(by:)`. Every read
/// of `text`, `styledText` or `frame` renders a fresh frame.
@MainActor
public final class HeadlessScreen {
    /// The window under test.
    public let window: Window
    /// The window's virtual clock.
    public let scheduler: ManualScheduler

    /// A screen of `size` cells showing `rootViewController`, which appears at once.
    public init(rootViewController: ViewController, size: Size = Size(width: 80, height: 24),
                interfaceStyle: TraitCollection.InterfaceStyle = .light) {
        scheduler = ManualScheduler()
        window = Window(size: size, scheduler: scheduler, traitCollection: TraitCollection(userInterfaceStyle: interfaceStyle))
        window.setRootViewController(rootViewController)
    }

    /// An empty screen of `size` cells on `scheduler`, the clock a `ChatServer` built before
    /// it runs on, so the service and the views share one virtual time. Show a screen with
    /// `show(_:)`.
    public init(size: Size = Size(width: 80, height: 24), scheduler: ManualScheduler,
                interfaceStyle: TraitCollection.InterfaceStyle = .light) {
        self.scheduler = scheduler
        window = Window(size: size, scheduler: scheduler, traitCollection: TraitCollection(userInterfaceStyle: interfaceStyle))
    }

    /// Shows `viewController` as the window's root; it appears at once.
    public func show(_ viewController: ViewController) {
        window.setRootViewController(viewController)
    }

    /// The screen's size in cells.
    public var size: Size { window.size }

    // MARK: Input

    /// Presses keys, in order.
    public func press(_ keys: Key...) {
        for key in keys { window.handle(.key(KeyEvent(key))) }
    }

    /// Presses keys with modifiers, in order (`KeyEvent(.character("a"), modifiers: .control)`).
    public func press(_ events: KeyEvent...) {
        for event in events { window.handle(.key(event)) }
    }

    /// Types `text`, one key per character; a newline presses Enter.
    public func type(_ text: String) {
        for character in text {
            window.handle(.key(KeyEvent(character == "\n" ? .enter : .character(character))))
        }
    }

    /// Pastes `text` as one bracketed paste.
    public func paste(_ text: String) {
        window.handle(.paste(text))
    }

    /// Clicks the left button at `point` (press and release).
    public func click(at point: Point) {
        window.handle(.mouse(MouseEvent(kind: .press(.left), position: point)))
        window.handle(.mouse(MouseEvent(kind: .release(.left), position: point)))
    }

    /// Turns the mouse wheel at `point`: negative steps scroll up, positive down.
    public func scroll(at point: Point, steps: Int) {
        for _ in 0..<abs(steps) {
            window.handle(.mouse(MouseEvent(kind: steps < 0 ? .scrollUp : .scrollDown, position: point)))
        }
    }

    /// Moves virtual time forward, running what falls due.
    public func advance(by duration: Duration) {
        scheduler.advance(by: duration)
    }

    /// Resizes the window, as a terminal resize would.
    public func resize(to size: Size) {
        window.handle(.resize(size))
    }

    /// Switches between light and dark.
    public func setInterfaceStyle(_ style: TraitCollection.InterfaceStyle) {
        window.traitCollection = TraitCollection(userInterfaceStyle: style)
    }

    // MARK: Output

    /// Renders a frame: the canvas, the scroll hints and the caret.
    public var frame: TerminalFrame {
        window.render()
    }

    /// The screen as plain text, rows joined by newlines, trailing spaces kept.
    public var text: String {
        frame.canvas.plainText()
    }

    /// The screen's text followed by its style runs (`Canvas.styledDump()`), what snapshots
    /// store.
    public var styledText: String {
        frame.canvas.styledDump()
    }

    /// Where the terminal cursor would be (the focused text input's caret), if shown.
    public var cursor: Point? {
        frame.cursor
    }

    /// The view that has the focus and gets keys first (a text input, a list, a button),
    /// or `nil` when none has it and keys go to the topmost controller.
    public var focusedView: View? {
        window.firstResponder.flatMap { $0.window === window ? $0 : nil }
    }
}
