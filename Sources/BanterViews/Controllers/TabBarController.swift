import BanterCanvas
import BanterTerminal

/// Tabs of controllers, one shown at a time, as UIKit's tab bar controller: the tabs are
/// drawn on the bottom row (`tabBar`), each titled after its controller (`title`, or a
/// navigation controller's root's), and switched with F1…F9, Alt-1…Alt-9, or a click.
///
/// Appearance calls follow UIKit's tab bar controller: on showing, only the selected child
/// appears; switching tabs calls the old child's `viewWillDisappear`, the new one's
/// `viewWillAppear`, the layout, then the old one's `viewDidDisappear` and the new one's
/// `viewDidAppear`. Children not selected hear nothing. Children are added with
/// `addChild`/`didMove(toParent:)` and keep their state (their navigation stacks) between
/// switches. Main actor only.
@MainActor
open class TabBarController: ViewController {
    /// The controllers, one per tab, in order.
    public private(set) var viewControllers: [ViewController] = []
    /// The bar at the bottom.
    public let tabBar = TabBar()
    /// Called after the selected tab changed, with the new index.
    public var didSelectTab: (@MainActor (TabBarController, Int) -> Void)?

    /// The shown tab's index; setting it switches tabs (an index out of range is ignored).
    public var selectedIndex: Int {
        get { storedSelectedIndex }
        set { select(newValue) }
    }
    private var storedSelectedIndex = 0

    /// The shown controller.
    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(storedSelectedIndex) ? viewControllers[storedSelectedIndex] : nil
    }

    /// Tabs of `controllers`, the first shown.
    public init(viewControllers controllers: [ViewController] = []) {
        super.init()
        tabBar.onSelect = { [weak self] index in self?.selectOrReturnToRoot(index) }
        setViewControllers(controllers)
    }

    /// Replaces the tabs; the first is shown (or the same index, when it still exists).
    public func setViewControllers(_ controllers: [ViewController]) {
        let old = selectedViewController
        for controller in viewControllers where !controllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller === old, isVisible { controller.beginAppearanceTransition(false) }
            if controller.isViewLoaded { controller.view.removeFromSuperview() }
            if controller === old, isVisible { controller.endAppearanceTransition() }
            controller.removeFromParent()
        }
        for controller in controllers where controller.parent !== self { addChild(controller) }
        viewControllers = controllers
        if !controllers.indices.contains(storedSelectedIndex) { storedSelectedIndex = 0 }
        for controller in controllers { controller.didMove(toParent: self) }
        refreshTabBar()
        let new = selectedViewController
        for child in children { child.forwardsAppearance = child === new }
        if isViewLoaded, old !== new {
            if let new {
                if isVisible { new.beginAppearanceTransition(true) }
                view.addSubview(new.view)
                view.setNeedsLayout()
                if isVisible { new.endAppearanceTransition() }
            }
        }
    }

    /// Shows the tab at `index`, with the appearance calls described on the type.
    open func select(_ index: Int) {
        guard viewControllers.indices.contains(index), index != storedSelectedIndex else { return }
        let old = selectedViewController
        storedSelectedIndex = index
        let new = selectedViewController
        for child in children { child.forwardsAppearance = child === new }
        tabBar.selectedIndex = index
        let visible = isVisible && isViewLoaded
        if visible {
            old?.beginAppearanceTransition(false)
            new?.beginAppearanceTransition(true)
        }
        if isViewLoaded {
            if let old {
                if let window = view.window, let focused = window.firstResponder, focused.isDescendant(of: old.view) {
                    focusByTab[ObjectIdentifier(old)] = Window.WeakView(view: focused)
                    window.makeFirstResponder(nil)
                }
                old.view.removeFromSuperview()
            }
            if let new {
                view.addSubview(new.view)
                new.view.setNeedsLayout()
            }
            view.setNeedsLayout()
            view.layoutIfNeeded()
            if let new, let focused = focusByTab.removeValue(forKey: ObjectIdentifier(new))?.view,
               let window = view.window, focused.window === window {
                focused.becomeFirstResponder()
            }
        }
        if visible {
            old?.endAppearanceTransition()
            new?.endAppearanceTransition()
        }
        didSelectTab?(self, index)
    }

    /// Shows the tab at `index`; when it is already shown, a navigation controller there goes
    /// back to its root, as a tap on the selected tab does in UIKit. F1…F9, Alt-1…Alt-9 and a
    /// click on the bar call it.
    open func selectOrReturnToRoot(_ index: Int) {
        if index == storedSelectedIndex, let navigation = selectedViewController as? NavigationController {
            navigation.popToRootViewController()
        } else {
            select(index)
        }
    }

    /// The focus each tab had when another was shown, held weakly, so coming back puts it back.
    private var focusByTab: [ObjectIdentifier: Window.WeakView] = [:]

    /// The title a tab shows for `controller`.
    open func tabTitle(for controller: ViewController) -> String {
        if let title = controller.title { return title }
        if let navigation = controller as? NavigationController, let root = navigation.viewControllers.first, let title = root.title {
            return title
        }
        return ""
    }

    private func refreshTabBar() {
        tabBar.titles = viewControllers.map(tabTitle(for:))
        tabBar.selectedIndex = storedSelectedIndex
    }

    open override func loadView() {
        let container = ContainerView()
        container.owner = self
        view = container
        view.addSubview(tabBar)
        if let selected = selectedViewController { view.addSubview(selected.view) }
    }

    /// F1…F9 and Alt-1…Alt-9 switch tabs, or take the shown tab back to its root.
    open override func handleKey(_ event: KeyEvent) -> Bool {
        if case .function(let number) = event.key, event.modifiers.isEmpty, (1...9).contains(number), number <= viewControllers.count {
            selectOrReturnToRoot(number - 1)
            return true
        }
        if case .character(let character) = event.key, event.modifiers == .alt, let digit = character.wholeNumberValue,
           (1...9).contains(digit), digit <= viewControllers.count {
            selectOrReturnToRoot(digit - 1)
            return true
        }
        return super.handleKey(event)
    }

    /// The root view: the selected controller's view above the tab bar on the bottom row.
    final class ContainerView: View {
        weak var owner: TabBarController?

        override func layoutSubviews() {
            super.layoutSubviews()
            guard let owner else { return }
            let barHeight = min(TabBar.height, frame.height)
            owner.tabBar.frame = Rect(x: 0, y: frame.height - barHeight, width: frame.width, height: barHeight)
            owner.selectedViewController?.view.frame = Rect(x: 0, y: 0, width: frame.width, height: max(0, frame.height - barHeight))
        }
    }
}
