import BanterViews

/// Hears a user list header: its title view and items as they are set (the view controller
/// places them) and taps on them. Called on the main actor; the taps are optional.
@MainActor
public protocol BaseUserListModuleHeaderDelegate: AnyObject {
    /// The title view was set (or removed).
    func baseUserListModule(_ headerComponent: BaseUserListModule.Header, didUpdateTitleView titleView: View?)
    /// The left item was set (or removed).
    func baseUserListModule(_ headerComponent: BaseUserListModule.Header, didUpdateLeftItem leftItem: View?)
    /// The right item was set (or removed).
    func baseUserListModule(_ headerComponent: BaseUserListModule.Header, didUpdateRightItem rightItem: View?)
    /// The left item (back) was chosen.
    func baseUserListModule(_ headerComponent: BaseUserListModule.Header, didTapLeftItem leftItem: View)
    /// The right item (invite, add operators) was chosen.
    func baseUserListModule(_ headerComponent: BaseUserListModule.Header, didTapRightItem rightItem: View)
}

extension BaseUserListModuleHeaderDelegate {
    public func baseUserListModule(_ headerComponent: BaseUserListModule.Header, didTapLeftItem leftItem: View) {}
    public func baseUserListModule(_ headerComponent: BaseUserListModule.Header, didTapRightItem rightItem: View) {}
}
