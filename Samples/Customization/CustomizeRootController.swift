import BanterUIKit

/// The root of the sample: a navigation stack, plus the app-wide keys the screens leave
/// alone: `?` for the keys and Ctrl-T to switch light and dark.
@MainActor
final class CustomizeRootController: BaseViewController {
    let navigation: NavigationController
    /// Called with the new scheme when the user switches it, so the window follows.
    var onColorSchemeChange: ((ColorScheme) -> Void)?

    init(root: ViewController) {
        navigation = NavigationController(rootViewController: root)
        super.init()
    }

    override func setupViews() {
        super.setupViews()
        addChild(navigation)
        view.addSubview(navigation.view)
    }

    override func setupLayouts() {
        super.setupLayouts()
        placeComponents(header: nil, content: navigation.view)
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        if event == KeyEvent(.character("t"), modifiers: .control) {
            let next: ColorScheme = Theme.current.colorScheme == .light ? .dark : .light
            var colors = next == .light ? ColorSet.light : ColorSet.dark
            // A custom palette keeps its accents across the switch.
            if Theme.current.colors != (Theme.current.colorScheme == .light ? ColorSet.light : ColorSet.dark) {
                colors.primary = Theme.current.colors.primary
            }
            Theme.set(Theme(colorScheme: next, colors: colors))
            onColorSchemeChange?(next)
            return true
        }
        if event == KeyEvent(.character("?")) {
            presentAlert(title: "Keys", message: "Up/Down choose · Enter opens (customised) · d opens the default · Esc back · Ctrl-T light/dark · Ctrl-C quits")
            return true
        }
        return super.handleKey(event)
    }
}
