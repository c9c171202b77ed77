import BanterCanvas
import BanterTerminal

/// A stack of controllers with a navigation bar: push to go deeper, pop (or Esc) to go back.
///
/// Appearance calls interleave as in UIKit: pushing calls the covered
/// controller's `viewWillDisappear`, the new one's `viewWillAppear`, the layout, the new
/// one's `viewDidAppear`, then the covered one's `viewDidDisappear`; popping mirrors it.
@MainActor
open class NavigationController: ViewController {
    /// The controllers on the stack, root first.
    public private(set) var viewControllers: [ViewController] = []
    /// The bar at the top.
    public let navigationBar = NavigationBar()
    /// Whether the bar is hidden (the top controller then takes the whole view).
    public var isNavigationBarHidden = false {
        didSet { navigationBar.isHidden = isNavigationBarHidden; view.setNeedsLayout() }
    }

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init()
        navigationBar.navigationController = self
        addChild(rootViewController)
        viewControllers = [rootViewController]
        rootViewController.didMove(toParent: self)
    }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    open override func loadView() {
        let container = ContainerView()
        container.owner = self
        view = container
        view.addSubview(navigationBar)
        if let top = topViewController { view.addSubview(top.view) }
        navigationBar.refresh()
    }

    /// Pushes `controller` on top, with the appearance interleaving above.
    public func pushViewController(_ controller: ViewController) {
        guard !viewControllers.contains(where: { $0 === controller }) else { return }
        let covered = topViewController
        if let covered, isViewLoaded { focusBeforePush[ObjectIdentifier(covered)] = Window.WeakView(view: view.window?.firstResponder) }
        addChild(controller)
        viewControllers.append(controller)
        transition(from: covered, to: controller)
        controller.didMove(toParent: self)
    }

    /// Pops the top controller, unless it is the root; returns it.
    @discardableResult
    public func popViewController() -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        transition(from: popped, to: topViewController)
        popped.willMove(toParent: nil)
        popped.removeFromParent()
        return popped
    }

    /// Pops every controller above the root; returns them, bottom first.
    @discardableResult
    public func popToRootViewController() -> [ViewController] {
        guard let root = viewControllers.first else { return [] }
        return popToViewController(root)
    }

    /// Pops every controller above `controller`, which becomes the top; returns them, bottom
    /// first. Nothing happens when `controller` is not on the stack.
    @discardableResult
    public func popToViewController(_ controller: ViewController) -> [ViewController] {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }), index < viewControllers.count - 1 else { return [] }
        let popped = Array(viewControllers[(index + 1)...])
        let top = popped.last
        viewControllers = Array(viewControllers[...index])
        transition(from: top, to: controller)
        for controller in popped {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        return popped
    }

    /// Replaces the stack with `controllers`, root first, and shows the last one: how a
    /// screen hands its place to the next one (a "new channel" screen leaving the stack for
    /// the channel it made), so Esc from the new one goes back past it. Controllers no
    /// longer on the stack leave it; the appearance calls interleave as for a push (or a
    /// pop, when the new top was already below). An empty list changes nothing.
    public func setViewControllers(_ controllers: [ViewController]) {
        guard let newTop = controllers.last else { return }
        let oldTop = topViewController
        let added = controllers.filter { new in !viewControllers.contains { $0 === new } }
        let removed = viewControllers.filter { old in !controllers.contains { $0 === old } }
        if let oldTop, oldTop !== newTop, isViewLoaded, controllers.contains(where: { $0 === oldTop }) {
            focusBeforePush[ObjectIdentifier(oldTop)] = Window.WeakView(view: view.window?.firstResponder)
        }
        for controller in added { addChild(controller) }
        viewControllers = controllers
        if oldTop !== newTop { transition(from: oldTop, to: newTop) }
        for controller in added { controller.didMove(toParent: self) }
        for controller in removed {
            focusBeforePush[ObjectIdentifier(controller)] = nil
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
    }

    /// Swaps the shown controller, calling appearance methods when this controller is on
    /// screen.
    private func transition(from old: ViewController?, to new: ViewController?) {
        for child in children { child.forwardsAppearance = child === new }
        let visible = isVisible && isViewLoaded
        if visible {
            old?.beginAppearanceTransition(false)
            new?.beginAppearanceTransition(true)
        }
        if isViewLoaded {
            old?.view.removeFromSuperview()
            // What leaves the screen leaves the focus too; going back restores where it was.
            if let old, let window = view.window, let focused = window.firstResponder, focused.isDescendant(of: old.view) {
                window.makeFirstResponder(nil)
            }
            if let new {
                view.addSubview(new.view)
                new.view.setNeedsLayout()
            }
            navigationBar.refresh()
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        if let new, let previous = focusBeforePush.removeValue(forKey: ObjectIdentifier(new))?.view,
           let window = view.window, previous.window === window, window.firstResponder == nil {
            previous.becomeFirstResponder()
        }
        if visible {
            new?.endAppearanceTransition()
            old?.endAppearanceTransition()
        }
    }

    /// The view focused in each covered controller when another was pushed over it, held
    /// weakly, so going back puts the focus where it was, as with overlays.
    private var focusBeforePush: [ObjectIdentifier: Window.WeakView] = [:]

    /// Esc pops, when there is something to go back to.
    open override func handleKey(_ event: KeyEvent) -> Bool {
        if event == KeyEvent(.escape), viewControllers.count > 1 {
            popViewController()
            return true
        }
        return super.handleKey(event)
    }

    /// The root view: the bar on top, the top controller's view below it.
    final class ContainerView: View {
        weak var owner: NavigationController?

        override func layoutSubviews() {
            super.layoutSubviews()
            guard let owner else { return }
            let barHeight = owner.isNavigationBarHidden ? 0 : min(NavigationBar.height, frame.height)
            owner.navigationBar.frame = Rect(x: 0, y: 0, width: frame.width, height: barHeight)
            owner.topViewController?.view.frame = Rect(x: 0, y: barHeight, width: frame.width, height: max(0, frame.height - barHeight))
        }
    }
}
