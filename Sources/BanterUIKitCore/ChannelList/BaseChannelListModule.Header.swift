import BanterCanvas
import BanterViews

extension BaseChannelListModule {
    /// The top of a channel list: a title view and optional left and right bar items.
    ///
    /// Setting `titleView`, `leftBarButton` or `rightBarButton` tells the delegate, and the
    /// view controller places them (`BaseViewController.placeHeader`): in the navigation bar
    /// inside a navigation controller (the header then hides), else in the header's own
    /// `barView`, two rows tall with a rule under them. A `Button` item without an action of
    /// its own calls `onTapLeftBarButton()` / `onTapRightBarButton()`, which tell the
    /// delegate.
    ///
    /// Lifecycle: `init` sets nothing up; `configure(delegate:)` (the subclass's typed
    /// `configure(delegate:theme:)`) stores its arguments, then runs `setupViews()`,
    /// `setupLayouts()` and `setupStyles()` once each. Items assigned before are kept.
    /// The base draws no styles of its own: subclasses style the bar from their theme.
    /// Main actor only.
    @MainActor
    open class Header: View, NavigationHeaderComponent {
        /// Hears the items and taps. Held weakly.
        public weak var baseDelegate: BaseChannelListModuleHeaderDelegate?

        /// The view in the middle of the bar.
        public var titleView: View? {
            didSet {
                guard titleView !== oldValue else { return }
                baseDelegate?.baseChannelListModule(self, didUpdateTitleView: titleView)
            }
        }
        /// The item on the left, if any.
        public var leftBarButton: View? {
            didSet {
                guard leftBarButton !== oldValue else { return }
                wire(leftBarButton) { $0.onTapLeftBarButton() }
                baseDelegate?.baseChannelListModule(self, didUpdateLeftItem: leftBarButton)
            }
        }
        /// The item on the right, if any.
        public var rightBarButton: View? {
            didSet {
                guard rightBarButton !== oldValue else { return }
                wire(rightBarButton) { $0.onTapRightBarButton() }
                baseDelegate?.baseChannelListModule(self, didUpdateRightItem: rightBarButton)
            }
        }
        /// The left items as the bar shows them.
        public var leftBarButtons: [View] { leftBarButton.map { [$0] } ?? [] }
        /// The right items as the bar shows them.
        public var rightBarButtons: [View] { rightBarButton.map { [$0] } ?? [] }
        /// The bar the header draws its items in when the screen has no navigation bar.
        public let barView = HeaderBarView()

        private var placedConstraints: [LayoutConstraint] = []

        /// A component ready to be configured; view controllers make it from its metatype
        /// (`ModuleSet`), so subclasses keep this initialiser.
        public required override init(frame: Rect = .zero) {
            super.init(frame: frame)
        }

        // MARK: Lifecycle

        /// Stores the delegate, then runs `setupViews()`, `setupLayouts()` and
        /// `setupStyles()`. The delegate hears the current items at once, so it may be
        /// configured before or after the view controller's own setup.
        open func configure(delegate: BaseChannelListModuleHeaderDelegate) {
            baseDelegate = delegate
            setupViews()
            setupLayouts()
            setupStyles()
            delegate.baseChannelListModule(self, didUpdateTitleView: titleView)
            delegate.baseChannelListModule(self, didUpdateLeftItem: leftBarButton)
            delegate.baseChannelListModule(self, didUpdateRightItem: rightBarButton)
        }

        /// Adds the bar and makes the default title view and items where none was assigned.
        open func setupViews() {
            if barView.superview !== self { addSubview(barView) }
            if titleView == nil { titleView = createDefaultTitleView() }
            if leftBarButton == nil { leftBarButton = createDefaultLeftButton() }
            if rightBarButton == nil { rightBarButton = createDefaultRightButton() }
        }

        /// The title view made when none was assigned; none in the base.
        open func createDefaultTitleView() -> View? { nil }
        /// The left item made when none was assigned; none in the base.
        open func createDefaultLeftButton() -> View? { nil }
        /// The right item made when none was assigned; none in the base.
        open func createDefaultRightButton() -> View? { nil }

        /// Pins the bar to the header.
        open func setupLayouts() {
            LayoutConstraint.deactivate(placedConstraints)
            placedConstraints = barView.pin(to: self)
        }

        /// Places the subviews again.
        open func updateLayouts() {
            setupLayouts()
            setNeedsLayout()
        }

        /// Applies the theme; nothing in the base (subclasses style from their theme).
        open func setupStyles() {}

        // MARK: Taps

        /// The left item was chosen: tells the delegate.
        open func onTapLeftBarButton() {
            guard let item = leftBarButton else { return }
            baseDelegate?.baseChannelListModule(self, didTapLeftItem: item)
        }

        /// The right item was chosen: tells the delegate.
        open func onTapRightBarButton() {
            guard let item = rightBarButton else { return }
            baseDelegate?.baseChannelListModule(self, didTapRightItem: item)
        }

        /// A `Button` item without an action of its own runs `tap` when chosen.
        private func wire(_ item: View?, _ tap: @escaping @MainActor (Header) -> Void) {
            guard let button = item as? Button, button.action == nil else { return }
            button.action = { [weak self] in
                guard let self else { return }
                tap(self)
            }
        }

        /// Two rows: the items, then a rule.
        open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: HeaderBarView.height) }
    }
}
