import BanterViews

/// Hears a select-user header: its title view and items as they are set (the view
/// controller places them) and taps on them. Called on the main actor; the taps are
/// optional.
@MainActor
public protocol BaseSelectUserModuleHeaderDelegate: AnyObject {
    /// The title view was set (or removed).
    func baseSelectUserModule(_ headerComponent: BaseSelectUserModule.Header, didUpdateTitleView titleView: View?)
    /// The left item was set (or removed).
    func baseSelectUserModule(_ headerComponent: BaseSelectUserModule.Header, didUpdateLeftItem leftItem: View?)
    /// The right item (the confirm button) was set (or removed).
    func baseSelectUserModule(_ headerComponent: BaseSelectUserModule.Header, didUpdateRightItem rightItem: View?)
    /// The left item was chosen.
    func baseSelectUserModule(_ headerComponent: BaseSelectUserModule.Header, didTapLeftItem leftItem: View)
    /// The right item (confirm) was chosen.
    func baseSelectUserModule(_ headerComponent: BaseSelectUserModule.Header, didTapRightItem rightItem: View)
}

extension BaseSelectUserModuleHeaderDelegate {
    public func baseSelectUserModule(_ headerComponent: BaseSelectUserModule.Header, didTapLeftItem leftItem: View) {}
    public func baseSelectUserModule(_ headerComponent: BaseSelectUserModule.Header, didTapRightItem rightItem: View) {}
}
