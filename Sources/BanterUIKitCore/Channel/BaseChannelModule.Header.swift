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
    open class Header: HeaderComponent {
        /// Hears the items and taps. Held weakly.
        public weak var baseDelegate: BaseChannelModuleHeaderDelegate?

        /// A theme for this component only; wins over the view controller's.
        public var theme: ChannelTheme? { didSet { themeDidChange() } }
        /// The theme passed by `configure` or `updateStyles(theme:)`.
        public private(set) var configuredTheme: ChannelTheme?
        /// The theme in force.
        public var resolvedTheme: ChannelTheme { theme ?? configuredTheme ?? Theme.current.channelTheme }

        /// The channel's name, shown by a `ChannelTitleView` title view.
        public var title = "" { didSet { if title != oldValue { refreshTitle() } } }
        /// The subtitle: the member count, or who is typing.
        public var subtitle = "" { didSet { if subtitle != oldValue { refreshTitle() } } }
        /// Whether the subtitle says who is typing (drawn in the typing style).
        public var isTypingSubtitle = false { didSet { if isTypingSubtitle != oldValue { refreshTitle() } } }

        // MARK: Lifecycle

        /// Stores the delegate and theme, then runs `setupViews()`, `setupLayouts()` and
        /// `setupStyles()`. The delegate hears the current items at once, so it may be
        /// configured before or after the view controller's own setup.
        open func configure(delegate: BaseChannelModuleHeaderDelegate, theme: ChannelTheme?) {
            baseDelegate = delegate
            configuredTheme = theme
            runSetup()
            delegate.baseChannelModule(self, didUpdateTitleView: titleView)
            delegate.baseChannelModule(self, didUpdateLeftItem: leftBarButton)
            delegate.baseChannelModule(self, didUpdateRightItem: rightBarButton)
        }

        /// Makes the default title view and back item where none was assigned; a
        /// `ChannelTitleView` reports clicks as `onTapTitleView()`.
        open override func setupViews() {
            barView.titleAlignment = .fill
            super.setupViews()
            if let title = titleView as? ChannelTitleView, title.onTap == nil {
                title.onTap = { [weak self] in self?.onTapTitleView() }
            }
        }

        /// The title view made when none was assigned: a `ChannelTitleView`.
        open override func createDefaultTitleView() -> View? { ChannelTitleView() }

        /// The left item made when none was assigned: the back button.
        open override func createDefaultLeftButton() -> View? {
            makeBarButton(title: resolvedTheme.icons.text(resolvedTheme.icons.back))
        }

        /// Styles the bar, the title and the items from `resolvedTheme`.
        open override func setupStyles() {
            let theme = resolvedTheme
            styleBar(bar: theme.navigationBar, shadow: theme.navigationBarShadow, barItem: theme.barItem)
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

        // MARK: Changes and taps

        open override func didUpdateTitleView() { baseDelegate?.baseChannelModule(self, didUpdateTitleView: titleView) }
        open override func didUpdateLeftItem() { baseDelegate?.baseChannelModule(self, didUpdateLeftItem: leftBarButton) }
        open override func didUpdateRightItem() { baseDelegate?.baseChannelModule(self, didUpdateRightItem: rightBarButton) }

        /// The left item was chosen: tells the delegate (the screen goes back).
        open override func onTapLeftBarButton() {
            guard let item = leftBarButton else { return }
            baseDelegate?.baseChannelModule(self, didTapLeftItem: item)
        }

        /// The right item was chosen: tells the delegate.
        open override func onTapRightBarButton() {
            guard let item = rightBarButton else { return }
            baseDelegate?.baseChannelModule(self, didTapRightItem: item)
        }

        /// The title view was chosen (clicked): tells the delegate.
        open func onTapTitleView() {
            baseDelegate?.baseChannelModule(self, didTapTitleView: titleView)
        }
    }
}
