import BanterCanvas
import BanterTerminal
import BanterTesting
import Testing
@testable import BanterViews

/// One screen with every control, in a fixed state, for snapshots.
@MainActor
private final class ControlsScreen: ViewController {
    let field = TextInputView(placeholder: "Type a message")
    let button = Button(title: "Send")

    override func viewDidLoad() {
        super.viewDidLoad()
        var styled = StyledText()
        styled.append("Bold", style: TextStyle(attributes: .bold))
        styled.append(" and ", style: .plain)
        styled.append("tinted", style: TextStyle(foreground: .cyan))
        styled.append(" text that wraps when the screen is narrow, 日本語 too.", style: .plain)
        let label = Label(attributedText: styled)
        label.numberOfLines = 0
        label.lineBreakMode = .wordWrap
        field.text = "héllo 世界 👩‍💻"
        let disabled = Button(title: "Disabled")
        disabled.isEnabled = false
        let image = ImageView(name: "sunset.jpg", sizeText: "1.2 MB")
        let loading = ImageView(name: "photo.png", sizeText: "640 KB")
        loading.isLoading = true
        let spinner = ActivityIndicator(style: .ascii)
        spinner.hidesWhenStopped = false
        let badge = BadgeView(count: 120)
        let stack = StackView(arrangedSubviews: [
            label, SeparatorView(), field,
            StackView(arrangedSubviews: [button, disabled, View()], axis: .horizontal, spacing: 2),
            StackView(arrangedSubviews: [image, loading, View()], axis: .horizontal, spacing: 2),
            StackView(arrangedSubviews: [spinner, Label(text: "Loading"), badge, View()], axis: .horizontal, spacing: 1),
            View(),  // takes the rows left over, so the rows above keep their heights
        ], axis: .vertical, spacing: 1)
        stack.accessibilityIdentifier = "stack"
        view.addSubview(stack)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        view.view(withAccessibilityIdentifier: "stack")?.frame = view.bounds.insetBy(dx: 1, dy: 0)
    }
}

@Suite("Control snapshots")
@MainActor
struct ControlSnapshotTests {
    @Test(arguments: [TraitCollection.InterfaceStyle.light, .dark])
    func everyControlAtTwoSizes(style: TraitCollection.InterfaceStyle) {
        let screen = ControlsScreen()
        let headless = HeadlessScreen(rootViewController: NavigationController(rootViewController: screen), size: Size(width: 60, height: 24), interfaceStyle: style)
        screen.title = "Controls"
        screen.button.becomeFirstResponder()
        let name = style == .light ? "light" : "dark"
        assertSnapshot(of: headless, named: "\(name).60x24")
        assertSnapshot(of: headless, size: Size(width: 36, height: 24), named: "\(name).36x24")
    }
}
