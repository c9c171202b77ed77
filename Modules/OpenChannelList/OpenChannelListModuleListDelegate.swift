import BanterUIKitCore

/// Hears the open channel list: everything `BaseChannelListModuleListDelegate` hears, plus
/// the name filter changing. Called on the main actor.
@MainActor
public protocol OpenChannelListModuleListDelegate: BaseChannelListModuleListDelegate {
    /// The name filter is now `text` (empty: no filter).
    func openChannelListModule(_ listComponent: OpenChannelListModule.List, didChangeNameFilter text: String)
}

extension OpenChannelListModuleListDelegate {
    public func openChannelListModule(_ listComponent: OpenChannelListModule.List, didChangeNameFilter text: String) {}
}
