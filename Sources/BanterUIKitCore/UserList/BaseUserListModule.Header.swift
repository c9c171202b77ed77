import BanterCanvas
import BanterViews

extension BaseUserListModule {
    /// The header of a channel's user list: back on the left, the list's title ("Members",
    /// "Operators"…, from `StringSet.current.userList.title`) and, when `rightBarButtonTitle`
    /// gives one, a right item (the group members list invites; its operators list adds
    /// operators). See `HeaderComponent` for the items and where they are drawn.
    ///
    /// Lifecycle: `init` sets nothing up; `configure(delegate:userListType:theme:)` stores
    /// its arguments, then runs `setupViews()`, `setupLayouts()` and `setupStyles()` once each.
    ///
    /// Theme precedence: `theme` wins over the view controller's (`configuredTheme`), which
    /// wins over `Theme.current.userListTheme`. Main actor only.
    @MainActor
    open class Header: UserTableHeader {
        /// Hears the items and taps. Held weakly.
        public weak var baseDelegate: BaseUserListModuleHeaderDelegate?
        /// Which users the list shows; set by `configure`.
        public private(set) var userListType: ChannelUserListType = .members

        /// The screen's title: the kind of list.
        open override var titleText: String { StringSet.current.userList.title(userListType) }

        /// The right item's title for this kind of list; nil (none) in the base.
        open var rightBarButtonTitle: String? { nil }

        /// Stores the delegate, list type and theme, then runs `setupViews()`,
        /// `setupLayouts()` and `setupStyles()`. The delegate hears the current items at once.
        open func configure(delegate: BaseUserListModuleHeaderDelegate, userListType: ChannelUserListType, theme: UserListTheme?) {
            baseDelegate = delegate
            self.userListType = userListType
            configuredTheme = theme
            runSetup()
            delegate.baseUserListModule(self, didUpdateTitleView: titleView)
            delegate.baseUserListModule(self, didUpdateLeftItem: leftBarButton)
            delegate.baseUserListModule(self, didUpdateRightItem: rightBarButton)
        }

        /// The back item.
        open override func createDefaultLeftButton() -> View? {
            makeBarButton(title: resolvedTheme.icons.text(resolvedTheme.icons.back))
        }

        /// A bar button titled `rightBarButtonTitle`, when there is one.
        open override func createDefaultRightButton() -> View? {
            rightBarButtonTitle.map { makeBarButton(title: $0) }
        }

        // MARK: Changes and taps

        open override func didUpdateTitleView() { baseDelegate?.baseUserListModule(self, didUpdateTitleView: titleView) }
        open override func didUpdateLeftItem() { baseDelegate?.baseUserListModule(self, didUpdateLeftItem: leftBarButton) }
        open override func didUpdateRightItem() { baseDelegate?.baseUserListModule(self, didUpdateRightItem: rightBarButton) }

        /// The left item was chosen: tells the delegate.
        open override func onTapLeftBarButton() {
            guard let item = leftBarButton else { return }
            baseDelegate?.baseUserListModule(self, didTapLeftItem: item)
        }

        /// The right item was chosen: tells the delegate.
        open override func onTapRightBarButton() {
            guard let item = rightBarButton else { return }
            baseDelegate?.baseUserListModule(self, didTapRightItem: item)
        }
    }
}
