import BanterCanvas
import BanterTerminal
import BanterTesting
import Testing
@testable import BanterViews

/// A plain screen with a line of text, to present alerts over.
@MainActor
private final class BackdropController: ViewController {
    override func loadView() {
        view = Backdrop()
    }

    final class Backdrop: View {
        override func draw(in context: DrawingContext) {
            context.write("The screen beneath", at: Point(x: 1, y: 1))
        }
    }
}

@Suite("Alert controller")
@MainActor
struct AlertControllerTests {
    private func alert(_ chosen: @escaping @MainActor (String) -> Void, style: AlertController.Style = .alert) -> AlertController {
        let alert = AlertController(title: "Delete message?", message: "This cannot be undone.", preferredStyle: style)
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { chosen($0.title) })
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { chosen($0.title) })
        return alert
    }

    @Test func keysChooseAndEscCancels() {
        var chosen: [String] = []
        let root = BackdropController()
        let screen = HeadlessScreen(rootViewController: root, size: Size(width: 40, height: 12))
        root.present(alert { chosen.append($0) })
        screen.press(.down, .enter)
        #expect(chosen == ["Cancel"])
        #expect(root.presentedViewController == nil)
        root.present(alert { chosen.append($0) })
        screen.press(.escape)
        #expect(chosen == ["Cancel", "Cancel"])
        root.present(alert { chosen.append($0) })
        screen.press(.enter)
        #expect(chosen == ["Cancel", "Cancel", "Delete"])
    }

    @Test func keysDoNotReachTheScreenBeneath() {
        let navigation = NavigationController(rootViewController: BackdropController())
        let screen = HeadlessScreen(rootViewController: navigation, size: Size(width: 40, height: 12))
        navigation.pushViewController(BackdropController())
        navigation.topViewController?.present(alert { _ in })
        screen.press(.character("x"))
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func onAShortScreenTheActionsScrollToTheHighlightedOne() {
        var chosen: [String] = []
        let root = BackdropController()
        let screen = HeadlessScreen(rootViewController: root, size: Size(width: 24, height: 6))
        let sheet = AlertController(title: "A long title that cannot fit", message: "Nor can this", preferredStyle: .actionSheet)
        for title in ["Copy", "Reply", "Thread", "React…", "Delete", "Cancel"] {
            sheet.addAction(AlertAction(title: title) { chosen.append($0.title) })
        }
        root.present(sheet)
        // Four rows inside the border: the actions take them all, the text gives way.
        #expect(screen.text.contains("Copy") && screen.text.contains("React…"))
        #expect(!screen.text.contains("Delete") && !screen.text.contains("A long title"))
        #expect(screen.text.contains("▼") && !screen.text.contains("▲"))
        screen.press(.down, .down, .down, .down, .down)
        #expect(screen.text.contains("Cancel") && !screen.text.contains("Copy"))
        #expect(screen.text.contains("▲") && !screen.text.contains("▼"))
        screen.press(.enter)
        #expect(chosen == ["Cancel"])
    }

    @Test func dismissingGivesTheFocusBack() {
        let root = BackdropController()
        let screen = HeadlessScreen(rootViewController: root, size: Size(width: 40, height: 12))
        let field = TextInputView(placeholder: "Type")
        root.view.addSubview(field)
        field.frame = Rect(x: 0, y: 10, width: 40, height: 1)
        #expect(field.becomeFirstResponder())
        root.present(alert({ _ in }, style: .actionSheet))
        #expect(!field.isFirstResponder)
        screen.press(.escape)
        #expect(field.isFirstResponder)
        // An action that moves the focus itself keeps its choice.
        let other = TextInputView(placeholder: "Other")
        root.view.addSubview(other)
        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Elsewhere") { _ in _ = other.becomeFirstResponder() })
        root.present(sheet)
        screen.press(.enter)
        #expect(other.isFirstResponder)
    }

    @Test func aClickChoosesTheActionUnderIt() {
        var chosen: [String] = []
        let root = BackdropController()
        let screen = HeadlessScreen(rootViewController: root, size: Size(width: 40, height: 12))
        let sheet = alert({ chosen.append($0) }, style: .actionSheet)
        root.present(sheet)
        let rows = sheet.layout(in: Rect(size: screen.size)).actionRows
        screen.click(at: Point(x: 20, y: rows[1]))
        #expect(chosen == ["Cancel"])
    }

    @Test(arguments: [TraitCollection.InterfaceStyle.light, .dark])
    func drawsOverADimmedScreen(style: TraitCollection.InterfaceStyle) {
        let root = BackdropController()
        let screen = HeadlessScreen(rootViewController: root, size: Size(width: 40, height: 10), interfaceStyle: style)
        root.present(alert { _ in })
        assertSnapshot(of: screen, named: style == .light ? "light" : "dark")
        root.dismiss()
        #expect(screen.text.contains("The screen beneath") && !screen.text.contains("Delete"))
        root.present(alert({ _ in }, style: .actionSheet))
        assertSnapshot(of: screen, size: Size(width: 60, height: 12), named: style == .light ? "sheet-light" : "sheet-dark")
    }
}
