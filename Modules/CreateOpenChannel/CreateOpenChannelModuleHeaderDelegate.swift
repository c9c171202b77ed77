import BanterViews

/// Hears the "new open channel" header: its title view and bar items as they are set (the
/// view controller places them), and taps on the bar items. Called on the main actor; the
/// tap methods are optional.
@MainActor
public protocol CreateOpenChannelModuleHeaderDelegate: AnyObject {
    /// The header's title view was set (or removed).
    func createOpenChannelModule(_ headerComponent: CreateOpenChannelModule.Header, didUpdateTitleView titleView: View?)
    /// The header's left bar item was set (or removed).
    func createOpenChannelModule(_ headerComponent: CreateOpenChannelModule.Header, didUpdateLeftItem leftItem: View?)
    /// The header's right bar item was set (or removed).
    func createOpenChannelModule(_ headerComponent: CreateOpenChannelModule.Header, didUpdateRightItem rightItem: View?)
    /// The left bar item (back) was chosen.
    func createOpenChannelModule(_ headerComponent: CreateOpenChannelModule.Header, didTapLeftItem leftItem: View)
    /// The right bar item (create) was chosen while enabled.
    func createOpenChannelModule(_ headerComponent: CreateOpenChannelModule.Header, didTapRightItem rightItem: View)
}

extension CreateOpenChannelModuleHeaderDelegate {
    public func createOpenChannelModule(_ headerComponent: CreateOpenChannelModule.Header, didTapLeftItem leftItem: View) {}
    public func createOpenChannelModule(_ headerComponent: CreateOpenChannelModule.Header, didTapRightItem rightItem: View) {}
}
