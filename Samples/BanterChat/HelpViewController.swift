import BanterUIKit

/// The key help, shown over the current screen with `?` and closed with Esc, `?` or Enter.
@MainActor
final class HelpViewController: BaseViewController {
    private let body = Label()

    static let keys: [(String, String)] = [
        ("↑ ↓", "move through channels or messages"),
        ("Enter", "open a channel, send, or open a message's menu"),
        ("Esc", "go back, or leave the message list"),
        ("Tab", "move the focus"),
        ("PgUp PgDn", "scroll a page"),
        ("Home End", "first or last"),
        ("?", "this help"),
        ("Ctrl-T", "switch light and dark"),
        ("Ctrl-C", "quit"),
    ]

    override func setupViews() {
        super.setupViews()
        body.numberOfLines = 0
        view.addSubview(body)
    }

    override func setupLayouts() {
        super.setupLayouts()
        body.pin(to: view, insets: EdgeInsets(horizontal: 2, vertical: 1))
    }

    override func setupStyles() {
        super.setupStyles()
        let theme = resolvedTheme
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
