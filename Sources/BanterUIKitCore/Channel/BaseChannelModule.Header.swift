import BanterCanvas
import BanterChatSDK
import BanterViews

extension BaseChannelModule {
    /// A channel screen's header: a back item (`<`) on the left, an optional right item, and
    /// a title view (by default a `ChannelTitleView`: the channel's name on the left, the
    /// member count or who is typing on the right).
    ///
    /// Setting `titleView`, `leftBarButton` or `rightBarButton` tells the delegate, and the
    /// view controller places them (`BaseViewController.placeHeader`): in the navigation bar
    /// inside a navigation controller (the header then hides), else in the header's own
    /// `barView`, two rows tall with a rule under them.
    ///
    /// Lifecycle: `init` sets nothing up; `configure(delegate:theme:)` stores its arguments,
    /// then runs `setupViews()`, `setupLayouts()` and `setupStyles()` once each. Items
    /// assigned before `configure` are kept.
    ///
    /// Theme precedence: `theme` wins over the view controller's (`configuredTheme`), which
    /// wins over `Theme.current.channelTheme`. Main actor only.
    @MainActor
    open class Header: View, NavigationHeaderComponent {
        /// Hears the items and taps. Held weakly.
        public weak var baseDelegate: BaseChannelModuleHeaderDelegate?

        /// A theme for this component only; wins over the view controller's.
        public var theme: ChannelTheme? { didSet { setupStyles() } }
        /// The theme passed by `configure` or `updateStyles(theme:)`.
        public private(set) var configuredTheme: ChannelTheme?
        /// The theme in force.
        public var resolvedTheme: ChannelTheme { theme ?? configuredTheme ?? Theme.current.channelTheme }

        /// The view in the middle of the bar.
        public var titleView: View? {
            didSet {
                guard titleView !== oldValue else { return }
                baseDelegate?.baseChannelModule(self, didUpdateTitleView: titleView)
            }
        }
        /// The item on the left (back, by default).
        public var leftBarButton: View? {
            didSet {
                guard leftBarButton !== oldValue else { return }
                wire(leftBarButton) { $0.onTapLeftBarButton() }
                baseDelegate?.baseChannelModule(self, didUpdateLeftItem: leftBarButton)
            }
        }
        /// The item on the right, if any.
        public var rightBarButton: View? {
            didSet {
                guard rightBarButton !== oldValue else { return }
                wire(rightBarButton) { $0.onTapRightBarButton() }
                baseDelegate?.baseChannelModule(self, didUpdateRightItem: rightBarButton)
            }
        }
        /// The left items as the bar shows them.
        public var leftBarButtons: [View] { leftBarButton.map { [$0] } ?? [] }
        /// The right items as the bar shows them.
        public var rightBarButtons: [View] { rightBarButton.map { [$0] } ?? [] }
        /// The bar the header draws its items in when the screen has no navigation bar.
        public let barView = HeaderBarView()

        /// The channel's name, shown by a `ChannelTitleView` title view.
        public var title = "" { didSet { if title != oldValue { refreshTitle() } } }
        /// The subtitle: the member count, or who is typing.
        public var subtitle = "" { didSet { if subtitle != oldValue { refreshTitle() } } }
        /// Whether the subtitle says who is typing (drawn in the typing style).
        public var isTypingSubtitle = false { didSet { if isTypingSubtitle != oldValue { refreshTitle() } } }

        private var placedConstraints: [LayoutConstraint] = []

        /// A component ready to be configured; view controllers make it from its metatype
        /// (`ModuleSet`), so subclasses keep this initialiser.
        public required override init(frame: Rect = .zero) {
            super.init(frame: frame)
        }

        // MARK: Lifecycle

        /// Stores the delegate and theme, then runs `setupViews()`, `setupLayouts()` and
        /// `setupStyles()`. The delegate hears the current items at once, so it may be
        /// configured before or after the view controller's own setup.
        open func configure(delegate: BaseChannelModuleHeaderDelegate, theme: ChannelTheme?) {
            baseDelegate = delegate
            configuredTheme = theme
            setupViews()
            setupLayouts()
            setupStyles()
            delegate.baseChannelModule(self, didUpdateTitleView: titleView)
            delegate.baseChannelModule(self, didUpdateLeftItem: leftBarButton)
            delegate.baseChannelModule(self, didUpdateRightItem: rightBarButton)
        }

        /// Adds the bar and makes the default title view and back item where none was
        /// assigned.
        open func setupViews() {
            barView.titleAlignment = .fill
            if barView.superview !== self { addSubview(barView) }
            if titleView == nil { titleView = createDefaultTitleView() }
            if let title = titleView as? ChannelTitleView, title.onTap == nil {
                title.onTap = { [weak self] in self?.onTapTitleView() }
            }
            if leftBarButton == nil { leftBarButton = createDefaultLeftButton() }
            if rightBarButton == nil { rightBarButton = createDefaultRightButton() }
        }

        /// The title view made when none was assigned: a `ChannelTitleView`.
        open func createDefaultTitleView() -> View? { ChannelTitleView() }

        /// The left item made when none was assigned: the back button.
        open func createDefaultLeftButton() -> View? {
            let button = Button(title: resolvedTheme.icons.text(resolvedTheme.icons.back))
            button.appearance = .compact
            return button
        }

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

        /// Styles the bar, the title and the items from `resolvedTheme`.
        open func setupStyles() {
            let theme = resolvedTheme
            barView.barStyle = theme.navigationBar
            barView.shadowStyle = theme.navigationBarShadow
            for case let button as Button in leftBarButtons + rightBarButtons { button.tintColor = theme.barItem.foreground }
            refreshTitle()
        }

        /// Takes the view controller's theme (the component's own still wins) and restyles.
        open func updateStyles(theme: ChannelTheme?) {
            configuredTheme = theme
            setupStyles()
        }

        /// Shows `title` and `subtitle` in a `ChannelTitleView` title view.
        open func refreshTitle() {
            guard let titleView = titleView as? ChannelTitleView else { return }
            let theme = resolvedTheme
            titleView.title = title
            titleView.subtitle = subtitle
            titleView.titleStyle = theme.title
            titleView.subtitleStyle = isTypingSubtitle ? theme.typingSubtitle : theme.subtitle
        }

        // MARK: Taps

        /// The left item was chosen: tells the delegate (the screen goes back).
        open func onTapLeftBarButton() {
            guard let item = leftBarButton else { return }
            baseDelegate?.baseChannelModule(self, didTapLeftItem: item)
        }

        /// The right item was chosen: tells the delegate.
        open func onTapRightBarButton() {
            guard let item = rightBarButton else { return }
            baseDelegate?.baseChannelModule(self, didTapRightItem: item)
        }

        /// The title view was chosen (clicked): tells the delegate.
        open func onTapTitleView() {
            baseDelegate?.baseChannelModule(self, didTapTitleView: titleView)
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
