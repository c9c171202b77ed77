import BanterUIKitCore

extension GroupChannelListModule {
    /// The group channel list's header: the title "Channels" (no bar items by default).
    /// Subclass it to change the title (`titleText`), set a `titleView`, or add bar items,
    /// and assign the subclass to `GroupChannelListModule.headerComponent`. Main actor only.
    @MainActor
    open class Header: BaseChannelListModule.Header {
        /// "Channels".
        open override var titleText: String { "Channels" }
    }
}
