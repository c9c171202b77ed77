import BanterCanvas
import BanterChatSDK
import BanterViews

extension BaseSelectUserModule {
    /// The header of a screen that picks users: the screen's title (`titleText`), and on the
    /// right a confirm button that says how many are picked ("Create 2", from
    /// `rightBarButtonTitle(count:)`) and is disabled while none is. See `HeaderComponent`
    /// for the items and where they are drawn.
    ///
    /// Lifecycle: `init` sets nothing up; `configure(delegate:dataSource:theme:)` stores its
    /// arguments, then runs `setupViews()`, `setupLayouts()` and `setupStyles()` once each.
    /// `updateRightBarButton()` re-reads the picked users from the data source.
    ///
    /// Theme precedence: `theme` wins over the view controller's (`configuredTheme`), which
    /// wins over `Theme.current.userListTheme`. Main actor only.
    @MainActor
    open class Header: UserTableHeader {
        /// Hears the items and taps. Held weakly.
        public weak var baseDelegate: BaseSelectUserModuleHeaderDelegate?
        /// Tells how many users are picked. Held weakly.
        public weak var baseDataSource: BaseSelectUserModuleHeaderDataSource?

        /// The confirm button's title for `count` picked users; "Add 2" by default.
        open func rightBarButtonTitle(count: Int) -> String { StringSet.current.selectUser.addButton(count) }

        /// Stores the delegate, data source and theme, then runs `setupViews()`,
        /// `setupLayouts()` and `setupStyles()`. The delegate hears the current items at once.
        open func configure(delegate: BaseSelectUserModuleHeaderDelegate, dataSource: BaseSelectUserModuleHeaderDataSource, theme: UserListTheme?) {
            baseDelegate = delegate
            baseDataSource = dataSource
            configuredTheme = theme
            runSetup()
            updateRightBarButton()
            delegate.baseSelectUserModule(self, didUpdateTitleView: titleView)
            delegate.baseSelectUserModule(self, didUpdateLeftItem: leftBarButton)
            delegate.baseSelectUserModule(self, didUpdateRightItem: rightBarButton)
        }

        /// The confirm button.
        open override func createDefaultRightButton() -> View? {
            makeBarButton(title: rightBarButtonTitle(count: 0))
        }

        /// Styles the bar, the title and the items from `resolvedTheme`, and the confirm
        /// button from the picks.
        open override func setupStyles() {
            super.setupStyles()
            updateRightBarButton()
        }

        /// Shows how many users are picked on the confirm button, disabled at none.
        open func updateRightBarButton() {
            guard let button = rightBarButton as? Button else { return }
            let count = baseDataSource?.selectedUsersForBaseSelectUserModule(self)?.count ?? 0
            let title = rightBarButtonTitle(count: count)
            if button.title != title { button.title = title }
            button.isEnabled = count > 0
            button.tintColor = (count > 0 ? resolvedTheme.barItem : resolvedTheme.disabledBarItem).foreground
            button.superview?.setNeedsLayout()
        }

        // MARK: Changes and taps

        open override func didUpdateTitleView() { baseDelegate?.baseSelectUserModule(self, didUpdateTitleView: titleView) }
        open override func didUpdateLeftItem() { baseDelegate?.baseSelectUserModule(self, didUpdateLeftItem: leftBarButton) }
        open override func didUpdateRightItem() { baseDelegate?.baseSelectUserModule(self, didUpdateRightItem: rightBarButton) }

        /// The left item was chosen: tells the delegate.
        open override func onTapLeftBarButton() {
            guard let item = leftBarButton else { return }
            baseDelegate?.baseSelectUserModule(self, didTapLeftItem: item)
        }

        /// The confirm button was chosen: tells the delegate, when users are picked.
        open override func onTapRightBarButton() {
            guard let item = rightBarButton, (item as? Button)?.isEnabled ?? true else { return }
            baseDelegate?.baseSelectUserModule(self, didTapRightItem: item)
        }
    }
}
