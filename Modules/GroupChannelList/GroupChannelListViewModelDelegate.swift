import BanterChatSDK
import BanterUIKitCore

/// Hears a group channel list view model: the list changed (with the changes to apply as a
/// batch update, or nil when the whole list must be shown again), a channel changed where it
/// stands, a channel was left, plus the common loading, connection and error news. Called
/// on the main actor, after `viewModel.channelList` holds the change.
@MainActor
public protocol GroupChannelListViewModelDelegate: BaseChannelListViewModelDelegate {
    /// The channels changed. `changes` describes the change against the previous
    /// `channelList` as a batch update; nil means show the whole list again (a first page).
    func groupChannelListViewModel(_ viewModel: GroupChannelListViewModel, didChangeChannelList channels: [GroupChannel], changes: ChannelListChanges?)
    /// `channel`'s content changed (a new message, a name, a read mark).
    func groupChannelListViewModel(_ viewModel: GroupChannelListViewModel, didUpdateChannel channel: GroupChannel)
    /// The current user left `channel` through `leaveChannel(_:)`.
    func groupChannelListViewModel(_ viewModel: GroupChannelListViewModel, didLeaveChannel channel: GroupChannel)
}

extension GroupChannelListViewModelDelegate {
    public func groupChannelListViewModel(_ viewModel: GroupChannelListViewModel, didUpdateChannel channel: GroupChannel) {}
    public func groupChannelListViewModel(_ viewModel: GroupChannelListViewModel, didLeaveChannel channel: GroupChannel) {}
}
