import BanterChatSDK
import BanterViews

/// Gives a channel list component what it shows and asks: the channels, who the current
/// user is (to name one-to-one channels), the service's clock (for "today"), and the screen
/// that presents a channel's menu. Called on the main actor whenever the list reads its
/// rows.
@MainActor
public protocol BaseChannelListModuleListDataSource: AnyObject {
    /// The channels, in order; nil for none.
    func baseChannelListModule(_ listComponent: BaseChannelListModule.List, channelsInTableView tableView: TableView) -> [BaseChannel]?
    /// The current user's id.
    func baseChannelListModuleCurrentUserId(_ listComponent: BaseChannelListModule.List) -> String?
    /// The service's time in milliseconds since 1970.
    func baseChannelListModuleCurrentTime(_ listComponent: BaseChannelListModule.List) -> Int64
    /// The view controller that presents `menuItems` (a channel's actions).
    func baseChannelListModule(_ listComponent: BaseChannelListModule.List, parentViewControllerDisplayMenuItems menuItems: [MenuItem]) -> BaseViewController?
}
