import BanterChatSDK
import BanterUIKitCore

/// Hears the invite view model: everything `BaseSelectUserViewModelDelegate` hears (the
/// people shown changed, the picks changed, loading, connection and errors), plus the
/// people invited, or why the service refused. Called on the main actor.
@MainActor
public protocol InviteUserViewModelDelegate: BaseSelectUserViewModelDelegate {
    /// The service invited `userIds` to the channel (members already in it are left as
    /// they are).
    func inviteUserViewModel(_ viewModel: InviteUserViewModel, didInviteUserIds userIds: [String])
    /// The invitation was refused; nothing changed. By default the error is reported as
    /// `didReceiveError(_:isBlocker: false)`.
    func inviteUserViewModel(_ viewModel: InviteUserViewModel, didFailToInviteUserIds userIds: [String], error: ChatError)
}

extension InviteUserViewModelDelegate {
    public func inviteUserViewModel(_ viewModel: InviteUserViewModel, didFailToInviteUserIds userIds: [String], error: ChatError) {
        didReceiveError(error, isBlocker: false)
    }
}
