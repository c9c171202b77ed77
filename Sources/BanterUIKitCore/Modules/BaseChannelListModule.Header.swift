import BanterCanvas
import BanterViews

extension BaseChannelListModule {
    /// The top of a channel list: a title view and optional left and right bar items.
    ///
    /// Setting `titleView`, `leftBarItem` or `rightBarItem` tells the delegate, which (the
    /// view controller) shows them in its navigation item; inside a navigation controller
    /// the bar shows them and this view stays hidden. Shown on its own (no navigation
    /// controller) the header draws itself as a two-row bar: items and title, then a rule.
    ///
    /// Theme precedence: `theme` (given to the component) wins over the theme passed to
    /// `configure`/`updateStyles(theme:)` (the view controller's), which wins over the global
    /// one. Main actor only.
    @MainActor
    open class Header: BaseView {
        /// Hears the items and taps. Held weakly.
        public weak var delegate: BaseChannelListModuleHeaderDelegate?

        /// A theme for this component only; wins over the view controller's.
        public var theme: Theme? { didSet { updateStyles() } }
        /// The theme passed by `configure` or `updateStyles(theme:)`.
        public private(set) var configuredTheme: Theme?
        /// The theme in force.
        public var resolvedTheme: Theme { theme ?? configuredTheme ?? Theme.current }

        /// The view in the middle of the bar; `setupViews()` makes the default title label.
        public var titleView: View? {
            didSet {
                guard titleView !== oldValue else { return }
                if oldValue?.superview === self { oldValue?.removeFromSuperview() }
                delegate?.baseChannelListModule(self, didUpdateTitleView: titleView)
                setNeedsLayout()
            }
        }

        /// The view at the left of the bar, if any.
        public var leftBarItem: View? {
            didSet {
                guard leftBarItem !== oldValue else { return }
                if oldValue?.superview === self { oldValue?.removeFromSuperview() }
                wireTap(of: leftBarItem, isLeft: true)
                delegate?.baseChannelListModule(self, didUpdateLeftItem: leftBarItem)
                setNeedsLayout()
            }
        }

        /// The view at the right of the bar, if any.
        public var rightBarItem: View? {
            didSet {
                guard rightBarItem !== oldValue else { return }
                if oldValue?.superview === self { oldValue?.removeFromSuperview() }
                wireTap(of: rightBarItem, isLeft: false)
                delegate?.baseChannelListModule(self, didUpdateRightItem: rightBarItem)
                setNeedsLayout()
            }
        }

        /// A `Button` item without an action of its own tells the delegate when chosen.
        private func wireTap(of item: View?, isLeft: Bool) {
            guard let button = item as? Button, button.action == nil else { return }
            button.action = { [weak self, weak button] in
                guard let self, let button else { return }
                if isLeft {
                    self.delegate?.baseChannelListModule(self, didTapLeftItem: button)
                } else {
                    self.delegate?.baseChannelListModule(self, didTapRightItem: button)
                }
            }
        }

        /// The title the default title view shows; subclasses name their screen.
        open var titleText: String { "" }

        /// The label `setupViews()` made for the title, while it is the title view.
        public private(set) var defaultTitleLabel: Label?

        /// A component ready to be configured; view controllers make it from its metatype
        /// (`ModuleSet`), so subclasses keep this initialiser.
        public required override init(frame: Rect = .zero) {
            super.init(frame: frame)
        }

        /// The rows the header takes when it draws itself.
        public static let height = 2

        /// Stores the delegate and theme, then runs `setupViews()`, `setupLayouts()` and
        /// `setupStyles()`. The delegate hears the current items at once, so it may be
        /// configured before or after the view controller's own setup.
        open func configure(delegate: BaseChannelListModuleHeaderDelegate, theme: Theme?) {
            self.delegate = delegate
            configuredTheme = theme
            setupViews()
            setupLayouts()
            setupStyles()
            delegate.baseChannelListModule(self, didUpdateTitleView: titleView)
            delegate.baseChannelListModule(self, didUpdateLeftItem: leftBarItem)
            delegate.baseChannelListModule(self, didUpdateRightItem: rightBarItem)
        }

        /// Makes the default title label, once; an app's own `titleView` is kept.
        open override func setupViews() {
            super.setupViews()
            if titleView == nil {
                let label = Label()
                label.text = titleText
                defaultTitleLabel = label
                titleView = label
            }
        }

        /// Applies `theme` (unless the component has its own) and runs `setupStyles()`.
        open func updateStyles(theme: Theme?) {
            configuredTheme = theme
            updateStyles()
        }

        open override func setupStyles() {
            super.setupStyles()
            let listTheme = resolvedTheme.groupChannelListTheme
            if let label = defaultTitleLabel, label === titleView {
                label.style = listTheme.title
                if label.text != titleText { label.text = titleText }
            }
            setNeedsDisplay()
        }

        /// Places the items the header still holds (a navigation bar may have taken them).
        open override func layoutSubviews() {
            super.layoutSubviews()
            guard !isHidden else { return }
            var x = 1
            if let left = leftBarItem {
                if left.superview == nil { addSubview(left) }
                if left.superview === self {
                    let size = left.sizeThatFits(Size(width: max(0, bounds.width - 2), height: 1))
                    left.frame = Rect(x: x, y: 0, width: min(size.width, max(0, bounds.width - 2)), height: 1)
                    x += left.frame.width + 1
                }
            }
            var right = bounds.width - 1
            if let item = rightBarItem {
                if item.superview == nil { addSubview(item) }
                if item.superview === self {
                    let size = item.sizeThatFits(Size(width: max(0, right - x), height: 1))
                    let width = min(size.width, max(0, right - x))
                    right -= width
                    item.frame = Rect(x: right, y: 0, width: width, height: 1)
                    right -= 1
                }
            }
            if let title = titleView {
                if title.superview == nil { addSubview(title) }
                if title.superview === self {
                    let room = max(0, right - x)
                    let width = min(title.sizeThatFits(Size(width: room, height: 1)).width, room)
                    let centred = (bounds.width - width) / 2
                    title.frame = Rect(x: max(x, min(centred, right - width)), y: 0, width: width, height: 1)
                }
            }
        }

        /// Draws the bar's background and the rule under it.
        open override func draw(in context: DrawingContext) {
            let listTheme = resolvedTheme.groupChannelListTheme
            context.fill(Rect(x: 0, y: 0, width: bounds.width, height: min(1, bounds.height)), style: listTheme.navigationBar)
            if bounds.height >= 2 {
                context.drawHorizontalLine(from: Point(x: 0, y: 1), length: bounds.width, style: listTheme.navigationBarShadow)
            }
        }

        /// The header is two rows tall.
        open override func sizeThatFits(_ size: Size) -> Size {
            Size(width: size.width, height: Self.height)
        }
    }
}
