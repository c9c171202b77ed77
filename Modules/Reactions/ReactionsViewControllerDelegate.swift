import BanterChatSDK

/// Hears the reactions screen (the reference kit's `ReactionsViewControllerDelegate`): a
/// user chosen in the list. The channel screens that open it are its delegate and show the
/// user's profile. Called on the main actor.
@MainActor
public protocol ReactionsViewControllerDelegate: AnyObject {
    /// `user` was chosen: show their profile.
    func reactionsViewController(_ viewController: ReactionsViewController, didTapUserProfile user: User)
}
