import BanterUIKitCore

extension ModerationsModule {
    /// The moderation header: "Moderations" and back (see `BaseChannelSettingsModule.Header`
    /// for the lifecycle and theme precedence). Main actor only.
    @MainActor
    open class Header: BaseChannelSettingsModule.Header {
        /// "Moderations".
        open override var titleText: String { StringSet.current.moderations.headerTitle }
    }
}
