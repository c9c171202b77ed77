import BanterCanvas
import BanterViews

extension BaseChannelSettingsModule {
    /// The header of a channel settings screen: the title ("Channel information",
    /// `StringSet`), a back item, and an optional right item (edit) made by
    /// `createDefaultRightButton()`. See `HeaderComponent` for the items and where they are
    /// drawn.
    ///
    /// Lifecycle: `init` sets nothing up; `configure(delegate:theme:)` stores its arguments,
    /// then runs `setupViews()`, `setupLayouts()` and `setupStyles()` once each.
    ///
    /// Theme precedence: `theme` wins over the view controller's (`configuredTheme`), which
    /// wins over `Theme.current.channelSettingsTheme`. Main actor only.
    @MainActor
    open class Header: HeaderComponent {
        /// Hears the items and taps. Held weakly.
        public weak var baseDelegate: BaseChannelSettingsModuleHeaderDelegate?

        /// A theme for this component only; wins over the view controller's.
        public var theme: ChannelSettingsTheme? { didSet { themeDidChange() } }
        /// The theme passed by `configure` or `updateStyles(theme:)`.
        public private(set) var configuredTheme: ChannelSettingsTheme?
        /// The theme in force.
        public var resolvedTheme: ChannelSettingsTheme { theme ?? configuredTheme ?? Theme.current.channelSettingsTheme }

        /// The screen's title.
        open var titleText: String { StringSet.current.channelSettings.headerTitle }

        /// Stores the delegate and theme, then runs `setupViews()`, `setupLayouts()` and
        /// `setupStyles()`. The delegate hears the current items at once.
        open func configure(delegate: BaseChannelSettingsModuleHeaderDelegate, theme: ChannelSettingsTheme?) {
            baseDelegate = delegate
            configuredTheme = theme
            runSetup()
            delegate.baseChannelSettingsModule(self, didUpdateTitleView: titleView)
            delegate.baseChannelSettingsModule(self, didUpdateLeftItem: leftBarButton)
            delegate.baseChannelSettingsModule(self, didUpdateRightItem: rightBarButton)
        }

        /// A label showing `titleText`.
        open override func createDefaultTitleView() -> View? { Label(text: titleText) }

        /// The back item.
        open override func createDefaultLeftButton() -> View? {
            makeBarButton(title: resolvedTheme.icons.text(resolvedTheme.icons.back))
        }

        /// Styles the bar, the title and the items from `resolvedTheme`.
        open override func setupStyles() {
            let theme = resolvedTheme
            styleBar(bar: theme.navigationBar, shadow: theme.navigationBarShadow, barItem: theme.barItem)
            styleTitleLabel(text: titleText, style: theme.title)
        }

        /// Takes the view controller's theme (the component's own still wins) and restyles.
        open func updateStyles(theme: ChannelSettingsTheme?) {
            configuredTheme = theme
            setupStyles()
        }

        open override func didUpdateTitleView() { baseDelegate?.baseChannelSettingsModule(self, didUpdateTitleView: titleView) }
        open override func didUpdateLeftItem() { baseDelegate?.baseChannelSettingsModule(self, didUpdateLeftItem: leftBarButton) }
        open override func didUpdateRightItem() { baseDelegate?.baseChannelSettingsModule(self, didUpdateRightItem: rightBarButton) }

        /// The left item (back) was chosen: tells the delegate.
        open override func onTapLeftBarButton() {
            guard let item = leftBarButton else { return }
            baseDelegate?.baseChannelSettingsModule(self, didTapLeftItem: item)
        }

        /// The right item was chosen: tells the delegate.
        open override func onTapRightBarButton() {
            guard let item = rightBarButton else { return }
            baseDelegate?.baseChannelSettingsModule(self, didTapRightItem: item)
        }
    }
}
