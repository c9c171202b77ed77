import BanterViews

/// A module's header component as its view controller places it: its title view and bar
/// items, and the bar it draws them in when the screen is not in a navigation controller.
/// Every kit header (channel list, channel, select user, settings) conforms, so one method,
/// `BaseViewController.placeHeader(_:)`, puts any of them in the navigation bar or on
/// screen. Main actor only.
@MainActor
public protocol NavigationHeaderComponent: View {
    /// The view in the middle of the bar.
    var titleView: View? { get }
    /// The items on the left, in order.
    var leftBarButtons: [View] { get }
    /// The items on the right, in order.
    var rightBarButtons: [View] { get }
    /// The bar the header draws its items in when shown on its own.
    var barView: HeaderBarView { get }
}
