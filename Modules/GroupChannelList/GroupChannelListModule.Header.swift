import BanterCanvas
import BanterUIKitCore
import BanterViews

extension GroupChannelListModule {
    /// The group channel list's header: the title ("Channels", `StringSet`), on the left
    /// the search item (`⌕`), which searches the messages of every channel, and on the
    /// right the create item (`+`), which starts a new channel. Its default title view and
    /// items come from the static metatypes below (`rightBarButton = nil` removes the create
    /// item); subclass it to change the title (`titleText`), set a `titleView`, or make
    /// other bar items (`createDefaultRightButton()`), and assign the subclass to
    /// `GroupChannelListModule.headerComponent`.
    ///
    /// Theme precedence: `theme` (given to the component) wins over the view controller's
    /// (`configuredTheme`), which wins over `Theme.current.groupChannelListTheme`.
    /// Main actor only.
    @MainActor
    open class Header: BaseChannelListModule.Header {
        /// The class of a default left item (back), when one is made; nil for none. When set,
        /// it takes the place of the search item.
        public static var leftBarButton: Button.Type?
        /// The class of the default search item on the left; nil for none.
        public static var searchBarButton: Button.Type? = Button.self
        /// The class of the default right item (create); nil for none.
        public static var rightBarButton: Button.Type? = Button.self
        /// The class of the default title view.
        public static var titleView: Label.Type = Label.self

        /// Hears the items and taps. Held weakly.
        public weak var delegate: GroupChannelListModuleHeaderDelegate? {
            get { baseDelegate as? GroupChannelListModuleHeaderDelegate }
            set { baseDelegate = newValue }
        }

        /// A theme for this component only; wins over the view controller's.
        public var theme: GroupChannelListTheme? { didSet { themeDidChange() } }
        /// The theme passed by `configure` or `updateStyles(theme:)`.
        public private(set) var configuredTheme: GroupChannelListTheme?
        /// The theme in force.
        public var resolvedTheme: GroupChannelListTheme { theme ?? configuredTheme ?? Theme.current.groupChannelListTheme }

        /// The title the default title view shows: `StringSet.current.channelList.headerTitle`.
        open var titleText: String { StringSet.current.channelList.headerTitle }

        /// Stores the delegate and theme, then sets up views, layouts and styles once each
        /// (through the base `configure`, so an override of either runs).
        open func configure(delegate: GroupChannelListModuleHeaderDelegate, theme: GroupChannelListTheme?) {
            configuredTheme = theme
            configure(delegate: delegate as BaseChannelListModuleHeaderDelegate)
        }

        /// A `titleView` instance showing `titleText`.
        open override func createDefaultTitleView() -> View? { Self.titleView.init(text: titleText) }

        /// The search item, when the left item is one.
        public private(set) var searchButton: Button?

        /// A `leftBarButton` instance when that metatype is set, else a `searchBarButton`
        /// instance showing the search glyph when that one is.
        open override func createDefaultLeftButton() -> View? {
            if let type = Self.leftBarButton { return makeBarButton(type, title: resolvedTheme.icons.text(resolvedTheme.icons.back)) }
            searchButton = Self.searchBarButton.map { makeBarButton($0, title: resolvedTheme.icons.text(resolvedTheme.icons.search)) }
            return searchButton
        }

        /// A `rightBarButton` instance showing the create glyph, when that metatype is set.
        open override func createDefaultRightButton() -> View? {
            Self.rightBarButton.map { makeBarButton($0, title: resolvedTheme.icons.text(resolvedTheme.icons.create)) }
        }

        /// Styles the bar, the title and the items from `resolvedTheme`.
        open override func setupStyles() {
            super.setupStyles()
            let theme = resolvedTheme
            styleBar(bar: theme.navigationBar, shadow: theme.navigationBarShadow, barItem: theme.barItem)
            if let label = titleView as? Label {
                label.style = theme.title
                if label.text != titleText { label.text = titleText }
            }
        }

        /// Takes the view controller's theme (the component's own still wins) and restyles.
        open func updateStyles(theme: GroupChannelListTheme?) {
            configuredTheme = theme
            setupStyles()
        }
    }
}
