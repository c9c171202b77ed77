import BanterCanvas
import BanterTesting
import Testing
@testable import BanterViews

/// Going back puts the focus where it was before the push, as closing an overlay does; the
/// screen that left takes no focus with it.
@Suite("Focus across pushes and pops")
@MainActor
struct NavigationFocusTests {
    /// A screen with one text field.
    final class FieldController: ViewController {
        let field = TextInputView()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(field)
            field.frame = Rect(x: 0, y: 2, width: 20, height: 1)
        }
    }

    @Test func poppingRestoresTheFocusTheCoveredScreenHad() {
        let first = FieldController()
        let navigation = NavigationController(rootViewController: first)
        let screen = HeadlessScreen(rootViewController: navigation, size: Size(width: 40, height: 12))
        first.field.becomeFirstResponder()
        let second = FieldController()
        navigation.pushViewController(second)
        second.field.becomeFirstResponder()

        navigation.popViewController()
        #expect(first.field.isFirstResponder)
        screen.type("back")
        #expect(first.field.text == "back")
    }

    @Test func theScreenThatLeftKeepsNoFocus() {
        let navigation = NavigationController(rootViewController: ViewController())
        let screen = HeadlessScreen(rootViewController: navigation, size: Size(width: 40, height: 12))
        let pushed = FieldController()
        navigation.pushViewController(pushed)
        pushed.field.becomeFirstResponder()
        navigation.popViewController()
        #expect(screen.window.firstResponder == nil)
        #expect(!pushed.field.isFirstResponder)
    }
}
