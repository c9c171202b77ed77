import BanterChatSDK

/// Answers a channel view model's questions about the screen. Called on the main actor.
@MainActor
public protocol BaseChannelViewModelDataSource: AnyObject {
    /// Whether the list shows its newest message: new messages are then marked read at
    /// once instead of counted as new.
    func baseChannelViewModel(_ viewModel: BaseChannelViewModel, isScrollNearBottomInChannel channel: BaseChannel?) -> Bool
}
