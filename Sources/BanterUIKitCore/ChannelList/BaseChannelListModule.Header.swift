import BanterCanvas
import BanterViews

extension BaseChannelListModule {
    /// The top of a channel list: a title view and optional left and right bar items (see
    /// `HeaderComponent`). Every change of an item and every tap on one reaches the
    /// delegate; the view controller places the items in the navigation bar or the
    /// header's own bar.
    ///
    /// Lifecycle: `init` sets nothing up; `configure(delegate:)` (the subclass's typed
    /// `configure(delegate:theme:)`) stores its arguments, then runs `setupViews()`,
    /// `setupLayouts()` and `setupStyles()` once each. Items assigned before are kept.
    /// The base draws no styles of its own: subclasses style the bar from their theme.
    /// Main actor only.
    @MainActor
    open class Header: HeaderComponent {
        /// Hears the items and taps. Held weakly.
        public weak var baseDelegate: BaseChannelListModuleHeaderDelegate?

        /// Stores the delegate, then runs `setupViews()`, `setupLayouts()` and
        /// `setupStyles()`. The delegate hears the current items at once, so it may be
        /// configured before or after the view controller's own setup.
        open func configure(delegate: BaseChannelListModuleHeaderDelegate) {
            baseDelegate = delegate
            runSetup()
            delegate.baseChannelListModule(self, didUpdateTitleView: titleView)
            delegate.baseChannelListModule(self, didUpdateLeftItem: leftBarButton)
            delegate.baseChannelListModule(self, didUpdateRightItem: rightBarButton)
        }

        open override func didUpdateTitleView() { baseDelegate?.baseChannelListModule(self, didUpdateTitleView: titleView) }
        open override func didUpdateLeftItem() { baseDelegate?.baseChannelListModule(self, didUpdateLeftItem: leftBarButton) }
        open override func didUpdateRightItem() { baseDelegate?.baseChannelListModule(self, didUpdateRightItem: rightBarButton) }

        /// The left item was chosen: tells the delegate.
        open override func onTapLeftBarButton() {
            guard let item = leftBarButton else { return }
            baseDelegate?.baseChannelListModule(self, didTapLeftItem: item)
        }

        /// The right item was chosen: tells the delegate.
        open override func onTapRightBarButton() {
            guard let item = rightBarButton else { return }
            baseDelegate?.baseChannelListModule(self, didTapRightItem: item)
        }
    }
}
