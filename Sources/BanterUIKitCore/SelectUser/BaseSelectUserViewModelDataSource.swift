import BanterChatSDK

/// Lets a screen give a select-user view model its own users instead of the service's
/// query (a contact book, a fixed list). Called on the main actor, once per page.
@MainActor
public protocol BaseSelectUserViewModelDataSource: AnyObject {
    /// The next page of users; nil to load them from the service's query.
    func nextUserList() -> [User]?
}
