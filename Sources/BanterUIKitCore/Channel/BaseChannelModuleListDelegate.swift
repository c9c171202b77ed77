import BanterChatSDK
import BanterViews

/// Hears a channel's message list: rows shown and chosen, scrolling, the scroll-to-bottom
/// button, retry, Esc (back to the input), and one callback per action of the message menu
/// (copy, edit, delete, reply, reply in thread, react, read by, retry and delete a failed message),
/// plus the sender's profile, the quoted message and the thread info asked for from a row.
/// Called on the main actor; methods with a default below are optional.
@MainActor
public protocol BaseChannelModuleListDelegate: AnyObject {
    /// A row is about to be shown (the controller loads more near either end).
    func baseChannelModule(_ listComponent: BaseChannelModule.List, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A message was chosen (Enter or a click); its menu follows.
    func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapMessage message: BaseMessage, forRowAt indexPath: IndexPath)
    /// The person asked for `user`'s profile (`u` on their message).
    func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapUserProfile user: User)
    /// The person asked for the message `message` quotes (`q`).
    func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapQuotedMessageView message: BaseMessage)
    /// The person asked for `message`'s thread (`t` on a message with replies).
    func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapThreadInfoView message: BaseMessage)
    /// The list scrolled.
    func baseChannelModule(_ listComponent: BaseChannelModule.List, didScroll tableView: TableView)
    /// The new-message or scroll-to-bottom button was chosen.
    func baseChannelModuleDidTapScrollToButton(_ listComponent: BaseChannelModule.List, animated: Bool)
    /// The error view's retry was chosen.
    func baseChannelModuleDidSelectRetry(_ listComponent: BaseChannelModule.List)
    /// Esc in the list: focus goes back to the input.
    func baseChannelModuleDidRequestInputFocus(_ listComponent: BaseChannelModule.List)
    /// The menu closed without a choice.
    func baseChannelModuleDidDismissMenu(_ listComponent: BaseChannelModule.List)

    /// Menu: Copy.
    func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapCopyMessage message: BaseMessage)
    /// Menu: Copy link (`url`, the first link in `message`'s text).
    func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapCopyLink url: String, of message: BaseMessage)
    /// Menu: one file of a multiple-files message (its `index`) was chosen.
    func baseChannelModule(_ listComponent: BaseChannelModule.List, didSelectFileAt index: Int, of message: MultipleFilesMessage)
    /// Menu: Edit.
    func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapEditMessage message: BaseMessage)
    /// Menu: Report (another user's message).
    func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapReportMessage message: BaseMessage)
    /// Menu: Delete.
    func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapDeleteMessage message: BaseMessage)
    /// Menu: Reply (quoted in the channel).
    func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapReplyMessage message: BaseMessage)
    /// Menu: Reply in thread.
    func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapReplyInThreadMessage message: BaseMessage)
    /// Every emoji was asked for (the reaction menu's "More emojis…", the `+` after a
    /// message's reactions, or `KeyBindingSet.channel.addReaction`): the screen shows the emoji list.
    func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapMoreEmojisOnMessage message: BaseMessage)
    /// Who reacted was asked for (a click on a reaction under the message, or
    /// `KeyBindingSet.channel.showReactions` with `emojiKey` the first reaction): the
    /// screen shows the reactions screen with that reaction's tab chosen. The reference
    /// kit's long tap on an emoji.
    func baseChannelModule(_ listComponent: BaseChannelModule.List, didLongTapEmoji emojiKey: String, message: BaseMessage)
    /// Menu: Read by (the current user's message in a group channel): who has read it.
    func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapReadByMessage message: BaseMessage)
    /// A reaction key was chosen: `selected` adds it, otherwise it is taken back.
    func baseChannelModule(_ listComponent: BaseChannelModule.List, didReactToMessage message: BaseMessage, withEmoji key: String, selected: Bool)
    /// Failed message menu: Retry.
    func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapRetryFailedMessage failedMessage: BaseMessage)
    /// Failed message menu: Remove.
    func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapDeleteFailedMessage failedMessage: BaseMessage)
}

extension BaseChannelModuleListDelegate {
    public func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapMessage message: BaseMessage, forRowAt indexPath: IndexPath) {}
    public func baseChannelModule(_ listComponent: BaseChannelModule.List, didScroll tableView: TableView) {}
    public func baseChannelModuleDidDismissMenu(_ listComponent: BaseChannelModule.List) {}
    public func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapReadByMessage message: BaseMessage) {}
}
