import BanterUIKitCore
import BanterViews

extension ReactionsModule {
    /// The reactions screen's header: back on the left and "Reactions" (from
    /// `StringSet.current.reactions.title`). See `UserTableHeader` for the theme precedence
    /// (the user list theme) and `HeaderComponent` for where the items are drawn.
    ///
    /// Lifecycle: `init` sets nothing up; `configure(delegate:theme:)` stores its arguments,
    /// then runs `setupViews()`, `setupLayouts()` and `setupStyles()` once each. Main actor only.
    @MainActor
    open class Header: UserTableHeader {
        /// The class of the default left item (back).
        public static var leftBarButton: Button.Type? = Button.self

        /// Hears the items and back. Held weakly.
        public weak var delegate: ReactionsModuleHeaderDelegate?

        /// "Reactions".
        open override var titleText: String { StringSet.current.reactions.title }

        /// Stores the delegate and theme, then sets up views, layouts and styles once each;
        /// the delegate hears the current items at once.
        open func configure(delegate: ReactionsModuleHeaderDelegate, theme: UserListTheme?) {
            self.delegate = delegate
            setConfiguredTheme(theme)
            runSetup()
            delegate.reactionsModule(self, didUpdateTitleView: titleView)
            delegate.reactionsModule(self, didUpdateLeftItem: leftBarButton)
        }

        /// A `leftBarButton` showing the back glyph, when one is set.
        open override func createDefaultLeftButton() -> View? {
            Self.leftBarButton.map { makeBarButton($0, title: resolvedTheme.icons.text(resolvedTheme.icons.back)) }
        }

        open override func didUpdateTitleView() { delegate?.reactionsModule(self, didUpdateTitleView: titleView) }
        open override func didUpdateLeftItem() { delegate?.reactionsModule(self, didUpdateLeftItem: leftBarButton) }

        /// Back was chosen: tells the delegate.
        open override func onTapLeftBarButton() {
            guard let item = leftBarButton else { return }
            delegate?.reactionsModule(self, didTapLeftItem: item)
        }
    }
}
