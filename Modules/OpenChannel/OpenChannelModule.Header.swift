import BanterCanvas
import BanterUIKitCore
import BanterViews

extension OpenChannelModule {
    /// The open channel header: back, the channel's name and the live participant count,
    /// and the settings item (see `BaseChannelModule.Header`). Its default title view and
    /// bar items come from the static metatypes below. Subclass it and assign
    /// `OpenChannelModule.headerComponent` to customise. Main actor only.
    @MainActor
    open class Header: BaseChannelModule.Header {
        /// The class of the default left item (back).
        public static var leftBarButton: Button.Type = Button.self
        /// The class of the default right item (settings, which opens the open channel
        /// settings); nil for none.
        public static var rightBarButton: Button.Type? = Button.self
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
            makeBarButton(Self.leftBarButton, title: resolvedTheme.icons.text(resolvedTheme.icons.back))
        }

        /// A `rightBarButton` instance showing the settings glyph, when one is set.
        open override func createDefaultRightButton() -> View? {
            guard let type = Self.rightBarButton else { return nil }
            return makeBarButton(type, title: resolvedTheme.icons.text(resolvedTheme.icons.settings))
        }
    }
}
