import BanterUIKit

/// The key help, shown over the current screen with `?` and closed with Esc, `?` or Enter.
@MainActor
final class HelpViewController: BaseViewController {
    private let panel = HelpPanelView()
    private var body: Label { panel.body }

    static let keys: [(String, String)] = [
        ("↑ ↓", "move through channels or messages"),
        ("Enter", "open a channel, send, or open a message's menu"),
        ("Esc", "go back, or leave the message list"),
        ("Tab", "move the focus"),
        ("PgUp PgDn", "scroll a page"),
        ("Home End", "first or last"),
        ("l", "leave the selected channel"),
        ("Ctrl-R", "reload the channel list"),
        ("u q t", "a message's sender, quote, thread"),
        ("?", "this help"),
        ("Ctrl-T", "switch light and dark"),
        ("Ctrl-C", "quit"),
    ]

    override func loadView() {
        view = panel
        super.loadView()
    }

    override func setupStyles() {
        super.setupStyles()
        let theme = resolvedTheme
        panel.panelStyle = theme.componentTheme.menuBorder
        let width = Self.keys.map { TextWidth.of($0.0) }.max() ?? 0
        var text = StyledText("Keys\n\n", style: theme.componentTheme.title)
        for (key, meaning) in Self.keys {
            let padding = String(repeating: " ", count: width - TextWidth.of(key) + 2)
            text.append(key, style: theme.componentTheme.barItem)
            text.append(padding + meaning + "\n", style: theme.componentTheme.background)
        }
        text.append("\nEsc closes this help.", style: theme.componentTheme.secondary)
        body.attributedText = text
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        if event.modifiers.isEmpty, [.escape, .enter, .character("?")].contains(event.key) {
            dismiss()
            return true
        }
        return super.handleKey(event)
    }
}
