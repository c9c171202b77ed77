import BanterUIKitCore

extension GroupChannelListModule {
    /// The group channel list's rows: `GroupChannelCell`s, optional Direct / Groups / Public
    /// sections, and the empty, loading and error states. Subclass it (a custom cell class
    /// in `channelCellType`, `configureCell(_:channel:)`) and assign the subclass to
    /// `GroupChannelListModule.listComponent`. Main actor only.
    @MainActor
    open class List: BaseChannelListModule.List {}
}
