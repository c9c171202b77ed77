import BanterUIKit

/// The key help, made from `KeyBindingSet.current`: shown over the current screen with `?`
/// (`app.help`) and closed with Esc, Enter or the help key again.
/// On a small screen it scrolls: arrows, PgUp/PgDn, Home/End and the wheel.
@MainActor
final class HelpViewController: BaseViewController {
    private let panel = HelpPanelView()

    /// The rows, made from `KeyBindingSet.current` when the help opens, so the help says
    /// what the keys do now (the vi preset's keys included).
    static var keys: [(key: String, meaning: String)] {
        KeyBindingSet.current.helpRows.map { ($0.key, $0.meaning) }
    }

    override func loadView() {
        view = panel
        super.loadView()
    }

    override func setupViews() {
        super.setupViews()
        panel.entries = Self.keys
    }

    override func setupStyles() {
        super.setupStyles()
        let theme = resolvedTheme.componentTheme
        panel.panelStyle = theme.menuBorder
        panel.titleStyle = theme.title
        panel.keyStyle = theme.barItem
        panel.textStyle = theme.background
        panel.footerStyle = theme.secondary
    }

    /// The text takes the focus, so the arrows scroll it while it is taller than the screen.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        panel.scrollView.becomeFirstResponder()
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        if event == KeyEvent(.escape) || event == KeyEvent(.enter) || KeyBindingSet.current.app.help.matches(event) {
            dismiss()
            return true
        }
        return super.handleKey(event)
    }
}
