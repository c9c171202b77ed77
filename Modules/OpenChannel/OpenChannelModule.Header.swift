import BanterCanvas
import BanterUIKitCore
import BanterViews

extension OpenChannelModule {
    /// The open channel header: back, the channel's name and the live participant count
    /// (see `BaseChannelModule.Header`). Its default title view and
    /// bar items come from the static metatypes below. Subclass it and assign
    /// `OpenChannelModule.headerComponent` to customise. Main actor only.
    @MainActor
    open class Header: BaseChannelModule.Header {
        /// The class of the default left item (back).
        public static var leftBarButton: Button.Type = Button.self
        /// The class of the default right item (settings); nil for none, the default while
        /// the kit has no open channel settings screen.
        public static var rightBarButton: Button.Type?
        /// The class of the default title view.
        public static var titleView: ChannelTitleView.Type = ChannelTitleView.self

        /// Hears the header. Held weakly.
        public weak var delegate: OpenChannelModuleHeaderDelegate? {
            get { baseDelegate as? OpenChannelModuleHeaderDelegate }
            set { baseDelegate = newValue }
        }

        /// Stores the delegate and theme, then sets up views, layouts and styles once each
        /// (through the base `configure`, so an override of either runs).
        open func configure(delegate: OpenChannelModuleHeaderDelegate, theme: ChannelTheme?) {
            configure(delegate: delegate as BaseChannelModuleHeaderDelegate, theme: theme)
        }

        /// A `titleView` instance.
        open override func createDefaultTitleView() -> View? { Self.titleView.init() }

        /// A `leftBarButton` instance showing the back glyph.
        open override func createDefaultLeftButton() -> View? {
            let button = Self.leftBarButton.init(title: resolvedTheme.icons.text(resolvedTheme.icons.back))
            button.appearance = .compact
            return button
        }

        /// A `rightBarButton` instance showing the settings glyph, when one is set.
        open override func createDefaultRightButton() -> View? {
            guard let type = Self.rightBarButton else { return nil }
            let button = type.init(title: resolvedTheme.icons.text(resolvedTheme.icons.settings))
            button.appearance = .compact
            return button
        }
    }
}
