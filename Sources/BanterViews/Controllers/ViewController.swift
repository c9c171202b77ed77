import BanterCanvas
import BanterTerminal

/// Manages one screen's view and its life: the terminal's `UIViewController`.
///
/// The lifecycle is the product's contract, and tests assert it exactly.
/// When a window shows a controller: `init` → `loadView` → `viewDidLoad` → `viewWillAppear`
/// → `viewWillLayoutSubviews` → (layout) → `viewDidLayoutSubviews` → `viewDidAppear`.
/// Leaving: `viewWillDisappear` → `viewDidDisappear`. Child controllers get the appearance
/// calls forwarded. Overrides call `super` first.
@MainActor
open class ViewController: Responder {
    /// A controller whose view is not loaded yet.
    public override init() {
        super.init()
    }

    // MARK: View

    private var loadedView: View?

    /// The controller's root view, loaded (`loadView`, then `viewDidLoad`) on first access.
    public var view: View {
        get {
            loadViewIfNeeded()
            return loadedView!
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue.viewController = self
        }
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = View() }
        viewDidLoad()
    }

    /// Creates the root view. The default makes a plain `View`; override it to make your own
    /// (and assign `view`), without calling `super`.
    open func loadView() {
        view = View()
    }

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}

    /// The view is about to be shown.
    open func viewWillAppear(_ animated: Bool) {}

    /// The view is shown.
    open func viewDidAppear(_ animated: Bool) {}

    /// The view is about to be hidden (covered by a push, popped, or dismissed).
    open func viewWillDisappear(_ animated: Bool) {}

    /// The view is hidden.
    open func viewDidDisappear(_ animated: Bool) {}

    /// The root view is about to lay out its subviews.
    open func viewWillLayoutSubviews() {}

    /// The root view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// The window is about to change to `size` (a terminal resize). Children hear it after
    /// their parent.
    open func viewWillTransition(to size: Size) {}

    /// The traits changed (a light/dark switch). Children hear it after their parent.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Tells this controller, then its children, about a size change.
    func propagateTransition(to size: Size) {
        viewWillTransition(to: size)
        for child in children { child.propagateTransition(to: size) }
    }

    /// Tells this controller, then its children, about a trait change.
    func propagateTraitChange(_ previousTraitCollection: TraitCollection?) {
        traitCollectionDidChange(previousTraitCollection)
        for child in children { child.propagateTraitChange(previousTraitCollection) }
    }

    /// The traits the controller is shown with.
    public var traitCollection: TraitCollection {
        (isViewLoaded ? loadedView?.window?.traitCollection : nil) ?? TraitCollection()
    }

    // MARK: Appearance

    /// Where the controller is in appearing or disappearing.
    public enum AppearanceState: Sendable {
        case disappeared, appearing, appeared, disappearing
    }

    /// Where the controller is in appearing or disappearing.
    public private(set) var appearanceState = AppearanceState.disappeared

    /// Whether the controller is on screen (appearing counts).
    public var isVisible: Bool { appearanceState == .appearing || appearanceState == .appeared }

    /// Starts an appearance change: `viewWillAppear` (loading the view first) or
    /// `viewWillDisappear`, forwarded to the children. Containers call it; pair it with
    /// `endAppearanceTransition()`.
    public func beginAppearanceTransition(_ isAppearing: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            loadViewIfNeeded()
            appearanceState = .appearing
            viewWillAppear(false)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            viewWillDisappear(false)
        }
        for child in children where child.forwardsAppearance { child.beginAppearanceTransition(isAppearing) }
    }

    /// Ends the appearance change begun last: `viewDidAppear` or `viewDidDisappear`,
    /// forwarded to the children.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(false)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(false)
        default:
            return
        }
        for child in children where child.forwardsAppearance { child.endAppearanceTransition() }
    }

    /// Whether the parent forwards appearance calls to this child. Containers that manage
    /// which child shows (a navigation controller) turn it off for the children they hide.
    var forwardsAppearance = true

    // MARK: Children

    /// The container controller this one is a child of.
    public private(set) weak var parent: ViewController?
    /// The child controllers, in the order added.
    public private(set) var children: [ViewController] = []

    /// Adds `child` as a child controller (its view is yours to place). Calls
    /// `child.willMove(toParent: self)`; call `child.didMove(toParent: self)` once its view is
    /// in place.
    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent; call `willMove(toParent: nil)` first and remove
    /// its view yourself. Calls `didMove(toParent: nil)`.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller gets a new parent (or none).
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the controller got a new parent (or none).
    open func didMove(toParent parent: ViewController?) {}

    // MARK: Navigation and presentation

    /// The screen's title, shown by a navigation bar.
    public var title: String? {
        didSet { navigationItem.title = title }
    }

    /// What a navigation bar shows for this controller: title, title view, bar items.
    public private(set) lazy var navigationItem = NavigationItem(owner: self)

    /// The nearest navigation controller above this one.
    public var navigationController: NavigationController? {
        var current = parent
        while let candidate = current {
            if let navigation = candidate as? NavigationController { return navigation }
            current = candidate.parent
        }
        return nil
    }

    /// The controller this one presented, shown over it.
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one.
    public internal(set) weak var presentingViewController: ViewController?

    /// Shows `controller` over the window's content (an alert, a sheet). The controller's
    /// view covers the window and draws over what is beneath, which stays visible and does
    /// not disappear; input goes to the presented controller until it is dismissed.
    public func present(_ controller: ViewController) {
        guard presentedViewController == nil, let window = view.window else { return }
        presentedViewController = controller
        controller.presentingViewController = self
        window.presentOverlay(controller)
    }

    /// Dismisses the controller this one presented, or this one if it was presented.
    public func dismiss() {
        if let presented = presentedViewController {
            presented.dismiss()
            return
        }
        guard let presenting = presentingViewController else { return }
        view.window?.dismissOverlay(self)
        presenting.presentedViewController = nil
        presentingViewController = nil
    }

    /// The parent, else the window (for a presented or root controller).
    open override var nextResponder: Responder? {
        if let parent { return parent }
        return isViewLoaded ? loadedView?.window : nil
    }
}
