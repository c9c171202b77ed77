import BanterCanvas
import BanterUIKitCore
import BanterViews

extension CreateChannelModule {
    /// The "new channel" header: back on the left, the title naming the kind of channel
    /// ("New channel", "New super group", "New broadcast channel", from `StringSet`), and on
    /// the right the create button counting the picks ("Create (2)"), disabled while nobody
    /// is picked. Its default items come from the static metatypes below; subclass it
    /// (`titleText`, `rightBarButtonTitle(count:)`, `createDefault…`) and assign the subclass
    /// to `CreateChannelModule.headerComponent`.
    ///
    /// Lifecycle: `init` sets nothing up; `configure(delegate:dataSource:theme:)` stores its
    /// arguments, then runs `setupViews()`, `setupLayouts()` and `setupStyles()` once each.
    /// `channelType` is set by the view controller before that.
    ///
    /// Theme precedence: `theme` wins over the view controller's (`configuredTheme`), which
    /// wins over `Theme.current.userListTheme`. Main actor only.
    @MainActor
    open class Header: BaseSelectUserModule.Header {
        /// The class of the default left item (back); nil for none.
        public static var leftBarButton: Button.Type? = Button.self
        /// The class of the default right item (create); nil for none.
        public static var rightBarButton: Button.Type? = Button.self
        /// The class of the default title view.
        public static var titleView: Label.Type = Label.self

        /// Hears the items and taps. Held weakly.
        public weak var delegate: CreateChannelModuleHeaderDelegate? {
            get { baseDelegate as? CreateChannelModuleHeaderDelegate }
            set { baseDelegate = newValue }
        }
        /// Tells how many people are picked. Held weakly.
        public weak var dataSource: CreateChannelModuleHeaderDataSource? {
            get { baseDataSource as? CreateChannelModuleHeaderDataSource }
            set { baseDataSource = newValue }
        }

        /// The kind of channel being made; it names the screen. A change after `configure`
        /// restyles the title.
        public var channelType: ChannelCreationType = .group {
            didSet { if channelType != oldValue, baseDelegate != nil { setupStyles() } }
        }

        /// "New channel", "New super group" or "New broadcast channel", for `channelType`.
        open override var titleText: String {
            let strings = StringSet.current.selectUser
            switch channelType {
            case .group: return strings.createChannelTitle
            case .supergroup: return strings.createSuperGroupChannelTitle
            case .broadcast: return strings.createBroadcastChannelTitle
            }
        }

        /// "Create", then "Create (2)".
        open override func rightBarButtonTitle(count: Int) -> String { StringSet.current.selectUser.createButton(count) }

        /// Stores the delegate, data source and theme, then sets up views, layouts and styles
        /// once each (through the base `configure`, so an override of either runs).
        open func configure(delegate: CreateChannelModuleHeaderDelegate, dataSource: CreateChannelModuleHeaderDataSource, theme: UserListTheme?) {
            configure(delegate: delegate as BaseSelectUserModuleHeaderDelegate, dataSource: dataSource as BaseSelectUserModuleHeaderDataSource,
                      theme: theme)
        }

        /// A `titleView` instance showing `titleText`.
        open override func createDefaultTitleView() -> View? { Self.titleView.init(text: titleText) }

        /// A `leftBarButton` instance showing the back glyph, when that metatype is set.
        open override func createDefaultLeftButton() -> View? {
            Self.leftBarButton.map { makeBarButton($0, title: resolvedTheme.icons.text(resolvedTheme.icons.back)) }
        }

        /// A `rightBarButton` instance showing the create count, when that metatype is set.
        open override func createDefaultRightButton() -> View? {
            Self.rightBarButton.map { makeBarButton($0, title: rightBarButtonTitle(count: 0)) }
        }
    }
}
