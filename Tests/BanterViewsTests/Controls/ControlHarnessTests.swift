import BanterCanvas
import BanterTerminal
import Testing
@testable import BanterViews

/// The namespace of the controls' test suites, so `swift test --filter Controls` (and
/// `--filter ControlTests`, which every suite's name holds) runs all of them.
enum Controls {}

/// A headless window showing one control inside a plain controller's view, on virtual time.
@MainActor
final class ControlHarness {
    let scheduler = ManualScheduler()
    let window: Window
    let controller = ViewController()

    init(width: Int = 30, height: Int = 8, style: TraitCollection.InterfaceStyle = .light) {
        window = Window(size: Size(width: width, height: height), scheduler: scheduler,
                        traitCollection: TraitCollection(userInterfaceStyle: style))
    }

    /// Puts `view` at `frame` in the controller's view and shows the controller.
    @discardableResult
    func show<V: View>(_ view: V, frame: Rect) -> V {
        view.frame = frame
        controller.view.addSubview(view)
        if window.rootViewController == nil { window.setRootViewController(controller) }
        return view
    }

    /// Renders a frame and returns the screen's text.
    @discardableResult
    func render() -> String {
        window.render().canvas.plainText()
    }

    /// Renders a frame and returns its canvas.
    func canvas() -> Canvas {
        window.render().canvas
    }

    /// The rendered rows, trailing spaces trimmed.
    func rows() -> [String] {
        render().split(separator: "\n", omittingEmptySubsequences: false).map { row in
            var text = String(row)
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    @discardableResult
    func press(_ key: Key, _ modifiers: KeyModifiers = []) -> Bool {
        window.handle(.key(KeyEvent(key, modifiers: modifiers)))
    }

    /// Types each character of `text` as a key press.
    func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    @discardableResult
    func paste(_ text: String) -> Bool {
        window.handle(.paste(text))
    }

    @discardableResult
    func mouse(_ kind: MouseEvent.Kind, at point: Point) -> Bool {
        window.handle(.mouse(MouseEvent(kind: kind, position: point)))
    }

    /// A left click: press and release at `point` (window coordinates).
    func click(at point: Point) {
        mouse(.press(.left), at: point)
        mouse(.release(.left), at: point)
    }
}

extension Controls {
    @Suite("Control test harness")
    @MainActor
    struct HarnessControlTests {
        @Test func showsAViewAtItsFrame() {
            let harness = ControlHarness(width: 10, height: 3)
            harness.show(Label(text: "hi"), frame: Rect(x: 2, y: 1, width: 5, height: 1))
            #expect(harness.rows() == ["", "  hi", ""])
        }
    }
}
