import BanterUIKitCore

extension GroupChannelPushSettingsModule {
    /// The notification settings header: "Notifications" and back (see
    /// `BaseChannelSettingsModule.Header` for the lifecycle and theme precedence). Main actor only.
    @MainActor
    open class Header: BaseChannelSettingsModule.Header {
        /// Hears the items and taps. Held weakly.
        public weak var delegate: GroupChannelPushSettingsModuleHeaderDelegate? {
            get { baseDelegate as? GroupChannelPushSettingsModuleHeaderDelegate }
            set { baseDelegate = newValue }
        }

        /// Stores the delegate and theme, then sets up views, layouts and styles once each
        /// (through the base `configure`, so an override of either runs).
        open func configure(delegate: GroupChannelPushSettingsModuleHeaderDelegate, theme: ChannelSettingsTheme?) {
            configure(delegate: delegate as BaseChannelSettingsModuleHeaderDelegate, theme: theme)
        }

        /// "Notifications".
        open override var titleText: String { StringSet.current.channelSettings.pushSettingsTitle }
    }
}
