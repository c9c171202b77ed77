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
    // Each reads its property directly: a key path on `Self` would be instantiated by the
    // runtime (demangling its types) at every call, on every screen's load and appearance.
    func runComponentDidLoad() {
        if let closure = componentDidLoad, let screen = self as? Screen { closure(screen) }
    }

    func runComponentWillAppear() {
        if let closure = componentWillAppear, let screen = self as? Screen { closure(screen) }
    }

    func runComponentWillDisappear() {
        if let closure = componentWillDisappear, let screen = self as? Screen { closure(screen) }
    }
}
