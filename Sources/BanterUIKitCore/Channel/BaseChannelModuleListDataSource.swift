import BanterChatSDK
import BanterViews

/// Supplies a channel list component with what it shows: the messages (sent ones oldest
/// first, then pending, then failed), the channel (for receipts), who is typing and who
/// the current user is. Called on the main actor whenever the list rebuilds its rows.
@MainActor
public protocol BaseChannelModuleListDataSource: AnyObject {
    /// Every message to show, in display order.
    func baseChannelModule(_ listComponent: BaseChannelModule.List, messagesInTableView tableView: TableView) -> [BaseMessage]
    /// The channel shown, for read and delivery receipts.
    func baseChannelModule(_ listComponent: BaseChannelModule.List, channelForTableView tableView: TableView) -> GroupChannel?
    /// The people typing now (shown as a bubble at the end).
    func baseChannelModule(_ listComponent: BaseChannelModule.List, typingUsersInTableView tableView: TableView) -> [User]
    /// The current user's id: their messages sit on the right.
    func baseChannelModule(_ listComponent: BaseChannelModule.List, currentUserIdForTableView tableView: TableView) -> String?
}
