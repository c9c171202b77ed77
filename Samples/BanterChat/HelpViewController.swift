import BanterUIKit

/// The key help, shown over the current screen with `?` and closed with Esc, `?` or Enter.
/// On a small screen it scrolls: arrows, PgUp/PgDn, Home/End and the wheel.
@MainActor
final class HelpViewController: BaseViewController {
    private let panel = HelpPanelView()

    static let keys: [(key: String, meaning: String)] = [
        ("↑ ↓", "move through channels or messages"),
        ("Enter", "open a channel, send, or open a message's menu"),
        ("Alt-Enter", "a new line in the message (also Ctrl-J)"),
        ("Ctrl-O", "send a file: type or paste its path"),
        ("Esc", "go back, leave the message list, or clear a picker's filter"),
        ("Tab", "move the focus: lists, input, the header's items (+ ⚙ Create)"),
        ("PgUp PgDn", "scroll a page"),
        ("Home End", "first or last channel or message; in the message input, the start or end of the line"),
        ("l Delete", "the selected channel's menu: leave it (asks first), or turn its notifications off or on"),
        ("Ctrl-R", "reload the channel list"),
        ("n +", "start a channel: choose its type, then pick people"),
        ("/ ⌕", "search the messages of every channel (a channel's ⚙: Search in channel)"),
        ("⚙", "a channel's settings: moderations, notifications, members (invite), search, leave"),
        ("a-z …", "in a people picker or member list: filter by name (Backspace, Esc)"),
        ("Space", "pick or unpick a person (Enter too); in a member or participant list, an operator's actions"),
        ("Ctrl-D", "in a people picker: create the channel, invite, or make operators"),
        ("u q t", "on a selected message: its sender, the quoted message, its thread"),
        ("↳ replies", "a click on the replies under a message opens its thread"),
        ("Ctrl-S", "in a thread: also send the reply to the channel (on or off)"),
        ("F1 F2", "the Channels and Open tabs (also Alt-1, Alt-2, or a click on the bottom row)"),
        ("/", "in the open channel list: filter by name (Enter keeps it, Esc clears it)"),
        ("n +", "in the open channel list: a new open channel; type its name, Enter creates and enters it"),
        ("Ctrl-O", "on a new open channel: its cover image's address (empty removes it)"),
        ("Alt-M", "in an open channel: the media area above the messages, over them, or hidden"),
        ("⚙ open", "an open channel's settings: participants; for operators also Edit (rename), moderations (operators, muted, banned, freeze) and delete"),
        ("Mouse", "a click opens a channel or a message's menu; the wheel scrolls"),
        ("?", "this help"),
        ("Ctrl-T", "switch light and dark"),
        ("Ctrl-C", "quit"),
    ]

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
        if event.modifiers.isEmpty, [.escape, .enter, .character("?")].contains(event.key) {
            dismiss()
            return true
        }
        return super.handleKey(event)
    }
}
