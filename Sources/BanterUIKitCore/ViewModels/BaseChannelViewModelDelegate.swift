import BanterChatSDK

/// Hears a channel view model: the channel changed (name, members, freezing, mutes,
/// typing), the message list changed, new messages arrived, the channel went away, loading
/// started or stopped, a request failed. Called on the main actor.
@MainActor
public protocol BaseChannelViewModelDelegate: AnyObject {
    /// The channel loaded or changed; `context` is nil for the first load.
    func baseChannelViewModel(_ viewModel: BaseChannelViewModel, didChangeChannel channel: GroupChannel?, withContext context: MessageContext?)
    /// The messages changed; the list rebuilds its rows and applies the difference.
    /// `isInitialLoad` is true for the first page (the list starts at the bottom).
    func baseChannelViewModel(_ viewModel: BaseChannelViewModel, didChangeMessageList messages: [BaseMessage], isInitialLoad: Bool)
    /// `count` messages from others arrived while the list was scrolled up.
    func baseChannelViewModel(_ viewModel: BaseChannelViewModel, didReceiveNewMessages count: Int)
    /// The channel is gone for the current user (deleted, left, banned): the screen closes.
    func baseChannelViewModel(_ viewModel: BaseChannelViewModel, shouldDismissForChannelURL channelURL: String)
    /// Loading started (`true`) or finished.
    func shouldUpdateLoadingState(_ isLoading: Bool)
    /// A request failed; `isBlocker` when the screen has nothing to show without it.
    func didReceiveError(_ error: ChatError, isBlocker: Bool)
}
