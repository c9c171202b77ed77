import BanterChatSDK
import BanterViews

/// Gives a channel's message list what it shows and asks: the channel (receipts, the frozen
/// banner, what the menu allows), the messages, who the current user is, whether newer
/// messages remain, where the list opened, and the screen that presents its menus. Called
/// on the main actor whenever the list rebuilds its rows or opens a menu.
@MainActor
public protocol BaseChannelModuleListDataSource: AnyObject {
    /// The channel shown, nil while it loads.
    func baseChannelModule(_ listComponent: BaseChannelModule.List, channelForTableView tableView: TableView) -> BaseChannel?
    /// Every message to show, in display order (sent, then pending, then failed).
    func baseChannelModule(_ listComponent: BaseChannelModule.List, fullMessagesInTableView tableView: TableView) -> [BaseMessage]
    /// The current user's id: their messages sit on the right.
    func baseChannelModule(_ listComponent: BaseChannelModule.List, currentUserIdForTableView tableView: TableView) -> String?
    /// Whether newer messages remain to be loaded (the list is not at the live end).
    func baseChannelModule(_ listComponent: BaseChannelModule.List, hasNextInTableView tableView: TableView) -> Bool
    /// Where the list opened (milliseconds since 1970), nil for the newest messages.
    func baseChannelModule(_ listComponent: BaseChannelModule.List, startingPointIn tableView: TableView) -> Int64?
    /// The emoji reactions can use (the client's `getAllEmojis`), nil until it has answered;
    /// the reaction menu offers its first ones.
    func baseChannelModule(_ listComponent: BaseChannelModule.List, emojiContainerForTableView tableView: TableView) -> EmojiContainer?
    /// The view controller that presents `menuItems` (the message menu).
    func baseChannelModule(_ listComponent: BaseChannelModule.List, parentViewControllerDisplayMenuItems menuItems: [MenuItem]) -> BaseViewController?
}
