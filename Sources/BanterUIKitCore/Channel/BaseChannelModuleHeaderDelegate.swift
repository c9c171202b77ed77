import BanterViews

/// Hears a channel header: its title view and items as they are set (the view controller
/// places them), and taps on them. Called on the main actor; the tap methods other than
/// the left item's are optional.
@MainActor
public protocol BaseChannelModuleHeaderDelegate: AnyObject {
    /// The title view was set or changed.
    func baseChannelModule(_ headerComponent: BaseChannelModule.Header, didUpdateTitleView titleView: View?)
    /// The left item (back) was set or changed.
    func baseChannelModule(_ headerComponent: BaseChannelModule.Header, didUpdateLeftItem leftItem: View?)
    /// The right item was set or changed.
    func baseChannelModule(_ headerComponent: BaseChannelModule.Header, didUpdateRightItem rightItem: View?)
    /// The title view was chosen.
    func baseChannelModule(_ headerComponent: BaseChannelModule.Header, didTapTitleView titleView: View?)
    /// The left item (back) was chosen.
    func baseChannelModule(_ headerComponent: BaseChannelModule.Header, didTapLeftItem leftItem: View)
    /// The right item was chosen.
    func baseChannelModule(_ headerComponent: BaseChannelModule.Header, didTapRightItem rightItem: View)
}

extension BaseChannelModuleHeaderDelegate {
    public func baseChannelModule(_ headerComponent: BaseChannelModule.Header, didUpdateRightItem rightItem: View?) {}
    public func baseChannelModule(_ headerComponent: BaseChannelModule.Header, didTapTitleView titleView: View?) {}
    public func baseChannelModule(_ headerComponent: BaseChannelModule.Header, didTapRightItem rightItem: View) {}
}
