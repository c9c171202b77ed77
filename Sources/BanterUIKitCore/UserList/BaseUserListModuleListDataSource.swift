import BanterChatSDK
import BanterViews

/// Gives a user list its users, the channel, who is looking and each row's marks. Called
/// on the main actor whenever the list reads its rows; the marks are optional.
@MainActor
public protocol BaseUserListModuleListDataSource: AnyObject {
    /// The users to show, in order.
    func baseUserListModule(_ listComponent: BaseUserListModule.List, usersInTableView tableView: TableView) -> [User]
    /// The channel listed, once loaded.
    func baseUserListModule(_ listComponent: BaseUserListModule.List, channelForTableView tableView: TableView) -> BaseChannel?
    /// The current user's id ("(You)").
    func baseUserListModuleCurrentUserId(_ listComponent: BaseUserListModule.List) -> String?
    /// The operator, muted and banned marks of `user`'s row; nil for the list's default.
    func baseUserListModule(_ listComponent: BaseUserListModule.List, marksFor user: User) -> UserCell.Marks?
}

extension BaseUserListModuleListDataSource {
    public func baseUserListModule(_ listComponent: BaseUserListModule.List, marksFor user: User) -> UserCell.Marks? { nil }
}
