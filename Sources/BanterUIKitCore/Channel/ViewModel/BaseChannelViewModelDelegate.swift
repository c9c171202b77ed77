import BanterChatSDK

/// Hears a channel view model: the channel changed (name, members, freezing, mutes), the
/// message list changed, a message arrived, the channel went away, plus the common loading,
/// connection and error news. Called on the main actor.
@MainActor
public protocol BaseChannelViewModelDelegate: CommonViewModelDelegate {
    /// The channel loaded or changed; `context` is nil for the first load.
    func baseChannelViewModel(_ viewModel: BaseChannelViewModel, didChangeChannel channel: BaseChannel?, withContext context: MessageContext?)
    /// The messages changed; the list rebuilds its rows and applies the difference.
    /// `initialLoad` is true for the first page (the list opens at its starting point).
    func baseChannelViewModel(_ viewModel: BaseChannelViewModel, didChangeMessageList messages: [BaseMessage], needsToReload: Bool, initialLoad: Bool)
    /// A message from someone else arrived in `channel`.
    func baseChannelViewModel(_ viewModel: BaseChannelViewModel, didReceiveNewMessage message: BaseMessage, forChannel channel: BaseChannel)
    /// The message being edited is gone or can no longer be edited: the input leaves edit mode.
    func baseChannelViewModel(_ viewModel: BaseChannelViewModel, shouldFinishEditModeForChannel channel: BaseChannel)
    /// The channel is gone for the current user (deleted, left, banned): the screen closes.
    func baseChannelViewModel(_ viewModel: BaseChannelViewModel, shouldDismissForChannel channel: BaseChannel?)
}

extension BaseChannelViewModelDelegate {
    public func baseChannelViewModel(_ viewModel: BaseChannelViewModel, didReceiveNewMessage message: BaseMessage, forChannel channel: BaseChannel) {}
    public func baseChannelViewModel(_ viewModel: BaseChannelViewModel, shouldFinishEditModeForChannel channel: BaseChannel) {}
}
