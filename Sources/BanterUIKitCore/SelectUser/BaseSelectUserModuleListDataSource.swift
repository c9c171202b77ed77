import BanterChatSDK
import BanterViews

/// Gives a select-user list its users and which of them are picked. Called on the main
/// actor whenever the list reads its rows.
@MainActor
public protocol BaseSelectUserModuleListDataSource: AnyObject {
    /// The users to show, in order.
    func baseSelectUserModule(_ listComponent: BaseSelectUserModule.List, usersInTableView tableView: TableView) -> [User]?
    /// The users picked so far.
    func baseSelectUserModule(_ listComponent: BaseSelectUserModule.List, selectedUsersInTableView tableView: TableView) -> [User]?
    /// The current user's id ("(You)").
    func baseSelectUserModuleCurrentUserId(_ listComponent: BaseSelectUserModule.List) -> String?
}
