import BanterChatSDK

/// Hears a user list view model: the users changed (a page, a filter, a moderation), the
/// channel loaded or changed, the channel went away for the current user, a row action
/// done or refused, plus the common loading, connection and error news. Called on the
/// main actor; the moderation methods are optional.
@MainActor
public protocol BaseUserListViewModelDelegate: CommonViewModelDelegate {
    /// The users changed; `needsToReload` is true when the whole list must be shown again.
    func baseUserListViewModel(_ viewModel: BaseUserListViewModel, didChangeUsers users: [User], needsToReload: Bool)
    /// The channel loaded or changed (the current user's role, say).
    func baseUserListViewModel(_ viewModel: BaseUserListViewModel, didChangeChannel channel: BaseChannel?)
    /// The channel is gone for the current user (deleted, left, banned): the screen closes.
    func baseUserListViewModel(_ viewModel: BaseUserListViewModel, shouldDismissForUserList channel: BaseChannel?)
    /// The service did `action` to `user`; the list already shows it.
    func baseUserListViewModel(_ viewModel: BaseUserListViewModel, didModerate user: User, action: MenuItem.Kind)
    /// The service refused `action` on `user` (400108 when the current user is not an
    /// operator); nothing changed. By default the error is reported as
    /// `didReceiveError(_:isBlocker: false)`.
    func baseUserListViewModel(_ viewModel: BaseUserListViewModel, didFailToModerate user: User, action: MenuItem.Kind, error: ChatError)
}

extension BaseUserListViewModelDelegate {
    public func baseUserListViewModel(_ viewModel: BaseUserListViewModel, didModerate user: User, action: MenuItem.Kind) {}
    public func baseUserListViewModel(_ viewModel: BaseUserListViewModel, didFailToModerate user: User, action: MenuItem.Kind, error: ChatError) {
        didReceiveError(error, isBlocker: false)
    }
}
