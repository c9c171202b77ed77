import BanterCanvas
import BanterChatSDK
import BanterViews

extension BaseChannelModule {
    /// A channel screen's header: a back item (`<`) and a title view showing the channel's
    /// name on the left and a subtitle on the right (the member count, or who is typing). In a navigation controller
    /// the controller moves both into the bar (the delegate hears them); otherwise the
    /// header draws them itself, two rows tall with a rule under them.
    ///
    /// `configure(delegate:theme:)` stores them, then runs `setupViews()`,
    /// `setupLayouts()` and `setupStyles()`. Main actor only.
    @MainActor
    open class Header: BaseView {
        /// Hears the title view, the back item and taps on it.
        public weak var delegate: BaseChannelModuleHeaderDelegate?
        /// The theme given to the component; nil follows the controller's.
        public var theme: ChannelTheme?
        /// The colours in use.
        public var resolvedTheme: ChannelTheme { theme ?? (Theme.current.colorScheme == .dark ? .dark : .light) }

        /// The title (channel name) shown.
        public var title = "" { didSet { refreshTitle() } }
        /// The subtitle: the member count, or who is typing.
        public var subtitle = "" { didSet { refreshTitle() } }
        /// Whether the subtitle tells who is typing (drawn in the typing style).
        public var isTypingSubtitle = false { didSet { refreshTitle() } }

        /// The title view: the name on the left, the subtitle on the right.
        public var titleView: ChannelTitleView? {
            didSet { delegate?.baseChannelModule(self, didUpdateTitleView: titleView) }
        }
        /// The back item.
        public var leftBarButton: Button? {
            didSet { delegate?.baseChannelModule(self, didUpdateLeftItem: leftBarButton) }
        }

        /// Stores the delegate and theme, then sets up views, layouts and styles.
        open func configure(delegate: BaseChannelModuleHeaderDelegate, theme: ChannelTheme? = nil) {
            self.delegate = delegate
            self.theme = theme
            setupViews()
            setupLayouts()
            setupStyles()
        }

        open override func setupViews() {
            super.setupViews()
            guard delegate != nil else { return }
            if titleView == nil { titleView = ChannelTitleView() }
            if leftBarButton == nil {
                let button = Button(title: IconSet.standard.text(IconSet.standard.back))
                button.appearance = .compact
                button.action = { [weak self, weak button] in
                    guard let self, let button else { return }
                    self.delegate?.baseChannelModule(self, didTapLeftItem: button)
                }
                leftBarButton = button
            }
        }

        open override func setupStyles() {
            super.setupStyles()
            refreshTitle()
        }

        /// Re-styles with `theme`.
        open func updateStyles(theme: ChannelTheme) {
            self.theme = theme
            updateStyles()
        }

        /// Rebuilds the title view's text from `title` and `subtitle`.
        open func refreshTitle() {
            let theme = resolvedTheme
            titleView?.title = title
            titleView?.subtitle = subtitle
            titleView?.titleStyle = theme.title
            titleView?.subtitleStyle = isTypingSubtitle ? theme.typingSubtitle : theme.subtitle
            leftBarButton?.tintColor = theme.barItem.foreground
            setNeedsLayout()
            setNeedsDisplay()
        }

        /// Two rows: the items, then a rule.
        open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 2) }

        open override func layoutSubviews() {
            super.layoutSubviews()
            var x = 1
            if let button = leftBarButton, button.superview === self {
                let width = button.sizeThatFits(Size(width: bounds.width, height: 1)).width
                button.frame = Rect(x: x, y: 0, width: width, height: 1)
                x += width + 1
            }
            if let titleView, titleView.superview === self {
                titleView.frame = Rect(x: x, y: 0, width: max(0, bounds.width - x - 1), height: 1)
            }
        }

        /// Puts the title view and back item inside the header (no navigation bar).
        open func adoptItems() {
            if let leftBarButton { addSubview(leftBarButton) }
            if let titleView { addSubview(titleView) }
            setNeedsLayout()
        }

        open override func draw(in context: DrawingContext) {
            let theme = resolvedTheme
            context.fill(bounds, style: theme.navigationBar)
            context.drawHorizontalLine(from: Point(x: 0, y: 1), length: bounds.width, style: theme.navigationBarShadow)
        }
    }
}
