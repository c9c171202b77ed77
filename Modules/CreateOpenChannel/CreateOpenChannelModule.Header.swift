import BanterCanvas
import BanterUIKitCore
import BanterViews

extension CreateOpenChannelModule {
    /// The "new open channel" header: back on the left, the title ("New open channel",
    /// `StringSet`), and on the right the create item, disabled until the name is valid
    /// (`enableRightBarButton(_:)`, called by the view controller as the name is typed).
    /// Its default items come from the static metatypes below; subclass it (`titleText`,
    /// `createDefault…`) and assign the subclass to `CreateOpenChannelModule.headerComponent`.
    ///
    /// Lifecycle: `init` sets nothing up; `configure(delegate:theme:)` stores its arguments,
    /// then runs `setupViews()`, `setupLayouts()` and `setupStyles()` once each, and tells
    /// the delegate the items (so it may run before or after the view controller's own
    /// setup).
    ///
    /// Theme precedence: `theme` wins over the view controller's (`configuredTheme`), which
    /// wins over `Theme.current.userListTheme` (the creation screens share the select-user
    /// screens' look). Main actor only.
    @MainActor
    open class Header: HeaderComponent {
        /// The class of the default left item (back); nil for none.
        public static var leftBarButton: Button.Type? = Button.self
        /// The class of the default right item (create); nil for none.
        public static var rightBarButton: Button.Type? = Button.self
        /// The class of the default title view.
        public static var titleView: Label.Type = Label.self

        /// Hears the items and taps. Held weakly.
        public weak var delegate: CreateOpenChannelModuleHeaderDelegate?

        /// A theme for this component only; wins over the view controller's.
        public var theme: UserListTheme? { didSet { themeDidChange() } }
        /// The theme passed by `configure` or `updateStyles(theme:)`.
        public private(set) var configuredTheme: UserListTheme?
        /// The theme in force.
        public var resolvedTheme: UserListTheme { theme ?? configuredTheme ?? Theme.current.userListTheme }

        /// Whether the create item takes taps: false until the name is valid.
        public private(set) var isRightBarButtonEnabled = false

        /// The title the default title view shows.
        open var titleText: String { StringSet.current.createOpenChannel.headerTitle }

        /// Stores the delegate and theme, then sets up views, layouts and styles once each.
        /// The delegate hears the current items at once.
        open func configure(delegate: CreateOpenChannelModuleHeaderDelegate, theme: UserListTheme?) {
            self.delegate = delegate
            configuredTheme = theme
            runSetup()
            delegate.createOpenChannelModule(self, didUpdateTitleView: titleView)
            delegate.createOpenChannelModule(self, didUpdateLeftItem: leftBarButton)
            delegate.createOpenChannelModule(self, didUpdateRightItem: rightBarButton)
        }

        /// A `titleView` instance showing `titleText`.
        open override func createDefaultTitleView() -> View? { Self.titleView.init(text: titleText) }

        /// A `leftBarButton` instance showing the back glyph, when that metatype is set.
        open override func createDefaultLeftButton() -> View? {
            Self.leftBarButton.map { makeBarButton($0, title: resolvedTheme.icons.text(resolvedTheme.icons.back)) }
        }

        /// A `rightBarButton` instance titled "Create", when that metatype is set.
        open override func createDefaultRightButton() -> View? {
            Self.rightBarButton.map { makeBarButton($0, title: StringSet.current.createOpenChannel.createButton) }
        }

        /// Styles the bar, the title and the items from `resolvedTheme`.
        open override func setupStyles() {
            super.setupStyles()
            let theme = resolvedTheme
            styleBar(bar: theme.navigationBar, shadow: theme.navigationBarShadow, barItem: theme.barItem)
            styleTitleLabel(text: titleText, style: theme.title)
            styleRightBarButton()
        }

        /// Takes the view controller's theme (the component's own still wins) and restyles.
        open func updateStyles(theme: UserListTheme?) {
            configuredTheme = theme
            setupStyles()
        }

        /// Enables or disables the create item; a disabled one is drawn muted, takes no
        /// taps and is skipped by Tab.
        open func enableRightBarButton(_ enabled: Bool) {
            guard enabled != isRightBarButtonEnabled else { return }
            isRightBarButtonEnabled = enabled
            styleRightBarButton()
        }

        private func styleRightBarButton() {
            guard let button = rightBarButton as? Button else { return }
            button.isEnabled = isRightBarButtonEnabled
            button.tintColor = (isRightBarButtonEnabled ? resolvedTheme.barItem : resolvedTheme.disabledBarItem).foreground
        }

        // MARK: Changes and taps

        open override func didUpdateTitleView() { delegate?.createOpenChannelModule(self, didUpdateTitleView: titleView) }
        open override func didUpdateLeftItem() { delegate?.createOpenChannelModule(self, didUpdateLeftItem: leftBarButton) }
        open override func didUpdateRightItem() {
            styleRightBarButton()
            delegate?.createOpenChannelModule(self, didUpdateRightItem: rightBarButton)
        }

        /// The left item was chosen: tells the delegate.
        open override func onTapLeftBarButton() {
            guard let item = leftBarButton else { return }
            delegate?.createOpenChannelModule(self, didTapLeftItem: item)
        }

        /// The create item was chosen: tells the delegate, while it is enabled.
        open override func onTapRightBarButton() {
            guard let item = rightBarButton, isRightBarButtonEnabled else { return }
            delegate?.createOpenChannelModule(self, didTapRightItem: item)
        }
    }
}
