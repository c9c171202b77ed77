import BanterViews

/// Hears a channel list header: its title view and bar items as they are set (the view
/// controller places them), and taps on the bar items. Called on the main actor; the tap
/// methods are optional.
@MainActor
public protocol BaseChannelListModuleHeaderDelegate: AnyObject {
    /// The header's title view was set (or removed).
    func baseChannelListModule(_ headerComponent: BaseChannelListModule.Header, didUpdateTitleView titleView: View?)
    /// The header's left bar item was set (or removed).
    func baseChannelListModule(_ headerComponent: BaseChannelListModule.Header, didUpdateLeftItem leftItem: View?)
    /// The header's right bar item was set (or removed).
    func baseChannelListModule(_ headerComponent: BaseChannelListModule.Header, didUpdateRightItem rightItem: View?)
    /// The left bar item was chosen.
    func baseChannelListModule(_ headerComponent: BaseChannelListModule.Header, didTapLeftItem leftItem: View)
    /// The right bar item was chosen.
    func baseChannelListModule(_ headerComponent: BaseChannelListModule.Header, didTapRightItem rightItem: View)
}

extension BaseChannelListModuleHeaderDelegate {
    public func baseChannelListModule(_ headerComponent: BaseChannelListModule.Header, didTapLeftItem leftItem: View) {}
    public func baseChannelListModule(_ headerComponent: BaseChannelListModule.Header, didTapRightItem rightItem: View) {}
}
