import BanterUIKitCore
import BanterViews

extension GroupChannelSettingsModule {
    /// The group channel settings header: "Channel information", back on the left, and
    /// "Edit" on the right, which renames the channel (see `BaseChannelSettingsModule.Header`
    /// for the lifecycle and theme precedence). Subclass it and assign
    /// `GroupChannelSettingsModule.headerComponent` to customise. Main actor only.
    @MainActor
    open class Header: BaseChannelSettingsModule.Header {
        /// Hears the items and taps. Held weakly.
        public weak var delegate: GroupChannelSettingsModuleHeaderDelegate? {
            get { baseDelegate as? GroupChannelSettingsModuleHeaderDelegate }
            set { baseDelegate = newValue }
        }

        /// Stores the delegate and theme, then sets up views, layouts and styles once each
        /// (through the base `configure`, so an override of either runs).
        open func configure(delegate: GroupChannelSettingsModuleHeaderDelegate, theme: ChannelSettingsTheme?) {
            configure(delegate: delegate as BaseChannelSettingsModuleHeaderDelegate, theme: theme)
        }

        /// The class of the default right item ("Edit"); nil for none.
        public static var rightBarButton: Button.Type? = Button.self

        /// Whether the current user may rename the channel (an operator, or anyone where no
        /// one operates it): the default right item shows only then. Changing it makes the
        /// item again, or takes it away, and the delegate hears it (`didUpdateRightItem`).
        public var isEditable = true {
            didSet {
                guard isEditable != oldValue else { return }
                rightBarButton = createDefaultRightButton()
            }
        }

        /// A `rightBarButton` instance titled "Edit", when one is set and `isEditable`.
        open override func createDefaultRightButton() -> View? {
            guard isEditable, let type = Self.rightBarButton else { return nil }
            let button = type.init(title: StringSet.current.channelSettings.editButton)
            button.appearance = .compact
            return button
        }
    }
}
