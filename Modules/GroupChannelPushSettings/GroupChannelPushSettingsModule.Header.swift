import BanterUIKitCore

extension GroupChannelPushSettingsModule {
    /// The notification settings header: "Notifications" and back (see
    /// `BaseChannelSettingsModule.Header` for the lifecycle and theme precedence). Main actor only.
    @MainActor
    open class Header: BaseChannelSettingsModule.Header {
        /// "Notifications".
        open override var titleText: String { StringSet.current.channelSettings.pushSettingsTitle }
    }
}
