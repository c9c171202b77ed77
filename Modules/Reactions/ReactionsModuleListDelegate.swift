import BanterChatSDK

/// Hears the reactions list: a tab chosen, a user chosen. Called on the main actor.
@MainActor
public protocol ReactionsModuleListDelegate: AnyObject {
    /// The tab of `reaction` was chosen (←/→ or a click); the list shows its users already.
    func reactionsModule(_ listComponent: ReactionsModule.List, didSelectReaction reaction: Reaction)
    /// `user` was chosen (Enter or a click): the screen shows their profile.
    func reactionsModule(_ listComponent: ReactionsModule.List, didSelectUser user: User)
}
