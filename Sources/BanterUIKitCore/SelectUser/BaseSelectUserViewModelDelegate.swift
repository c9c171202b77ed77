import BanterChatSDK

/// Hears a select-user view model: the users changed (a page loaded, or the list was
/// reset), the picked users changed, plus the common loading, connection and error news.
/// Called on the main actor.
@MainActor
public protocol BaseSelectUserViewModelDelegate: CommonViewModelDelegate {
    /// The users changed; `needsToReload` is true when the whole list must be shown again.
    func baseSelectedUserViewModel(_ viewModel: BaseSelectUserViewModel, didChangeUserList users: [User], needsToReload: Bool)
    /// The picked users changed.
    func baseSelectedUserViewModel(_ viewModel: BaseSelectUserViewModel, didUpdateSelectedUsers selectedUsers: [User])
}
