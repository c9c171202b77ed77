import BanterUIKitCore
import BanterViews

extension OpenChannelSettingsModule {
    /// The open channel settings header: "Channel information", back on the left, and for
    /// an operator "Edit" on the right, which renames the channel (see
    /// `BaseChannelSettingsModule.Header` for the lifecycle and theme precedence). The view
    /// controller sets `isEditable` as the current user's role becomes known or changes.
    /// Subclass it and assign `OpenChannelSettingsModule.headerComponent` to customise. Main
    /// actor only.
    @MainActor
    open class Header: BaseChannelSettingsModule.Header {
        /// Hears the items and taps. Held weakly.
        public weak var delegate: OpenChannelSettingsModuleHeaderDelegate? {
            get { baseDelegate as? OpenChannelSettingsModuleHeaderDelegate }
            set { baseDelegate = newValue }
        }

        /// Stores the delegate and theme, then sets up views, layouts and styles once each
        /// (through the base `configure`, so an override of either runs).
        open func configure(delegate: OpenChannelSettingsModuleHeaderDelegate, theme: ChannelSettingsTheme?) {
            configure(delegate: delegate as BaseChannelSettingsModuleHeaderDelegate, theme: theme)
        }

        /// The class of the default right item ("Edit"); nil for none.
        public static var rightBarButton: Button.Type? = Button.self

        /// Whether the current user may rename the channel (an operator): the default right
        /// item shows only then. Changing it makes the item again, or takes it away, and the
        /// delegate hears it (`didUpdateRightItem`).
        public var isEditable = false {
            didSet {
                guard isEditable != oldValue else { return }
                rightBarButton = createDefaultRightButton()
            }
        }

        /// A `rightBarButton` instance titled "Edit", when one is set and `isEditable`.
        open override func createDefaultRightButton() -> View? {
            guard isEditable, let type = Self.rightBarButton else { return nil }
            return makeBarButton(type, title: StringSet.current.channelSettings.editButton)
        }
    }
}
