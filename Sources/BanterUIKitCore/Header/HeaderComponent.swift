import BanterCanvas
import BanterViews

/// The base every module's header component shares: a title view, left and right bar
/// items, and the `barView` that draws them when the screen has no navigation bar (see
/// `NavigationHeaderComponent` and `BaseViewController.placeHeader`).
///
/// Setting an item calls `didUpdateTitleView()`, `didUpdateLeftItem()` or
/// `didUpdateRightItem()`, where each module's header tells its own delegate. A `Button`
/// item without an action of its own calls `onTapLeftBarButton()` /
/// `onTapRightBarButton()` when chosen.
///
/// Lifecycle: a plain view; `init` sets nothing up. The module header's `configure` stores
/// its arguments, then runs `setupViews()`, `setupLayouts()` and `setupStyles()` once each.
/// `setupViews()` makes the default title view and items (`createDefault…`) where none was
/// assigned. Main actor only.
@MainActor
open class HeaderComponent: ModuleComponent, NavigationHeaderComponent {
    /// The view in the middle of the bar.
    public var titleView: View? {
        didSet { if titleView !== oldValue { didUpdateTitleView() } }
    }
    /// The item on the left, if any.
    public var leftBarButton: View? {
        didSet {
            guard leftBarButton !== oldValue else { return }
            wire(leftBarButton) { $0.onTapLeftBarButton() }
            didUpdateLeftItem()
        }
    }
    /// The item on the right, if any.
    public var rightBarButton: View? {
        didSet {
            guard rightBarButton !== oldValue else { return }
            wire(rightBarButton) { $0.onTapRightBarButton() }
            didUpdateRightItem()
        }
    }
    /// The left items as the bar shows them.
    public var leftBarButtons: [View] { leftBarButton.map { [$0] } ?? [] }
    /// The right items as the bar shows them.
    public var rightBarButtons: [View] { rightBarButton.map { [$0] } ?? [] }
    /// The bar the header draws its items in when the screen has no navigation bar.
    public let barView = HeaderBarView()

    private var placedConstraints: [LayoutConstraint] = []

    // MARK: Lifecycle

    /// Adds the bar and makes the default title view and items where none was assigned.
    open override func setupViews() {
        super.setupViews()
        if barView.superview !== self { addSubview(barView) }
        if titleView == nil { titleView = createDefaultTitleView() }
        if leftBarButton == nil { leftBarButton = createDefaultLeftButton() }
        if rightBarButton == nil { rightBarButton = createDefaultRightButton() }
    }

    /// The title view made when none was assigned; none here.
    open func createDefaultTitleView() -> View? { nil }
    /// The left item made when none was assigned; none here.
    open func createDefaultLeftButton() -> View? { nil }
    /// The right item made when none was assigned; none here.
    open func createDefaultRightButton() -> View? { nil }

    /// Pins the bar to the header.
    open override func setupLayouts() {
        super.setupLayouts()
        LayoutConstraint.deactivate(placedConstraints)
        placedConstraints = barView.pin(to: self)
    }

    /// Places the subviews again.
    open func updateLayouts() {
        setupLayouts()
        setNeedsLayout()
    }

    /// A bar item titled `title`: the compact `Button` every default item is. Override to
    /// change how all of this header's default items look.
    open func makeBarButton(title: String) -> Button { makeBarButton(Button.self, title: title) }

    /// A bar item of class `type` (a header's item metatype) titled `title`, compact as
    /// every default item is.
    open func makeBarButton(_ type: Button.Type, title: String) -> Button {
        let button = type.init(title: title)
        button.appearance = .compact
        return button
    }

    /// Shows `text` in `style` when the title view is a `Label` (the default); a custom title
    /// view is left to its owner.
    public func styleTitleLabel(text: String, style: TextStyle) {
        guard let label = titleView as? Label else { return }
        label.style = style
        if label.text != text { label.text = text }
    }

    /// Styles the bar with `bar` and `shadow` and tints `Button` items with `barItem`:
    /// what every module header does with its theme.
    public func styleBar(bar: TextStyle, shadow: TextStyle, barItem: TextStyle) {
        barView.barStyle = bar
        barView.shadowStyle = shadow
        for case let button as Button in leftBarButtons + rightBarButtons { button.tintColor = barItem.foreground }
    }

    // MARK: Changes and taps

    /// The title view changed; module headers tell their delegate.
    open func didUpdateTitleView() {}
    /// The left item changed; module headers tell their delegate.
    open func didUpdateLeftItem() {}
    /// The right item changed; module headers tell their delegate.
    open func didUpdateRightItem() {}
    /// The left item was chosen; module headers tell their delegate.
    open func onTapLeftBarButton() {}
    /// The right item was chosen; module headers tell their delegate.
    open func onTapRightBarButton() {}

    /// A `Button` item without an action of its own runs `tap` when chosen.
    private func wire(_ item: View?, _ tap: @escaping @MainActor (HeaderComponent) -> Void) {
        guard let button = item as? Button, button.action == nil else { return }
        button.action = { [weak self] in
            guard let self else { return }
            tap(self)
        }
    }

    /// Two rows: the items, then a rule.
    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: HeaderBarView.height) }
}
