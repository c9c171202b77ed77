import BanterChatSDK

/// Hears the suggested-mention list: a person picked with the mouse. (Keys reach the list
/// through the input, which picks with Enter or Tab itself.) Called on the main actor.
@MainActor
public protocol SuggestedMentionListDelegate: AnyObject {
    /// `user`'s row was clicked.
    func suggestedUserList(_ list: SuggestedMentionList, didSelectUser user: User)
}
