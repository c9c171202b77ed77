import BanterViews

/// Hears a channel settings header: its title view and items as they are set (the view
/// controller places them) and taps on them. Called on the main actor; taps are optional.
@MainActor
public protocol BaseChannelSettingsModuleHeaderDelegate: AnyObject {
    /// The title view was set (or removed).
    func baseChannelSettingsModule(_ headerComponent: BaseChannelSettingsModule.Header, didUpdateTitleView titleView: View?)
    /// The left item was set (or removed).
    func baseChannelSettingsModule(_ headerComponent: BaseChannelSettingsModule.Header, didUpdateLeftItem leftItem: View?)
    /// The right item was set (or removed).
    func baseChannelSettingsModule(_ headerComponent: BaseChannelSettingsModule.Header, didUpdateRightItem rightItem: View?)
    /// The left item was chosen.
    func baseChannelSettingsModule(_ headerComponent: BaseChannelSettingsModule.Header, didTapLeftItem leftItem: View)
    /// The right item (edit) was chosen.
    func baseChannelSettingsModule(_ headerComponent: BaseChannelSettingsModule.Header, didTapRightItem rightItem: View)
}

extension BaseChannelSettingsModuleHeaderDelegate {
    public func baseChannelSettingsModule(_ headerComponent: BaseChannelSettingsModule.Header, didTapLeftItem leftItem: View) {}
    public func baseChannelSettingsModule(_ headerComponent: BaseChannelSettingsModule.Header, didTapRightItem rightItem: View) {}
}
