/// A screen's optional action closures (the reference kit's `componentDidLoad`,
/// `componentWillAppear` and `componentWillDisappear`), each given the screen itself. A
/// screen declares the three properties, typed on itself, and conforms; `BaseViewController`
/// runs them, so every screen runs them at the same points:
///
/// - `componentDidLoad` in `viewDidLoad()`, once the components are configured (`loadView()`
///   ran `setupViews()`) and before the screen's view model first loads (the screens'
///   `viewDidLoad()` call `super` first, then load);
/// - `componentWillAppear` in `viewWillAppear(_:)`, before the screen's own steps there;
/// - `componentWillDisappear` in `viewWillDisappear(_:)`, likewise.
///
/// Main actor only.
@MainActor
public protocol ActionClosures: BaseViewController {
    /// The screen the closures are given: the conforming view controller.
    associatedtype Screen: BaseViewController
    /// Runs once the components are configured, before the first load.
    var componentDidLoad: (@MainActor (Screen) -> Void)? { get set }
    /// Runs when the screen is about to appear.
    var componentWillAppear: (@MainActor (Screen) -> Void)? { get set }
    /// Runs when the screen is about to disappear.
    var componentWillDisappear: (@MainActor (Screen) -> Void)? { get set }
}

extension ActionClosures {
    /// Runs the closure `action` picks, with this screen.
    func runAction(_ action: KeyPath<Self, (@MainActor (Screen) -> Void)?>) {
        guard let closure = self[keyPath: action], let screen = self as? Screen else { return }
        closure(screen)
    }

    func runComponentDidLoad() { runAction(\.componentDidLoad) }
    func runComponentWillAppear() { runAction(\.componentWillAppear) }
    func runComponentWillDisappear() { runAction(\.componentWillDisappear) }
}
