import BanterViews

/// Hears a channel header: its title view and back item changed (the controller puts them
/// in the navigation bar), or the back item was chosen. Called on the main actor.
@MainActor
public protocol BaseChannelModuleHeaderDelegate: AnyObject {
    /// The title view was set or changed.
    func baseChannelModule(_ headerComponent: BaseChannelModule.Header, didUpdateTitleView titleView: View?)
    /// The left bar item (back) was set or changed.
    func baseChannelModule(_ headerComponent: BaseChannelModule.Header, didUpdateLeftItem leftItem: View?)
    /// The back item was chosen.
    func baseChannelModule(_ headerComponent: BaseChannelModule.Header, didTapLeftItem leftItem: View)
}
