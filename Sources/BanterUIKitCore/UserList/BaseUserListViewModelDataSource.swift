import BanterChatSDK

/// Lets a screen give a user list view model its own users instead of the service's
/// query. Called on the main actor, once per page.
@MainActor
public protocol BaseUserListViewModelDataSource: AnyObject {
    /// The next page of users for `channel`; nil to load them from the service's query.
    func baseUserListViewModel(_ viewModel: BaseUserListViewModel, nextUserListForChannel channel: BaseChannel?) -> [User]?
}
