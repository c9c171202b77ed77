import BanterChatSDK

/// Tells a select-user header how many users are picked, for its confirm button. Called on
/// the main actor when the header updates the button.
@MainActor
public protocol BaseSelectUserModuleHeaderDataSource: AnyObject {
    /// The users picked so far.
    func selectedUsersForBaseSelectUserModule(_ headerComponent: BaseSelectUserModule.Header) -> [User]?
}
