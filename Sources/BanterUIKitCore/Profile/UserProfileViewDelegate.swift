import BanterChatSDK

/// Hears the choices made on a `UserProfileView`. The channel screens and the user list
/// are the delegate of the profiles they show, and answer each choice with an `open` method
/// of their own, so a subclass overrides those rather than this protocol. Main actor only.
@MainActor
public protocol UserProfileViewDelegate: AnyObject {
    /// "Message": open or create the one-to-one channel with `userId`.
    func didSelectMessage(userId: String?)
    /// "Block" (`blocked` true) or "Unblock".
    func userProfileView(_ profileView: UserProfileView, didSelectBlock user: User, blocked: Bool)
    /// "Report": report the user.
    func userProfileView(_ profileView: UserProfileView, didSelectReport user: User)
    /// Esc or "Close".
    func didSelectClose()
}
