import BanterCanvas
import BanterTerminal
import BanterViews
import Testing
import BanterTesting

/// A screen as a user's test would meet it: two buttons, a styled label with wide
/// characters, and a label no click reaches. Everything is placed by frame.
@MainActor
private final class FormController: ViewController {
    var pressed: [String] = []
    let save = Button(title: "Save", frame: Rect(x: 2, y: 1, width: 8, height: 1))
    let cancel = Button(title: "Cancel", frame: Rect(x: 12, y: 1, width: 10, height: 1))
    let name = Label(text: "名前 Ann", style: TextStyle(foreground: .green, attributes: .bold), frame: Rect(x: 2, y: 3, width: 20, height: 1))
    let hidden = Button(title: "Hidden", frame: Rect(x: 2, y: 5, width: 10, height: 1))
    let offScreen = Button(title: "Far", frame: Rect(x: 100, y: 5, width: 5, height: 1))

    override func loadView() {
        view = View()
        for button in [save, cancel, hidden, offScreen] {
            button.action = { [unowned self, unowned button] in pressed.append(button.title) }
            view.addSubview(button)
        }
        hidden.isHidden = true
        view.addSubview(name)
    }
}

@Suite("Headless screen helpers")
@MainActor
struct HeadlessScreenHelpersTests {
    private func makeScreen() -> (HeadlessScreen, FormController) {
        let form = FormController()
        return (HeadlessScreen(rootViewController: form, size: Size(width: 40, height: 8)), form)
    }

    @Test func clicksAViewByReferenceOrByItsText() throws {
        let (screen, form) = makeScreen()
        try screen.click(on: form.cancel)
        try screen.click(onText: "Save")
        #expect(form.pressed == ["Cancel", "Save"])
    }

    @Test func aViewOrTextAClickCannotReachIsATypedError() {
        let (screen, form) = makeScreen()
        #expect(throws: HeadlessScreenError.viewNotClickable) { try screen.click(on: form.hidden) }
        #expect(throws: HeadlessScreenError.viewNotClickable) { try screen.click(on: form.offScreen) }
        #expect(throws: HeadlessScreenError.viewNotInWindow) { try screen.click(on: Button(title: "Loose")) }
        #expect(throws: HeadlessScreenError.textNotShown("Delete")) { try screen.click(onText: "Delete") }
        #expect(throws: HeadlessScreenError.textNotShown("")) { try screen.click(onText: "") }
        // An alert covers the whole screen: the buttons beneath are there but unreachable.
        form.present(AlertController(title: "Sure?", message: nil))
        #expect(throws: HeadlessScreenError.viewNotClickable) { try screen.click(on: form.save) }
        #expect(form.pressed.isEmpty)
    }

    @Test func findsTextAndItsStyleAcrossWideCharacters() throws {
        let (screen, _) = makeScreen()
        // 名 and 前 take two cells each, so Ann starts at column 2 + 5.
        #expect(screen.location(of: "Ann") == Point(x: 7, y: 3))
        #expect(screen.location(of: "名前") == Point(x: 2, y: 3))
        #expect(screen.location(of: "Bob") == nil)
        #expect(try screen.style(of: "Ann") == TextStyle(foreground: .green, attributes: .bold))
        #expect(try screen.style(at: Point(x: 0, y: 0)) == .plain)
        #expect(throws: HeadlessScreenError.pointOutsideScreen(Point(x: 40, y: 0), Size(width: 40, height: 8))) {
            try screen.style(at: Point(x: 40, y: 0))
        }
        #expect(throws: HeadlessScreenError.textNotShown("Bob")) { try screen.style(of: "Bob") }
    }

    @Test func readsAndChoosesTheShownMenusItems() throws {
        let (screen, form) = makeScreen()
        #expect(screen.shownMenu == nil && screen.menuItemTitles.isEmpty)
        #expect(throws: HeadlessScreenError.noMenuShown) { try screen.chooseMenuItem(titled: "Edit") }
        var chosen: [String] = []
        let sheet = AlertController(title: "Message", message: nil, preferredStyle: .actionSheet)
        for (title, style) in [("Edit", AlertAction.Style.default), ("Delete", .destructive), ("Cancel", .cancel)] {
            sheet.addAction(AlertAction(title: title, style: style) { chosen.append($0.title) })
        }
        form.present(sheet)
        #expect(screen.shownMenu === sheet)
        #expect(screen.menuItemTitles == ["Edit", "Delete", "Cancel"])
        #expect(throws: HeadlessScreenError.noMenuItem("Copy", titles: ["Edit", "Delete", "Cancel"])) {
            try screen.chooseMenuItem(titled: "Copy")
        }
        try screen.chooseMenuItem(titled: "Delete")
        #expect(chosen == ["Delete"])
        #expect(screen.shownMenu == nil && !screen.text.contains("Edit"))
    }

    @Test func tellsTheFocusedView() {
        let (screen, form) = makeScreen()
        #expect(screen.focusedView == nil)
        screen.press(.tab)
        #expect(screen.focusedView === form.save)
        screen.press(.tab)
        #expect(screen.focusedView === form.cancel)
        // An alert takes the focus away from the screen beneath, and gives it back.
        form.present(AlertController(title: "Sure?", message: nil))
        #expect(screen.focusedView == nil)
        form.dismiss()
        #expect(screen.focusedView === form.cancel)
    }

    @Test func errorsSayWhatIsMissing() {
        #expect(HeadlessScreenError.noMenuItem("Copy", titles: ["Edit", "Cancel"]).description
            == "the shown menu has no item \"Copy\"; it has \"Edit\", \"Cancel\"")
        #expect(HeadlessScreenError.pointOutsideScreen(Point(x: 40, y: 0), Size(width: 40, height: 8)).description
            == "(40, 0) is outside the 40x8 screen")
    }
}
