import BanterChatSDK
import BanterUIKitCore

/// How the kit's channel screens (group channel, thread) open the reaction screens through
/// the sets, shared so both open them alike.
extension BaseChannelViewController {
    /// Presents `ViewControllerSet.emojiListViewController` for `message`, offering the view
    /// model's emoji container; the emoji chosen goes through the list delegate's
    /// `didReactToMessage` (so an override there sees it).
    func presentEmojiListThroughSet(message: BaseMessage) {
        let controller = ViewControllerSet.emojiListViewController.init(message: message, emojiContainer: baseViewModel?.emojiContainer)
        controller.theme = theme
        controller.emojiTapHandler = { [weak self] key, select in
            guard let self, let list = self.baseListComponent else { return }
            self.baseChannelModule(list, didReactToMessage: message, withEmoji: key, selected: select)
        }
        present(controller)
    }

    /// Pushes `ViewControllerSet.reactionsViewController` for `message`, telling `delegate`
    /// which user is chosen; nothing before the channel loads or without a navigation
    /// controller.
    func pushReactionsThroughSet(message: BaseMessage, selectedReaction: Reaction?, delegate: ReactionsViewControllerDelegate) {
        guard let channel, let navigationController else { return }
        let controller = ViewControllerSet.reactionsViewController.init(channel: channel, message: message, selectedReaction: selectedReaction)
        controller.theme = theme
        controller.delegate = delegate
        navigationController.pushViewController(controller)
    }
}
