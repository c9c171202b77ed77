import BanterChatSDK
import BanterUIKitCore

/// Hears an open channel list view model: the list changed (with the changes to apply as a
/// batch update, or nil when the whole list must be shown again), a listed channel changed
/// where it stands, plus the common loading, connection and error news. Called on the main
/// actor, after `viewModel.channelList` holds the change.
@MainActor
public protocol OpenChannelListViewModelDelegate: BaseChannelListViewModelDelegate {
    /// The channels changed. `changes` describes the change against the previous
    /// `channelList` as a batch update; nil means show the whole list again (a first page,
    /// a new filter).
    func openChannelListViewModel(_ viewModel: OpenChannelListViewModel, didChangeChannelList channels: [OpenChannel], changes: ChannelListChanges?)
    /// `channel`'s content changed (its name, participant count, frozen state).
    func openChannelListViewModel(_ viewModel: OpenChannelListViewModel, didUpdateChannel channel: OpenChannel)
}

extension OpenChannelListViewModelDelegate {
    public func openChannelListViewModel(_ viewModel: OpenChannelListViewModel, didUpdateChannel channel: OpenChannel) {}
}
