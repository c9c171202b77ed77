import BanterUIKit

/// The app's root: the chat screens (`RootScreen`: tabs of navigation stacks), plus the
/// app-wide keys the screens leave alone (`KeyBindingSet.current.app`): `?` for the key help
/// and Ctrl-T to switch light and dark.
@MainActor
final class ChatAppController: BaseViewController {
    let content: ViewController
    /// Called with the new scheme when the user switches it, so the window follows.
    var onColorSchemeChange: ((ColorScheme) -> Void)?
    /// The clock new-message notifications are spaced on; nil: none are made (`--notify off`).
    var notificationScheduler: (any Scheduler)?
    /// Rings for new messages in channels not on screen, once the window is known.
    private(set) var notifier: MessageNotifier?

    init(root: ViewController) {
        content = root
        super.init()
    }

    override func setupViews() {
        super.setupViews()
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    override func setupLayouts() {
        super.setupLayouts()
        content.view.pin(to: view)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard notifier == nil, let scheduler = notificationScheduler, let client = BanterUIKit.client, let window = view.window else { return }
        let notifier = MessageNotifier(client: client, window: window, scheduler: scheduler)
        notifier.start()
        self.notifier = notifier
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        let keys = KeyBindingSet.current.app
        if keys.switchColorScheme.matches(event) {
            toggleColorScheme()
            return true
        }
        if keys.help.matches(event) {
            present(HelpViewController())
            return true
        }
        return super.handleKey(event)
    }

    /// Shows what opening the store reported (a cut-short last line dropped, say) in an
    /// alert over the first screen, where it is seen; printed before the full screen took
    /// over, it never was. Nothing for no notes. `title` names what was repaired.
    func showStoreNotes(_ notes: [String], title: String = "The workspace store was repaired") {
        guard !notes.isEmpty else { return }
        let alert = AlertController(title: title, message: notes.joined(separator: "\n\n"))
        alert.addAction(AlertAction(title: "OK"))
        present(alert)
    }

    /// Switches the global theme and the window's interface style together.
    func toggleColorScheme() {
        let next: ColorScheme = Theme.current.colorScheme == .light ? .dark : .light
        BanterUIKit.setColorScheme(next)
        onColorSchemeChange?(next)
    }
}
