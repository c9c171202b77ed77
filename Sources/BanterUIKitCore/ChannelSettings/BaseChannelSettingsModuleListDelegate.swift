/// Hears a channel settings list: an item chosen (its tap handler has run), and the retry
/// after the channel could not load. Called on the main actor; both are optional.
@MainActor
public protocol BaseChannelSettingsModuleListDelegate: AnyObject {
    /// `item` was chosen (a switch item already flipped).
    func baseChannelSettingsModule(_ listComponent: BaseChannelSettingsModule.List, didSelectItem item: ChannelSettingItem)
    /// The error view's retry was chosen.
    func baseChannelSettingsModuleDidSelectRetry(_ listComponent: BaseChannelSettingsModule.List)
}

extension BaseChannelSettingsModuleListDelegate {
    public func baseChannelSettingsModule(_ listComponent: BaseChannelSettingsModule.List, didSelectItem item: ChannelSettingItem) {}
    public func baseChannelSettingsModuleDidSelectRetry(_ listComponent: BaseChannelSettingsModule.List) {}
}
